/**
 * The sandbox as a separate process, the way a developer starts it with
 * `npm run sandbox -- --port N --seed 7 --api-key k-test`, answering over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';

describe('sandbox CLI process', () => {
  let sandbox: RunningCli;
  const auth = { authorization: 'Bearer k-test' };

  beforeAll(async () => {
    sandbox = await spawnCli('packages/sandbox/src/cli.ts', [
      '--port',
      '0',
      '--seed',
      '7',
      '--api-key',
      'k-test',
    ]);
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  it('answers pong on /ping without credentials', async () => {
    const response = await fetch(`${sandbox.url}/ping`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('pong');
  });

  it('refuses check-ins without fromDts as a parameter_error', async () => {
    const response = await fetch(`${sandbox.url}/v4/checkins?toDts=2020-01-01T00:00:00Z`, { headers: auth });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      version: 4,
      type: 'parameter_error',
      message: expect.stringContaining('fromDts'),
    });
  });

  it('refuses a fromDts inside the current hour as a data_error', async () => {
    const hourStart = new Date();
    hourStart.setUTCMinutes(0, 0, 0);
    const query = new URLSearchParams({ fromDts: hourStart.toISOString(), toDts: new Date().toISOString() });
    const response = await fetch(`${sandbox.url}/v4/checkins?${query}`, { headers: auth });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      type: 'data_error',
      message: expect.stringContaining('current hour'),
    });
  });

  it('refuses a request with another key', async () => {
    const response = await fetch(`${sandbox.url}/v4/templates`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ type: 'auth_error' });
  });
});
