/**
 * The contract over HTTP, for pages the browser host serves: the same methods as
 * the Electron preload, each a POST carrying the per-launch token from the page.
 */
import {
  BROWSER_RPC_PREFIX,
  BROWSER_TOKEN_HEADER,
  BROWSER_TOKEN_META,
} from '../../../shared/ipc/channels.ts';
import type { DeskBridge, Method } from '../../../shared/ipc/contract.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';

function readToken(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BROWSER_TOKEN_META}"]`);
  return meta?.content ?? '';
}

async function post<T>(method: Method, request: unknown): Promise<IpcResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${BROWSER_RPC_PREFIX}${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BROWSER_TOKEN_HEADER]: readToken() },
      body: JSON.stringify(request ?? {}),
      credentials: 'omit',
    });
  } catch {
    return {
      ok: false,
      error: {
        code: 'network',
        message: 'The Waiver Desk host is not answering.',
        hint: 'Check that the desk is still running, then reload this page.',
      },
    };
  }
  try {
    return (await response.json()) as IpcResult<T>;
  } catch {
    return {
      ok: false,
      error: { code: 'protocol', message: `The desk host answered ${response.status} without a result.` },
    };
  }
}

export function createBrowserTransport(): DeskBridge {
  return {
    getAppInfo: (request) => post('getAppInfo', request),
    listTodayCheckins: (request) => post('listTodayCheckins', request),
  };
}
