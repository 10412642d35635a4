/**
 * Every answer shape of the sandbox read by the client without loss, over real
 * HTTP: what the client reads equals what the sandbox holds, date-times compared as
 * instants (each shape writes them its own way), and nothing left out or skipped.
 * The only fields a shape does not carry are, in `loose`, the guardian's
 * relationship and date of birth and a check-in's id (read as empty and as 0, as
 * the notes say the service may send them).
 */

import type { SandboxHandle, WireShape } from '@waiver-desk/sandbox/testing';
import { createClock } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaiverClient } from '../../electron/services/waiver-api/index.ts';
import type { CheckIn, Guardian, SignedWaiver, WaiverSummary } from '../../shared/domain/waiver.ts';
import { signedBy, startSandboxWithClient } from './support.ts';

const ZONE = 'America/Chicago';
const NOW = Date.parse('2025-11-08T19:10:00Z');
const API_KEY = 'shapes-key';

/** A date-time as the instant it names; '' (unset) stays ''. */
function instant(value: string): number | '' {
  return value === '' ? '' : Date.parse(value);
}

function atInstants<T extends object>(record: T, fields: readonly (keyof T)[]): Record<keyof T, unknown> {
  const copy: Record<keyof T, unknown> = { ...record };
  for (const field of fields) copy[field] = instant(record[field] as string);
  return copy;
}

const CHECKIN_DATES = ['date', 'dateSigned'] as const satisfies (keyof CheckIn)[];
const WAIVER_DATES = ['createdOn', 'expirationDate'] as const satisfies (keyof SignedWaiver)[];

const SHAPES: { shape: WireShape; guardianCarriesAll: boolean; checkinIds: boolean; zoned: RegExp }[] = [
  { shape: 'strict', guardianCarriesAll: true, checkinIds: true, zoned: /\+00:00$/ },
  { shape: 'real', guardianCarriesAll: true, checkinIds: true, zoned: /\+00:00$/ },
  // `loose` mixes both forms: the offset kept as sent, zone-less read as UTC.
  { shape: 'loose', guardianCarriesAll: false, checkinIds: false, zoned: /(-0[56]:00|\+00:00)$/ },
];

