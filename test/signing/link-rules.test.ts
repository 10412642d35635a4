/** The documented constraints of prefilled links (4.12, section 8) and auto-tag links, checked before sending. */
import { describe, expect, it } from 'vitest';
import { wordField } from '../../renderer/src/i18n/word-field.ts';
import {
  autoTagLinkRequestSchema,
  buildAutoTagLink,
  EXPIRATION_PRESETS,
  isPrefillable,
  MAX_PREFILL_PARTICIPANTS,
  orderForSending,
  type PrefillLinkRequest,
  prefillBodyOf,
  prefillRequestSchema,
} from '../../shared/ipc/signing.ts';
import '../renderer/support/english.ts';

const base: PrefillLinkRequest = { templateId: '5f3c2a1b9d8e7', expiration: 3_600 };

/** The field messages of a refused request as the page words them in English, by dotted path. */
function refusals(request: unknown): Record<string, string> {
  const parsed = prefillRequestSchema.safeParse(request);
  if (parsed.success) throw new Error('the request was accepted');
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), wordField(issue.message)]),
  );
}

describe('prefilled link: expiration', () => {
  it.each([300, 3_600, 2_592_000])('accepts %i seconds', (expiration) => {
    expect(prefillRequestSchema.safeParse({ ...base, expiration }).success).toBe(true);
  });

  it.each([
    [299, 'A link stays valid at least 5 minutes.'],
    [0, 'A link stays valid at least 5 minutes.'],
    [2_592_001, 'A link stays valid at most 30 days.'],
    [600.5, 'Choose how long the link stays valid, in whole minutes.'],
  ])('refuses %s seconds', (expiration, message) => {
    expect(refusals({ ...base, expiration })).toEqual({ expiration: message });
  });

  it('refuses a link without an expiration', () => {
    expect(refusals({ templateId: 'x' })).toEqual({ expiration: 'Choose how long the link stays valid.' });
  });

  it('offers presets from 15 minutes to 30 days, all within the documented range', () => {
    expect(EXPIRATION_PRESETS.map((preset) => preset.seconds)).toEqual([
      900, 3_600, 86_400, 604_800, 2_592_000,
    ]);
    for (const preset of EXPIRATION_PRESETS) {
      expect(prefillRequestSchema.safeParse({ ...base, expiration: preset.seconds }).success).toBe(true);
    }
  });
});

describe('prefilled link: external_id', () => {
  it.each(['', 'M12345', 'member_0042', 'A'.repeat(128)])('accepts %j', (external_id) => {
    expect(prefillRequestSchema.safeParse({ ...base, external_id }).success).toBe(true);
  });

  it('refuses more than 128 characters', () => {
    expect(refusals({ ...base, external_id: 'A'.repeat(129) })).toEqual({
      external_id: 'At most 128 characters (letters, digits and _).',
    });
  });

  it.each(['M-12345', 'member 42', 'née_1', 'a.b', 'x@y'])(
    'refuses %j (letters, digits and _ only)',
    (external_id) => {
      expect(refusals({ ...base, external_id })).toEqual({
        external_id: 'Only letters, digits and _ (no spaces, dashes or accents).',
      });
    },
  );
});

