/**
 * Desktop notifications in the browser host (in Electron the main process shows
 * them): the browser's `Notification` when the person allowed it, and what the
 * page can tell about that permission. Title and body go in as text; the browser
 * shows them as text.
 *
 * The permission is followed through the Permissions API where the browser has
 * it: it says when the person changes it in the browser's site settings, so the
 * status panel and the alerts follow at once rather than at the next reload.
 * `Notification.permission` stands in until it answers, and where it cannot.
 */
export type AlertPermission = NotificationPermission | 'unsupported';

const FROM_PERMISSION_STATE: Record<PermissionState, NotificationPermission> = {
  granted: 'granted',
  denied: 'denied',
  prompt: 'default',
};

/** What the Permissions API last said; null until it answered (or where it cannot). */
let followed: NotificationPermission | null = null;
let following = false;
const listeners = new Set<() => void>();

const notificationPermission = (): AlertPermission =>
  typeof window.Notification === 'function' ? window.Notification.permission : 'unsupported';

const changed = () => {
  for (const listener of listeners) listener();
};

function learn(permission: NotificationPermission): void {
  if (permission === followed) return;
  followed = permission;
  changed();
}

/**
 * Starts following the Permissions API's view of notifications, once per page: as the page opens
 * in the browser host (use-status-alerts.ts), so its answer is in before the first alert.
 */
export function followAlertPermission(): void {
  if (following || notificationPermission() === 'unsupported') return;
  following = true;
  const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
  if (typeof permissions?.query !== 'function') return;
  permissions.query({ name: 'notifications' }).then(
    (status) => {
      learn(FROM_PERMISSION_STATE[status.state]);
      status.addEventListener('change', () => learn(FROM_PERMISSION_STATE[status.state]));
    },
    // A browser that does not know "notifications" there: Notification.permission says it all.
    () => undefined,
  );
}

export function alertPermission(): AlertPermission {
  const fromNotification = notificationPermission();
  return fromNotification === 'unsupported' ? fromNotification : (followed ?? fromNotification);
}

/** Calls `listener` whenever the permission changes; returns the way to stop. */
export function onAlertPermissionChange(listener: () => void): () => void {
  followAlertPermission();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Must run from a person's click or key press: browsers ignore the request otherwise. */
export async function askForDesktopAlerts(): Promise<AlertPermission> {
  if (alertPermission() === 'unsupported') return 'unsupported';
  try {
    const answer = await window.Notification.requestPermission();
    // Where the Permissions API is followed, its change event may come later: the answer is as good.
    if (followed === null) changed();
    else learn(answer);
  } catch {
    // The browser would not ask: what it says now stands.
  }
  return alertPermission();
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
