import { describe, expect, it } from 'vitest';
import {
  checkinsPageSchema,
  groupReservationResponseSchema,
  prefillLinkSchema,
  publishedKeySchema,
  signedWaiverListSchema,
  signedWaiverSchema,
  templateSchema,
  waiverSummaryListSchema,
  webhookConfigSchema,
  webhookQueueCountsSchema,
  webhookQueueMessageSchema,
} from '../../electron/records/schemas.ts';
import { normalizeServiceDateTime } from '../../shared/domain/record-values.ts';
import { readCheckIn, readWaiverSummary } from '../../shared/domain/records.ts';

/** A signed waiver as the real service has been seen to send it (notes, "Response shapes"). */
function looseWaiver(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    waiverId: '6jebdfxzvrdkd',
    templateId: 'sprswrvh2keeh',
    title: 'Demo Waiver',
    createdOn: '2017-01-24 13:12:29',
    expirationDate: '',
    expired: false,
    verified: 'true',
    kiosk: 0,
    firstName: 'Kyle',
    lastName: 'Smith',
    dob: '2005-12-25',
    isMinor: 'true',
    clientIP: '192.0.2.0',
    email: 'kyle@example.com',
    marketingAllowed: 'false',
    addressLineOne: '626 NW Arizona Ave.',
    addressZip: 97703,
    tags: ['Green Team'],
    flags: { displayText: 'Are you ready to have fun?', reason: 'was not selected' },
    photos: '2',
    participants: [
      {
        firstName: 'Kyle',
        middleName: '',
        lastName: 'Smith',
        dob: '2005-12-25',
        isMinor: 'true',
        gender: 'Male',
        phone: '111-111-1111',
        tags: ['Beginner'],
        customParticipantFields: { w5qe9kkh3bxpe: { value: 'A friend', displayText: 'How did you hear?' } },
        flags: [{ displayText: 'Q', reason: 'R' }],
      },
    ],
    guardian: { firstName: 'Jane', middleName: '', lastName: 'Smith', phone: '111-111-1111' },
    customWaiverFields: [],
    prefillId: 'pf-1',
    typedSignatures: { participants: ['Kyle Smith'] },
    ...overrides,
  };
}

describe('normalizeServiceDateTime', () => {
  it.each([
    ['2017-01-24 13:12:29', '2017-01-24T13:12:29+00:00'],
    ['2017-01-24T13:12:29', '2017-01-24T13:12:29+00:00'],
    ['2017-01-24 13:12', '2017-01-24T13:12:00+00:00'],
    ['2017-01-24', '2017-01-24T00:00:00+00:00'],
    ['2017-01-24T11:14:25Z', '2017-01-24T11:14:25Z'],
    ['2024-05-01T09:30:00-04:00', '2024-05-01T09:30:00-04:00'],
    ['2024-05-01T09:30:00.250+05:30', '2024-05-01T09:30:00.250+05:30'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeServiceDateTime(input)).toBe(expected);
  });

  it.each(['yesterday', '', '2017-13-45 99:99:99', '24/01/2017'])('rejects %j', (input) => {
    expect(normalizeServiceDateTime(input)).toBeNull();
  });
});

