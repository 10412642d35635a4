import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../electron/ipc/dispatch.ts';
import { NotConfiguredError } from '../../electron/services/desk/errors.ts';
import type { DeskHandlers } from '../../shared/ipc/contract.ts';

const info = {
  appVersion: '1.2.3',
  host: 'browser' as const,
  account: { mode: 'demo' as const, baseUrl: 'http://127.0.0.1:1', statusUrl: '' },
  timeZone: 'UTC',
};

function handlersThatThrow(error: unknown): DeskHandlers {
  return {
    getAppInfo: async () => info,
    listTodayCheckins: async () => {
      throw error;
    },
  };
}

describe('contract dispatch', () => {
  it('returns the handler value as an ok result', async () => {
    await expect(dispatch(handlersThatThrow(null), 'getAppInfo', {})).resolves.toEqual({
      ok: true,
      value: info,
    });
  });

  it('treats a missing payload as an empty request', async () => {
    await expect(dispatch(handlersThatThrow(null), 'getAppInfo', undefined)).resolves.toMatchObject({
      ok: true,
    });
  });

  it('refuses an unknown method by name', async () => {
    await expect(dispatch(handlersThatThrow(null), 'deleteEverything', {})).resolves.toEqual({
      ok: false,
      error: { code: 'invalid_request', message: 'There is no call named "deleteEverything".' },
    });
    await expect(dispatch(handlersThatThrow(null), 'toString', {})).resolves.toMatchObject({ ok: false });
  });

  it('refuses a payload that fails the schema, naming the field', async () => {
    const result = await dispatch(handlersThatThrow(null), 'listTodayCheckins', { extra: 1 });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(!result.ok && result.error.message).toMatch(/listTodayCheckins/);
    await expect(dispatch(handlersThatThrow(null), 'getAppInfo', 'text')).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });

  it('passes typed desk errors through with their hint', async () => {
    const result = await dispatch(
      handlersThatThrow(new NotConfiguredError('No API key is set.')),
      'listTodayCheckins',
      {},
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'not_configured',
        message: 'No API key is set.',
        hint: 'Set the account for this desk: WAIVER_DESK_BASE_URL and WAIVER_DESK_API_KEY.',
      },
    });
  });

  it('hides the details of unexpected errors from the renderer but logs them', async () => {
    const log = vi.fn();
    const secret = new Error('Authorization: Bearer sk-live-secret at /home/desk/app.js:12');
    const result = await dispatch(handlersThatThrow(secret), 'listTodayCheckins', {}, log);
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('sk-live-secret');
    expect(log).toHaveBeenCalledWith('listTodayCheckins', secret);
  });
});