describe.each(SHAPES)('the $shape shape', ({ shape, guardianCarriesAll, checkinIds, zoned }) => {
  const clock = createClock({ startAt: NOW, frozen: true });
  let sandbox: SandboxHandle;
  let client: WaiverClient;
  let signed: SignedWaiver[];

  /** The waiver as the client should read it from this shape. */
  const asRead = (waiver: SignedWaiver): SignedWaiver => {
    if (guardianCarriesAll || !waiver.guardian) return waiver;
    const guardian: Guardian = { ...waiver.guardian, relationship: '', dob: '' };
    return { ...waiver, guardian };
  };

  beforeAll(async () => {
    ({ sandbox, client } = await startSandboxWithClient({
      seed: 3,
      waivers: 1500,
      timeZone: ZONE,
      clock,
      apiKey: API_KEY,
      shapes: shape,
    }));
    signed = signedBy(sandbox, NOW);
  });

  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
  });

  it('is the shape the sandbox writes', () => {
    expect(sandbox.wire.shape).toBe(shape);
  });

  it('reads every check-in of a day', async () => {
    const from = new Date('2025-11-07T06:00:00Z');
    const to = new Date('2025-11-08T05:59:59Z');
    const pages = [];
    for await (const page of client.checkins({ from, to })) pages.push(page);
    const expected = sandbox.dataset.checkins.filter(
      (c) => Date.parse(c.date) > from.getTime() && Date.parse(c.date) <= to.getTime(),
    );
    expect(expected.length).toBeGreaterThan(100);
    expect(pages.every((page) => page.skipped === 0)).toBe(true);
    const read = pages.flat();
    expect(read.map((c) => atInstants(c, CHECKIN_DATES))).toEqual(
      expected.map((c) => atInstants(checkinIds ? c : { ...c, checkinId: 0 }, CHECKIN_DATES)),
    );
    expect(read[0]?.date).toMatch(zoned);
  });

  it('reads templates with their custom fields and webhooks, set or unset', async () => {
    const templates = await client.listTemplates({ customFields: true });
    expect(templates.map((t) => atInstants(t, ['publishedOn']))).toEqual(
      sandbox.dataset.templates.map((t) => atInstants(t, ['publishedOn'])),
    );
    expect(templates.map((t) => t.webhook?.emailValidationRequired ?? null)).toEqual(
      sandbox.dataset.templates.map((t) => t.webhook?.emailValidationRequired ?? null),
    );
    const one = await client.getTemplate(sandbox.dataset.templates[1]?.templateId as string);
    expect(one.templateId).toBe(sandbox.dataset.templates[1]?.templateId);
  });

  it('reads two pages of search results', async () => {
    const summary = await client.search({});
    expect(summary.count).toBe(signed.length);
    for (const page of [0, 1]) {
      const read = await client.searchResultsPage(summary.guid, page);
      expect(read.skipped).toBe(0);
      expect(read.map((w) => atInstants(w, WAIVER_DATES))).toEqual(
        signed.slice(page * 100, page * 100 + 100).map((w) => atInstants(asRead(w), WAIVER_DATES)),
      );
    }
  });

  it('reads single waivers: with a guardian and one flag, expired, untagged, with a minor', async () => {
    const picks = [
      signed.find((w) => w.guardian !== null && w.flags.length === 1),
      signed.find((w) => w.expirationDate !== ''),
      signed.find((w) => w.autoTag === '' && w.flags.length === 0),
      signed.find((w) => w.guardian === null && w.participants.some((p) => p.isMinor)),
    ];
    for (const waiver of picks) {
      expect(waiver).toBeDefined();
      const read = await client.getWaiver((waiver as SignedWaiver).waiverId);
      expect(atInstants(read, WAIVER_DATES)).toEqual(
        atInstants(asRead(waiver as SignedWaiver), WAIVER_DATES),
      );
    }
  });

  it('reads the waiver list, flags included', async () => {
    const list = await client.listWaivers({ limit: 60 });
    expect(list.skipped).toBe(0);
    const expected = signed.slice(0, 60).map(
      (w): WaiverSummary => ({
        waiverId: w.waiverId,
        templateId: w.templateId,
        title: w.title,
        createdOn: w.createdOn,
        expirationDate: w.expirationDate,
        expired: w.expired,
        verified: w.verified,
        kiosk: w.kiosk,
        firstName: w.firstName,
        middleName: w.middleName,
        lastName: w.lastName,
        dob: w.dob,
        isMinor: w.isMinor,
        autoTag: w.autoTag,
        tags: w.tags,
        flags: w.flags,
      }),
    );
    expect(list.map((w) => atInstants(w, WAIVER_DATES))).toEqual(
      expected.map((w) => atInstants(w, WAIVER_DATES)),
    );
  });

  it("reads a waiver's photos", async () => {
    const waiver = signed.find((w) => w.photos > 0) as SignedWaiver;
    const photos = await client.getWaiverPhotos(waiver.waiverId);
    expect(instant(photos.createdOn)).toBe(instant(waiver.createdOn));
    expect(photos.photos).toHaveLength(waiver.photos);
    for (const photo of photos.photos) expect(instant(photo.date)).toBe(instant(waiver.createdOn));
  });

  it('reads the account webhook unset, set and removed, and the queue counts per template', async () => {
    expect(await client.getWebhookConfig()).toBeNull();
    const config = { endpoint: 'https://desk.example.test/hook', emailValidationRequired: 'both' } as const;
    expect(await client.setWebhookConfig(config)).toEqual(config);
    await client.deleteWebhookConfig();
    expect(await client.getWebhookConfig()).toBeNull();
    const counts = await client.webhookQueueCounts();
    expect(counts.templates.map((queue) => queue.templateId)).toEqual(
      sandbox.dataset.templates.map((template) => template.templateId),
    );
  });

  it('reads the service version', async () => {
    expect(await client.version()).toBe('5.0.0');
  });
});
