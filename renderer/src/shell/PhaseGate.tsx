/**
 * Keeps the page on the screen the desk's phase allows: the set-up screen while
 * no account is open, and away from it once one is (without a reload).
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { paths } from '../paths.ts';

export function PhaseGate({ phase }: { phase: AppInfo['phase'] }) {
  const { pathname } = useLocation();
  if (phase === 'needs-setup' && pathname !== paths.setup) return <Navigate to={paths.setup} replace />;
  if (phase === 'ready' && pathname === paths.setup) return <Navigate to={paths.today} replace />;
  return <Outlet />;
}
