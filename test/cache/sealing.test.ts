import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { generateDataset } from '@waiver-desk/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { UnsealError } from '../../electron/cache/errors.ts';
import { AGE_VERIFICATION_DOB, type SignedWaiver } from '../../shared/domain/waiver.ts';
import { openTestStore, signedBy, tempDir } from './support.ts';

const dataset = generateDataset({
  seed: 3,
  waivers: 400,
  now: Date.parse('2025-06-14T15:20:00Z'),
  timeZone: 'America/Denver',
});

/** A waiver whose first participant has every secret the test looks for. */
const known = dataset.waivers.find(
  (waiver) =>
    waiver.email !== '' &&
    waiver.addressLineOne !== '' &&
    waiver.participants[0]?.phone !== '' &&
    waiver.participants[0]?.dob !== AGE_VERIFICATION_DOB,
) as SignedWaiver;
const person = known.participants[0]!;

/** Every file of the store's directory (database, -wal, -shm) and the secrets found in each. */
function scan(dir: string, needles: readonly string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of readdirSync(dir)) {
    const bytes = readFileSync(join(dir, name));
    found[name] = needles.filter((needle) => bytes.includes(Buffer.from(needle, 'utf8')));
  }
  return found;
}

describe('encryption at rest', () => {
  const secrets = [
    known.email,
    person.phone,
    person.phone.replace(/\D/g, ''),
    person.dob,
    known.addressLineOne,
    known.insurancePolicyNumber || known.addressZip + known.addressCity,
  ];

  it("keeps a participant's email, phone, date of birth and street out of every file, WAL or not, while lookup still finds them", () => {
    expect(known).toBeDefined();
    const dir = tempDir();
    const { store } = openTestStore({ dir });
    store.putWaivers(dataset.waivers);
    store.putCheckins(dataset.checkins.slice(0, 500));
    store.putFile('pdf', known.waiverId, Buffer.from(`%PDF-1.7 for ${known.email}`), 'application/pdf');

    // Before any checkpoint the rows live in the WAL: it must be there and be scanned.
    const walName = `${store.path.split('/').pop()}-wal`;
    expect(statSync(join(dir, walName)).size).toBeGreaterThan(100_000);
    const whileOpen = scan(dir, [...secrets, known.waiverId]);
    expect(Object.keys(whileOpen).sort()).toEqual(
      [walName.replace('-wal', ''), walName, walName.replace('-wal', '-shm')].sort(),
    );
    // The scan does see what is stored in clear (waiver ids), so its silence means something.
    expect(Object.values(whileOpen).flat()).toContain(known.waiverId);
    for (const hits of Object.values(whileOpen))
      expect(hits.filter((hit) => hit !== known.waiverId)).toEqual([]);

    expect(store.lookup(known.email.toUpperCase()).map((row) => row.waiverId)).toContain(known.waiverId);
    const digits = person.phone.replace(/\D/g, '');
    const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    expect(store.lookup(formatted, { limit: 200 }).map((row) => row.waiverId)).toContain(known.waiverId);

    store.close(); // checkpoints the WAL into the database file and removes it
    expect(existsSync(join(dir, walName))).toBe(false);
    const afterCheckpoint = scan(dir, secrets);
    expect(Object.keys(afterCheckpoint)).toHaveLength(1);
    expect(Object.values(afterCheckpoint).flat()).toEqual([]);

    const reopened = openTestStore({ dir }).store;
    // A returning customer signs again with the same email: every one of their waivers, and no other.
    const sameEmail = dataset.waivers
      .filter((item) => item.email === known.email)
      .map((item) => item.waiverId);
    expect(
      reopened
        .lookup(known.email)
        .map((row) => row.waiverId)
        .sort(),
    ).toEqual(sameEmail.sort());
    expect(reopened.getWaiver(known.waiverId)?.addressLineOne).toBe(known.addressLineOne);
  });

  it('binds each sealed body to its record: a body moved onto another waiver does not open', () => {
    const dir = tempDir();
    const { store } = openTestStore({ dir });
    const ann = signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z');
    const bob = signedBy('Bob', 'Jones', '2025-06-02T12:00:00Z');
    store.putWaivers([ann, bob]);
    store.close();
    const db = new DatabaseSync(store.path);
    db.prepare(
      'UPDATE waivers SET body = (SELECT body FROM waivers WHERE waiver_id = ?) WHERE waiver_id = ?',
    ).run(ann.waiverId, bob.waiverId);
    db.close();

    const reopened = openTestStore({ dir }).store;
    expect(reopened.getWaiver(ann.waiverId)?.lastName).toBe('Smith');
    expect(() => reopened.getWaiver(bob.waiverId)).toThrow(UnsealError);
  });
});
