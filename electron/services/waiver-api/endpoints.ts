/**
 * Every endpoint of the waiver service the desk calls (waiver-api.md and the
 * notes), as data: its method and documented path, how its answer is read and
 * validated, the rate budget it spends, the most body it may send, which timeout
 * applies, and which of a call's arguments go into the path, the query and the
 * body. The client (`client.ts`) makes every call from this table.
 */
import type {
  GroupReservationRequest,
  PrefillRequest,
  WebhookConfig,
} from '../../../shared/domain/waiver.ts';
import { BODY_CEILINGS } from '../../http/body-ceilings.ts';
import type { HttpMethod } from '../../http/send-once.ts';
import type { QueryValue, ResponseReader } from '../../http/transport.ts';
import {
  bareJsonReader,
  envelopeReader,
  plainTextReader,
  unreadBodyReader,
  versionReader,
} from '../../records/readers.ts';
import {
  checkinsPageSchema,
  dynamicProcessSchema,
  dynamicTemplateSchema,
  groupReservationResponseSchema,
  newPublishedKeySchema,
  prefillLinkSchema,
  publishedKeyListSchema,
  searchSummarySchema,
  settingsSchema,
  signedWaiverListSchema,
  signedWaiverSchema,
  smsRecordSchema,
  successSchema,
  templateSchema,
  waiverPhotosSchema,
  waiverSignaturesSchema,
  waiverSummaryListSchema,
  webhookConfigSchema,
  webhookQueueCountsSchema,
  webhookQueueMessageSchema,
  webhookSchema,
} from '../../records/schemas.ts';
import type { DateInput, DynamicTemplateRequest, SmsRequest } from './types.ts';

/** A call's arguments by name: path placeholders, query parameters and whatever the body is made of. */
export type EndpointArgs = Record<string, unknown>;

/** A value that depends on the call's arguments, or the same for every call. */
type PerCall<A, V> = V | ((args: A) => V);

export interface Endpoint<A extends object, T> {
  method: HttpMethod;
  /** As documented; each `{name}` is filled from the argument of that name. */
  route: string;
  /** Turns the answer into a value, or throws the typed error it stands for. */
  read: ResponseReader<T>;
  /** The rate budget it spends: the account's (default), search's own, or none (public routes). */
  bucket?: 'account' | 'search' | null;
  /** The most body it takes; default a small JSON answer's. */
  ceiling?: PerCall<A, number>;
  /** 'search' for the slow search routes (the longer timeout), 'probe' for /ping (a short one); default 'request'. */
  timeout?: 'request' | 'search' | 'probe';
  /** Argument names sent as query parameters, in this order; dates are written in the desk's zone. */
  query?: readonly (keyof A & string)[];
  body?: (args: A) => unknown;
  /** Whether a transient failure may be retried; default only for GET. */
  retryable?: PerCall<A, boolean>;
  /** Sent without credentials. */
  anonymous?: boolean;
}

/** Reads a per-call value for `args`. */
export function forCall<A, V>(value: PerCall<A, V> | undefined, args: A): V | undefined {
  return typeof value === 'function' ? (value as (args: A) => V)(args) : value;
}

/** Binds the arguments' type to an entry, the answer's from its reader. */
const endpoint =
  <A extends object = EndpointArgs>() =>
  <T>(spec: Endpoint<A, T>): Endpoint<A, T> =>
    spec;

type WaiverId = { waiverId: string };
type TemplateId = { templateId: string };
type Pdf = { pdf?: boolean };
type QueueRead = { delete?: boolean };
type Dates = { fromDts?: DateInput; toDts?: DateInput };

/** Reads of the queue that delete as they read are never repeated: a lost answer would lose the message. */
const retryUnlessDeleting = (args: QueueRead) => !args.delete;

