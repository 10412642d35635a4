/**
 * How a desk is named: its computer's name from its first run, until someone names
 * it in Settings; a desk still carrying the name every desk used to get ("Front
 * desk") takes its computer's name once, and a name given in Settings is kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startRuntime } from '../../electron/desk/desk-runtime.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { computerDeskName, settleDeskName } from '../../electron/settings/desk-name.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';

describe('a desk’s name', () => {
  it('is the computer’s name, its first label, within the settings’ 60 characters', () => {
    expect(computerDeskName('FRONT-PC.venue.lan')).toBe('FRONT-PC');
    expect(computerDeskName('  door-2  ')).toBe('door-2');
    expect(computerDeskName('x'.repeat(80))).toHaveLength(60);
    expect(computerDeskName()).toBe(hostname().split('.')[0]?.slice(0, 60));
  });

  it('is given at the first run and kept in the settings file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-name-'));
    try {
      const settings = openSettingsFile(dir);
      expect(settings.get('deskName')).toBe('');
      expect(settleDeskName(settings, 'FRONT-PC')).toBe('FRONT-PC');
      expect(openSettingsFile(dir).get('deskName')).toBe('FRONT-PC');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces the name every desk used to get once, never a name someone gave', () => {
    const former = memorySettings({ deskName: 'Front desk' });
    expect(settleDeskName(former, 'FRONT-PC')).toBe('FRONT-PC');
    // A name typed before desks were named after their computer stays.
    expect(settleDeskName(memorySettings({ deskName: 'Door 2' }), 'FRONT-PC')).toBe('Door 2');
    // Named "Front desk" in Settings on purpose: kept.
    const chosen = memorySettings({ deskName: 'Front desk', deskNameChosen: true });
    expect(settleDeskName(chosen, 'FRONT-PC')).toBe('Front desk');
  });

  it('given in Settings, is kept for good and no longer follows the computer’s', async () => {
    const settings = memorySettings();
    const runtime = await startRuntime({
      host: 'browser',
      setup: { settings, secrets: new MemorySecretStore(), env: {} },
    });
    try {
      expect(runtime.accounts.desk().deskName).toBe(computerDeskName());
      expect(settings.values.deskNameChosen).toBe(false);
      await runtime.accounts.savePreferences({ deskName: 'Door 2' });
      expect(runtime.accounts.desk().deskName).toBe('Door 2');
      expect(settings.values.deskNameChosen).toBe(true);
      expect(settleDeskName(settings, 'ANOTHER-PC')).toBe('Door 2');
    } finally {
      await runtime.close();
    }
  });
});
