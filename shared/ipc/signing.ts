/**
 * Getting a customer signing: a waiver link by text message (4.9), a prefilled
 * link (4.12) and an auto-tag link (sections 1 and 8, notes). The page checks its
 * forms with these schemas (each message beside its field, before anything is
 * sent) and the main process checks the same requests again, so the two agree.
 */
import { z } from 'zod';
import {
  type CustomFieldDefinition,
  type PrefillPerson,
  type PrefillRequest,
  WAIVER_LIMITS,
} from '../domain/waiver.ts';
import {
  ADDRESS_FIELDS,
  EMERGENCY_CONTACT_PARTS,
  INSURANCE_AND_LICENSE_FIELDS,
} from '../domain/waiver-fields.ts';
import { type NanpNumber, readNanpPhone } from './sms-phone.ts';

export { formatNanp, type NanpNumber, PHONE_EXAMPLE, type PhoneReading, readNanpPhone } from './sms-phone.ts';

// --- Templates --------------------------------------------------------------------------------

/** A custom question a link can prefill, labelled as the waiver shows it. */
export type SigningField = Pick<CustomFieldDefinition, 'guid' | 'label' | 'fieldType' | 'type'>;

export interface SigningTemplate {
  templateId: string;
  title: string;
  /** Unpublished templates can be sent, but customers see the draft. */
  published: boolean;
  publishedOn: string;
  /** Waiver-level questions a link can prefill. */
  waiverFields: SigningField[];
  /** Questions asked of each participant (and of a guardian who takes part). */
  participantFields: SigningField[];
}

export interface SigningTemplates {
  /** Published first, then by title. */
  templates: SigningTemplate[];
  /** 'copy': the service could not be reached and the list comes from the desk's copy. */
  source: 'service' | 'copy';
}

/**
 * Whether a prefill can carry an answer to the field: rich text asks nothing and a
 * file cannot travel as text, so the form leaves both out.
 */
export function isPrefillable(field: Pick<CustomFieldDefinition, 'fieldType' | 'type'>): boolean {
  return field.type !== 'none' && field.type !== 'file' && field.fieldType !== 'richtext';
}

/** Published first (newest publication first), then unpublished, each by title. */
export function orderForSending<T extends { title: string; published: boolean; publishedOn: string }>(
  templates: readonly T[],
): T[] {
  return [...templates].sort(
    (a, b) =>
      Number(b.published) - Number(a.published) ||
      b.publishedOn.localeCompare(a.publishedOn) ||
      a.title.localeCompare(b.title),
  );
}

export const templateIdSchema = z
  .string({ error: 'Choose a waiver.' })
  .trim()
  .min(1, 'Choose a waiver.')
  .max(100, 'That is not a waiver of this account.')
  .regex(/^[\x21-\x7e]+$/, 'That is not a waiver of this account.');

// --- Text message -----------------------------------------------------------------------------

/** The typed number in, the number read by the US and Canada rules out. */
export const smsPhoneSchema = z
  .string({ error: "Enter the customer's mobile number." })
  .max(40, 'That is longer than any phone number.')
  .transform((typed, context): NanpNumber => {
    const reading = readNanpPhone(typed);
    if (reading.ok) return reading.number;
    context.addIssue({ code: 'custom', message: reading.problem });
    return z.NEVER;
  });

export const sendWaiverSmsRequestSchema = z
  .object({
    templateId: templateIdSchema,
    phone: smsPhoneSchema,
    /**
     * The person confirmed another message to a number that got one under a minute
     * ago, or whose last send may have gone through without an answer.
     */
    sendAgain: z.boolean().default(false),
  })
  .strict();
export type SendWaiverSmsRequest = z.input<typeof sendWaiverSmsRequestSchema>;

/** The service's answer (4.9) in the desk's terms. */
export interface SentText {
  messageId: string;
  /** As the service formatted it. */
  phone: string;
  /** As the desk writes it: `(303) 555-0123`. */
  display: string;
  templateId: string;
  templateTitle: string;
  /** The service's status; 1 is sent. */
  status: number;
  sent: boolean;
  /** ISO 8601, as the service gave it (its own zone). */
  sentAt: string;
}

/** A second identical text is refused for this long after one went out, unless confirmed. */
export const SMS_REPEAT_WINDOW_MS = 60_000;

// --- Prefilled link ---------------------------------------------------------------------------

export const EXPIRATION_PRESETS = [
  { label: '15 minutes', seconds: 15 * 60 },
  { label: '1 hour', seconds: 60 * 60 },
  { label: '1 day', seconds: 24 * 60 * 60 },
  { label: '7 days', seconds: 7 * 24 * 60 * 60 },
  { label: '30 days', seconds: WAIVER_LIMITS.prefillExpirationMax },
] as const;

