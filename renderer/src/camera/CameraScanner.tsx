/**
 * A camera as a scanner, for a desk without one: "Use camera" opens the camera's
 * view in a corner of the window, and every code it reads goes down the same path
 * as a scanner's burst (the lookup, the best waiver, the same sounds). It starts
 * only when asked, and stops when the screen changes (a scan that opens a waiver
 * too), when the window is hidden, or when asked. The reading itself (ZXing) is
 * loaded on the first press, never with the first screen.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { cameraText } from './words.ts';
import './camera.css';

const CameraView = lazy(() => import('./CameraView.tsx'));

function NotLoaded() {
  return (
    <p
      className="camera-status camera-problem"
      role="status"
      data-testid="camera-status"
      data-state="problem"
    >
      {cameraText.problem['not-loaded']}
    </p>
  );
}

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { pathname } = useLocation();
  /** The screen the camera was started on, while it runs. */
  const [openOn, setOpenOn] = useState<string | null>(null);
  const regionId = useId();
  const open = openOn !== null;

  // Another screen: the camera stops (a waiver it opened is read, the queue moves on).
  if (openOn !== null && openOn !== pathname) setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const onVisibility = () => {
      if (document.hidden) setOpenOn(null);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [open]);

  return (
    <div className="camera-dock">
      {open ? (
        <section className="camera-panel" id={regionId} aria-label={cameraText.regionLabel}>
          <ErrorBoundary fallback={<NotLoaded />}>
            <Suspense
              fallback={
                <p className="camera-status" role="status" data-testid="camera-status" data-state="starting">
                  {cameraText.starting}
                </p>
              }
            >
              <CameraView onCode={onCode} />
            </Suspense>
          </ErrorBoundary>
        </section>
      ) : null}
      <button
        type="button"
        className="camera-toggle"
        aria-pressed={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {open ? cameraText.stop : cameraText.use}
      </button>
    </div>
  );
}
