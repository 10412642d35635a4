/** The screens by hash route: deep links work under app:// and the browser host alike. */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { AdmissionsScreen } from './screens/admissions/AdmissionsScreen.tsx';
import { DiagnosticsScreen } from './screens/diagnostics/DiagnosticsScreen.tsx';
import { manageRoute } from './screens/manage/manage-routes.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { SendScreen } from './screens/send/SendScreen.tsx';
import { SettingsScreen } from './screens/settings/SettingsScreen.tsx';
import { SetupScreen } from './screens/setup/SetupScreen.tsx';
import { TodayScreen } from './screens/today/TodayScreen.tsx';
import { WaiverScreen } from './screens/waiver/WaiverScreen.tsx';
import { WelcomeScreen } from './screens/welcome/WelcomeScreen.tsx';
import { Shell } from './shell/Shell.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to={paths.today} replace /> },
      { path: paths.today.slice(1), element: <TodayScreen /> },
      { path: paths.settings.slice(1), element: <SettingsScreen /> },
      { path: paths.welcome.slice(1), element: <WelcomeScreen /> },
      { path: paths.setup.slice(1), element: <SetupScreen /> },
      { path: paths.waiver.slice(1), element: <WaiverScreen /> },
      { path: paths.send.slice(1), element: <SendScreen /> },
      { path: paths.diagnostics.slice(1), element: <DiagnosticsScreen /> },
      { path: paths.admissions.slice(1), element: <AdmissionsScreen /> },
      manageRoute,
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
