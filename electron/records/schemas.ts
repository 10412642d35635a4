/**
 * Runtime schemas of every payload the waiver service returns. Each reads the
 * looser real-world shapes (see loose.ts), ignores fields it does not know, and
 * yields exactly the canonical type of shared/domain/waiver.ts; what it cannot
 * read is a protocol error for the caller. Lists of check-ins and waivers are read
 * element by element (tolerant-list.ts), so one odd record never sinks its page.
 */
import { z } from 'zod';
import type {
  AccountSettings,
  CheckIn,
  CheckinsPage,
  CustomFieldDefinition,
  DynamicProcessResult,
  DynamicTemplate,
  Flag,
  GroupReservation,
  Guardian,
  Participant,
  PrefillLink,
  PublishedKey,
  SearchSummary,
  SignedWaiver,
  SmsRecord,
  TemplateWebhook,
  WaiverFieldDataType,
  WaiverFieldType,
  WaiverPhotos,
  WaiverSignatures,
  WaiverSummary,
  WaiverTemplate,
  WebhookConfig,
  WebhookQueueCounts,
  WebhookQueueMessage,
} from '../../shared/domain/waiver.ts';
import {
  dateTime,
  flexBoolean,
  identifier,
  integer,
  listOf,
  mapOf,
  optionalBoolean,
  optionalDateTime,
  optionalInteger,
  text,
  textList,
} from './loose.ts';
import {
  identifiedListOf,
  type ReadList,
  readable,
  type TolerantRecord,
  tolerantListOf,
} from './tolerant-list.ts';

const lowerCase = z.string().transform((value) => value.trim().toLowerCase());

const checkInReaders = {
  checkinId: integer,
  date: dateTime,
  waiverId: identifier,
  position: integer,
  firstName: text,
  lastName: text,
  isMinor: optionalBoolean,
  dateSigned: dateTime,
  templateId: integer,
};

export const checkInSchema: z.ZodType<CheckIn> = z.object(checkInReaders);

/** A check-in is known by its waiver or by its own id; either is enough to show it. */
export const checkInRecord: TolerantRecord<CheckIn> = {
  strict: checkInSchema,
  fields: {
    readers: checkInReaders,
    empty: {
      checkinId: 0,
      date: '',
      waiverId: '',
      position: 0,
      firstName: '',
      lastName: '',
      isMinor: false,
      dateSigned: '',
      templateId: 0,
    },
  },
  identifies: (raw) => readable(identifier, raw.waiverId) || readable(integer, raw.checkinId),
};

export const checkinsPageSchema: z.ZodType<CheckinsPage> = z
  .object({
    fromDts: text,
    toDts: text,
    moreCheckins: optionalBoolean,
    checkins: tolerantListOf(checkInRecord),
  })
  .transform(({ checkins, ...page }) => ({ ...page, checkins, skipped: checkins.skipped }));

export const publishedKeySchema: z.ZodType<PublishedKey> = z.object({
  createdAt: dateTime,
  key: identifier,
  label: text,
});

export const publishedKeyListSchema = z.object({ keys: z.array(publishedKeySchema) });

export const newPublishedKeySchema = z.object({
  newKey: publishedKeySchema,
  keys: z.array(publishedKeySchema),
});

const WAIVER_FIELD_TYPES = [
  'richtext',
  'textbox',
  'datebox',
  'file',
  'optionlist',
  'checkboxes',
  'radiobuttons',
] as const;
const WAIVER_DATA_TYPES = ['string', 'date', 'file', 'array', 'enum', 'none'] as const;

const waiverFieldSchema: z.ZodType<CustomFieldDefinition<WaiverFieldType, WaiverFieldDataType>> = z.object({
  guid: identifier,
  fieldType: lowerCase.pipe(z.enum(WAIVER_FIELD_TYPES)),
  type: lowerCase.pipe(z.enum(WAIVER_DATA_TYPES)),
  label: text,
});

const participantFieldSchema: z.ZodType<CustomFieldDefinition> = z.object({
  guid: identifier,
  fieldType: lowerCase.pipe(z.enum([...WAIVER_FIELD_TYPES, 'numerictextbox'])),
  type: lowerCase.pipe(z.enum([...WAIVER_DATA_TYPES, 'number'])),
  label: text,
});

/** A webhook as set, on the account or on a template. */
export const webhookSchema: z.ZodType<WebhookConfig> = z.object({
  endpoint: z.string().min(1),
  emailValidationRequired: lowerCase.pipe(z.enum(['yes', 'no', 'both'])),
});

/**
 * No webhook: the service answers `{}` (its SDKs fail on `null`), some answers carry
 * an empty endpoint or `[]`, and the spec writes `null`.
 */
const unsetWebhookSchema = z
  .union([z.object({ endpoint: z.literal('').optional() }), z.array(z.unknown()).max(0), z.null()])
  .transform(() => null);

/** The account webhook, or null when none is set. */
export const webhookConfigSchema: z.ZodType<WebhookConfig | null> = z.union([
  webhookSchema,
  unsetWebhookSchema,
]);