/** How many people a link can be prefilled for: well past any family, short of a mistake. */
export const MAX_PREFILL_PARTICIPANTS = 30;

const TEXT_MAX = 200;
const ANSWER_MAX = 2_000;

const textField = (max = TEXT_MAX) =>
  z
    .string({ error: 'Enter text here.' })
    .trim()
    .max(max, `That is too long: at most ${max} characters.`)
    .default('');

const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const dateOfBirth = z
  .string()
  .trim()
  .default('')
  .superRefine((value, context) => {
    if (value === '') return;
    if (!isCalendarDate(value)) {
      context.addIssue({ code: 'custom', message: 'Enter the date of birth as a date, e.g. 2012-05-31.' });
      return;
    }
    // A day of slack: the customer's today may already be tomorrow in UTC.
    const latest = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    if (value < '1900-01-01' || value > latest) {
      context.addIssue({ code: 'custom', message: 'That date of birth is not possible.' });
    }
  });

/** Answers to custom questions by field guid. */
const answers = z
  .record(
    z.string().trim().min(1).max(64, 'That is not a question of this waiver.'),
    z.string().trim().max(ANSWER_MAX, `That answer is too long: at most ${ANSWER_MAX} characters.`),
  )
  .default({});

const person = {
  firstName: textField(),
  middleName: textField(),
  lastName: textField(),
  phone: textField(40),
  gender: textField(40),
  dob: dateOfBirth,
  customFields: answers,
};

const participantSchema = z.object(person).strict();

const guardianSchema = z
  .object({
    ...person,
    relationship: textField(),
    /** The guardian also takes part (and then is asked phone and gender, as a participant is). */
    participant: z.boolean().default(false),
  })
  .strict()
  .superRefine((guardian, context) => {
    if (guardian.participant) return;
    for (const field of ['phone', 'gender'] as const) {
      if (guardian[field] !== '') {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Asked only when the guardian also takes part.',
        });
      }
    }
  });

export const externalIdSchema = z
  .string()
  .trim()
  .max(
    WAIVER_LIMITS.externalIdMaxLength,
    `At most ${WAIVER_LIMITS.externalIdMaxLength} characters (letters, digits and _).`,
  )
  .regex(/^[A-Za-z0-9_]*$/, 'Only letters, digits and _ (no spaces, dashes or accents).')
  .default('');

const STANDARD_QUESTIONS = [
  'email',
  ...ADDRESS_FIELDS,
  'emergencyContactName',
  ...EMERGENCY_CONTACT_PARTS,
  ...INSURANCE_AND_LICENSE_FIELDS,
] as const;
type StandardQuestion = (typeof STANDARD_QUESTIONS)[number];

const email = z
  .string()
  .trim()
  .max(254, 'That email address is too long.')
  .default('')
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    message: 'Enter an email address such as name@example.com.',
  });

/**
 * A prefilled link as the desk asks for it: the service's own member names (4.12),
 * plus the template. Empty text means "not prefilled"; a box left unticked leaves
 * the service's default (so only `true` is ever sent for the four switches).
 */
export const prefillRequestSchema = z
  .object({
    templateId: templateIdSchema,
    /** Seconds the link stays valid. */
    expiration: z
      .number({ error: 'Choose how long the link stays valid.' })
      .int('Choose how long the link stays valid, in whole minutes.')
      .min(WAIVER_LIMITS.prefillExpirationMin, 'A link stays valid at least 5 minutes.')
      .max(WAIVER_LIMITS.prefillExpirationMax, 'A link stays valid at most 30 days.'),
    /** Signers cannot change prefilled standard answers (custom answers stay editable). */
    lockdownPrefill: z.boolean().default(false),
    kiosk: z.boolean().default(false),
    /** The waiver is for one adult only, no minors. */
    adult: z.boolean().default(false),
    /** Hides "anyone else needs to sign". */
    anyoneElseHidden: z.boolean().default(false),
    participants: z
      .array(participantSchema)
      .max(MAX_PREFILL_PARTICIPANTS, `A link holds at most ${MAX_PREFILL_PARTICIPANTS} participants.`)
      .default([]),
    guardian: guardianSchema.nullable().default(null),
    email,
    ...(Object.fromEntries(
      STANDARD_QUESTIONS.filter((name) => name !== 'email').map((name) => [name, textField()]),
    ) as Record<Exclude<StandardQuestion, 'email'>, ReturnType<typeof textField>>),
    customWaiverFields: answers,
    /** A pass-through identifier such as a membership number. */
    external_id: externalIdSchema,
  })
  .strict()
  .superRefine((request, context) => {
    if (!request.lockdownPrefill) return;
    // 4.12: locking cannot be used with a date of birth; say so at the switch and at each date.
    const dates: (string | number)[][] = [];
    request.participants.forEach((participant, index) => {
      if (participant.dob !== '') dates.push(['participants', index, 'dob']);
    });
    if (request.guardian && request.guardian.dob !== '') dates.push(['guardian', 'dob']);
    if (dates.length === 0) return;
    context.addIssue({
      code: 'custom',
      path: ['lockdownPrefill'],
      message: 'Locking cannot be used with a date of birth: clear the dates of birth or turn locking off.',
    });
    for (const path of dates) {
      context.addIssue({
        code: 'custom',
        path,
        message: 'Clear this date, or turn off locking the prefilled answers.',
      });
    }
  });
