/**
 * The last net (the root route's `errorElement`): when even the frame around the
 * screens could not be drawn, the desk says so in its own words and offers to
 * reload, instead of the router's developer page with a stack trace.
 */
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportFailure } from './report-failure.ts';
import { failureText } from './words.ts';

export function FrameFailure() {
  const error = useRouteError();
  useEffect(() => reportFailure('frame', error), [error]);
  const words = failureText.frame;
  return (
    <main className="content">
      <section
        className="screen screen-failure"
        aria-labelledby="frame-failure-title"
        data-testid="frame-failure"
      >
        <h1 id="frame-failure-title">{words.title}</h1>
        <div className="failure" role="alert">
          <p className="failure-message">{words.text}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {words.reload}
          </button>
        </div>
      </section>
    </main>
  );
}
