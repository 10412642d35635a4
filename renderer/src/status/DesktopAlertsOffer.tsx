/**
 * In the browser host: lets the person turn desktop alerts on (the browser asks
 * only from a click), and says where alerts go when they are off.
 */
import { useSyncExternalStore } from 'react';
import { alertPermission, askForDesktopAlerts, onAlertPermissionChange } from './desktop-alerts.ts';
import { statusText } from './words.ts';

export function DesktopAlertsOffer() {
  // Follows the browser's permission: a change in its site settings shows here at once.
  const permission = useSyncExternalStore(onAlertPermissionChange, alertPermission);
  if (permission === 'granted') {
    return <p className="svc-muted svc-alerts-note">{statusText.desktopAlerts.on}</p>;
  }
  if (permission === 'default') {
    return (
      <p className="svc-alerts-note">
        <button type="button" className="svc-button-secondary" onClick={() => void askForDesktopAlerts()}>
          {statusText.desktopAlerts.turnOn}
        </button>{' '}
        <span className="svc-muted">{statusText.desktopAlerts.untilThen}</span>
      </p>
    );
  }
  return (
    <p className="svc-muted svc-alerts-note">
      {permission === 'denied' ? statusText.desktopAlerts.blocked : statusText.desktopAlerts.unsupported}
    </p>
  );
}
