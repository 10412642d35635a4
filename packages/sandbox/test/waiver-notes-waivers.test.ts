import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SignedWaiver,
  WaiverPhotos,
  WaiverSignatures,
  WaiverSummary,
} from '../../../shared/domain/waiver.ts';
import { ms, startHarness, type WaiverHarness } from './waiver-harness.ts';

type WaiverBody = { type: string; message?: string; waiver: SignedWaiver };
type WaiversBody = { type: string; message?: string; waivers: WaiverSummary[] };

describe('notes: waivers by id, photos, signatures and the summary list', () => {
  let h: WaiverHarness;
  const signedNewestFirst = (keep: (waiver: SignedWaiver) => boolean = () => true) =>
    h.sandbox.dataset.waivers
      .filter((waiver) => ms(waiver.createdOn) <= h.sandbox.clock.now() && keep(waiver))
      .sort((a, b) => ms(b.createdOn) - ms(a.createdOn));

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('retrieves a waiver by id, with its PDF only when asked', async () => {
    const waiver = signedNewestFirst()[3] as SignedWaiver;
    const res = await h.request<WaiverBody>(`/v4/waivers/${waiver.waiverId}`);
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('waiver');
    expect(res.body.waiver).toEqual(h.sandbox.wire.waiver(waiver));
    const withPdf = await h.request<WaiverBody>(`/v4/waivers/${waiver.waiverId}?pdf=true`);
    expect(Buffer.from(withPdf.body.waiver.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await h.request(`/v4/waivers/${waiver.waiverId}?pdf=maybe`)).status).toBe(402);
    expect((await h.request(`/v4/waivers/${waiver.waiverId}?format=pdf`)).status).toBe(400);
  });

  it('hides a waiver signed later than the clock until the clock passes it', async () => {
    const future = h.sandbox.dataset.waivers.find(
      (w) => ms(w.createdOn) > h.sandbox.clock.now(),
    ) as SignedWaiver;
    expect(future).toBeDefined();
    expect((await h.request(`/v4/waivers/${future.waiverId}`)).status).toBe(404);
    const wait = ms(future.createdOn) - h.sandbox.clock.now();
    h.advance(wait);
    expect((await h.request(`/v4/waivers/${future.waiverId}`)).status).toBe(200);
  });

  it('returns photos and signatures of a waiver', async () => {
    const waiver = signedNewestFirst((w) => w.photos > 0)[0] as SignedWaiver;
    const photos = await h.request<{ type: string; photos: WaiverPhotos }>(
      `/v4/waivers/${waiver.waiverId}/photos`,
    );
    expect(photos.body.type).toBe('photos');
    expect(photos.body.photos).toMatchObject({
      waiverId: waiver.waiverId,
      templateId: waiver.templateId,
      title: waiver.title,
    });
    expect(photos.body.photos.photos).toHaveLength(waiver.photos);
    const signatures = await h.request<{ type: string; signatures: WaiverSignatures }>(
      `/v4/waivers/${waiver.waiverId}/signatures`,
    );
    expect(signatures.body.type).toBe('signatures');
    expect(signatures.body.signatures.waiverId).toBe(waiver.waiverId);
    expect(signatures.body.signatures.signatures.participants.length).toBeGreaterThan(0);
    expect((await h.request('/v4/waivers/nope/photos')).status).toBe(404);
  });

  it('lists summaries newest first, 20 by default', async () => {
    const res = await h.request<WaiversBody>('/v4/waivers');
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('waivers');
    const expected = signedNewestFirst().slice(0, 20);
    expect(res.body.waivers.map((w) => w.waiverId)).toEqual(expected.map((w) => w.waiverId));
    expect(res.body.waivers).toEqual(expected.map((w) => h.sandbox.wire.summary(w)));
    expect(Object.keys(res.body.waivers[0] as WaiverSummary).sort()).toEqual(
      [
        'waiverId',
        'templateId',
        'title',
        'createdOn',
        'expirationDate',
        'expired',
        'verified',
        'kiosk',
        'firstName',
        'middleName',
        'lastName',
        'dob',
        'isMinor',
        'autoTag',
        'tags',
        'flags',
      ].sort(),
    );
  });

  it('applies limit and the filters', async () => {
    const templateId = h.sandbox.dataset.templates[0]?.templateId as string;
    const res = await h.request<WaiversBody>(`/v4/waivers?limit=100&templateId=${templateId}&verified=false`);
    const expected = signedNewestFirst((w) => w.templateId === templateId && !w.verified).slice(0, 100);
    expect(res.body.waivers.map((w) => w.waiverId)).toEqual(expected.map((w) => w.waiverId));
    const ranged = await h.request<WaiversBody>('/v4/waivers?limit=100&fromDts=2025-06-13&toDts=2025-06-14');
    expect(ranged.body.waivers.map((w) => w.waiverId)).toEqual(
      signedNewestFirst(
        (w) => ms(w.createdOn) >= Date.UTC(2025, 5, 13) && ms(w.createdOn) <= Date.UTC(2025, 5, 14),
      )
        .slice(0, 100)
        .map((w) => w.waiverId),
    );
    const someone = signedNewestFirst()[10] as SignedWaiver;
    const named = await h.request<WaiversBody>(
      `/v4/waivers?lastName=${encodeURIComponent(someone.lastName.toUpperCase())}`,
    );
    expect(named.body.waivers.map((w) => w.waiverId)).toContain(someone.waiverId);
  });

  it.each([
    ['limit=0', 'limit must be an integer from 1 to 100'],
    ['limit=101', 'limit must be an integer from 1 to 100'],
    ['fromDts=2025-06-01', 'fromDts and toDts must be given together'],
    ['toDts=2025-06-01', 'fromDts and toDts must be given together'],
    ['verified=yes', "verified must be 'true' or 'false'"],
  ])('refuses %s with 402', async (query, message) => {
    const res = await h.request(`/v4/waivers?${query}`);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ type: 'data_error', message });
  });
});
