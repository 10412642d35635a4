/**
 * While a desk leads: the rows of the shared copy a desk could not read, written
 * again from the service, one at a time (a waiver fetched afresh, or deleted where
 * the service no longer has it; the templates read again, once a round). A row is
 * tried again at most every REPAIR_AGAIN_MS, so a service that is down is not asked
 * for the same row at every pull.
 */
import type pg from 'pg';
import type { CacheKeys } from '../cache/seal.ts';
import type { Clock } from '../http/clock.ts';
import { NotFoundError } from '../http/errors.ts';
import type { WaiverClient } from '../services/waiver-api/index.ts';
import { deleteSharedWaiver, putSharedTemplates, putSharedWaivers } from './records.ts';
import type { UnreadableRow } from './unreadable-rows.ts';

/** A row the leader could not write again (the service down) is tried again after this long. */
export const REPAIR_AGAIN_MS = 5 * 60_000;

export interface RowRepairOptions {
  waiver: WaiverClient;
  clock: Clock;
  log: (line: string) => void;
  /** Whether `client` is still the leadership's session of a desk still open: only the leader writes. */
  stillLeading: (client: pg.ClientBase) => boolean;
}

export interface RowRepair {
  /** Starts writing `rows` again through the leader's session, unless a round is under way. */
  repair(client: pg.ClientBase, keys: CacheKeys, rows: readonly UnreadableRow[]): void;
  /** Resolves when the round under way (if any) has ended. */
  settled(): Promise<void>;
}

export function createRowRepair(options: RowRepairOptions): RowRepair {
  const { waiver, clock, log, stillLeading } = options;
  /** When each row was last written again (by table and id). */
  const repairedAt = new Map<string, number>();
  let round: Promise<void> | null = null;
  const call = { priority: 'background' as const };

  const writeAgain = async (client: pg.ClientBase, keys: CacheKeys, rows: readonly UnreadableRow[]) => {
    let templatesRead = false;
    for (const row of rows) {
      const key = `${row.table}\u0000${row.id}`;
      if (!stillLeading(client) || clock.now() - (repairedAt.get(key) ?? 0) < REPAIR_AGAIN_MS) continue;
      repairedAt.set(key, clock.now());
      try {
        if (row.table === 'waivers') {
          try {
            const signed = await waiver.getWaiver(row.id, {}, call);
            await putSharedWaivers(client, keys, [signed], clock.now(), { rewrite: true });
          } catch (error) {
            if (!(error instanceof NotFoundError)) throw error;
            await deleteSharedWaiver(client, row.id);
          }
          log(`shared copy: the unreadable waiver ${row.id} was written again`);
        } else if (row.table === 'templates' && !templatesRead) {
          templatesRead = true;
          const templates = await waiver.listTemplates({ customFields: true }, call);
          await putSharedTemplates(client, keys, templates, { rewrite: true });
        }
      } catch (error) {
        log(`shared copy: an unreadable row was not written again: ${(error as Error).message}`);
      }
    }
  };

  return {
    repair(client, keys, rows) {
      if (round) return;
      round = writeAgain(client, keys, rows).finally(() => {
        round = null;
      });
    },
    async settled() {
      await round;
    },
  };
}
