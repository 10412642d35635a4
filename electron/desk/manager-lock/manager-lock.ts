/**
 * Manage and Settings behind a manager's PIN. Off until a manager sets a PIN; then
 * the manager's calls (Manage, Diagnostics, changing Settings, switching or signing
 * out) are refused until the PIN is given, and the desk locks again by itself after
 * a while unused (or at once when asked). Wrong PINs are counted in the settings file
 * (a restart does not reset them): after five in a row no PIN is tried for five
 * minutes. The PIN is kept only as a slow hash, in the secret store.
 */
import type { ManagerLockView, PinAttempt } from '../../../shared/ipc/manager-lock.ts';
import { deskLog } from '../../logging/desk-log.ts';
import type { SecretStore } from '../../secrets/secret-store.ts';
import type { SettingsStore } from '../../settings/schema.ts';
import { DeskRefusal } from '../refusal.ts';
import { hashPin, pinMatches } from './pin-hash.ts';

export const MAX_PIN_TRIES = 5;
export const PIN_LOCKOUT_MS = 5 * 60_000;
/** The desk locks again this long after the last manager's call. */
export const UNLOCKED_FOR_MS = 10 * 60_000;

/** A manager's call while the desk is locked. */
export class ManagerLockedRefusal extends DeskRefusal {
  constructor() {
    super('forbidden', { kind: 'manager_locked' });
    this.name = 'ManagerLockedRefusal';
  }
}

export class ManagerLock {
  readonly #settings: SettingsStore;
  readonly #secrets: SecretStore;
  readonly #now: () => number;
  #unlockedUntil = 0;

  constructor(settings: SettingsStore, secrets: SecretStore, now: () => number = Date.now) {
    this.#settings = settings;
    this.#secrets = secrets;
    this.#now = now;
  }

  #enabled(): boolean {
    return this.#settings.get('managerLock');
  }

  #tries() {
    return this.#settings.get('managerPinTries');
  }

  isUnlocked(): boolean {
    return !this.#enabled() || this.#now() < this.#unlockedUntil;
  }

  view(): ManagerLockView {
    const { failures, lockedUntilMs } = this.#tries();
    const lockedOut = lockedUntilMs > this.#now();
    return {
      enabled: this.#enabled(),
      unlocked: this.isUnlocked(),
      lockedOutUntil: lockedOut ? new Date(lockedUntilMs).toISOString() : null,
      triesLeft: lockedOut ? 0 : Math.max(0, MAX_PIN_TRIES - failures),
    };
  }

  /** Lets a manager's call through (and keeps the desk unlocked a while longer), or refuses it. */
  guard(): void {
    if (!this.isUnlocked()) throw new ManagerLockedRefusal();
    if (this.#enabled()) this.#unlockedUntil = this.#now() + UNLOCKED_FOR_MS;
  }

  lock(): ManagerLockView {
    this.#unlockedUntil = 0;
    return this.view();
  }

  async unlock(pin: string): Promise<PinAttempt> {
    if (!this.#enabled()) return { status: 'ok', lock: this.view() };
    const checked = await this.#check(pin);
    if (checked !== 'ok') return { status: checked, lock: this.view() };
    this.#unlockedUntil = this.#now() + UNLOCKED_FOR_MS;
    return { status: 'ok', lock: this.view() };
  }

  /**
   * The PIN given for one act the counter's rules keep for a manager (a late undo, an
   * override): tried and counted like an unlock, but the desk stays as it was.
   */
  async confirm(pin: string): Promise<PinAttempt> {
    if (!this.#enabled()) return { status: 'ok', lock: this.view() };
    const checked = await this.#check(pin);
    return { status: checked, lock: this.view() };
  }

  /** Sets, changes (`newPin`) or turns off (`null`) the PIN; a PIN already set must be given first. */
  async setPin(currentPin: string | undefined, newPin: string | null): Promise<PinAttempt> {
    if (this.#enabled()) {
      const checked = await this.#check(currentPin ?? '');
      if (checked !== 'ok') return { status: checked, lock: this.view() };
    }
    if (newPin === null) {
      await this.#secrets.remove('managerPin');
      this.#settings.set('managerLock', false);
      this.#unlockedUntil = 0;
      return { status: 'ok', lock: this.view() };
    }
    await this.#secrets.save('managerPin', await hashPin(newPin), {
      acceptUnprotected: this.#settings.get('unprotectedStorageAccepted'),
    });
    this.#settings.set('managerLock', true);
    this.#settings.set('managerPinTries', { failures: 0, lockedUntilMs: 0 });
    // The manager who just set it is at the desk: it stays open for them.
    this.#unlockedUntil = this.#now() + UNLOCKED_FOR_MS;
    return { status: 'ok', lock: this.view() };
  }

  /** Tries `pin` unless too many were wrong; counts a wrong one. */
  async #check(pin: string): Promise<'ok' | 'wrong' | 'locked-out'> {
    const tries = this.#tries();
    if (tries.lockedUntilMs > this.#now()) return 'locked-out';
    const stored = await this.#secrets.read('managerPin');
    if (stored.state !== 'present') {
      // The hash cannot be read (a changed keychain): the lock cannot be opened, so it is
      // turned off rather than shutting the manager out of their own desk.
      deskLog.warn(`manager PIN unreadable (${stored.state}); the lock is turned off`);
      this.#settings.set('managerLock', false);
      return 'ok';
    }
    if (await pinMatches(pin, stored.value)) {
      this.#settings.set('managerPinTries', { failures: 0, lockedUntilMs: 0 });
      return 'ok';
    }
    const failures = tries.failures + 1;
    if (failures >= MAX_PIN_TRIES) {
      this.#settings.set('managerPinTries', { failures: 0, lockedUntilMs: this.#now() + PIN_LOCKOUT_MS });
      return 'locked-out';
    }
    this.#settings.set('managerPinTries', { failures, lockedUntilMs: 0 });
    return 'wrong';
  }
}
