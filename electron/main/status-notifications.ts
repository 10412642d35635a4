/**
 * Desktop notifications of the service's status in Electron: one per
 * `statusAlert` event (the monitor already decided it is a real change and said
 * it once), worded from the catalogs in this computer's language. Plain text only: on Linux the notification server may read the body
 * as markup, so the characters it would take for tags are escaped there.
 */
import { BrowserWindow, Notification } from 'electron';
import type { StatusAlert } from '../../shared/ipc/events.ts';
import { statusAlertWords } from '../../shared/words/status-alert.ts';
import type { EventHub } from '../runtime/event-hub.ts';
import { mainWords } from './main-words.ts';

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** What the notification server shows as text on this platform. */
export function notificationText(text: string, platform: NodeJS.Platform = process.platform): string {
  return platform === 'linux' ? escapeMarkup(text) : text;
}

function focusDesk(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

export function showStatusNotifications(events: EventHub): () => void {
  // A notification nobody references can be collected before it is clicked; keep each until it closes.
  const shown = new Set<Notification>();
  const show = async (alert: StatusAlert) => {
    if (!Notification.isSupported()) return;
    const words = await mainWords();
    const { title, body } = statusAlertWords(alert, words.say, words.locale);
    const notification = new Notification({ title: notificationText(title), body: notificationText(body) });
    shown.add(notification);
    notification.on('click', focusDesk);
    notification.on('close', () => shown.delete(notification));
    notification.show();
  };
  return events.subscribe((event) => {
    if (event.name === 'statusAlert') void show(event.payload);
  });
}
