import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

describe('notes: account settings', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('returns the console expiration settings as type settings', async () => {
    const res = await h.request('/v4/settings');
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('settings');
    expect(res.body.settings).toEqual({
      console: { staticExpiration: 'never', rollingExpiration: 'never', rollingExpirationTime: 'signed' },
    });
  });

  it('takes no parameters', async () => {
    expect((await h.request('/v4/settings?console=true')).status).toBe(400);
  });
});