describe('signed waiver schema', () => {
  it('normalises every loose shape into the canonical waiver', () => {
    const waiver = signedWaiverSchema.parse(looseWaiver());
    expect(waiver).toMatchObject({
      createdOn: '2017-01-24T13:12:29+00:00',
      expirationDate: '',
      verified: true,
      kiosk: false,
      isMinor: true,
      marketingAllowed: false,
      autoTag: '',
      middleName: '',
      addressZip: '97703',
      addressLineTwo: '',
      photos: 2,
      pdf: '',
      flags: [{ displayText: 'Are you ready to have fun?', reason: 'was not selected' }],
      guardian: {
        firstName: 'Jane',
        middleName: '',
        lastName: 'Smith',
        phone: '111-111-1111',
        dob: '',
        relationship: '',
      },
      customWaiverFields: {},
    });
    expect(waiver.participants[0]).toMatchObject({
      isMinor: true,
      minorExpired: false,
      relationship: '',
      customParticipantFields: { w5qe9kkh3bxpe: { value: 'A friend', displayText: 'How did you hear?' } },
    });
  });

  it('drops fields it does not know instead of failing on them', () => {
    const waiver = signedWaiverSchema.parse(looseWaiver());
    expect(waiver).not.toHaveProperty('prefillId');
    expect(waiver).not.toHaveProperty('typedSignatures');
  });

  it('keeps a canonical waiver as it is', () => {
    const canonical = signedWaiverSchema.parse(looseWaiver());
    expect(signedWaiverSchema.parse(canonical)).toEqual(canonical);
  });

  it('reads absent or empty flags, a null guardian and a missing guardian as none', () => {
    expect(signedWaiverSchema.parse(looseWaiver({ flags: {} })).flags).toEqual([]);
    expect(signedWaiverSchema.parse(looseWaiver({ flags: undefined })).flags).toEqual([]);
    expect(signedWaiverSchema.parse(looseWaiver({ guardian: null })).guardian).toBeNull();
    expect(signedWaiverSchema.parse(looseWaiver({ guardian: undefined })).guardian).toBeNull();
  });

  it('is strict about what identifies a waiver, and reads a value it cannot read as empty', () => {
    expect(signedWaiverSchema.safeParse(looseWaiver({ waiverId: undefined })).success).toBe(false);
    expect(signedWaiverSchema.safeParse(looseWaiver({ waiverId: '  ' })).success).toBe(false);
    expect(signedWaiverSchema.safeParse('6jebdfxzvrdkd').success).toBe(false);
    const read = (overrides: Record<string, unknown>) => signedWaiverSchema.parse(looseWaiver(overrides));
    expect(read({ createdOn: 'last Tuesday' }).createdOn).toBe('');
    expect(read({ isMinor: 'maybe' }).isMinor).toBe(false);
    expect(read({ photos: 'many' }).photos).toBe(0);
    // One bare tag is a list of one, as one bare flag is.
    expect(read({ tags: 'Green Team' }).tags).toEqual(['Green Team']);
    // The rest of the waiver is read as ever.
    expect(read({ createdOn: 'last Tuesday' })).toMatchObject({
      verified: true,
      addressZip: '97703',
      photos: 2,
    });
  });

  it('reads a waiver summary without autoTag or flags', () => {
    const { participants: _, ...summary } = looseWaiver({ autoTag: undefined, flags: undefined });
    expect(readWaiverSummary(summary)).toMatchObject({
      autoTag: '',
      flags: [],
      createdOn: '2017-01-24T13:12:29+00:00',
    });
  });

  it("reads a waiver summary's flags, as a list or as one bare flag", () => {
    const { participants: _, ...summary } = looseWaiver();
    const flag = { displayText: 'Are you ready to have fun?', reason: 'was not selected' };
    expect(readWaiverSummary(summary).flags).toEqual([flag]);
    expect(readWaiverSummary({ ...summary, flags: [flag, flag] }).flags).toEqual([flag, flag]);
  });
});

describe('check-in schema', () => {
  const checkin = {
    checkinId: 8812,
    date: '2024-05-01T09:30:00-04:00',
    waiverId: 'w1',
    position: -1,
    firstName: 'Ann',
    lastName: 'Lee',
    isMinor: 0,
    dateSigned: '2024-05-01 13:00:00',
    templateId: 2417005,
  };

  it('reads isMinor as 0/1, numeric strings as numbers and zone-less dates as UTC', () => {
    expect(readCheckIn({ ...checkin, isMinor: 1, checkinId: '8812', templateId: '2417005' })).toEqual({
      ...checkin,
      isMinor: true,
      dateSigned: '2024-05-01T13:00:00+00:00',
    });
    expect(readCheckIn(checkin).isMinor).toBe(false);
    expect(readCheckIn({ ...checkin, isMinor: 'false' }).isMinor).toBe(false);
  });

  it('reads a fractional id as none and a missing date as empty, keeping the rest', () => {
    expect(readCheckIn({ ...checkin, checkinId: 1.5 })).toEqual({
      ...checkin,
      checkinId: 0,
      isMinor: false,
      dateSigned: '2024-05-01T13:00:00+00:00',
    });
    const { date: _, ...undated } = checkin;
    expect(readCheckIn(undated).date).toBe('');
  });

  it('reads moreCheckins written as a string', () => {
    const page = checkinsPageSchema.parse({
      fromDts: 'a',
      toDts: 'b',
      moreCheckins: 'true',
      checkins: [checkin],
    });
    expect(page.moreCheckins).toBe(true);
  });
});

