/**
 * The shared budget's slots, claimed in PostgreSQL: background work leaves the
 * interactive reserve to people at any desk, a full budget says when it frees,
 * a slot given back frees one window later, and a desk whose shared database is
 * gone still sends (on its own budget).
 */
import { describe, expect, it } from 'vitest';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { readDatabaseAddress } from '../../electron/shared-copy/address.ts';
import { createSharedBudget, withSharedBudget } from '../../electron/shared-copy/budget.ts';
import { createPool } from '../../electron/shared-copy/connection.ts';
import { migrateShared } from '../../electron/shared-copy/schema.ts';
import { sharedDatabase, throwawayPostgresForTests } from './support.ts';

const postgres = throwawayPostgresForTests();
const TINY = { tiny: { limit: 3, windowMs: 1_000, interactiveReserve: 1 } };

describe('the shared budget', () => {
  it('is one budget for two desks, with the reserve left to interactive calls', async () => {
    const db = await sharedDatabase(postgres());
    const raw = await db.raw();
    await migrateShared(raw);
    await raw.end();
    const [poolA, poolB] = [db.pool(2), db.pool(2)];
    const deskA = createSharedBudget({ pool: poolA, buckets: TINY });
    const deskB = createSharedBudget({ pool: poolB, buckets: TINY });
    const first = await deskA.claim('tiny', 'background');
    const second = await deskB.claim('tiny', 'background');
    expect(first).toHaveProperty('slot');
    expect(second).toHaveProperty('slot');
    // One slot left: background work leaves it to people, at either desk.
    expect(await deskA.claim('tiny', 'background')).toHaveProperty('freesAt');
    const third = await deskB.claim('tiny', 'interactive');
    expect(third).toHaveProperty('slot');
    const full = await deskA.claim('tiny', 'interactive');
    expect(full).toHaveProperty('freesAt');
    // Given back: free again a window after its answer, not before.
    if ('slot' in first) deskA.release('tiny', first.slot);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await deskA.claim('tiny', 'interactive')).toHaveProperty('freesAt');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await deskA.claim('tiny', 'interactive')).toHaveProperty('slot');
    expect(deskA.connected()).toBe(true);
    await poolA.end();
    await poolB.end();
  });

  it('lets the desk send on its own budget while the shared database is gone', async () => {
    const pool = createPool(
      { address: readDatabaseAddress('postgres://nobody@127.0.0.1:1/none'), password: '' },
      1,
    );
    const budget = createSharedBudget({ pool });
    const scheduler = withSharedBudget(createRequestScheduler(), budget);
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        scheduler.schedule({ bucket: 'account', onCancel: () => new Error('cancelled') }, async () => n),
      ),
    );
    expect(answers).toEqual([1, 2, 3]);
    expect(budget.connected()).toBe(false);
    scheduler.close();
    await pool.end();
  });
});
