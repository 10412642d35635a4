/**
 * Serves the built renderer under app://waiver-desk/ instead of file://, so the
 * page has a real origin (checked by the IPC guard) and gets its CSP as a header,
 * and the account's signed PDFs and photos under app://waiver-desk/files/…, read
 * in this process and never sent through the contract.
 */
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from '../../shared/ipc/channels.ts';
import { FILES_PREFIX, type FileRef, parseFilePath } from '../../shared/ipc/files.ts';
import type { DeskFile } from '../desk/files.ts';
import { SECURITY_HEADERS } from '../serving/content-security.ts';
import { readStaticFile } from '../serving/static-files.ts';
import { fileAnswer, fileFailure, notFound } from './file-response.ts';

export type ReadDeskFile = (ref: FileRef, signal: AbortSignal) => Promise<DeskFile>;

/** Must run before `app.whenReady()`. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      // fetch() support lets the page load a signed PDF as a blob for its viewer.
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false },
    },
  ]);
}

async function serveFile(request: Request, pathname: string, readFile: ReadDeskFile): Promise<Response> {
  const ref = parseFilePath(pathname);
  if (!ref) return notFound();
  if (request.method !== 'GET') return new Response('Only GET is served here.', { status: 405 });
  try {
    return fileAnswer(await readFile(ref, request.signal));
  } catch (error) {
    return fileFailure(error);
  }
}

async function serveStatic(rendererDir: string, pathname: string): Promise<Response> {
  const file = await readStaticFile(rendererDir, pathname);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.body), {
    headers: { 'content-type': file.contentType, ...SECURITY_HEADERS },
  });
}

export function serveRenderer(rendererDir: string, readFile: ReadDeskFile): void {
  protocol.handle(APP_SCHEME, (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return notFound();
    if (url.pathname.startsWith(FILES_PREFIX)) return serveFile(request, url.pathname, readFile);
    return serveStatic(rendererDir, url.pathname);
  });
}
