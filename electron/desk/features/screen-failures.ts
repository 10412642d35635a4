/**
 * Screens the page could not show, in the desk's log, so a record that breaks a
 * screen can be found by its id. The page's message is cut to what names no
 * value: quoted text (an engine quotes the value it could not read) and long
 * digit runs (a phone, a date) are left out. A page that keeps failing must not
 * flood the log: a few lines a minute, the rest counted in the next line.
 */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import { messageWithoutValues } from '../../../shared/ipc/screen-failure.ts';
import { deskLog } from '../../logging/desk-log.ts';
import type { DeskServices } from '../desk-services.ts';

const LINES_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

export function screenFailureHandlers(
  desk: Pick<DeskServices, 'now'>,
): Pick<DeskHandlers, 'reportScreenFailure'> {
  let windowStart = Number.NEGATIVE_INFINITY;
  let lines = 0;
  let unlogged = 0;
  return {
    reportScreenFailure: async ({ screen, recordId, errorName, message }) => {
      const now = desk.now().getTime();
      if (now - windowStart >= MINUTE_MS) {
        windowStart = now;
        lines = 0;
      }
      if (lines >= LINES_PER_MINUTE) {
        unlogged++;
        return { logged: false };
      }
      lines++;
      const record = recordId === undefined ? '' : ` (record ${recordId})`;
      const earlier = unlogged > 0 ? `; ${unlogged} more earlier, not logged` : '';
      unlogged = 0;
      deskLog.error(
        `The ${screen} screen could not be shown${record}: ${errorName} ${messageWithoutValues(message)}${earlier}`,
      );
      return { logged: true };
    },
  };
}
