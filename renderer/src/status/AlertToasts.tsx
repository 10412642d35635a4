/** Status alerts shown inside the desk when the browser does not show them on the desktop. */

import type { AlertToast } from './use-status-alerts.ts';
import { statusText } from './words.ts';

export function AlertToasts({
  toasts,
  onDismiss,
}: {
  toasts: AlertToast[];
  onDismiss: (id: number) => void;
}) {
  return (
    <div className="svc-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="svc-toast" data-testid="status-toast">
          <div>
            <strong className="svc-toast-title">{toast.title}</strong>
            <p className="svc-toast-body">{toast.body}</p>
          </div>
          <button
            type="button"
            className="svc-icon-button"
            aria-label={statusText.toasts.dismiss}
            onClick={() => onDismiss(toast.id)}
          >
            {statusText.toasts.dismissSymbol}
          </button>
        </div>
      ))}
    </div>
  );
}
