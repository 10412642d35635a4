/**
 * Which links leave the app for the OS browser. Only web links do; file:, custom
 * schemes and anything with embedded credentials are dropped.
 */
export function isOpenableExternally(rawUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return url.username === '' && url.password === '';
}
