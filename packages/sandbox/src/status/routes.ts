/**
 * Which endpoint a path under the '/status' mount names. Besides the documented
 * /api/v1 prefix it answers the forms real pages link to: /v1, a .json suffix,
 * and /api/notices/:id.
 */
export type StatusRoute =
  | { kind: 'status' }
  | { kind: 'components' }
  | { kind: 'notices' }
  | { kind: 'notice'; id: number };

export const STATUS_MOUNT = '/status';

const VERSION_PREFIXES = ['/api/v1', '/v1'] as const;
const NOTICE_SELF_PREFIX = '/api';

export function matchStatusRoute(pathname: string): StatusRoute | null {
  if (!pathname.startsWith(`${STATUS_MOUNT}/`)) return null;
  const path = withoutJsonSuffix(pathname.slice(STATUS_MOUNT.length));
  for (const prefix of VERSION_PREFIXES) {
    if (path.startsWith(`${prefix}/`)) return matchResource(path.slice(prefix.length));
  }
  if (path.startsWith(`${NOTICE_SELF_PREFIX}/notices/`)) {
    const route = matchResource(path.slice(NOTICE_SELF_PREFIX.length));
    return route?.kind === 'notice' ? route : null;
  }
  return null;
}

function withoutJsonSuffix(path: string): string {
  return path.endsWith('.json') ? path.slice(0, -'.json'.length) : path;
}

function matchResource(path: string): StatusRoute | null {
  if (path === '/status') return { kind: 'status' };
  if (path === '/components') return { kind: 'components' };
  if (path === '/notices') return { kind: 'notices' };
  const detail = /^\/notices\/(\d{1,15})$/.exec(path);
  return detail?.[1] === undefined ? null : { kind: 'notice', id: Number(detail[1]) };
}
