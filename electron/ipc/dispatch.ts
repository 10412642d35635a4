/**
 * The one entry point of every contract call, whichever transport carried it:
 * the method must exist, the payload must pass the contract's schema, and the
 * result always comes back as an `IpcResult`, never as a thrown error.
 */
import { contract, type DeskHandlers, isMethod, type Method } from '../../shared/ipc/contract.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import { toDeskError } from './desk-error.ts';

export type DispatchLogger = (method: string, error: unknown) => void;

const defaultLogger: DispatchLogger = (method, error) => {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : '';
  console.error(`[waiver-desk] ${method} failed: ${name} ${message}`);
};

async function invoke<M extends Method>(handlers: DeskHandlers, method: M, payload: unknown) {
  const parsed = contract[method].request.safeParse(payload ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
    return {
      ok: false as const,
      error: {
        code: 'invalid_request' as const,
        message: `The request to ${method} was refused${where}: ${issue?.message ?? 'invalid payload'}.`,
      },
    };
  }
  const handler = handlers[method] as (request: unknown) => Promise<unknown>;
  return { ok: true as const, value: await handler(parsed.data) };
}

export async function dispatch(
  handlers: DeskHandlers,
  method: string,
  payload: unknown,
  log: DispatchLogger = defaultLogger,
): Promise<IpcResult<unknown>> {
  if (!isMethod(method)) {
    return { ok: false, error: { code: 'invalid_request', message: `There is no call named "${method}".` } };
  }
  try {
    return await invoke(handlers, method, payload);
  } catch (error) {
    const info = toDeskError(error);
    if (info.code === 'internal') log(method, error);
    return { ok: false, error: info };
  }
}
