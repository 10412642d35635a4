import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrefillLink } from '../../../shared/domain/waiver.ts';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

type PrefillBody = { type: string; message?: string; prefill: PrefillLink };

describe('4.12 prefill a template', () => {
  let h: WaiverHarness;
  let templateId: string;
  const prefill = (body: unknown, id = templateId) =>
    h.request<PrefillBody>(`/v4/templates/${id}/prefill`, { method: 'POST', body });

  beforeAll(async () => {
    h = await startHarness();
    templateId = h.sandbox.dataset.templates[0]?.templateId as string;
  });
  afterAll(() => h.close());

  it('returns uuid, expiration and a link that works until it expires', async () => {
    const res = await prefill({
      expiration: 600,
      participants: [
        { firstName: 'Ada', lastName: 'Lovelace', dob: '1990-12-10', customFields: { a1f04c9e31: 'No' } },
      ],
      guardian: { participant: false, firstName: 'Byron', relationship: 'Father' },
      email: 'ada@example.com',
      customWaiverFields: { a1f04c9e2c: 'Google' },
      external_id: 'member_00042',
      kiosk: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('prefill');
    const { uuid, expiration, url } = res.body.prefill;
    expect(expiration).toBe(600);
    expect(url).toBe(`${h.sandbox.baseUrl}/sign/prefill/${uuid}`);
    const alive = await fetch(url);
    expect(alive.status).toBe(200);
    expect(alive.headers.get('content-type')).toMatch(/^text\/html/);
    h.advance(599_000);
    expect((await fetch(url)).status).toBe(200);
    h.advance(1_000);
    expect((await fetch(url)).status).toBe(410);
  });

  it('answers an unknown template with 404', async () => {
    const res = await prefill({ expiration: 600 }, '1234567');
    expect(res.status).toBe(404);
    expect(res.body.type).toBe('error');
  });

  it.each([
    [{}, 'Missing required field: expiration'],
    [{ expiration: 299 }, 'expiration must be an integer from 300 to 2592000'],
    [{ expiration: 2_592_001 }, 'expiration must be an integer from 300 to 2592000'],
    [{ expiration: 600.5 }, 'expiration must be an integer'],
    [{ expiration: '600' }, 'expiration must be an integer'],
    [{ expiration: 600, kiosk: 'yes' }, 'kiosk must be a boolean'],
    [{ expiration: 600, participants: [{ dob: 'June' }] }, 'participants.[0].dob must be an ISO 8601 date'],
    [
      { expiration: 600, external_id: 'has-dash' },
      'external_id must contain only letters, digits and underscores',
    ],
    [{ expiration: 600, external_id: 'x'.repeat(129) }, 'external_id must be at most 128 characters'],
    [
      { expiration: 600, lockdownPrefill: true, participants: [{ firstName: 'A', dob: '2001-01-01' }] },
      'lockdownPrefill cannot be used with a date of birth',
    ],
    [
      { expiration: 600, lockdownPrefill: true, guardian: { dob: '1970-01-01' } },
      'lockdownPrefill cannot be used with a date of birth',
    ],
  ])('refuses %j with 402 data_error', async (body, message) => {
    const res = await prefill(body);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ type: 'data_error', message });
  });

  it('allows lockdownPrefill without any date of birth, and external_id of 128 characters', async () => {
    const res = await prefill({
      expiration: 300,
      lockdownPrefill: true,
      external_id: `${'A_1'.repeat(42)}xy`,
    });
    expect(res.status).toBe(200);
  });

  it('refuses unsupported members with 400, nested ones by path', async () => {
    const top = await prefill({ expiration: 600, nickname: 'Ace' });
    expect(top.status).toBe(400);
    expect(top.body).toMatchObject({ type: 'parameter_error', message: 'Unsupported parameter: nickname' });
    const nested = await prefill({ expiration: 600, guardian: { shoeSize: 9 } });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe('Unsupported parameter: guardian.shoeSize');
  });
});