describe('template schema', () => {
  const template = {
    templateId: 'sprswrvh2keeh',
    title: 'Demo Waiver',
    publishedVersion: '78015',
    publishedOn: '2017-01-24 11:14:25',
    webUrl: 'https://example.test/w/web/',
    kioskUrl: 'https://example.test/w/kiosk/',
  };

  it('fills absent lists, reads a null webhook and leaves custom fields out unless sent', () => {
    const read = templateSchema.parse({ ...template, webhook: null });
    expect(read).toEqual({
      ...template,
      publishedVersion: 78015,
      publishedOn: '2017-01-24T11:14:25+00:00',
      vanityUrls: [],
      webhook: null,
    });
    expect(read).not.toHaveProperty('customFields');
  });

  it('takes participant fields under either name the spec uses', () => {
    const field = { guid: 'g1', fieldType: 'NumericTextBox', type: 'number', label: 'Age' };
    const spelledAsList = templateSchema.parse({ ...template, participantCustomFields: [field] });
    expect(spelledAsList.customParticipantFields).toEqual([{ ...field, fieldType: 'numerictextbox' }]);
  });

  it('rejects a field type outside the documented ones', () => {
    const field = { guid: 'g1', fieldType: 'hologram', type: 'string', label: 'x' };
    expect(templateSchema.safeParse({ ...template, customFields: [field] }).success).toBe(false);
  });

  it('reads the template webhook, whatever the case of its flag', () => {
    const webhook = { endpoint: 'https://hooks.example.test/', emailValidationRequired: 'YES' };
    expect(templateSchema.parse({ ...template, webhook }).webhook).toEqual({
      ...webhook,
      emailValidationRequired: 'yes',
    });
  });

  it("reads a template webhook sent before and after verification ('both')", () => {
    const webhook = { endpoint: 'https://hooks.example.test/', emailValidationRequired: 'both' };
    expect(templateSchema.parse({ ...template, webhook }).webhook).toEqual(webhook);
  });

  it.each([[{}], [{ endpoint: '' }], [[]], [null], [undefined]])(
    'reads an unset template webhook sent as %j as none',
    (webhook) => {
      expect(templateSchema.parse({ ...template, webhook }).webhook).toBeNull();
    },
  );

  it('refuses a template webhook whose flag it cannot read', () => {
    const webhook = { endpoint: 'https://hooks.example.test/', emailValidationRequired: 'sometimes' };
    expect(templateSchema.safeParse({ ...template, webhook }).success).toBe(false);
  });
});

describe('smaller payloads', () => {
  it('reads the published key date of the notes', () => {
    expect(
      publishedKeySchema.parse({ createdAt: '2017-01-24T11:14:25Z', key: 'pk_1', label: 'Front' }),
    ).toEqual({
      createdAt: '2017-01-24T11:14:25Z',
      key: 'pk_1',
      label: 'Front',
    });
  });

  it('reads a prefill expiration documented as a string', () => {
    expect(
      prefillLinkSchema.parse({ uuid: 'u', expiration: '300', url: 'https://x.test/p' }).expiration,
    ).toBe(300);
  });

  it('reads a group reservation, filling absent optional event texts', () => {
    const data = {
      template: 2417005,
      mailer: 'service',
      event: { event_date: '2024-06-01T10:00:00+00:00', leader: 'Team' },
      leader: { first_name: 'A', last_name: 'B', email: 'a@b.test' },
      user: '77',
      invite_urls: { invite_url: 'https://x.test/g/1', recipient: 'a@b.test' },
      group_management: 'https://x.test/m/1',
    };
    expect(groupReservationResponseSchema.parse({ data }).data).toEqual({
      ...data,
      template: '2417005',
      user: 77,
      event: { ...data.event, name: '', description: '' },
      invite_urls: [data.invite_urls],
    });
  });

  it('reads an unset account webhook as null', () => {
    expect(webhookConfigSchema.parse({})).toBeNull();
    expect(webhookConfigSchema.parse([])).toBeNull();
    expect(webhookConfigSchema.parse({ endpoint: '' })).toBeNull();
    expect(
      webhookConfigSchema.parse({ endpoint: 'https://h.test', emailValidationRequired: 'both' }),
    ).toEqual({
      endpoint: 'https://h.test',
      emailValidationRequired: 'both',
    });
  });

  it('reads queue counts with one member per template queue, as the real service sends them', () => {
    const counts = { messagesTotal: 2, messagesNotVisible: 0, messagesDelayed: '1' };
    expect(
      webhookQueueCountsSchema.parse({ account: counts, 'template-4fc7d12601941': counts, unrelated: true }),
    ).toEqual({
      account: { ...counts, messagesDelayed: 1 },
      templates: [
        { templateId: '4fc7d12601941', messagesTotal: 2, messagesNotVisible: 0, messagesDelayed: 1 },
      ],
    });
    const canonical = {
      account: { messagesTotal: 0, messagesNotVisible: 0, messagesDelayed: 0 },
      templates: [],
    };
    expect(webhookQueueCountsSchema.parse(canonical)).toEqual(canonical);
    expect(webhookQueueCountsSchema.safeParse({ account: counts, 'template-x': 'lots' }).success).toBe(false);
  });

  it('reads an empty queue as null and a message as it is', () => {
    expect(webhookQueueMessageSchema.parse(null)).toBeNull();
    const message = { messageId: 'm1', payload: { unique_id: 'w1', event: 'new-waiver' } };
    expect(webhookQueueMessageSchema.parse(message)).toEqual(message);
  });
});

