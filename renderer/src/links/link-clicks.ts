/**
 * Which clicks in the page are links leaving the app. The app's own pages (hash
 * routes) and files (same origin, `blob:`, downloads) stay; everything else is
 * judged by the shared link rule before anything opens.
 */
import { judgeLink, type LinkHosts, type LinkVerdict } from '../../../shared/ipc/external-links.ts';

/** The anchor a click landed on, if it leads out of the app; null for the app's own links. */
export function leavingAnchor(event: MouseEvent, pageOrigin: string): HTMLAnchorElement | null {
  // A middle click arrives as `auxclick`; a right click opens the menu, which is no click on the link.
  if (event.type === 'auxclick' && event.button !== 1) return null;
  if (event.type === 'click' && event.button !== 0) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return anchor;
  }
  if (url.protocol === 'blob:' || url.origin === pageOrigin) return null;
  return anchor;
}

export function judgeClick(anchor: HTMLAnchorElement, hosts: LinkHosts): LinkVerdict {
  return judgeLink(anchor.href, hosts);
}

/** In a tab of its own that cannot reach back into the desk's page. */
export function openOutside(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
