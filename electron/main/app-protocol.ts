/**
 * Serves the built renderer under app://waiver-desk/ instead of file://, so the
 * page has a real origin (checked by the IPC guard) and gets its CSP as a header.
 */
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from '../../shared/ipc/channels.ts';
import { SECURITY_HEADERS } from '../browser-host/content-security.ts';
import { readStaticFile } from '../browser-host/static-files.ts';

/** Must run before `app.whenReady()`. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false },
    },
  ]);
}

export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response('Not found', { status: 404 });
    const file = await readStaticFile(rendererDir, url.pathname);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(file.body), {
      headers: { 'content-type': file.contentType, ...SECURITY_HEADERS },
    });
  });
}