describe('lists read element by element', () => {
  const checkin = {
    checkinId: 8812,
    date: '2024-05-01 09:30:00',
    waiverId: 'w1',
    position: 0,
    firstName: 'Ann',
    lastName: 'Lee',
    isMinor: false,
    dateSigned: '2024-05-01 09:00:00',
    templateId: 2417005,
  };
  const page = (checkins: unknown[]) => ({ fromDts: 'a', toDts: 'b', moreCheckins: false, checkins });

  it('keeps a check-in without dateSigned, templateId or checkinId, with those fields empty', () => {
    const { dateSigned: _, templateId: __, ...undated } = checkin;
    const { checkinId: ___, ...unnumbered } = checkin;
    const read = checkinsPageSchema.parse(page([checkin, undated, unnumbered]));
    expect(read.skipped).toBe(0);
    expect(read.checkins).toHaveLength(3);
    expect(read.checkins[1]).toEqual({
      ...checkin,
      date: '2024-05-01T09:30:00+00:00',
      dateSigned: '',
      templateId: 0,
    });
    expect(read.checkins[2]).toMatchObject({ checkinId: 0, waiverId: 'w1' });
  });

  it('keeps a check-in known only by its id, and one whose other fields cannot be read', () => {
    const { waiverId: _, ...byIdOnly } = checkin;
    const read = checkinsPageSchema.parse(page([byIdOnly, { ...checkin, isMinor: 'maybe', date: 'soon' }]));
    expect(read.checkins.map((c) => [c.checkinId, c.waiverId])).toEqual([
      [8812, ''],
      [8812, 'w1'],
    ]);
    expect(read.checkins[1]).toMatchObject({ isMinor: false, date: '', firstName: 'Ann' });
  });

  it('skips and counts what nothing identifies: no waiverId nor checkinId, or not an object', () => {
    const { waiverId: _, checkinId: __, ...anonymous } = checkin;
    const read = checkinsPageSchema.parse(
      page([anonymous, checkin, null, 'w2', [checkin], { ...checkin, waiverId: '', checkinId: 'x' }]),
    );
    expect(read.checkins).toHaveLength(1);
    expect(read.skipped).toBe(5);
  });

  it('still refuses a page whose list is not a list', () => {
    expect(checkinsPageSchema.safeParse(page(undefined as never)).success).toBe(false);
    expect(checkinsPageSchema.safeParse({ ...page([]), checkins: { 0: checkin } }).success).toBe(false);
  });

  it('keeps a search result without templateId, createdOn or autoTag and skips one without waiverId', () => {
    const incomplete = looseWaiver({ templateId: undefined, createdOn: undefined, autoTag: undefined });
    const read = signedWaiverListSchema.parse([looseWaiver(), incomplete, looseWaiver({ waiverId: '' }), 7]);
    expect(read).toHaveLength(2);
    expect(read.skipped).toBe(2);
    expect(read[1]).toMatchObject({
      waiverId: '6jebdfxzvrdkd',
      templateId: '',
      createdOn: '',
      autoTag: '',
      verified: true,
      email: 'kyle@example.com',
    });
    expect(read[1]?.participants).toHaveLength(1);
  });

  it('empties only the field of a search result it cannot read', () => {
    const read = signedWaiverListSchema.parse([looseWaiver({ participants: 'everyone', photos: 'many' })]);
    expect(read.skipped).toBe(0);
    expect(read[0]).toMatchObject({ participants: [], photos: 0, firstName: 'Kyle', isMinor: true });
  });

  it('reads the waiver list the same way', () => {
    const { participants: _, ...summary } = looseWaiver();
    const read = waiverSummaryListSchema.parse([
      summary,
      { ...summary, templateId: undefined },
      { ...summary, waiverId: undefined },
    ]);
    expect(read.map((w) => w.templateId)).toEqual(['sprswrvh2keeh', '']);
    expect(read.skipped).toBe(1);
  });
});
