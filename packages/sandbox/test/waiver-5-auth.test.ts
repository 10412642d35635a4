import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_KEY_HEADER } from '../../../shared/domain/envelope.ts';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

describe('5 authentication', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness({ apiKeys: ['key-front-desk', 'key-back-office'] });
  });
  afterAll(() => h.close());

  it('accepts Authorization: Bearer <key>', async () => {
    expect((await h.request('/v4/templates', { key: 'key-front-desk' })).status).toBe(200);
  });

  it('accepts the legacy sw-api-key header', async () => {
    const res = await h.request('/v4/templates', {
      key: null,
      headers: { [LEGACY_KEY_HEADER]: 'key-back-office' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a missing key with 401 auth_error Unauthorized', async () => {
    const res = await h.request('/v4/templates', { key: null });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ version: 4, type: 'auth_error', message: 'Unauthorized' });
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('refuses a wrong key the same way, on either header', async () => {
    expect((await h.request('/v4/templates', { key: 'nope' })).status).toBe(401);
    const legacy = await h.request('/v4/templates', { key: null, headers: { [LEGACY_KEY_HEADER]: 'nope' } });
    expect(legacy.status).toBe(401);
    expect(legacy.body.type).toBe('auth_error');
  });

  it('requires a key on /groups/store too', async () => {
    const res = await h.request('/groups/store', { method: 'POST', body: {}, key: null });
    expect(res.status).toBe(401);
    expect(res.body.type).toBe('auth_error');
  });

  it('charges every key to the one account budget', async () => {
    const a = await h.request('/v4/templates', { key: 'key-front-desk' });
    const b = await h.request('/v4/templates', { key: 'key-back-office' });
    expect(Number(b.headers.get('x-ratelimit-remaining'))).toBe(
      Number(a.headers.get('x-ratelimit-remaining')) - 1,
    );
  });
});
