/** The screens by hash route: deep links work under app:// and the browser host alike. */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { SetupScreen } from './screens/setup/SetupScreen.tsx';
import { TodayScreen } from './screens/today/TodayScreen.tsx';
import { Shell } from './shell/Shell.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to={paths.today} replace /> },
      { path: paths.today.slice(1), element: <TodayScreen /> },
      { path: paths.setup.slice(1), element: <SetupScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
