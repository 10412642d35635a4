// The page's words read in English.
import '../renderer/support/english.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidSettingError, planAccount } from '../../electron/runtime/account-plan.ts';
import { readEnvOverrides } from '../../electron/runtime/env.ts';
import { KeychainSecretStore } from '../../electron/secrets/keychain-store.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import type { SecretBox } from '../../electron/secrets/secret-box.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { keyProblemWords, settingProblemWords } from '../../renderer/src/failures/failure-words.ts';

/** A keychain stand-in whose ciphertext only the same backend can read. */
function fakeBox(backend: string, options: { failDecrypt?: boolean } = {}): SecretBox {
  const flip = (text: string) => text.split('').reverse().join('');
  return {
    backend: () => backend,
    isAvailable: async () => true,
    encrypt: async (plain) => Buffer.from(`${backend}:${flip(plain)}`),
    decrypt: async (cipher) => {
      const [sealedBy, sealed = ''] = cipher.toString().split(/:(.*)/s);
      if (options.failDecrypt || sealedBy !== backend) throw new Error('bad mac');
      return { plain: flip(sealed), shouldReEncrypt: false };
    },
  };
}

const noSecrets = () => new MemorySecretStore();

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
  it('runs on the demo account when no base URL is set anywhere', async () => {
    const plan = await planAccount({ timeZone: 'America/Denver' }, memorySettings(), noSecrets());
    expect(plan).toMatchObject({ mode: 'demo', timeZone: 'America/Denver' });
  });

  it('lets the environment override the stored account', async () => {
    const settings = memorySettings({
      baseUrl: 'https://stored.example',
      statusUrl: 'https://status.example',
    });
    const plan = await planAccount(
      { baseUrl: 'http://127.0.0.1:5200/', apiKey: 'env-key' },
      settings,
      noSecrets(),
    );
    expect(plan).toMatchObject({
      mode: 'configured',
      baseUrl: 'http://127.0.0.1:5200',
      statusUrl: 'https://status.example',
      apiKey: 'env-key',
      keyProblem: null,
      keyHolder: 'environment',
    });
  });

  it('explains a missing key instead of calling the service without one', async () => {
    const settings = memorySettings({ baseUrl: 'https://api.example' });
    const plan = await planAccount(
      {},
      settings,
      new KeychainSecretStore(settings, fakeBox('gnome_libsecret')),
    );
    expect(plan).toMatchObject({
      mode: 'configured',
      apiKey: null,
      keyHolder: null,
      keyProblem: { kind: 'no_key' },
    });
  });

  it.each([
    [
      { baseUrl: 'ftp://files.example' },
      'baseUrl',
      'The waiver service address (set for this computer by its administrator) must be an https:// address, not ftp.',
    ],
    [
      { baseUrl: 'not a url' },
      'baseUrl',
      'The waiver service address (set for this computer by its administrator) is not a web address: "not a url".',
    ],
    [
      { baseUrl: 'https://user:secret@api.example' },
      'baseUrl',
      'The waiver service address (set for this computer by its administrator) must not carry a user name or password; the API key is entered separately.',
    ],
    [
      { baseUrl: 'https://api.example', statusUrl: 'status page' },
      'statusUrl',
      'The status page address (set for this computer by its administrator) is not a web address: "status page".',
    ],
    [
      { timeZone: 'Mars/Olympus' },
      'timeZone',
      'The desk time zone (set for this computer by its administrator) is not a known time zone: "Mars/Olympus".',
    ],
  ])('refuses %o from the environment, naming the setting', async (env, setting, message) => {
    const refused: unknown = await planAccount(env, memorySettings(), noSecrets()).catch((error) => error);
    expect(refused).toBeInstanceOf(InvalidSettingError);
    const { problem } = refused as InvalidSettingError;
    expect(problem).toMatchObject({ setting, fromEnvironment: true });
    // The page's words for it, and the same words in the log and the doctor's report.
    expect(settingProblemWords(problem)).toBe(message);
    expect(refused).toMatchObject({ message });
  });

  it('refuses a stored setting in the words of the Settings screen', async () => {
    const refused: unknown = await planAccount(
      {},
      memorySettings({ timeZone: 'Mars/Olympus' }),
      noSecrets(),
    ).catch((error) => error);
    const { problem } = refused as InvalidSettingError;
    expect(problem).toMatchObject({ setting: 'timeZone', fromEnvironment: false });
    expect(settingProblemWords(problem)).toBe('The desk time zone is not a known time zone: "Mars/Olympus".');
  });
});

describe('the stored key in the plan', () => {
  it('reads a key the keychain stored, and never keeps it in plain text', async () => {
    const settings = memorySettings({ baseUrl: 'https://api.example' });
    const secrets = new KeychainSecretStore(settings, fakeBox('gnome_libsecret'));
    await secrets.save('apiKey', 'sk-live-123');
    expect(JSON.stringify(settings.values)).not.toContain('sk-live-123');
    await expect(planAccount({}, settings, secrets)).resolves.toMatchObject({
      mode: 'configured',
      apiKey: 'sk-live-123',
      keyHolder: 'keychain',
      keyProblem: null,
    });
  });

  it('notices a keyring change rather than decrypting garbage', async () => {
    const settings = memorySettings({ baseUrl: 'https://api.example' });
    await new KeychainSecretStore(settings, fakeBox('kwallet5')).save('apiKey', 'sk');
    const plan = await planAccount(
      {},
      settings,
      new KeychainSecretStore(settings, fakeBox('gnome_libsecret')),
    );
    expect(plan).toMatchObject({ mode: 'configured', apiKey: null });
    if (plan.mode !== 'configured' || !plan.keyProblem) throw new Error('expected a key problem');
    expect(keyProblemWords(plan.keyProblem)).toMatch(/kwallet5/);
  });

  it('reports a key the keychain cannot decrypt', async () => {
    const settings = memorySettings({ baseUrl: 'https://api.example' });
    await new KeychainSecretStore(settings, fakeBox('keychain')).save('apiKey', 'sk');
    const plan = await planAccount(
      {},
      settings,
      new KeychainSecretStore(settings, fakeBox('keychain', { failDecrypt: true })),
    );
    expect(plan).toMatchObject({ mode: 'configured', apiKey: null });
    if (plan.mode !== 'configured' || !plan.keyProblem) throw new Error('expected a key problem');
    expect(keyProblemWords(plan.keyProblem)).toMatch(/can no longer be unlocked/);
  });
});

describe('conf settings file (browser host)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('persists through conf with the shared schema and rejects invalid values', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-settings-'));
    const settings = openSettingsFile(dir);
    settings.set('baseUrl', 'https://api.example');
    expect(openSettingsFile(dir).get('baseUrl')).toBe('https://api.example');
    expect(JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8'))).toMatchObject({
      baseUrl: 'https://api.example',
    });
    expect(() => settings.set('requestTimeoutMs', 5)).toThrow();
    expect(() => settings.set('authScheme', 'basic' as never)).toThrow();
    expect(openSettingsFile(dir).get('requestTimeoutMs')).toBe(15_000);
  });
});
