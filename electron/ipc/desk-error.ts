/**
 * Turns whatever a handler threw into what may cross IPC: a code, the service's
 * message and a hint. Unknown errors become a generic message so that no stack,
 * path or header (and so never the API key) reaches the renderer.
 */
import type { DeskErrorInfo } from '../../shared/ipc/errors.ts';
import { NotConfiguredError } from '../services/desk/errors.ts';
import { ApiError, describeForDesk } from '../services/http/errors.ts';

export function toDeskError(error: unknown): DeskErrorInfo {
  if (error instanceof ApiError) return describeForDesk(error);
  if (error instanceof NotConfiguredError)
    return { code: error.code, message: error.message, hint: error.hint };
  return {
    code: 'internal',
    message: 'Waiver Desk hit an unexpected problem.',
    hint: 'Try again; if it keeps happening, restart the app.',
  };
}
