/** The Manage area's routes, one child per tool; `#/manage` opens the templates. */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../paths.ts';
import { AccountFactsScreen } from './AccountFactsScreen.tsx';
import { DynamicScreen } from './DynamicScreen.tsx';
import { GroupScreen } from './GroupScreen.tsx';
import { KeysScreen } from './KeysScreen.tsx';
import { ManageLayout } from './ManageLayout.tsx';
import { childPath, managePaths } from './manage-paths.ts';
import { TemplateScreen } from './TemplateScreen.tsx';
import { TemplatesScreen } from './TemplatesScreen.tsx';
import { WebhooksScreen } from './WebhooksScreen.tsx';

export const manageRoute: RouteObject = {
  path: paths.manage.slice(1),
  element: <ManageLayout />,
  children: [
    { index: true, element: <Navigate to={managePaths.templates} replace /> },
    { path: childPath(managePaths.templates), element: <TemplatesScreen /> },
    { path: childPath(managePaths.template), element: <TemplateScreen /> },
    { path: childPath(managePaths.groups), element: <GroupScreen /> },
    { path: childPath(managePaths.keys), element: <KeysScreen /> },
    { path: childPath(managePaths.dynamic), element: <DynamicScreen /> },
    { path: childPath(managePaths.webhooks), element: <WebhooksScreen /> },
    { path: childPath(managePaths.account), element: <AccountFactsScreen /> },
  ],
};
