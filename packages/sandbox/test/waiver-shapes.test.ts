/**
 * The three answer shapes over real HTTP: `real` (the default) as the service's own
 * SDK samples show it, `strict` as the canonical types, `loose` as the notes have
 * seen real responses. Each test reads raw JSON, not through the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckIn, SignedWaiver, WaiverTemplate } from '../../../shared/domain/waiver.ts';
import { SandboxOptionError, startSandbox } from '../src/index.ts';
import { ms, startHarness, type WaiverHarness } from './waiver-harness.ts';

type Json = Record<string, unknown>;
type CheckinsBody = { checkins: { checkins: Json[] } };

const ZONELESS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const CHECKIN_QUERY = 'fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&limit=100';
/** The business's own offset (Denver, summer or winter), which `loose` writes on odd seconds. */
const DENVER_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[67]:00$/;

/** `loose` writes an instant with the business's offset on odd seconds and zone-less (UTC) on even ones. */
const looseForm = (stored: string): RegExp => ((ms(stored) / 1_000) % 2 === 0 ? ZONELESS : DENVER_OFFSET);

/** What every shape has to tell apart, picked from the dataset once. */
function samples(h: WaiverHarness) {
  const now = h.sandbox.clock.now();
  const visible = h.sandbox.dataset.waivers.filter((waiver) => ms(waiver.createdOn) <= now);
  const find = (keep: (waiver: SignedWaiver) => boolean, what: string): SignedWaiver => {
    const found = visible.find(keep);
    if (!found) throw new Error(`the dataset has no visible waiver with ${what}`);
    return found;
  };
  return {
    withGuardian: find((w) => w.guardian !== null && w.flags.length === 1, 'a guardian and one flag'),
    expired: find((w) => w.expirationDate !== '', 'an expiration date'),
    untagged: find((w) => w.autoTag === '', 'no auto tag'),
    tagged: find((w) => w.autoTag !== '', 'an auto tag'),
    unhooked: h.sandbox.dataset.templates.find((t) => t.webhook === null) as WaiverTemplate,
  };
}

describe('real shape (the default)', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('is what a sandbox starts with', () => {
    expect(h.sandbox.wire.shape).toBe('real');
  });

  it('writes check-in dates zone-less, in UTC', async () => {
    const res = await h.request<CheckinsBody>(`/v4/checkins?${CHECKIN_QUERY}`);
    const [first] = res.body.checkins.checkins as [Json];
    const stored = h.sandbox.dataset.checkins.find((c) => c.checkinId === first.checkinId) as CheckIn;
    expect(first.date).toMatch(ZONELESS);
    expect(first.dateSigned).toMatch(ZONELESS);
    expect(ms(first.date as string)).toBe(ms(stored.date));
    expect(ms(first.dateSigned as string)).toBe(ms(stored.dateSigned));
    expect(typeof first.isMinor).toBe('boolean');
    expect(Number.isInteger(first.templateId)).toBe(true);
  });

  it('lists templates with 13-character ids, zone-less publishedOn and `{}` for an unset webhook', async () => {
    const res = await h.request<{ templates: Json[] }>('/v4/templates');
    const { unhooked } = samples(h);
    for (const template of res.body.templates) {
      expect(template.templateId).toMatch(/^[0-9a-z]{13}$/);
      if (template.publishedOn !== '') expect(template.publishedOn).toMatch(ZONELESS);
    }
    expect(res.body.templates.find((t) => t.templateId === unhooked.templateId)?.webhook).toEqual({});
    expect(res.body.templates.map((t) => (t.webhook as Json).emailValidationRequired)).toContain('both');
  });

  it('writes a waiver zone-less, expiration date included, with its flags as a list', async () => {
    const { expired, withGuardian } = samples(h);
    const read = (await h.request<{ waiver: Json }>(`/v4/waivers/${expired.waiverId}`)).body.waiver;
    expect(read.createdOn).toMatch(ZONELESS);
    expect(read.expirationDate).toMatch(ZONELESS);
    expect(ms(read.expirationDate as string)).toBe(ms(expired.expirationDate));
    const guarded = (await h.request<{ waiver: Json }>(`/v4/waivers/${withGuardian.waiverId}`)).body.waiver;
    expect(guarded.flags).toEqual(withGuardian.flags);
    expect(guarded.guardian).toEqual(withGuardian.guardian);
  });

  it('gives waiver summaries their flags', async () => {
    const res = await h.request<{ waivers: Json[] }>('/v4/waivers?limit=100');
    const byId = new Map(h.sandbox.dataset.waivers.map((w) => [w.waiverId, w]));
    expect(res.body.waivers.some((w) => (w.flags as unknown[]).length > 0)).toBe(true);
    for (const summary of res.body.waivers) {
      expect(summary.flags).toEqual(byId.get(summary.waiverId as string)?.flags);
      expect(summary.createdOn).toMatch(ZONELESS);
    }
  });

  it('writes photo dates zone-less', async () => {
    const withPhoto = h.sandbox.dataset.waivers.find(
      (w) => w.photos > 0 && ms(w.createdOn) <= h.sandbox.clock.now(),
    ) as SignedWaiver;
    const photos = (await h.request<{ photos: Json }>(`/v4/waivers/${withPhoto.waiverId}/photos`)).body
      .photos;
    expect(photos.createdOn).toMatch(ZONELESS);
    expect((photos.photos as Json[])[0]?.date).toMatch(ZONELESS);
  });

  it('counts webhook queues under `template-<id>` members and answers an unset webhook with `{}`', async () => {
    const counts = (await h.request<{ api_webhook_all_queue_message_count: Json }>('/v4/webhooks/queues'))
      .body.api_webhook_all_queue_message_count;
    expect(Object.keys(counts).sort()).toEqual(
      ['account', ...h.sandbox.dataset.templates.map((t) => `template-${t.templateId}`)].sort(),
    );
    expect((await h.request('/v4/webhooks/configure')).body.webhooks).toEqual({});
  });

  it('answers /version as plain text', async () => {
    const res = await h.request('/version', { key: null });
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.body).toBe('5.0.0');
  });
});

