/**
 * Desktop notifications in the browser host (in Electron the main process shows
 * them): the browser's `Notification` when the person allowed it, and what the
 * page can tell about that permission. Title and body go in as text; the browser
 * shows them as text.
 */
export type AlertPermission = NotificationPermission | 'unsupported';

export function alertPermission(): AlertPermission {
  return typeof window.Notification === 'function' ? window.Notification.permission : 'unsupported';
}

/** Must run from a person's click or key press: browsers ignore the request otherwise. */
export async function askForDesktopAlerts(): Promise<AlertPermission> {
  if (alertPermission() === 'unsupported') return 'unsupported';
  try {
    return await window.Notification.requestPermission();
  } catch {
    return alertPermission();
  }
}

/** Shows the alert on the desktop; false when the browser would not (no permission, no support). */
export function showDesktopAlert(title: string, body: string, tag: string): boolean {
  if (alertPermission() !== 'granted') return false;
  try {
    new window.Notification(title, { body, tag });
    return true;
  } catch {
    // Some browsers allow notifications only from a service worker: the toast says it instead.
    return false;
  }
}