export const WAIVER_ENDPOINTS = {
  ping: endpoint()({
    method: 'GET',
    route: '/ping',
    read: plainTextReader,
    bucket: null,
    anonymous: true,
    timeout: 'probe',
  }),
  version: endpoint()({
    method: 'GET',
    route: '/version',
    read: versionReader,
    bucket: null,
    anonymous: true,
  }),

  listCheckins: endpoint<
    Dates & { limit?: number; offset?: number; checkinId?: string | number; waiverId?: string }
  >()({
    method: 'GET',
    route: '/v4/checkins',
    read: envelopeReader('checkins', checkinsPageSchema),
    query: ['fromDts', 'toDts', 'limit', 'offset', 'checkinId', 'waiverId'],
  }),

  createDynamicTemplate: endpoint<{ request: DynamicTemplateRequest }>()({
    method: 'POST',
    route: '/v4/dynamic/templates',
    read: envelopeReader('dynamic', dynamicTemplateSchema),
    body: (args) => args.request,
  }),
  processDynamic: endpoint<{ transactionId: string }>()({
    method: 'POST',
    route: '/v4/dynamic/process/{transactionId}',
    read: envelopeReader('dynamic_process', dynamicProcessSchema),
  }),

  createGroup: endpoint<{ request: GroupReservationRequest }>()({
    method: 'POST',
    route: '/groups/store',
    read: bareJsonReader(groupReservationResponseSchema),
    body: (args) => args.request,
  }),

  listPublishedKeys: endpoint()({
    method: 'GET',
    route: '/v4/keys/published',
    read: envelopeReader('published_keys', publishedKeyListSchema),
  }),
  createPublishedKey: endpoint<{ label: string }>()({
    method: 'POST',
    route: '/v4/keys/published',
    read: envelopeReader('published_keys', newPublishedKeySchema),
    body: (args) => ({ label: args.label }),
  }),

  sendSms: endpoint<SmsRequest>()({
    method: 'POST',
    route: '/v4/sms',
    read: envelopeReader('sms', smsRecordSchema),
    body: (args) => ({ templateId: args.templateId, number: args.number }),
  }),

  listTemplates: endpoint<{ customFields?: boolean; published?: boolean }>()({
    method: 'GET',
    route: '/v4/templates',
    read: envelopeReader('templates', templateSchema.array()),
    ceiling: BODY_CEILINGS.templates,
    query: ['customFields', 'published'],
  }),
  getTemplate: endpoint<TemplateId & { customFields?: boolean }>()({
    method: 'GET',
    route: '/v4/templates/{templateId}',
    read: envelopeReader('template', templateSchema),
    ceiling: BODY_CEILINGS.templates,
    query: ['customFields'],
  }),
  prefill: endpoint<TemplateId & { request: PrefillRequest }>()({
    method: 'POST',
    route: '/v4/templates/{templateId}/prefill',
    read: envelopeReader('prefill', prefillLinkSchema),
    body: (args) => args.request,
  }),

  search: endpoint<
    Dates & {
      templateId?: string;
      firstName?: string;
      lastName?: string;
      verified?: boolean;
      sort?: 'asc' | 'desc';
      tag?: string;
    }
  >()({
    method: 'GET',
    route: '/v4/search',
    read: envelopeReader('search', searchSummarySchema),
    bucket: 'search',
    timeout: 'search',
    query: ['templateId', 'fromDts', 'toDts', 'firstName', 'lastName', 'verified', 'sort', 'tag'],
  }),
  searchResultsPage: endpoint<{ guid: string; page: number } & Pdf>()({
    method: 'GET',
    route: '/v4/search/{guid}/results',
    read: envelopeReader('search_results', signedWaiverListSchema),
    timeout: 'search',
    ceiling: (args) => (args.pdf ? BODY_CEILINGS.resultPageWithPdfs : BODY_CEILINGS.resultPage),
    query: ['page', 'pdf'],
  }),
  searchResultsPageBody: endpoint<{ guid: string; page: number }>()({
    method: 'GET',
    route: '/v4/search/{guid}/results',
    read: unreadBodyReader,
    timeout: 'search',
    ceiling: BODY_CEILINGS.resultPage,
    query: ['page'],
  }),

  getWaiver: endpoint<WaiverId & Pdf>()({
    method: 'GET',
    route: '/v4/waivers/{waiverId}',
    read: envelopeReader('waiver', signedWaiverSchema),
    ceiling: (args) => (args.pdf ? BODY_CEILINGS.waiverWithPdf : BODY_CEILINGS.smallJson),
    query: ['pdf'],
  }),
  listWaivers: endpoint<
    Dates & {
      limit?: number;
      verified?: boolean;
      templateId?: string;
      firstName?: string;
      lastName?: string;
      tag?: string;
    }
  >()({
    method: 'GET',
    route: '/v4/waivers',
    read: envelopeReader('waivers', waiverSummaryListSchema),
    query: ['limit', 'verified', 'templateId', 'fromDts', 'toDts', 'firstName', 'lastName', 'tag'],
  }),
  getWaiverPhotos: endpoint<WaiverId>()({
    method: 'GET',
    route: '/v4/waivers/{waiverId}/photos',
    read: envelopeReader('photos', waiverPhotosSchema),
    ceiling: BODY_CEILINGS.photos,
  }),
  getWaiverSignatures: endpoint<WaiverId>()({
    method: 'GET',
    route: '/v4/waivers/{waiverId}/signatures',
    read: envelopeReader('signatures', waiverSignaturesSchema),
    ceiling: BODY_CEILINGS.signatures,
  }),

  getSettings: endpoint()({
    method: 'GET',
    route: '/v4/settings',
    read: envelopeReader('settings', settingsSchema),
  }),

  getWebhookConfig: endpoint()({
    method: 'GET',
    route: '/v4/webhooks/configure',
    read: envelopeReader('webhooks', webhookConfigSchema),
  }),
  setWebhookConfig: endpoint<WebhookConfig>()({
    method: 'PUT',
    route: '/v4/webhooks/configure',
    read: envelopeReader('webhooks', webhookSchema),
    body: (args) => ({ endpoint: args.endpoint, emailValidationRequired: args.emailValidationRequired }),
  }),
  deleteWebhookConfig: endpoint()({
    method: 'DELETE',
    route: '/v4/webhooks/configure',
    read: envelopeReader('webhooks', webhookConfigSchema),
  }),
  resendWebhook: endpoint<WaiverId>()({
    method: 'PUT',
    route: '/v4/webhooks/resend/{waiverId}',
    read: envelopeReader('webhooks_resend', successSchema),
  }),
  webhookQueueCounts: endpoint()({
    method: 'GET',
    route: '/v4/webhooks/queues',
    read: envelopeReader('api_webhook_all_queue_message_count', webhookQueueCountsSchema),
  }),
  readAccountQueue: endpoint<QueueRead>()({
    method: 'GET',
    route: '/v4/webhooks/queues/account',
    read: envelopeReader('api_webhook_account_message_get', webhookQueueMessageSchema),
    query: ['delete'],
    retryable: retryUnlessDeleting,
  }),
  deleteAccountQueueMessage: endpoint<{ messageId: string }>()({
    method: 'DELETE',
    route: '/v4/webhooks/queues/account/{messageId}',
    read: envelopeReader('api_webhook_account_message_delete', successSchema),
  }),
  readTemplateQueue: endpoint<TemplateId & QueueRead>()({
    method: 'GET',
    route: '/v4/webhooks/queues/template/{templateId}',
    read: envelopeReader('api_webhook_template_message_get', webhookQueueMessageSchema),
    query: ['delete'],
    retryable: retryUnlessDeleting,
  }),
  deleteTemplateQueueMessage: endpoint<TemplateId & { messageId: string }>()({
    method: 'DELETE',
    route: '/v4/webhooks/queues/template/{templateId}/{messageId}',
    read: envelopeReader('api_webhook_template_message_delete', successSchema),
  }),
} as const;

/** The documented path with each `{name}` replaced by that argument, encoded. */
export function fillPath(route: string, args: object): string {
  const named = args as EndpointArgs;
  return route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(named[name])));
}

/** The query parameters an endpoint sends, in its order; dates written by `date`. */
export function queryOf(
  names: readonly string[] | undefined,
  args: object,
  date: (value: Date) => string,
): Record<string, QueryValue> | undefined {
  if (!names) return undefined;
  const query: Record<string, QueryValue> = {};
  for (const name of names) {
    const value = (args as EndpointArgs)[name];
    query[name] = value instanceof Date ? date(value) : (value as QueryValue);
  }
  return query;
}