describe('strict shape', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness({ shapes: 'strict' });
  });
  afterAll(() => h.close());

  it('sends the stored records exactly: ISO dates with offset, null for an unset webhook', async () => {
    const checkins = (await h.request<CheckinsBody>(`/v4/checkins?${CHECKIN_QUERY}`)).body.checkins.checkins;
    const byId = new Map(h.sandbox.dataset.checkins.map((c) => [c.checkinId, c]));
    expect(checkins.length).toBeGreaterThan(0);
    for (const checkin of checkins) expect(checkin).toEqual(byId.get(checkin.checkinId as number));
    const templates = (await h.request<{ templates: Json[] }>('/v4/templates?customFields=true')).body
      .templates;
    expect(templates).toEqual(h.sandbox.dataset.templates);
    const { expired } = samples(h);
    expect((await h.request(`/v4/waivers/${expired.waiverId}`)).body.waiver).toEqual(expired);
    expect((await h.request('/v4/webhooks/configure')).body.webhooks).toBeNull();
  });

  it('lists queue counts per template under `templates`', async () => {
    const counts = (await h.request<{ api_webhook_all_queue_message_count: Json }>('/v4/webhooks/queues'))
      .body.api_webhook_all_queue_message_count;
    expect(Object.keys(counts).sort()).toEqual(['account', 'templates']);
    expect((counts.templates as Json[]).map((t) => t.templateId)).toEqual(
      h.sandbox.dataset.templates.map((t) => t.templateId),
    );
  });
});

describe('loose shape', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness({ shapes: 'loose' });
  });
  afterAll(() => h.close());

  it('writes check-ins without their id, dates with the business offset or without a zone, mixed, and isMinor as 0/1', async () => {
    const checkins = (await h.request<CheckinsBody>(`/v4/checkins?${CHECKIN_QUERY}`)).body.checkins.checkins;
    const who = (waiverId: unknown, position: unknown, date: unknown) =>
      `${waiverId}|${position}|${ms(String(date))}`;
    const byWho = new Map(h.sandbox.dataset.checkins.map((c) => [who(c.waiverId, c.position, c.date), c]));
    for (const checkin of checkins) {
      expect(checkin).not.toHaveProperty('checkinId');
      const stored = byWho.get(who(checkin.waiverId, checkin.position, checkin.date)) as CheckIn;
      expect(checkin.date).toMatch(looseForm(stored.date));
      expect(checkin.dateSigned).toMatch(looseForm(stored.dateSigned));
      // Zone-less is UTC: the same instant either way.
      expect(ms(checkin.date as string)).toBe(ms(stored.date));
      expect(checkin.isMinor).toBe(stored.isMinor ? 1 : 0);
    }
    const dates = checkins.map((checkin) => checkin.date as string);
    expect(dates.some((date) => ZONELESS.test(date))).toBe(true);
    expect(dates.some((date) => DENVER_OFFSET.test(date))).toBe(true);
  });

  it('writes booleans as strings, one flag as a bare object, a guardian without relationship or dob, and extra fields', async () => {
    const { withGuardian } = samples(h);
    const read = (await h.request<{ waiver: Json }>(`/v4/waivers/${withGuardian.waiverId}`)).body.waiver;
    expect(read).toMatchObject({
      verified: String(withGuardian.verified),
      kiosk: String(withGuardian.kiosk),
      expired: String(withGuardian.expired),
      isMinor: String(withGuardian.isMinor),
      marketingAllowed: String(withGuardian.marketingAllowed),
      flags: withGuardian.flags[0],
      prefillId: '',
    });
    expect(read.createdOn).toMatch(looseForm(withGuardian.createdOn));
    expect(read.typedSignatures).toBeTypeOf('object');
    expect(Object.keys(read.guardian as Json).sort()).toEqual([
      'firstName',
      'lastName',
      'middleName',
      'phone',
    ]);
    for (const participant of read.participants as Json[]) {
      expect(['true', 'false']).toContain(participant.isMinor);
      expect(['true', 'false']).toContain(participant.minorExpired);
    }
  });

  it('leaves out an empty auto tag and keeps one that is set', async () => {
    const { untagged, tagged } = samples(h);
    expect((await h.request(`/v4/waivers/${untagged.waiverId}`)).body.waiver).not.toHaveProperty('autoTag');
    expect((await h.request<{ waiver: Json }>(`/v4/waivers/${tagged.waiverId}`)).body.waiver.autoTag).toBe(
      tagged.autoTag,
    );
  });

  it('answers /version as JSON', async () => {
    const res = await h.request('/version', { key: null });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ version: '5.0.0' });
  });
});

describe('shape option', () => {
  it('refuses a shape it does not know', async () => {
    await expect(startSandbox({ shapes: 'sloppy' as never, waivers: 0 })).rejects.toBeInstanceOf(
      SandboxOptionError,
    );
  });
});
