/**
 * The screens by hash route: deep links work under app:// and the browser host alike.
 * Each screen has its own error element: a screen that cannot be drawn says so in
 * the desk's words while the frame (header, lookup box, navigation) stays alive.
 */
import { Navigate, type RouteObject } from 'react-router';
import type { Method } from '../../shared/ipc/contract.ts';
import type { ScreenName } from '../../shared/ipc/screen-failure.ts';
import { FrameFailure } from './failures/FrameFailure.tsx';
import { ScreenFailure } from './failures/ScreenFailure.tsx';
import { paths } from './paths.ts';
import { AdmissionsScreen } from './screens/admissions/AdmissionsScreen.tsx';
import { DiagnosticsScreen } from './screens/diagnostics/DiagnosticsScreen.tsx';
import { manageRoute } from './screens/manage/manage-routes.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { ScanScreen } from './screens/scan/ScanScreen.tsx';
import { SendScreen } from './screens/send/SendScreen.tsx';
import { SettingsScreen } from './screens/settings/SettingsScreen.tsx';
import { SetupScreen } from './screens/setup/SetupScreen.tsx';
import { TodayScreen } from './screens/today/TodayScreen.tsx';
import { WaiverScreen } from './screens/waiver/WaiverScreen.tsx';
import { WelcomeScreen } from './screens/welcome/WelcomeScreen.tsx';
import { Shell } from './shell/Shell.tsx';

/** A route whose screen fails on its own, asking `reads` again to recover. */
function screenRoute(route: RouteObject, screen: ScreenName, reads?: readonly Method[]): RouteObject {
  return { ...route, errorElement: <ScreenFailure screen={screen} {...(reads ? { reads } : {})} /> };
}

const TODAY_READS: readonly Method[] = ['listTodayCheckins'];
const WAIVER_READS: readonly Method[] = ['getWaiverDetail'];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <FrameFailure />,
    children: [
      { index: true, element: <Navigate to={paths.today} replace /> },
      screenRoute({ path: paths.today.slice(1), element: <TodayScreen /> }, 'today', TODAY_READS),
      screenRoute({ path: paths.settings.slice(1), element: <SettingsScreen /> }, 'settings'),
      screenRoute({ path: paths.welcome.slice(1), element: <WelcomeScreen /> }, 'welcome'),
      screenRoute({ path: paths.setup.slice(1), element: <SetupScreen /> }, 'setup'),
      screenRoute({ path: paths.waiver.slice(1), element: <WaiverScreen /> }, 'waiver', WAIVER_READS),
      screenRoute({ path: paths.send.slice(1), element: <SendScreen /> }, 'send'),
      screenRoute({ path: paths.diagnostics.slice(1), element: <DiagnosticsScreen /> }, 'diagnostics'),
      screenRoute({ path: paths.admissions.slice(1), element: <AdmissionsScreen /> }, 'admissions'),
      screenRoute({ path: paths.scan.slice(1), element: <ScanScreen /> }, 'scan'),
      manageRoute,
      screenRoute({ path: '*', element: <NotFoundScreen /> }, 'other'),
    ],
  },
];
