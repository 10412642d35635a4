/** Whether `path` is `prefix` itself or lies below it ('/v4/search' covers '/v4/search/x/results', not '/v4/searches'). */
export function isUnder(path: string, prefix: string): boolean {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === base || path.startsWith(`${base}/`);
}
