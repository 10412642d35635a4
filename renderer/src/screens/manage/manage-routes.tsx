/** The Manage area's routes, one child per tool; `#/manage` opens the templates. A tool that fails keeps the tabs. */
import { Navigate, type RouteObject } from 'react-router';
import { ScreenFailure } from '../../failures/ScreenFailure.tsx';
import { paths } from '../../paths.ts';
import { AccountFactsScreen } from './AccountFactsScreen.tsx';
import { DynamicScreen } from './DynamicScreen.tsx';
import { GroupScreen } from './GroupScreen.tsx';
import { KeysScreen } from './KeysScreen.tsx';
import { ManageLayout } from './ManageLayout.tsx';
import { childPath, managePaths } from './manage-paths.ts';
import { TemplateScreen } from './TemplateScreen.tsx';
import { TemplatesScreen } from './TemplatesScreen.tsx';
import { TrailScreen } from './TrailScreen.tsx';
import { WebhooksScreen } from './WebhooksScreen.tsx';

const failure = <ScreenFailure screen="manage" />;

export const manageRoute: RouteObject = {
  path: paths.manage.slice(1),
  element: <ManageLayout />,
  errorElement: failure,
  children: [
    { index: true, element: <Navigate to={managePaths.templates} replace /> },
    { path: childPath(managePaths.templates), element: <TemplatesScreen />, errorElement: failure },
    { path: childPath(managePaths.template), element: <TemplateScreen />, errorElement: failure },
    { path: childPath(managePaths.groups), element: <GroupScreen />, errorElement: failure },
    { path: childPath(managePaths.keys), element: <KeysScreen />, errorElement: failure },
    { path: childPath(managePaths.dynamic), element: <DynamicScreen />, errorElement: failure },
    { path: childPath(managePaths.webhooks), element: <WebhooksScreen />, errorElement: failure },
    { path: childPath(managePaths.account), element: <AccountFactsScreen />, errorElement: failure },
    { path: childPath(managePaths.trail), element: <TrailScreen />, errorElement: failure },
  ],
};
