/** A contract call's answer when it must have succeeded: its value, or the test fails saying why. */
import type { IpcResult } from '../../shared/ipc/errors.ts';

export const value = <T>(result: IpcResult<unknown>): T => {
  if (!result.ok) throw new Error(`${JSON.stringify(result.error)}`);
  return result.value as T;
};
