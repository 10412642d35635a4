/** Shared rig of the cache tests: temporary directories, keys, and hand-built waivers. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openCacheStore } from '../../electron/cache/store.ts';
import type { CacheStore, OpenCacheStoreOptions } from '../../electron/cache/types.ts';
import type { Guardian, SignedWaiver } from '../../shared/domain/waiver.ts';
import { blankParticipant } from '../support/waiver-fixtures.ts';

/** A fixed key, so a test can reopen what it wrote. */
export const DATA_KEY = Buffer.alloc(32, 0x5a);

const dirs: string[] = [];
const stores: CacheStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh directory, removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waiver-cache-test-'));
  dirs.push(dir);
  return dir;
}

/** Opens a store (closed after the test) and returns it with its recovery report. */
export function openTestStore(options: Partial<OpenCacheStoreOptions> = {}) {
  const opened = openCacheStore({ dir: options.dir ?? tempDir(), dataKey: DATA_KEY, ...options });
  stores.push(opened.store);
  return opened;
}

export const participant = blankParticipant;

export function guardian(overrides: Partial<Guardian> = {}): Guardian {
  return {
    firstName: '',
    middleName: '',
    lastName: '',
    phone: '',
    dob: '1980-01-01',
    relationship: '',
    ...overrides,
  };
}

let nextId = 1;

/** A complete waiver; the first participant also fills the waiver's own name fields. */
export function waiver(overrides: Partial<SignedWaiver> = {}): SignedWaiver {
  const participants = overrides.participants ?? [participant({ firstName: 'Test', lastName: 'Person' })];
  const first = participants[0];
  return {
    waiverId: `w-${String(nextId++).padStart(6, '0')}`,
    templateId: 't-1',
    title: 'Zipline Release',
    createdOn: '2025-06-01T12:00:00+00:00',
    expirationDate: '',
    expired: false,
    verified: true,
    kiosk: false,
    firstName: first?.firstName ?? '',
    middleName: first?.middleName ?? '',
    lastName: first?.lastName ?? '',
    dob: first?.dob ?? '',
    isMinor: first?.isMinor ?? false,
    autoTag: '',
    clientIP: '192.0.2.1',
    email: '',
    marketingAllowed: false,
    addressLineOne: '',
    addressLineTwo: '',
    addressCity: '',
    addressState: '',
    addressZip: '',
    addressCountry: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
    insuranceCarrier: '',
    insurancePolicyNumber: '',
    driversLicenseNumber: '',
    driversLicenseState: '',
    tags: [],
    flags: [],
    photos: 0,
    participants,
    pdf: '',
    guardian: null,
    customWaiverFields: {},
    ...overrides,
  };
}

/** A waiver of one adult named `first last`, signed at `createdOn`. */
export function signedBy(
  first: string,
  last: string,
  createdOn: string,
  overrides: Partial<SignedWaiver> = {},
) {
  return waiver({
    createdOn,
    participants: [participant({ firstName: first, lastName: last })],
    ...overrides,
  });
}
