/**
 * A spy in place of the browser's Notification: keeps what the desk shows, as the
 * browser was given it, while the real permission still answers.
 */
import type { Page } from '@playwright/test';

export interface ShownAlert {
  title: string;
  body: string | undefined;
}

type SpiedWindow = Window & { shownAlerts: ShownAlert[] };

/** Puts the spy in before the page's own scripts run (every load of `page`). */
export async function spyOnNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = window.Notification;
    const shown: ShownAlert[] = [];
    class SpyNotification {
      static get permission() {
        return real.permission;
      }
      static requestPermission() {
        return real.requestPermission();
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    Object.assign(window, { Notification: SpyNotification, shownAlerts: shown });
  });
}

/** What the desk has shown since the page loaded (or since `forgetShownAlerts`). */
export function shownAlerts(page: Page): Promise<ShownAlert[]> {
  return page.evaluate(() => (window as unknown as SpiedWindow).shownAlerts);
}

export function forgetShownAlerts(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as SpiedWindow).shownAlerts.length = 0;
  });
}
