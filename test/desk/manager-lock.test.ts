/**
 * Manage and Settings behind a manager's PIN: off by default, the PIN kept only as a
 * slow hash in the secret store, wrong tries counted (across a restart) with a pause
 * after five, and a manager's calls refused through the contract while locked.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startRuntime } from '../../electron/desk/desk-runtime.ts';
import {
  MAX_PIN_TRIES,
  ManagerLock,
  ManagerLockedRefusal,
  PIN_LOCKOUT_MS,
  UNLOCKED_FOR_MS,
} from '../../electron/desk/manager-lock/manager-lock.ts';
import { hashPin, pinMatches } from '../../electron/desk/manager-lock/pin-hash.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { OwnerFileSecretStore } from '../../electron/secrets/owner-file-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { worded } from '../support/worded.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function rig() {
  const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-pin-'));
  dirs.push(dir);
  const clock = { now: Date.parse('2031-05-06T09:00:00Z') };
  const settings = memorySettings();
  const secrets = new OwnerFileSecretStore(dir);
  const lock = new ManagerLock(settings, secrets, () => clock.now);
  return { clock, settings, secrets, lock };
}

describe('the PIN as it is kept', () => {
  it('is a salted scrypt hash, different every time, that only the PIN matches', async () => {
    const first = await hashPin('2468');
    const second = await hashPin('2468');
    expect(first).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await pinMatches('2468', first)).toBe(true);
    expect(await pinMatches('2469', first)).toBe(false);
    expect(await pinMatches('2468', 'not a hash')).toBe(false);
    expect(await pinMatches('2468', 'scrypt$40$8$1$AAAA$AAAA')).toBe(false);
  });
});

describe('the manager’s lock', () => {
  it('is off by default: every call goes through', () => {
    const { lock } = rig();
    expect(lock.view()).toEqual({
      enabled: false,
      unlocked: true,
      lockedOutUntil: null,
      triesLeft: MAX_PIN_TRIES,
    });
    expect(() => lock.guard()).not.toThrow();
  });

  it('keeps the PIN like any other secret, as its hash only, and locks once asked', async () => {
    const { lock, secrets } = rig();
    await expect(lock.setPin(undefined, '2468')).resolves.toMatchObject({
      status: 'ok',
      lock: { enabled: true, unlocked: true },
    });
    const kept = readFileSync(secrets.pathOf('managerPin'), 'utf8');
    expect(kept.startsWith('scrypt$')).toBe(true);
    expect(await pinMatches('2468', kept)).toBe(true);
    lock.lock();
    expect(lock.view().unlocked).toBe(false);
    expect(() => lock.guard()).toThrow(ManagerLockedRefusal);
    await expect(lock.unlock('2468')).resolves.toMatchObject({ status: 'ok', lock: { unlocked: true } });
    expect(() => lock.guard()).not.toThrow();
  });

  it('locks again by itself after a while unused; each manager’s call keeps it open', async () => {
    const { lock, clock } = rig();
    await lock.setPin(undefined, '2468');
    clock.now += UNLOCKED_FOR_MS - 1_000;
    lock.guard();
    clock.now += UNLOCKED_FOR_MS - 1_000;
    expect(lock.view().unlocked).toBe(true);
    clock.now += 2_000;
    expect(lock.view().unlocked).toBe(false);
  });

  it('counts wrong PINs, pauses every try after five, and a restart does not reset the count', async () => {
    const { lock, clock, settings, secrets } = rig();
    await lock.setPin(undefined, '2468');
    lock.lock();
    for (let wrong = 1; wrong < MAX_PIN_TRIES; wrong++) {
      await expect(lock.unlock('0000')).resolves.toMatchObject({
        status: 'wrong',
        lock: { triesLeft: MAX_PIN_TRIES - wrong },
      });
    }
    // The desk restarts: the count is in the settings file.
    const restarted = new ManagerLock(settings, secrets, () => clock.now);
    expect(restarted.view().triesLeft).toBe(1);
    const last = await restarted.unlock('0000');
    expect(last.status).toBe('locked-out');
    expect(last.lock.lockedOutUntil).toBe(new Date(clock.now + PIN_LOCKOUT_MS).toISOString());
    // Even the right PIN is not tried during the pause.
    await expect(restarted.unlock('2468')).resolves.toMatchObject({ status: 'locked-out' });
    clock.now += PIN_LOCKOUT_MS;
    await expect(restarted.unlock('2468')).resolves.toMatchObject({
      status: 'ok',
      lock: { unlocked: true, triesLeft: MAX_PIN_TRIES },
    });
  });

  it('changes or turns off the PIN only for someone who gives the one set now', async () => {
    const { lock, secrets } = rig();
    await lock.setPin(undefined, '2468');
    await expect(lock.setPin('1111', '13579')).resolves.toMatchObject({ status: 'wrong' });
    await expect(lock.setPin('2468', '13579')).resolves.toMatchObject({ status: 'ok' });
    lock.lock();
    await expect(lock.unlock('2468')).resolves.toMatchObject({ status: 'wrong' });
    await expect(lock.setPin('13579', null)).resolves.toMatchObject({
      status: 'ok',
      lock: { enabled: false, unlocked: true },
    });
    await expect(secrets.read('managerPin')).resolves.toEqual({ state: 'absent' });
  });
});

describe('a locked desk through the contract', () => {
  it('refuses a manager’s calls in words, and leaves the counter’s own working', async () => {
    const settings = memorySettings();
    const runtime = await startRuntime({
      host: 'browser',
      setup: { settings, secrets: new MemorySecretStore(), env: {} },
    });
    try {
      const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
      const call = (method: string, payload: unknown = {}) =>
        dispatcher.call(method, payload, { caller: 'pin-test' });
      await expect(call('setManagerPin', { newPin: '2468' })).resolves.toMatchObject({ ok: true });
      await expect(call('lockManager')).resolves.toMatchObject({ ok: true, value: { unlocked: false } });
      for (const [method, payload] of [
        ['runDiagnostics', {}],
        ['getRateBudget', {}],
        ['saveSettings', { statusPollMinutes: 3 }],
        ['signOut', {}],
        ['setManagerPin', { newPin: null }],
      ] as const) {
        const result = await call(method, payload);
        if (method === 'setManagerPin')
          expect(result).toMatchObject({ ok: true, value: { status: 'wrong' } });
        else
          expect(result, method).toMatchObject({
            ok: false,
            error: { code: 'forbidden', reason: { kind: 'manager_locked' } },
          });
      }
      const refused = await call('saveSettings', { statusPollMinutes: 3 });
      expect(!refused.ok && worded(refused.error)).toEqual({
        code: 'forbidden',
        message: 'Manage and Settings are locked on this desk.',
        hint: 'A manager unlocks them with the PIN (in Settings or Manage).',
      });
      expect(settings.get('statusPollMinutes')).toBe(2);
      // Muting the scan sounds from a scan's notice, and reading the settings, stay open to staff.
      await expect(call('saveSettings', { scanSounds: false })).resolves.toMatchObject({ ok: true });
      await expect(call('getSettings')).resolves.toMatchObject({ ok: true });
      await expect(call('unlockManager', { pin: '2468' })).resolves.toMatchObject({
        ok: true,
        value: { status: 'ok' },
      });
      await expect(call('saveSettings', { statusPollMinutes: 3 })).resolves.toMatchObject({ ok: true });
    } finally {
      await runtime.close();
    }
  });
});
