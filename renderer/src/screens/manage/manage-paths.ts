/** The Manage area's own routes, under `paths.manage`, so its links never spell them out twice. */
import { generatePath } from 'react-router';
import { paths } from '../../paths.ts';

export const managePaths = {
  templates: `${paths.manage}/templates`,
  template: `${paths.manage}/templates/:templateId`,
  groups: `${paths.manage}/groups`,
  keys: `${paths.manage}/keys`,
  dynamic: `${paths.manage}/dynamic`,
  webhooks: `${paths.manage}/webhooks`,
  account: `${paths.manage}/account`,
  trail: `${paths.manage}/trail`,
} as const;

export const templatePath = (templateId: string): string =>
  generatePath(managePaths.template, { templateId });

/** A route's path below `/manage`, as a child route declares it. */
export const childPath = (full: string): string => full.slice(paths.manage.length + 1);
