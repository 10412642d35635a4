/**
 * In the browser host: lets the person turn desktop alerts on (the browser asks
 * only from a click), and says where alerts go when they are off.
 */
import { useState } from 'react';
import { type AlertPermission, alertPermission, askForDesktopAlerts } from './desktop-alerts.ts';

export function DesktopAlertsOffer() {
  const [permission, setPermission] = useState<AlertPermission>(alertPermission);
  if (permission === 'granted') {
    return (
      <p className="svc-muted svc-alerts-note">Desktop alerts are on for changes of the service’s state.</p>
    );
  }
  if (permission === 'default') {
    return (
      <p className="svc-alerts-note">
        <button
          type="button"
          className="svc-button-secondary"
          onClick={() => void askForDesktopAlerts().then(setPermission)}
        >
          Turn on desktop alerts
        </button>{' '}
        <span className="svc-muted">Until then, alerts appear inside the desk.</span>
      </p>
    );
  }
  return (
    <p className="svc-muted svc-alerts-note">
      {permission === 'denied'
        ? 'This browser blocks desktop alerts for the desk; alerts appear inside the desk instead.'
        : 'This browser cannot show desktop alerts; alerts appear inside the desk instead.'}
    </p>
  );
}
