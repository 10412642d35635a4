/**
 * Runtime schemas of every payload the waiver service returns. Each reads the
 * looser real-world shapes (loose.ts), ignores fields it does
 * not know, and yields exactly the canonical type of shared/domain/waiver.ts; what
 * it cannot read is a protocol error for the caller. The people records (check-ins,
 * waivers) are read by their one total reader (shared/domain/records.ts), element by
 * element in lists (tolerant-list.ts), so one odd record never sinks its page.
 */
import { z } from 'zod';
import { checkIns, signedWaivers, waiverSummaries } from '../../shared/domain/records.ts';
import type {
  AccountSettings,
  CheckinsPage,
  CustomFieldDefinition,
  DynamicProcessResult,
  DynamicTemplate,
  GroupReservation,
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
  optionalBoolean,
  optionalDateTime,
  optionalInteger,
  text,
  textList,
} from './loose.ts';
import {
  identifiedListOf,
  identifiedRecordOf,
  type ReadList,
  readable,
  tolerantListOf,
} from './tolerant-list.ts';

const lowerCase = z.string().transform((value) => value.trim().toLowerCase());

export const checkinsPageSchema: z.ZodType<CheckinsPage> = z
  .object({
    fromDts: text,
    toDts: text,
    moreCheckins: optionalBoolean,
    checkins: tolerantListOf(checkIns),
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

/** One waiver, from `GET /v4/waivers/{waiverId}`. */
export const signedWaiverSchema: z.ZodType<SignedWaiver> = identifiedRecordOf(signedWaivers);

/** `GET /v4/waivers`, element by element. */
export const waiverSummaryListSchema: z.ZodType<ReadList<WaiverSummary>> = tolerantListOf(waiverSummaries);

/** A page of search results, element by element. */
export const signedWaiverListSchema: z.ZodType<ReadList<SignedWaiver>> = tolerantListOf(signedWaivers);

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
