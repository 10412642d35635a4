/**
 * Keeps the page on the screen the desk's state allows: the set-up screen while
 * no account can be opened, the welcome screen until the person chose how to
 * start, and away from both once they did (without a reload).
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { useAppInfo } from '../desk/hooks.ts';
import { paths } from '../paths.ts';

/** Where the page must go instead of `pathname`; null when it may stay. */
export function redirectFor(phase: AppInfo['phase'], firstRun: boolean, pathname: string): string | null {
  if (phase === 'needs-setup') return pathname === paths.setup ? null : paths.setup;
  if (firstRun) return pathname === paths.welcome ? null : paths.welcome;
  return pathname === paths.setup || pathname === paths.welcome ? paths.today : null;
}

export function PhaseGate({ phase }: { phase: AppInfo['phase'] }) {
  const { pathname } = useLocation();
  const firstRun = useAppInfo()?.firstRun ?? false;
  const target = redirectFor(phase, firstRun, pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
