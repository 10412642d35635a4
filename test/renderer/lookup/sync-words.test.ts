import { describe, expect, it } from 'vitest';
import { copyNote, leftOutNote } from '../../../renderer/src/lookup/copy-note.ts';
import { syncWords, timeLeftWords } from '../../../renderer/src/sync/sync-words.ts';
import type { SyncProgress } from '../../../shared/ipc/events.ts';

const ZONE = 'Etc/UTC';
const NOW = Date.parse('2031-05-06T11:00:00Z');

function progress(overrides: Partial<SyncProgress>): SyncProgress {
  return {
    sessionId: 1,
    phase: 'idle',
    done: 20_000,
    total: 20_000,
    totalIsEstimate: false,
    secondsLeft: null,
    budgetInUse: 0.1,
    lastCurrentAt: '2031-05-06T10:42:00Z',
    notice: null,
    ...overrides,
  };
}

const words = (overrides: Partial<SyncProgress>, serviceOffline = false) =>
  syncWords(progress(overrides), { timeZone: ZONE, now: NOW, serviceOffline });

describe('what the sync indicator says', () => {
  it('counts the copy while it is built, with the time left, and no manager’s figures (the budget)', () => {
    const building = words({
      phase: 'backfill',
      done: 12_400,
      total: 20_000,
      secondsLeft: 170,
      budgetInUse: 0.62,
    });
    expect(building.text).toMatch(/^Copying waivers 12,400 \/ 20,000 · about 3 min left$/);
    expect(building.tone).toBe('busy');
    expect(words({ phase: 'backfill', secondsLeft: null, done: 10, total: 20 }).text).toBe(
      'Copying waivers 10 / 20',
    );
  });

  it('says "about" while the total is a guess, and the count once it is known', () => {
    const guessing = { phase: 'backfill' as const, done: 1_200, total: 48_000, secondsLeft: null };
    expect(words({ ...guessing, totalIsEstimate: true }).text).toBe('Copying waivers 1,200 of about 48,000');
    expect(words({ ...guessing, totalIsEstimate: false }).text).toBe('Copying waivers 1,200 / 48,000');
    expect(words({ ...guessing, phase: 'paused', lastCurrentAt: null, totalIsEstimate: true }).text).toBe(
      'Offline — copy incomplete (1,200 of about 48,000); resumes by itself',
    );
  });

  it('says since when the copy is current, with the day once it is not today', () => {
    expect(words({ phase: 'idle' }).text).toMatch(/^Copy current as of 10:42/);
    expect(words({ phase: 'idle' }).tone).toBe('ok');
    expect(words({ phase: 'idle', lastCurrentAt: '2031-05-04T10:42:00Z' }).text).toMatch(/May 4|4 May/);
  });

  it('says offline, since when, and that it resumes by itself', () => {
    expect(words({ phase: 'paused' }).text).toMatch(/^Offline — copy from 10:42.*; resumes by itself$/);
    expect(words({ phase: 'paused', lastCurrentAt: null, done: 5, total: 9 }).text).toBe(
      'Offline — copy incomplete (5 of 9); resumes by itself',
    );
    // The desk already knows the service is gone, before the sync's next step finds out.
    expect(words({ phase: 'idle' }, true).text).toMatch(/^Offline — copy from 10:42/);
    expect(words({ phase: 'backfill', lastCurrentAt: null }, true).text).toMatch(/^Copying waivers/);
  });

  it("words the desk's notice when there is one", () => {
    const refused = words({ phase: 'error', notice: { kind: 'key_refused' } });
    expect(refused.tone).toBe('stop');
    expect(refused.detail).toBe('The service refused the API key; the copy is not being updated.');
    expect(
      words({ phase: 'unavailable', notice: { kind: 'shared_copy', problem: { kind: 'address' } } }),
    ).toMatchObject({
      text: 'No copy on this desk — lookups ask the service',
      detail: expect.stringMatching(/^The shared database’s address cannot be used/),
    });
    expect(words({ phase: 'idle', notice: { kind: 'rebuilt' } }).detail).toBe(
      'The desk’s copy of the account was damaged; it was set aside and is being rebuilt from the service.',
    );
    expect(words({ phase: 'error', notice: { kind: 'storage', trouble: 'full' } }).detail).toMatch(
      /^The disk that holds the desk’s copy is full/,
    );
  });

  it('says time left in plain words', () => {
    expect(timeLeftWords(20)).toBe('less than a minute left');
    expect(timeLeftWords(60)).toBe('about 1 min left');
    expect(timeLeftWords(3_600 + 20 * 60)).toBe('about 1 h 20 min left');
  });
});

describe('why a lookup may have missed someone', () => {
  it('while the first copy is made: how much of the account is on this desk, found or not', () => {
    const copying = { phase: 'backfill' as const, lastCurrentAt: null, done: 12_400, total: 20_000 };
    const said = "The desk's copy is 62% done (12,400 of 20,000): a customer may not be found yet.";
    expect(copyNote(copying, ZONE, NOW)).toBe(said);
    expect(copyNote(copying, ZONE, NOW, false)).toBe(said);
    expect(copyNote({ ...copying, totalIsEstimate: true }, ZONE, NOW)).toBe(
      "The desk's copy is about 62% done (12,400 of 20,000): a customer may not be found yet.",
    );
    // Never 100% before it is complete, and said plainly before anything is counted.
    expect(copyNote({ ...copying, done: 19_999 }, ZONE, NOW)).toContain('99% done');
    expect(copyNote({ ...copying, done: 0, total: 0 }, ZONE, NOW)).toBe(
      "The desk's copy is just starting: a customer may not be found yet.",
    );
  });

  it('says how many waivers the copy could not keep, wherever lookups are shown', () => {
    const current = { phase: 'idle' as const, lastCurrentAt: '2031-05-06T10:42:00Z', done: 9, total: 9 };
    expect(leftOutNote(current)).toBeNull();
    expect(leftOutNote({ ...current, leftOut: 3 })).toBe(
      '3 waivers the service sent could not be kept on this desk (nothing on them says which waiver they are).',
    );
    expect(leftOutNote({ ...current, leftOut: 1 })).toBe(
      '1 waiver the service sent could not be kept on this desk (nothing on it says which waiver it is).',
    );
  });

  it('while the service cannot be reached', () => {
    expect(
      copyNote({ phase: 'paused', lastCurrentAt: '2031-05-06T10:42:00Z', done: 9, total: 9 }, ZONE, NOW),
    ).toMatch(
      /^The desk's copy was last up to date at 10:42.* — someone who signed since may not be found yet\.$/,
    );
  });

  it('not at all when the copy is current, nor of a copy not current when someone was found', () => {
    expect(
      copyNote({ phase: 'idle', lastCurrentAt: '2031-05-06T10:42:00Z', done: 9, total: 9 }, ZONE, NOW),
    ).toBeNull();
    expect(
      copyNote(
        { phase: 'paused', lastCurrentAt: '2031-05-06T10:42:00Z', done: 9, total: 9 },
        ZONE,
        NOW,
        false,
      ),
    ).toBeNull();
  });
});
