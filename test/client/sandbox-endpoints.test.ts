/** Every endpoint method of the waiver client against the real sandbox over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError, LabelInUseError, NotFoundError } from '../../electron/http/errors.ts';
import { checkinWindowForToday, formatServiceDateTime } from '../../electron/services/waiver-api/index.ts';
import { BUSINESS_ZONE, control, FROZEN_AT, type Rig, startRig } from './support/sandbox.ts';

let rig: Rig;

beforeAll(async () => {
  rig = await startRig();
});

afterAll(async () => {
  await rig?.close();
});

async function drain(take: () => Promise<unknown>): Promise<void> {
  for (let taken = 0; taken < 100 && (await take()) !== null; taken += 1);
}

const firstTemplateId = () => rig.sandbox.dataset.templates[0]?.templateId as string;

/** A waiver the sandbox shows at its frozen time. */
const visibleWaiverId = () =>
  rig.sandbox.dataset.waivers.findLast((waiver) => Date.parse(waiver.createdOn) <= FROZEN_AT)
    ?.waiverId as string;

describe('unauthenticated endpoints', () => {
  it('pings', async () => {
    expect(await rig.client.ping()).toBe('pong');
  });

  it('reads the service version', async () => {
    expect(await rig.client.version()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('authentication', () => {
  it('sends the key as a bearer token by default, with a user agent naming the app', async () => {
    await rig.client.getSettings();
    const sent = rig.recorder.to('/v4/settings').at(-1)?.headers;
    expect(sent?.authorization).toBe(`Bearer ${rig.sandbox.apiKeys[0]}`);
    expect(sent).not.toHaveProperty('sw-api-key');
    expect(sent?.['user-agent']).toMatch(/^WaiverDesk\/\d+\.\d+\.\d+ \(\+node\)$/);
    expect(sent?.accept).toBe('application/json');
  });

  it('works with the legacy key header instead, never both', async () => {
    const legacy = rig.clientWith({ authScheme: 'legacy', userAgent: 'FrontDesk/9 (kiosk)' });
    expect(await legacy.getSettings()).toHaveProperty('console');
    const sent = rig.recorder.to('/v4/settings').at(-1)?.headers;
    expect(sent?.['sw-api-key']).toBe(rig.sandbox.apiKeys[0]);
    expect(sent).not.toHaveProperty('authorization');
    expect(sent?.['user-agent']).toBe('FrontDesk/9 (kiosk)');
  });

  it('sends no credentials to ping and version', async () => {
    await rig.client.ping();
    await rig.client.version();
    for (const path of ['/ping', '/version']) {
      const sent = rig.recorder.to(path).at(-1)?.headers;
      expect(sent).not.toHaveProperty('authorization');
      expect(sent).not.toHaveProperty('sw-api-key');
    }
  });

  it('refuses a wrong key with an AuthError', async () => {
    const wrong = rig.clientWith({ apiKey: 'not-a-key' });
    await expect(wrong.getSettings()).rejects.toBeInstanceOf(AuthError);
  });
});

describe('check-ins', () => {
  it('lists one page of the day so far, dates written in the desk zone', async () => {
    const window = checkinWindowForToday(new Date(FROZEN_AT), BUSINESS_ZONE);
    expect(window).not.toBeNull();
    const page = await rig.client.listCheckins({ fromDts: window!.from, toDts: window!.to, limit: 5 });
    expect(page.fromDts).toBe(formatServiceDateTime(window!.from, BUSINESS_ZONE));
    expect(page.toDts).toBe('2025-03-14T10:59:59-07:00');
    expect(page.checkins.length).toBeLessThanOrEqual(5);
    for (const checkin of page.checkins) {
      expect(Date.parse(checkin.date)).toBeGreaterThan(window!.from.getTime());
      expect(Date.parse(checkin.date)).toBeLessThanOrEqual(window!.to.getTime());
    }
  });

  it("walks every check-in of today's window", async () => {
    const window = checkinWindowForToday(new Date(FROZEN_AT), BUSINESS_ZONE)!;
    const seen = [];
    for await (const page of rig.client.checkins(window)) seen.push(...page);
    const expected = rig.sandbox.dataset.checkins.filter((checkin) => {
      const at = Date.parse(checkin.date);
      return at > window.from.getTime() && at <= window.to.getTime();
    });
    expect(seen.map((checkin) => checkin.checkinId)).toEqual(expected.map((checkin) => checkin.checkinId));
  });
});

describe('dynamic templates', () => {
  it('creates a dynamic template and processes its signed waiver', async () => {
    const dynamic = await rig.client.createDynamicTemplate({
      dynamic: {
        template: { meta: { title: 'Walk-in' } },
        data: { participants: [{ firstName: 'Ann' }] },
        expiration: 600,
      },
    });
    expect(dynamic).toMatchObject({ expiration: 600 });
    expect(dynamic.url).toContain(dynamic.uuid);
    const { transactionId } = await control<{ transactionId: string }>(
      rig.sandbox,
      'POST',
      `/dynamic/${dynamic.uuid}/sign`,
    );
    const processed = await rig.client.processDynamic(transactionId);
    expect(processed.transactionId).toBe(transactionId);
    expect(processed.waiverId).not.toBe('');
  });

  it('answers an unknown transaction with a NotFoundError', async () => {
    await expect(rig.client.processDynamic('no-such-transaction')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('group reservations', () => {
  it('creates a group and returns the leader invite, without envelope', async () => {
    const group = await rig.client.createGroup({
      event: { event_date: '2025-03-20T15:00:00-07:00', leader: 'Rivera birthday', name: 'Party' },
      leader: { first_name: 'Maria', last_name: 'Rivera', email: 'maria@example.test' },
      template: firstTemplateId(),
      participants: [{ first_name: 'Leo', last_name: 'Rivera' }],
    });
    expect(group).toMatchObject({
      template: firstTemplateId(),
      mailer: 'service',
      event: { leader: 'Rivera birthday', name: 'Party', description: '' },
      user: rig.sandbox.dataset.account.id,
    });
    expect(group.invite_urls[0]?.recipient).toBe('maria@example.test');
    expect(group.group_management).toMatch(/^http/);
  });
});

describe('published keys', () => {
  it('lists, creates and refuses a label already in use', async () => {
    const before = await rig.client.listPublishedKeys();
    const created = await rig.client.createPublishedKey('Front desk');
    expect(created.newKey.label).toBe('Front desk');
    expect(created.newKey.key).not.toBe(rig.sandbox.apiKeys[0]);
    expect(created.keys).toHaveLength(before.length + 1);
    expect(await rig.client.listPublishedKeys()).toContainEqual(created.newKey);
    await expect(rig.client.createPublishedKey('Front desk')).rejects.toBeInstanceOf(LabelInUseError);
  });
});

describe('sms', () => {
  it('sends a waiver link by SMS', async () => {
    const sms = await rig.client.sendSms({ templateId: firstTemplateId(), number: 15415550123 });
    expect(sms).toMatchObject({ status: 1, template: { uuid: firstTemplateId() } });
    expect(sms.phone).toContain('541');
  });
});

describe('templates and prefill', () => {
  it('lists templates, with custom fields only when asked', async () => {
    const plain = await rig.client.listTemplates();
    expect(plain.map((template) => template.templateId)).toEqual(
      rig.sandbox.dataset.templates.map((template) => template.templateId),
    );
    expect(plain[0]).not.toHaveProperty('customFields');
    const detailed = await rig.client.listTemplates({ customFields: true, published: true });
    expect(detailed.every((template) => Array.isArray(template.customFields))).toBe(true);
  });

  it('reads one template', async () => {
    const template = await rig.client.getTemplate(firstTemplateId(), { customFields: true });
    expect(template).toEqual(rig.sandbox.dataset.templates[0]);
  });

  it('prefills a template and returns its link', async () => {
    const link = await rig.client.prefill(firstTemplateId(), {
      expiration: 900,
      participants: [{ firstName: 'Ann', lastName: 'Lee' }],
      external_id: 'member_1042',
    });
    expect(link.expiration).toBe(900);
    expect(link.url).toContain(link.uuid);
  });
});

describe('search and waivers', () => {
  it('searches and reads a result page with PDFs', async () => {
    const summary = await rig.client.search({ templateId: firstTemplateId(), sort: 'asc' });
    expect(summary.pageSize).toBe(100);
    expect(summary.count).toBeGreaterThan(0);
    const page = await rig.client.searchResultsPage(summary.guid, 0, { pdf: true });
    expect(page.length).toBe(Math.min(100, summary.count));
    expect(page.every((waiver) => waiver.templateId === firstTemplateId())).toBe(true);
    expect(
      Buffer.from(page[0]?.pdf ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('reads one waiver, with and without its PDF', async () => {
    const id = visibleWaiverId();
    const plain = await rig.client.getWaiver(id);
    expect(plain.waiverId).toBe(id);
    expect(plain.pdf).toBe('');
    const withPdf = await rig.client.getWaiver(id, { pdf: true });
    expect(withPdf.pdf.length).toBeGreaterThan(100);
  });

  it('lists waiver summaries', async () => {
    const list = await rig.client.listWaivers({ limit: 5, templateId: firstTemplateId() });
    expect(list).toHaveLength(5);
    expect(list.skipped).toBe(0);
    expect(list[0]).not.toHaveProperty('participants');
    const byId = new Map(rig.sandbox.dataset.waivers.map((waiver) => [waiver.waiverId, waiver]));
    for (const summary of list) expect(summary.flags).toEqual(byId.get(summary.waiverId)?.flags);
  });

  it("reads a waiver's photos and signatures", async () => {
    // A waiver that has photos, so every one of them is read and checked.
    const withPhotos = rig.sandbox.dataset.waivers.findLast(
      (waiver) => Date.parse(waiver.createdOn) <= FROZEN_AT && waiver.photos >= 2,
    );
    if (!withPhotos) throw new Error('the sandbox has no visible waiver with photos');
    const id = withPhotos.waiverId;
    const photos = await rig.client.getWaiverPhotos(id);
    expect(photos.waiverId).toBe(id);
    expect(photos.photos).toHaveLength(withPhotos.photos);
    expect(new Set(photos.photos.map((photo) => photo.photoId)).size).toBe(withPhotos.photos);
    for (const photo of photos.photos) {
      expect(photo.fileType).toBe('png');
      expect(photo.tag).not.toBe('');
      // The Base64 is a whole PNG image.
      expect([...Buffer.from(photo.photo, 'base64').subarray(0, 8)]).toEqual([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
      ]);
    }
    const signatures = await rig.client.getWaiverSignatures(id);
    expect(signatures.waiverId).toBe(id);
    expect(signatures.signatures.participants.length).toBeGreaterThan(0);
  });

  it('reads the account settings', async () => {
    expect((await rig.client.getSettings()).console).toHaveProperty('staticExpiration');
  });
});

describe('webhooks', () => {
  it('configures, reads and removes the account webhook', async () => {
    expect(await rig.client.getWebhookConfig()).toBeNull();
    const config = {
      endpoint: 'https://hooks.example.test/waivers',
      emailValidationRequired: 'both',
    } as const;
    expect(await rig.client.setWebhookConfig(config)).toEqual(config);
    expect(await rig.client.getWebhookConfig()).toEqual(config);
    await rig.client.deleteWebhookConfig();
    expect(await rig.client.getWebhookConfig()).toBeNull();
  });

  it('resends a notification and reads it from the pull queues', async () => {
    const id = visibleWaiverId();
    const templateId = rig.sandbox.dataset.waivers.find((waiver) => waiver.waiverId === id)
      ?.templateId as string;
    // Signings by earlier tests queued notifications of their own.
    await drain(() => rig.client.readAccountQueue({ delete: true }));
    await drain(() => rig.client.readTemplateQueue(templateId, { delete: true }));
    expect(await rig.client.resendWebhook(id)).toBe(true);
    const counts = await rig.client.webhookQueueCounts();
    expect(counts.account.messagesTotal).toBe(1);
    expect(counts.templates.find((queue) => queue.templateId === templateId)?.messagesTotal).toBe(1);

    const peeked = await rig.client.readAccountQueue();
    expect(peeked?.payload).toEqual({ unique_id: id, event: 'new-waiver' });
    expect(await rig.client.deleteAccountQueueMessage(peeked!.messageId)).toBe(true);
    expect(await rig.client.readAccountQueue()).toBeNull();

    const taken = await rig.client.readTemplateQueue(templateId, { delete: true });
    expect(taken?.payload.unique_id).toBe(id);
    expect(await rig.client.readTemplateQueue(templateId)).toBeNull();
    await expect(rig.client.deleteTemplateQueueMessage(templateId, taken!.messageId)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
