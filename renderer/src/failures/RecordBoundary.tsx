/**
 * One record that cannot be drawn never sinks the list around it: the row (or
 * the list under the lookup box) says so in desk words, the log gets the record's
 * id, and the rest stays on screen. It tries again when its record changes.
 */
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ScreenName } from '../../../shared/ipc/screen-failure.ts';
import { reportFailure } from './report-failure.ts';

interface Props {
  screen: ScreenName;
  /** The record's id, for the log; also what makes the boundary try again when it changes. */
  recordId?: string | number;
  /** Anything else whose change should draw the record again (the record itself). */
  resetKeys?: unknown[];
  fallback: ReactNode;
  children: ReactNode;
}

export function RecordBoundary({ screen, recordId, resetKeys = [], fallback, children }: Props) {
  return (
    <ErrorBoundary
      fallback={fallback}
      resetKeys={[recordId, ...resetKeys]}
      onError={(error) => reportFailure(screen, error, recordId)}
    >
      {children}
    </ErrorBoundary>
  );
}
