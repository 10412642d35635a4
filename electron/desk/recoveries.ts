/**
 * What the desk recovered from by itself, kept until someone dismisses the notice
 * that says so (`recoveries` event, retained: a page that reloads after its own
 * crash hears it first). Each recovery is also one line in the log, where the host
 * that recovered says what happened.
 */
import type { RecoveredPart, Recovery } from '../../shared/ipc/recoveries.ts';

/** A desk that keeps recovering shows the latest few, not an ever longer list. */
const KEPT = 5;

export interface RecoveryNotices {
  /** The desk came back from losing `what`; the notice is shown until dismissed. */
  add(what: RecoveredPart): Recovery;
  dismiss(id: number): Recovery[];
  list(): Recovery[];
}

export function createRecoveryNotices(
  now: () => Date,
  publish: (recoveries: Recovery[]) => void,
): RecoveryNotices {
  let recoveries: Recovery[] = [];
  let lastId = 0;
  return {
    add(what) {
      const recovery = { id: ++lastId, what, at: now().toISOString() };
      recoveries = [...recoveries, recovery].slice(-KEPT);
      publish(recoveries);
      return recovery;
    },
    dismiss(id) {
      const before = recoveries.length;
      recoveries = recoveries.filter((recovery) => recovery.id !== id);
      if (recoveries.length !== before) publish(recoveries);
      return recoveries;
    },
    list: () => recoveries,
  };
}
