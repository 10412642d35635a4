/**
 * Several desks, one account: the shared copy in PostgreSQL. A desk with a
 * shared database set opens a connection (a small pool, and the shared rate
 * budget drawn through it) with its session, and runs `startSharedSync` in
 * place of its own sync.
 */
import type pg from 'pg';
import type { Clock } from '../http/clock.ts';
import { createSharedBudget, type SharedBudget, withSharedBudget } from './budget.ts';
import { createPool } from './connection.ts';
import type { SharedCopySetup } from './shared-sync.ts';

export { type SharedSetupOutcome, sharedSetupFor } from './desk-setup.ts';
export type { SharedAdmission, SharedAdmissionChange } from './records.ts';
export { type SharedCopySetup, type SharedSync, startSharedSync } from './shared-sync.ts';
export { type ConnectionVerdict, testSharedDatabase } from './test-connection.ts';
export { withSharedBudget };

export interface SharedConnection {
  setup: SharedCopySetup;
  pool: pg.Pool;
  budget: SharedBudget;
  close(): Promise<void>;
}

/** Connections to the shared database are opened as needed: none is made here, so nothing waits on it. */
export function openSharedConnection(
  setup: SharedCopySetup,
  options: { rateWindowMs?: number; clock?: Clock; log?: (line: string) => void } = {},
): SharedConnection {
  const pool = createPool(
    {
      address: setup.address,
      password: setup.password,
      applicationName: `waiver-desk ${setup.label}`.slice(0, 63),
    },
    4,
  );
  const budget = createSharedBudget({
    pool,
    rateWindowMs: options.rateWindowMs,
    ...(options.clock ? { clock: options.clock } : {}),
    log: options.log,
  });
  return { setup, pool, budget, close: () => pool.end().catch(() => {}) };
}
