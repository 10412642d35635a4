/**
 * The camera's picture while it reads codes (loaded only once the camera is asked
 * for). Each code it reads goes to the scan path, once while it stays in view;
 * the camera is released the moment the view goes. A camera refused, absent or
 * busy is said in desk words.
 */
import { useEffect, useRef, useState } from 'react';
import { type CameraProblem, problemOf } from './camera-problem.ts';
import { type CameraReading, startCameraReader } from './camera-reader.ts';
import { createRepeatFilter } from './repeat-filter.ts';
import { cameraText } from './words.ts';

/** A code held in view is read again only after it was out of view this long. */
const SAME_CODE_QUIET_MS = 3_000;

type State = { step: 'starting' } | { step: 'reading' } | { step: 'problem'; problem: CameraProblem };

export default function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>({ step: 'starting' });
  // The latest scan path, without starting the camera again when it changes.
  const scan = useRef(onCode);
  scan.current = onCode;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let gone = false;
    let reading: CameraReading | null = null;
    const passes = createRepeatFilter(SAME_CODE_QUIET_MS);
    const failed = (problem: CameraProblem) => {
      if (!gone) setState({ step: 'problem', problem });
    };
    startCameraReader(
      element,
      (text) => {
        const code = text.trim();
        if (code && passes(code, performance.now())) scan.current(code);
      },
      () => failed('stopped'),
    ).then(
      (started) => {
        if (gone) started.stop();
        else {
          reading = started;
          setState({ step: 'reading' });
        }
      },
      (error: unknown) => failed(problemOf(error)),
    );
    return () => {
      gone = true;
      reading?.stop();
    };
  }, []);

  return (
    <>
      <video
        ref={video}
        className={state.step === 'reading' ? 'camera-video' : 'camera-video is-idle'}
        aria-label={cameraText.videoLabel}
        muted
        playsInline
        data-testid="camera-video"
      />
      <p
        className={state.step === 'problem' ? 'camera-status camera-problem' : 'camera-status'}
        role="status"
        data-testid="camera-status"
        data-state={state.step}
      >
        {state.step === 'problem'
          ? cameraText.problem[state.problem]
          : state.step === 'reading'
            ? cameraText.reading
            : cameraText.starting}
      </p>
    </>
  );
}
