import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidSettingError, planAccount } from '../../electron/runtime/account-plan.ts';
import { readEnvOverrides } from '../../electron/runtime/env.ts';
import { ApiKeyVault, KeychainUnavailableError } from '../../electron/secrets/api-key-vault.ts';
import type { SecretBox } from '../../electron/secrets/secret-box.ts';
import { openConfSettings } from '../../electron/settings/conf-store.ts';
import { memorySettings } from '../support/memory-settings.ts';

function fakeBox(backend: string, available = true): SecretBox {
  return {
    backend,
    isAvailable: () => available,
    encrypt: (plain) => Buffer.from(plain.split('').reverse().join('')),
    decrypt: (cipher) => cipher.toString().split('').reverse().join(''),
  };
}

describe('environment overrides', () => {
  it('reads the documented variables and ignores blank ones', () => {
    expect(
      readEnvOverrides({
        WAIVER_DESK_BASE_URL: ' http://127.0.0.1:5200 ',
        WAIVER_DESK_API_KEY: 'k',
        WAIVER_DESK_STATUS_URL: '',
        WAIVER_DESK_DATA_DIR: '/tmp/desk',
        WAIVER_DESK_TIME_ZONE: 'Europe/Paris',
      }),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:5200',
      apiKey: 'k',
      dataDir: '/tmp/desk',
      timeZone: 'Europe/Paris',
    });
  });
});

describe('account plan', () => {
  it('runs on the demo account when no base URL is set anywhere', () => {
    const plan = planAccount(
      { timeZone: 'America/Denver' },
      memorySettings(),
      new ApiKeyVault(memorySettings(), null),
    );
    expect(plan).toMatchObject({ mode: 'demo', timeZone: 'America/Denver' });
  });

  it('lets the environment override the stored account', () => {
    const settings = memorySettings({
      baseUrl: 'https://stored.example',
      statusUrl: 'https://status.example',
    });
    const plan = planAccount(
      { baseUrl: 'http://127.0.0.1:5200/', apiKey: 'env-key' },
      settings,
      new ApiKeyVault(settings, null),
    );
    expect(plan).toMatchObject({
      mode: 'configured',
      baseUrl: 'http://127.0.0.1:5200',
      statusUrl: 'https://status.example',
      apiKey: 'env-key',
      keyProblem: null,
    });
  });

  it('explains a missing key instead of calling the service without one', () => {
    const settings = memorySettings({ baseUrl: 'https://api.example' });
    const plan = planAccount({}, settings, new ApiKeyVault(settings, fakeBox('gnome_libsecret')));
    expect(plan).toMatchObject({ mode: 'configured', apiKey: null });
    expect(plan.mode === 'configured' && plan.keyProblem).toMatch(/No API key/);
  });

  it.each([
    [{ baseUrl: 'ftp://files.example' }, /must be an http\(s\) URL/],
    [{ baseUrl: 'not a url' }, /is not a URL/],
    [{ baseUrl: 'https://user:secret@api.example' }, /must not carry credentials/],
    [{ timeZone: 'Mars/Olympus' }, /not a known IANA time zone/],
  ])('refuses %o with a specific error', (env, message) => {
    const settings = memorySettings();
    expect(() => planAccount(env, settings, new ApiKeyVault(settings, null))).toThrow(InvalidSettingError);
    expect(() => planAccount(env, settings, new ApiKeyVault(settings, null))).toThrow(message);
  });
});

describe('API key vault', () => {
  it('stores the key encrypted, never in plain text, and reads it back', () => {
    const settings = memorySettings();
    const vault = new ApiKeyVault(settings, fakeBox('gnome_libsecret'));
    vault.store('sk-live-123');
    expect(settings.values.apiKeyCipher).not.toContain('sk-live-123');
    expect(settings.values.apiKeyBackend).toBe('gnome_libsecret');
    expect(vault.read()).toEqual({ state: 'present', apiKey: 'sk-live-123' });
  });

  it('refuses to store a key where the only backend is basic_text', () => {
    const vault = new ApiKeyVault(memorySettings(), fakeBox('basic_text'));
    expect(vault.canStore()).toBe(false);
    expect(() => vault.store('sk')).toThrow(KeychainUnavailableError);
  });

  it('notices a keyring change rather than decrypting garbage', () => {
    const settings = memorySettings();
    new ApiKeyVault(settings, fakeBox('kwallet5')).store('sk');
    expect(new ApiKeyVault(settings, fakeBox('gnome_libsecret')).read()).toEqual({
      state: 'backend-changed',
      storedBackend: 'kwallet5',
      currentBackend: 'gnome_libsecret',
    });
    const settingsPlan = planAccount(
      { baseUrl: 'https://api.example' },
      settings,
      new ApiKeyVault(settings, fakeBox('gnome_libsecret')),
    );
    expect(settingsPlan.mode === 'configured' && settingsPlan.keyProblem).toMatch(/kwallet5/);
  });

  it('reports a key the keychain cannot decrypt', () => {
    const settings = memorySettings();
    new ApiKeyVault(settings, fakeBox('keychain')).store('sk');
    const broken: SecretBox = {
      ...fakeBox('keychain'),
      decrypt: () => {
        throw new Error('bad mac');
      },
    };
    expect(new ApiKeyVault(settings, broken).read()).toEqual({ state: 'undecryptable' });
  });
});

describe('conf settings file (browser host)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('persists through conf with the shared schema and rejects invalid values', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-settings-'));
    const settings = openConfSettings(dir);
    settings.set('baseUrl', 'https://api.example');
    expect(openConfSettings(dir).get('baseUrl')).toBe('https://api.example');
    expect(JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8'))).toMatchObject({
      baseUrl: 'https://api.example',
    });
    expect(() => settings.set('requestTimeoutMs', 5)).toThrow();
    expect(() => settings.set('authScheme', 'basic' as never)).toThrow();
    expect(openConfSettings(dir).get('requestTimeoutMs')).toBe(15_000);
  });
});
