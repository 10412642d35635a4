/**
 * Signed PDFs and photos come as files from the desk, never through the
 * contract. In the browser host the file route wants the desk token (the same
 * one the page's calls carry); in Electron `app://waiver-desk/files/…` is the
 * page's own origin and its protocol handler serves the file directly.
 * A refusal becomes a `DeskError`, so screens show it (and retry it) like any call's.
 */
import { BROWSER_TOKEN_HEADER, BROWSER_TOKEN_META } from '../../../shared/ipc/channels.ts';
import { DeskError, type DeskErrorCode } from '../../../shared/ipc/errors.ts';
import { type FileRef, filePath } from '../../../shared/ipc/files.ts';
import { isAbandoned } from '../bridge/index.ts';
import { commonText } from '../components/words.ts';
import { pdfText } from './words.ts';

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

const FALLBACK_WORDS: Partial<Record<DeskErrorCode, string>> = {
  forbidden: pdfText.file.refused.forbidden,
  not_found: pdfText.file.refused.notFound,
  rate_limited: pdfText.file.refused.rateLimited,
  server_error: pdfText.file.refused.serverError,
  network: pdfText.file.refused.network,
};

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
    throw new DeskError({
      code: 'network',
      message: commonText.bridge.hostNotAnswering.message,
      hint: commonText.bridge.hostNotAnswering.hint,
    });
  }
  if (!response.ok) {
    const code = CODE_BY_STATUS[response.status] ?? 'internal';
    const said = (await response.text().catch(() => '')).trim().slice(0, 400);
    const seconds = retryAfter(response);
    throw new DeskError({
      code,
      message: said || FALLBACK_WORDS[code] || pdfText.file.refused.other,
      ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
    });
  }
  return response.blob();
}
