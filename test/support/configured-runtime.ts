/**
 * A runtime as a host starts it on a configured account: settings in memory naming
 * the service, the key in the secret store, a real data directory for its copy.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import type { DeskSettings } from '../../electron/settings/schema.ts';

export interface ConfiguredRuntimeOptions {
  baseUrl: string;
  apiKey: string;
  dataDir: string;
  timeZone?: string;
  /** More stored settings (a status page, say). */
  settings?: Partial<DeskSettings>;
}

export async function startConfiguredRuntime(options: ConfiguredRuntimeOptions): Promise<DeskRuntime> {
  const secrets = new MemorySecretStore();
  await secrets.save('apiKey', options.apiKey);
  return startRuntime({
    host: 'browser',
    setup: {
      settings: memorySettings({
        accountChoice: 'configured',
        baseUrl: options.baseUrl,
        ...options.settings,
      }),
      secrets,
      env: { timeZone: options.timeZone ?? 'Etc/UTC' },
      dataDir: options.dataDir,
    },
  });
}

/** The folder the desk keeps its copy of the account at `baseUrl` in (runtime/copy-folders.ts). */
export function copyDirOf(dataDir: string, baseUrl: string): string {
  return path.join(dataDir, 'copies', createHash('sha256').update(baseUrl).digest('hex').slice(0, 16));
}