export type PrefillLinkRequest = z.input<typeof prefillRequestSchema>;
export type CheckedPrefillRequest = z.output<typeof prefillRequestSchema>;

const filled = (answersById: Record<string, string>): Record<string, string> | undefined => {
  const kept = Object.entries(answersById).filter(([, value]) => value !== '');
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
};

function personBody(source: z.output<typeof participantSchema>): PrefillPerson {
  const body: PrefillPerson = {};
  for (const field of ['firstName', 'middleName', 'lastName', 'phone', 'gender', 'dob'] as const) {
    if (source[field] !== '') body[field] = source[field];
  }
  const custom = filled(source.customFields);
  if (custom) body.customFields = custom;
  return body;
}

/**
 * The body of `POST /v4/templates/{id}/prefill`: nothing empty is sent, a participant
 * row left blank is dropped, and the emergency contact's full name is filled from
 * first and last name when only those were given (templates ask one or the other).
 */
export function prefillBodyOf(request: CheckedPrefillRequest): PrefillRequest {
  const body: PrefillRequest = { expiration: request.expiration };
  if (request.lockdownPrefill) body.lockdownPrefill = true;
  if (request.kiosk) body.kiosk = true;
  if (request.adult) body.adult = true;
  if (request.anyoneElseHidden) body.anyoneElseHidden = true;
  const participants = request.participants.map(personBody).filter((each) => Object.keys(each).length > 0);
  if (participants.length > 0) body.participants = participants;
  if (request.guardian) {
    const guardian: NonNullable<PrefillRequest['guardian']> = personBody(request.guardian);
    if (request.guardian.relationship !== '') guardian.relationship = request.guardian.relationship;
    if (Object.keys(guardian).length > 0 || request.guardian.participant) {
      if (request.guardian.participant) guardian.participant = true;
      body.guardian = guardian;
    }
  }
  for (const question of STANDARD_QUESTIONS) {
    if (request[question] !== '') body[question] = request[question];
  }
  if (!body.emergencyContactName) {
    const name = [request.emergencyContactFirstName, request.emergencyContactLastName]
      .filter(Boolean)
      .join(' ');
    if (name) body.emergencyContactName = name;
  }
  const custom = filled(request.customWaiverFields);
  if (custom) body.customWaiverFields = custom;
  if (request.external_id !== '') body.external_id = request.external_id;
  return body;
}

export interface PrefillLinkView {
  url: string;
  uuid: string;
  templateId: string;
  /** Seconds, as the service confirmed them. */
  expiration: number;
  /** ISO 8601 (UTC): when the link stops working. */
  expiresAt: string;
}

// --- Auto-tag link ----------------------------------------------------------------------------

export const autoTagSchema = z
  .string({ error: 'Enter the customer number.' })
  .trim()
  .min(1, 'Enter the customer number.')
  .superRefine((tag, context) => {
    const max = WAIVER_LIMITS.autoTagMaxLength;
    if (tag.length > max) {
      context.addIssue({
        code: 'custom',
        message: `An auto-tag holds at most ${max} characters; this one has ${tag.length}.`,
      });
    }
    // The lookup box finds a tag exactly as typed or scanned; a space would split it.
    if (/[\s\p{Cc}]/u.test(tag)) {
      context.addIssue({ code: 'custom', message: 'Leave spaces out of the customer number.' });
    }
  });

export const autoTagLinkRequestSchema = z
  .object({
    templateId: templateIdSchema,
    tag: autoTagSchema,
  })
  .strict();
export type AutoTagLinkRequest = z.input<typeof autoTagLinkRequestSchema>;

/** The notes' link form: `https://waiver.<service host>/auto/?auto_waiverid={templateId}&auto_tag={tag}`. */
export function buildAutoTagLink(host: string, templateId: string, tag: string): string {
  const url = new URL(`${host.replace(/\/+$/, '')}/auto/`);
  url.searchParams.set('auto_waiverid', templateId);
  url.searchParams.set('auto_tag', tag);
  return url.toString();
}

export interface AutoTagLinkView {
  url: string;
  templateId: string;
  tag: string;
  /** Where the link points: the signing host of Settings, or the demo's own sandbox. */
  host: string;
  hostSource: 'settings' | 'demo';
}