describe('prefilled link: locking and dates of birth', () => {
  it('locks prefilled answers when no date of birth is given', () => {
    const request = {
      ...base,
      lockdownPrefill: true,
      participants: [{ firstName: 'Ada', lastName: 'Byron' }],
    };
    expect(prefillRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses locking with a participant date of birth, at the switch and at the date', () => {
    const fields = refusals({
      ...base,
      lockdownPrefill: true,
      participants: [{ firstName: 'Ada' }, { firstName: 'Ben', dob: '2014-03-02' }],
    });
    expect(fields.lockdownPrefill).toMatch(/cannot be used with a date of birth/);
    expect(fields['participants.1.dob']).toMatch(/Clear this date/);
    expect(Object.keys(fields).sort()).toEqual(['lockdownPrefill', 'participants.1.dob']);
  });

  it("refuses locking with the guardian's date of birth", () => {
    const fields = refusals({
      ...base,
      lockdownPrefill: true,
      guardian: { firstName: 'Cora', dob: '1980-01-31', participant: false },
    });
    expect(Object.keys(fields).sort()).toEqual(['guardian.dob', 'lockdownPrefill']);
  });

  it('allows dates of birth without locking', () => {
    const request = { ...base, participants: [{ firstName: 'Ben', dob: '2014-03-02' }] };
    expect(prefillRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('prefilled link: people and answers', () => {
  it.each([
    ['2014-02-30', 'Enter the date of birth as a date, e.g. 2012-05-31.'],
    ['03/02/2014', 'Enter the date of birth as a date, e.g. 2012-05-31.'],
    ['1899-12-31', 'That date of birth is not possible.'],
    ['2999-01-01', 'That date of birth is not possible.'],
  ])('refuses the date of birth %j', (dob, message) => {
    expect(refusals({ ...base, participants: [{ dob }] })).toEqual({ 'participants.0.dob': message });
  });

  it(`holds at most ${MAX_PREFILL_PARTICIPANTS} participants`, () => {
    const participants = Array.from({ length: MAX_PREFILL_PARTICIPANTS + 1 }, () => ({ firstName: 'A' }));
    expect(refusals({ ...base, participants })).toEqual({
      participants: `A link holds at most ${MAX_PREFILL_PARTICIPANTS} participants.`,
    });
  });

  it("asks the guardian's phone and gender only when the guardian also takes part", () => {
    expect(
      refusals({ ...base, guardian: { firstName: 'Cora', phone: '3035550123', participant: false } }),
    ).toEqual({ 'guardian.phone': 'Asked only when the guardian also takes part.' });
    const taking = { ...base, guardian: { firstName: 'Cora', phone: '3035550123', participant: true } };
    expect(prefillRequestSchema.safeParse(taking).success).toBe(true);
  });

  it('refuses an email address that is not one, and over-long answers', () => {
    expect(refusals({ ...base, email: 'ada@' })).toEqual({
      email: 'Enter an email address such as name@example.com.',
    });
    expect(refusals({ ...base, customWaiverFields: { g1: 'x'.repeat(2_001) } })).toEqual({
      'customWaiverFields.g1': 'That answer is too long: at most 2000 characters.',
    });
    expect(Object.keys(refusals({ ...base, participants: [{ lastName: 'x'.repeat(201) }] }))).toEqual([
      'participants.0.lastName',
    ]);
  });

  it('refuses members the service does not know', () => {
    expect(prefillRequestSchema.safeParse({ ...base, password: 'x' }).success).toBe(false);
    expect(prefillRequestSchema.safeParse({ ...base, participants: [{ age: 9 }] }).success).toBe(false);
  });
});

describe('prefilled link: the body sent to the service', () => {
  it('sends what was filled in, under the service names, and nothing empty', () => {
    const checked = prefillRequestSchema.parse({
      ...base,
      kiosk: true,
      anyoneElseHidden: false,
      participants: [
        { firstName: ' Ada ', lastName: 'Byron', dob: '2014-03-02', customFields: { p1: 'Blue', p2: '' } },
        { firstName: '', lastName: '' },
        { firstName: 'Ben', lastName: 'Byron' },
      ],
      guardian: {
        firstName: 'Cora',
        lastName: 'Byron',
        relationship: 'Mother',
        participant: true,
        phone: '303',
      },
      email: 'cora@example.com',
      emergencyContactFirstName: 'Dan',
      emergencyContactLastName: 'Byron',
      emergencyContactPhone: '(720) 555-0100',
      customWaiverFields: { w1: 'Yes', w2: '' },
      external_id: 'M_42',
    });
    expect(prefillBodyOf(checked)).toEqual({
      expiration: 3_600,
      kiosk: true,
      participants: [
        { firstName: 'Ada', lastName: 'Byron', dob: '2014-03-02', customFields: { p1: 'Blue' } },
        { firstName: 'Ben', lastName: 'Byron' },
      ],
      guardian: {
        firstName: 'Cora',
        lastName: 'Byron',
        phone: '303',
        relationship: 'Mother',
        participant: true,
      },
      email: 'cora@example.com',
      emergencyContactName: 'Dan Byron',
      emergencyContactFirstName: 'Dan',
      emergencyContactLastName: 'Byron',
      emergencyContactPhone: '(720) 555-0100',
      customWaiverFields: { w1: 'Yes' },
      external_id: 'M_42',
    });
  });

  it('sends a bare link when nothing is prefilled', () => {
    expect(prefillBodyOf(prefillRequestSchema.parse(base))).toEqual({ expiration: 3_600 });
  });
});

describe('auto-tag link', () => {
  it('builds the documented link form on the given host', () => {
    expect(buildAutoTagLink('https://waiver.smartwaiver.com', 'sprswrvh2keeh', 'C-1042')).toBe(
      'https://waiver.smartwaiver.com/auto/?auto_waiverid=sprswrvh2keeh&auto_tag=C-1042',
    );
    expect(buildAutoTagLink('http://127.0.0.1:5200/', 'abc', 'a&b=c#d')).toBe(
      'http://127.0.0.1:5200/auto/?auto_waiverid=abc&auto_tag=a%26b%3Dc%23d',
    );
  });

  it('takes a customer number of up to 64 characters and refuses a longer one', () => {
    expect(autoTagLinkRequestSchema.parse({ templateId: 'abc', tag: ` ${'7'.repeat(64)} ` }).tag).toBe(
      '7'.repeat(64),
    );
    const refused = autoTagLinkRequestSchema.safeParse({ templateId: 'abc', tag: '7'.repeat(65) });
    expect(refused.error?.issues.map((issue) => wordField(issue.message))).toEqual([
      'An auto-tag holds at most 64 characters; this one has 65.',
    ]);
  });

  it('refuses an empty customer number and one with spaces', () => {
    const refusal = (tag: string) =>
      wordField(
        autoTagLinkRequestSchema.safeParse({ templateId: 'abc', tag }).error?.issues[0]?.message ?? '',
      );
    expect(refusal('  ')).toBe('Enter the customer number.');
    expect(refusal('C 1042')).toBe('Leave spaces out of the customer number.');
  });
});

describe('templates to send', () => {
  it('lists published templates first, newest publication first, then drafts by title', () => {
    const ordered = orderForSending([
      { title: 'Zeta draft', published: false, publishedOn: '' },
      { title: 'Older', published: true, publishedOn: '2024-01-02T00:00:00+00:00' },
      { title: 'Alpha draft', published: false, publishedOn: '' },
      { title: 'Newer', published: true, publishedOn: '2025-03-01T00:00:00+00:00' },
    ]);
    expect(ordered.map((template) => template.title)).toEqual([
      'Newer',
      'Older',
      'Alpha draft',
      'Zeta draft',
    ]);
  });

  it('leaves out questions a prefill cannot answer', () => {
    expect(isPrefillable({ fieldType: 'textbox', type: 'string' })).toBe(true);
    expect(isPrefillable({ fieldType: 'numerictextbox', type: 'number' })).toBe(true);
    expect(isPrefillable({ fieldType: 'richtext', type: 'none' })).toBe(false);
    expect(isPrefillable({ fieldType: 'file', type: 'file' })).toBe(false);
  });
});
