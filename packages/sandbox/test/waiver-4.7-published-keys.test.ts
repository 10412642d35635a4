import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedKey } from '../../../shared/domain/waiver.ts';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

type KeysBody = {
  type: string;
  message?: string;
  published_keys: { keys: PublishedKey[]; newKey?: PublishedKey };
};

describe('4.7 list and 4.8 create published keys', () => {
  let h: WaiverHarness;
  const create = (body: unknown) => h.request<KeysBody>('/v4/keys/published', { method: 'POST', body });

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('starts with no keys', async () => {
    const res = await h.request<KeysBody>('/v4/keys/published');
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('published_keys');
    expect(res.body.published_keys.keys).toEqual([]);
  });

  it('creates a key that is a fresh token, never the API key, and lists it', async () => {
    const res = await create({ label: 'Website' });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('published_keys');
    const newKey = res.body.published_keys.newKey as PublishedKey;
    expect(newKey.label).toBe('Website');
    expect(newKey.createdAt).toBe('2025-06-14T15:20:00Z');
    expect(newKey.key).toMatch(/^[a-z0-9]{24}$/);
    expect(h.sandbox.apiKeys).not.toContain(newKey.key);
    expect(res.body.published_keys.keys).toEqual([newKey]);
    const second = await create({ label: 'Kiosk' });
    expect(second.body.published_keys.newKey?.key).not.toBe(newKey.key);
    const listed = await h.request<KeysBody>('/v4/keys/published');
    expect(listed.body.published_keys.keys.map((k) => k.label)).toEqual(['Website', 'Kiosk']);
  });

  it('refuses a label already in use with 406', async () => {
    const res = await create({ label: 'website' });
    expect(res.status).toBe(406);
    expect(res.body).toMatchObject({ type: 'error', message: 'Label already in use; choose another' });
  });

  it.each([
    [{}, 'Missing required field: label'],
    [{ label: '' }, 'label must not be empty'],
    [{ label: 7 }, 'label must be a string'],
  ])('refuses %j with 402', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ type: 'data_error', message });
  });
});