/** A template's own webhook; unset (or left out, as the SDK samples do) reads as null. */
const templateWebhookSchema: z.ZodType<TemplateWebhook | null> = webhookConfigSchema
  .optional()
  .transform((webhook) => webhook ?? null);

export const templateSchema: z.ZodType<WaiverTemplate> = z
  .object({
    templateId: identifier,
    title: text,
    publishedVersion: optionalInteger,
    publishedOn: optionalDateTime,
    webUrl: text,
    kioskUrl: text,
    vanityUrls: textList,
    webhook: templateWebhookSchema,
    customFields: z.array(waiverFieldSchema).optional(),
    customParticipantFields: z.array(participantFieldSchema).optional(),
    // The spec's field list spells the participant-level member this way.
    participantCustomFields: z.array(participantFieldSchema).optional(),
  })
  .transform(({ customFields, customParticipantFields, participantCustomFields, ...template }) => {
    const participantFields = customParticipantFields ?? participantCustomFields;
    return {
      ...template,
      ...(customFields ? { customFields } : {}),
      ...(participantFields ? { customParticipantFields: participantFields } : {}),
    };
  });

/** The template list: a template without its id is left out and counted; any other fault fails the list. */
export const templateListSchema: z.ZodType<ReadList<WaiverTemplate>> = identifiedListOf(
  templateSchema,
  (raw) => readable(identifier, raw.templateId),
);

export const searchSummarySchema: z.ZodType<SearchSummary> = z.object({
  guid: identifier,
  count: integer,
  pages: integer,
  pageSize: integer.nullish().transform((size) => size ?? 100),
});

const flagSchema = z.object({ displayText: text, reason: text });

/** Flags as a list; a single object is one flag, an empty one is none. */
const flags = listOf(flagSchema).transform((list): Flag[] =>
  list.filter((flag) => flag.displayText !== '' || flag.reason !== ''),
);

const fieldValueSchema = z.object({ value: text, displayText: text });

const participantSchema: z.ZodType<Participant> = z.object({
  firstName: text,
  middleName: text,
  lastName: text,
  dob: text,
  isMinor: optionalBoolean,
  minorExpired: optionalBoolean,
  gender: text,
  phone: text,
  relationship: text,
  tags: textList,
  customParticipantFields: mapOf(fieldValueSchema),
  flags,
});

const participantsSchema = z
  .array(participantSchema)
  .nullish()
  .transform((list) => list ?? []);

const guardianSchema: z.ZodType<Guardian | null> = z
  .object({
    firstName: text,
    middleName: text,
    lastName: text,
    phone: text,
    dob: text,
    relationship: text,
  })
  .nullish()
  .transform((guardian) => guardian ?? null);

const summaryFields = {
  waiverId: identifier,
  templateId: identifier,
  title: text,
  createdOn: dateTime,
  expirationDate: optionalDateTime,
  expired: optionalBoolean,
  verified: optionalBoolean,
  kiosk: optionalBoolean,
  firstName: text,
  middleName: text,
  lastName: text,
  dob: text,
  isMinor: optionalBoolean,
  autoTag: text,
  tags: textList,
  flags,
};

const emptySummary: WaiverSummary = {
  waiverId: '',
  templateId: '',
  title: '',
  createdOn: '',
  expirationDate: '',
  expired: false,
  verified: false,
  kiosk: false,
  firstName: '',
  middleName: '',
  lastName: '',
  dob: '',
  isMinor: false,
  autoTag: '',
  tags: [],
  flags: [],
};

/** A waiver is known by its id alone. */
const identifiesWaiver = (raw: Record<string, unknown>): boolean => readable(identifier, raw.waiverId);

/** A waiver left out still says when it was signed, mostly: it is then counted once however often it is read. */
const signedAtOf = (raw: Record<string, unknown>): string | null => {
  const read = dateTime.safeParse(raw.createdOn);
  return read.success && read.data !== '' ? read.data : null;
};

export const waiverSummarySchema: z.ZodType<WaiverSummary> = z.object(summaryFields);

export const waiverSummaryRecord: TolerantRecord<WaiverSummary> = {
  strict: waiverSummarySchema,
  fields: { readers: summaryFields, empty: emptySummary },
  identifies: identifiesWaiver,
};

/** `GET /v4/waivers`, element by element. */
export const waiverSummaryListSchema: z.ZodType<ReadList<WaiverSummary>> =
  tolerantListOf(waiverSummaryRecord);

const signedWaiverReaders = {
  ...summaryFields,
  clientIP: text,
  email: text,
  marketingAllowed: optionalBoolean,
  addressLineOne: text,
  addressLineTwo: text,
  addressCity: text,
  addressState: text,
  addressZip: text,
  addressCountry: text,
  emergencyContactName: text,
  emergencyContactPhone: text,
  insuranceCarrier: text,
  insurancePolicyNumber: text,
  driversLicenseNumber: text,
  driversLicenseState: text,
  photos: optionalInteger,
  participants: participantsSchema,
  pdf: text,
  guardian: guardianSchema,
  customWaiverFields: mapOf(fieldValueSchema),
};

