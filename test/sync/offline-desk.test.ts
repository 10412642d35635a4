/**
 * The desk's copy through the whole runtime: it fills from the service, then
 * answers lookups, the waiver detail and Today with the service stopped; and the
 * people's contact details never lie in the database files in clear.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { SyncProgress } from '../../shared/ipc/events.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { middayZone } from '../support/midday-zone.ts';

const KEY = 'offline-desk-key';
const { zone } = middayZone();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the desk keeps working from its copy when the service stops', () => {
  let sandbox: SandboxHandle;
  let runtime: DeskRuntime;
  let dispatcher: Dispatcher;
  let dataDir: string;
  let known: SignedWaiver;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 17, waivers: 400, timeZone: zone, apiKeys: [KEY] });
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-offline-'));
    const settings = memorySettings({ baseUrl: sandbox.baseUrl, statusUrl: '', accountChoice: 'configured' });
    const secrets = new MemorySecretStore();
    await secrets.save('apiKey', KEY);
    runtime = await startRuntime({
      host: 'browser',
      setup: { settings, secrets, env: { timeZone: zone }, dataDir },
    });
    dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    const idle = new Promise<void>((resolve) => {
      runtime.events.subscribe((event) => {
        if (event.name === 'syncProgress' && (event.payload as SyncProgress).phase === 'idle') resolve();
      });
    });
    await idle;
    const visible = sandbox.dataset.waivers.filter((waiver) => Date.parse(waiver.createdOn) <= Date.now());
    known =
      visible.find((waiver) => waiver.email && waiver.participants[0]?.phone && waiver.addressLineOne) ??
      visible[0]!;
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds no contact detail, date of birth or street in clear in any file of the copy', () => {
    const person = known.participants[0]!;
    const needles = [known.email, person.phone, known.addressLineOne, person.dob].filter(
      (value) => value && value.length > 4,
    );
    expect(needles.length).toBeGreaterThanOrEqual(3);
    const files = filesUnder(path.join(dataDir, 'copies'));
    expect(files.some((file) => file.endsWith('.sqlite'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const needle of needles)
        expect(bytes.includes(Buffer.from(needle)), `${needle} in ${path.basename(file)}`).toBe(false);
    }
  });

  it('answers lookups, the detail and Today with the service stopped', async () => {
    await sandbox.close();
    const person = known.participants[0]!;
    const lookup = await dispatcher.call(
      'lookupWaivers',
      { text: `${person.firstName} ${person.lastName}` },
      { caller: 'page' },
    );
    expect(lookup).toMatchObject({ ok: true });
    if (!lookup.ok) return;
    const { matches } = lookup.value as { matches: { waiverId: string }[] };
    expect(matches.map((match) => match.waiverId)).toContain(known.waiverId);

    const byEmail = await dispatcher.call(
      'lookupWaivers',
      { text: known.email.toUpperCase() },
      { caller: 'page' },
    );
    // A returning customer has several waivers under one email: this one is among them.
    expect(byEmail).toMatchObject({
      ok: true,
      value: {
        matches: expect.arrayContaining([
          expect.objectContaining({ waiverId: known.waiverId, match: 'email' }),
        ]),
      },
    });

    await expect(
      dispatcher.call('getWaiverDetail', { waiverId: known.waiverId }, { caller: 'page' }),
    ).resolves.toMatchObject({
      ok: true,
      value: {
        source: 'copy',
        waiver: { waiverId: known.waiverId, email: known.email },
        verdict: { tone: expect.any(String) },
      },
    });
    // Today's completed hours were read into the copy while the service answered:
    // all of them are there without it.
    const today = await dispatcher.call('listTodayCheckins', {}, { caller: 'page' });
    expect(today).toMatchObject({ ok: true });
    if (!today.ok) return;
    const report = today.value as TodayCheckins;
    expect(report.window).not.toBeNull();
    const from = Date.parse(report.window?.fromDts ?? '');
    const to = Date.parse(report.window?.toDts ?? '');
    const expected = sandbox.dataset.checkins
      .filter((checkin) => Date.parse(checkin.date) > from && Date.parse(checkin.date) <= to)
      .map((checkin) => checkin.checkinId);
    expect(expected.length).toBeGreaterThan(0);
    expect(report.checkins.map((checkin) => checkin.checkinId).sort((a, b) => a - b)).toEqual(
      expected.sort((a, b) => a - b),
    );
  });
});
