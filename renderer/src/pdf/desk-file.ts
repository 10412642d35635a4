/**
 * Signed PDFs and photos come as files from the desk, never through the
 * contract. In the browser host the file route wants the desk token (the same
 * one the page's calls carry); in Electron `app://waiver-desk/files/…` is the
 * page's own origin and its protocol handler serves the file directly.
 * A refusal becomes a `DeskError`, so screens show it (and retry it) like any call's.
 */
import { BROWSER_TOKEN_HEADER, BROWSER_TOKEN_META } from '../../../shared/ipc/channels.ts';
import {
  DESK_ERROR_CODES,
  DeskError,
  type DeskErrorCode,
  type DeskErrorInfo,
} from '../../../shared/ipc/errors.ts';
import { type FileRef, filePath } from '../../../shared/ipc/files.ts';
import { isAbandoned } from '../bridge/index.ts';

function tokenHeaders(): Record<string, string> {
  if (window.waiverDesk) return {};
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BROWSER_TOKEN_META}"]`);
  return { [BROWSER_TOKEN_HEADER]: meta?.content ?? '' };
}

/** The file routes answer with these statuses (see the hosts' file failures). */
const CODE_BY_STATUS: Readonly<Record<number, DeskErrorCode>> = {
  403: 'forbidden',
  404: 'not_found',
  409: 'not_configured',
  429: 'rate_limited',
  502: 'server_error',
  503: 'network',
};

/** The desk's failure as the file route sends it (JSON, as a call's), or null when it sent another body. */
async function failureIn(response: Response): Promise<DeskErrorInfo | null> {
  if (!response.headers.get('content-type')?.startsWith('application/json')) return null;
  try {
    const info = (await response.json()) as Partial<DeskErrorInfo> | null;
    return info && typeof info.code === 'string' && DESK_ERROR_CODES.includes(info.code)
      ? (info as DeskErrorInfo)
      : null;
  } catch {
    return null;
  }
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

export async function fetchDeskFile(ref: FileRef, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(filePath(ref), {
      headers: tokenHeaders(),
      credentials: 'omit',
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbandoned(error)) throw error;
    throw new DeskError({ code: 'network', reason: { kind: 'host_not_answering' } });
  }
  if (!response.ok) {
    const seconds = retryAfter(response);
    const info = (await failureIn(response)) ?? {
      code: CODE_BY_STATUS[response.status] ?? 'internal',
      reason: { kind: 'file_refused' },
    };
    throw new DeskError({ ...info, ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }) });
  }
  return response.blob();
}