export const signedWaiverSchema: z.ZodType<SignedWaiver> = z.object(signedWaiverReaders);

export const signedWaiverRecord: TolerantRecord<SignedWaiver> = {
  strict: signedWaiverSchema,
  fields: {
    readers: signedWaiverReaders,
    empty: {
      ...emptySummary,
      clientIP: '',
      email: '',
      marketingAllowed: false,
      addressLineOne: '',
      addressLineTwo: '',
      addressCity: '',
      addressState: '',
      addressZip: '',
      addressCountry: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
      insuranceCarrier: '',
      insurancePolicyNumber: '',
      driversLicenseNumber: '',
      driversLicenseState: '',
      photos: 0,
      participants: [],
      pdf: '',
      guardian: null,
      customWaiverFields: {},
    },
  },
  identifies: identifiesWaiver,
  madeAt: signedAtOf,
};

/** A page of search results, element by element. */
export const signedWaiverListSchema: z.ZodType<ReadList<SignedWaiver>> = tolerantListOf(signedWaiverRecord);

export const dynamicTemplateSchema: z.ZodType<DynamicTemplate> = z.object({
  url: identifier,
  uuid: identifier,
  expiration: integer,
});

export const dynamicProcessSchema: z.ZodType<DynamicProcessResult> = z.object({
  waiverId: identifier,
  transactionId: identifier,
});

export const prefillLinkSchema: z.ZodType<PrefillLink> = z.object({
  uuid: identifier,
  expiration: integer,
  url: identifier,
});

export const smsRecordSchema: z.ZodType<SmsRecord> = z.object({
  id: identifier,
  phone: text,
  template: z.object({ uuid: text, title: text }),
  status: integer,
  date: optionalDateTime,
});

/** `POST /groups/store` answers `{ data }` with no envelope. */
export const groupReservationResponseSchema: z.ZodType<{ data: GroupReservation }> = z.object({
  data: z.object({
    template: identifier,
    mailer: lowerCase.pipe(z.enum(['service', 'thirdparty'])),
    event: z.object({ event_date: dateTime, leader: text, name: text, description: text }),
    leader: z.object({ first_name: text, last_name: text, email: text }),
    user: integer,
    invite_urls: listOf(z.object({ invite_url: identifier, recipient: text })),
    group_management: text,
  }),
});

export const waiverPhotosSchema: z.ZodType<WaiverPhotos> = z.object({
  waiverId: identifier,
  templateId: identifier,
  title: text,
  createdOn: dateTime,
  photos: listOf(
    z.object({
      type: text,
      date: optionalDateTime,
      tag: text,
      fileType: text,
      photoId: identifier,
      photo: text,
    }),
  ),
});

export const waiverSignaturesSchema: z.ZodType<WaiverSignatures> = z.object({
  waiverId: identifier,
  templateId: identifier,
  title: text,
  createdOn: dateTime,
  signatures: z.object({
    participants: textList,
    guardian: textList,
    bodySignatures: textList,
    bodyInitials: textList,
  }),
});

export const settingsSchema: z.ZodType<AccountSettings> = z.object({
  console: z.object({ staticExpiration: text, rollingExpiration: text, rollingExpirationTime: text }),
});

const queueCountsSchema = z.object({
  messagesTotal: optionalInteger,
  messagesNotVisible: optionalInteger,
  messagesDelayed: optionalInteger,
});

const TEMPLATE_QUEUE_PREFIX = 'template-';

/**
 * Queue counts as the notes describe them (`templates` as a list) or as the real
 * service sends them (one `template-<id>` member per template queue).
 */
export const webhookQueueCountsSchema: z.ZodType<WebhookQueueCounts> = z
  .object({
    account: queueCountsSchema,
    templates: z.array(queueCountsSchema.extend({ templateId: identifier })).optional(),
  })
  .catchall(z.unknown())
  .transform(({ account, templates, ...rest }, ctx) => {
    if (templates) return { account, templates };
    const perTemplate: WebhookQueueCounts['templates'] = [];
    for (const [member, value] of Object.entries(rest)) {
      if (!member.startsWith(TEMPLATE_QUEUE_PREFIX)) continue;
      const counts = queueCountsSchema.safeParse(value);
      if (!counts.success) {
        ctx.issues.push({
          code: 'custom',
          message: `unreadable counts for ${member}`,
          input: value,
          path: [member],
        });
        return z.NEVER;
      }
      perTemplate.push({ templateId: member.slice(TEMPLATE_QUEUE_PREFIX.length), ...counts.data });
    }
    return { account, templates: perTemplate };
  });

export const webhookQueueMessageSchema: z.ZodType<WebhookQueueMessage | null> = z
  .object({
    messageId: identifier,
    payload: z.object({ unique_id: identifier, event: z.literal('new-waiver') }),
  })
  .nullish()
  .transform((message) => message ?? null);

/** `{ success }` of the queue deletions and the webhook resend. */
export const successSchema = z.object({ success: flexBoolean }).transform(({ success }) => success);

export const versionJsonSchema = z.object({ version: z.string().min(1) });
