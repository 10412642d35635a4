/**
 * `npm run sync-service`: the headless desk takes the leadership of an empty
 * shared copy and fills it from the service, with the account and the database
 * given as a managed desk gets them (environment variables).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { PASSWORD, sharedDatabase, waitFor } from './support.ts';

let server: ThrowawayPostgres;
let sandbox: RunningCli;
const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-sync-service-'));

beforeAll(async () => {
  server = await startThrowawayPostgres();
  sandbox = await spawnCli('packages/sandbox/src/cli.ts', [
    '--port',
    '0',
    '--seed',
    '3',
    '--waivers',
    '300',
    '--api-key',
    'service-key',
  ]);
}, 120_000);
afterAll(async () => {
  await sandbox?.stop();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run sync-service', () => {
  it('leads an empty shared copy and fills it from the service', async () => {
    const db = await sharedDatabase(server);
    const url = new URL(db.url);
    url.password = PASSWORD;
    const child = spawn(process.execPath, ['electron/runtime/sync-service.ts', '--prefer'], {
      env: {
        ...process.env,
        WAIVER_DESK_DATA_DIR: dataDir,
        WAIVER_DESK_BASE_URL: sandbox.url,
        WAIVER_DESK_STATUS_URL: '',
        WAIVER_DESK_API_KEY: 'service-key',
        WAIVER_DESK_SHARED_DATABASE_URL: url.href,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await waitFor(
        async () => output.includes('now syncs the account for every desk'),
        'the service to lead',
      );
      const raw = await db.raw();
      const count = await waitFor(async () => {
        const { rows } = await raw.query<{ n: string }>('SELECT count(*) AS n FROM waivers');
        return Number(rows[0]?.n) >= 250 ? Number(rows[0]?.n) : null;
      }, 'the shared copy to fill');
      expect(count).toBeGreaterThanOrEqual(250);
      await raw.end();
      expect(output).not.toContain(PASSWORD);
      expect(output).not.toContain('service-key');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
