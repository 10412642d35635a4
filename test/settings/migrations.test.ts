/**
 * A settings file of every shape an earlier desk wrote opens as this desk's shape
 * with nothing lost (the connected account and its key above all), and carries
 * this desk's version from then on; the doctor, which may not write, reads the
 * same values and leaves the file as it was.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTINGS_VERSION, semverOf } from '../../electron/settings/migrations.ts';
import { type DeskSettings, SETTINGS_DEFAULTS, SETTINGS_FIELDS } from '../../electron/settings/schema.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { ACCOUNT, EARLIER_SHAPES } from './earlier-shapes.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDirWith(file: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-migrate-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'settings.json'), JSON.stringify(file, null, '\t'), { mode: 0o600 });
  return dir;
}

const onDisk = (dir: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8')) as Record<string, unknown>;

const CURRENT = semverOf(SETTINGS_VERSION);

/** Every value of the earlier file that is still a setting, as this desk must read it. */
function keptValues(file: Record<string, unknown>): Partial<DeskSettings> {
  return Object.fromEntries(Object.entries(file).filter(([name]) => Object.hasOwn(SETTINGS_FIELDS, name)));
}

describe('settings written by an earlier desk', () => {
  it.each(EARLIER_SHAPES)('$commit ($what) opens as the current shape with nothing lost', ({ file }) => {
    const dir = dataDirWith(file);
    const settings = openSettingsFile(dir);
    expect(settings.repaired).toBeNull();
    expect(settings.get('accountChoice')).toBe('configured');
    expect(settings.get('baseUrl')).toBe(ACCOUNT.baseUrl);
    expect(settings.get('secrets').apiKey).toEqual(ACCOUNT.apiKey);
    expect(settings.get('timeZone')).toBe(ACCOUNT.timeZone);
    expect(settings.get('requestTimeoutMs')).toBe(ACCOUNT.requestTimeoutMs);
    for (const [name, value] of Object.entries(keptValues(file))) {
      if (name === 'secrets') continue;
      expect(settings.get(name as keyof DeskSettings), name).toEqual(value);
    }

    // The file itself is of the current shape now, and says so.
    const written = onDisk(dir);
    expect(written).toMatchObject({ __internal__: { migrations: { version: CURRENT } } });
    expect(written).not.toHaveProperty('apiKeyCipher');
    expect(written).not.toHaveProperty('apiKeyBackend');
    expect(written.secrets).toMatchObject({ apiKey: ACCOUNT.apiKey });

    // A save keeps the version, and opening again changes nothing.
    settings.set('deskName', 'Front desk 3');
    expect(onDisk(dir)).toMatchObject({ __internal__: { migrations: { version: CURRENT } } });
    const again = openSettingsFile(dir);
    expect(again.get('secrets').apiKey).toEqual(ACCOUNT.apiKey);
    expect(again.get('deskName')).toBe('Front desk 3');
    expect(again.repaired).toBeNull();
  });

  it('the first desk without a service address was on the demo: nothing is chosen yet', () => {
    const [first] = EARLIER_SHAPES;
    const dir = dataDirWith({
      ...first?.file,
      baseUrl: '',
      statusUrl: '',
      apiKeyCipher: '',
      apiKeyBackend: '',
    });
    const settings = openSettingsFile(dir);
    expect(settings.get('accountChoice')).toBe('none');
    expect(settings.get('secrets')).toEqual({});
  });

  it('the doctor reads an earlier file as the current shape and leaves it as it was', () => {
    const [first] = EARLIER_SHAPES;
    const dir = dataDirWith(first?.file ?? {});
    const before = readFileSync(path.join(dir, 'settings.json'), 'utf8');
    const settings = openSettingsFile(dir, { repair: false });
    expect(settings.get('secrets').apiKey).toEqual(ACCOUNT.apiKey);
    expect(settings.get('accountChoice')).toBe('configured');
    expect(readFileSync(path.join(dir, 'settings.json'), 'utf8')).toBe(before);
  });

  it('an earlier file with a value no rule accepts keeps the key, resets that value, and is set aside', () => {
    const [first] = EARLIER_SHAPES;
    const dir = dataDirWith({ ...first?.file, requestTimeoutMs: 'soon' });
    const settings = openSettingsFile(dir);
    expect(settings.repaired).toMatchObject({ problem: 'invalid', reset: ['requestTimeoutMs'] });
    expect(settings.get('secrets').apiKey).toEqual(ACCOUNT.apiKey);
    expect(settings.get('requestTimeoutMs')).toBe(SETTINGS_DEFAULTS.requestTimeoutMs);
    expect(onDisk(dir)).toMatchObject({
      secrets: { apiKey: ACCOUNT.apiKey },
      __internal__: { migrations: { version: CURRENT } },
    });
  });

  it('a fresh file carries the current version from its first start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-migrate-'));
    dirs.push(dir);
    openSettingsFile(dir);
    expect(onDisk(dir)).toMatchObject({ __internal__: { migrations: { version: CURRENT } } });
  });

  it('a file a newer desk wrote (a desk pinned back to an older version) keeps its values and its version', () => {
    const newer = { ...EARLIER_SHAPES.at(-1)?.file, __internal__: { migrations: { version: '99.0.0' } } };
    const dir = dataDirWith(newer);
    const settings = openSettingsFile(dir);
    expect(settings.repaired).toBeNull();
    expect(settings.get('secrets').apiKey).toEqual(ACCOUNT.apiKey);
    settings.set('deskName', 'Door 3');
    expect(onDisk(dir)).toMatchObject({ __internal__: { migrations: { version: '99.0.0' } } });
  });
});
