/**
 * The waiver service client: one typed method per endpoint of waiver-api.md and
 * the notes, all going through one transport (rate budgets, retries of reads,
 * timeouts) and validated by the schemas before anything reaches the desk.
 */
import { Agent, type Dispatcher } from 'undici';
import { LEGACY_KEY_HEADER } from '../../../shared/domain/envelope.ts';
import type { GroupReservation } from '../../../shared/domain/waiver.ts';
import { formatServiceDateTime, systemTimeZone } from '../../../shared/time/zoned-time.ts';
import { registerLogSecret } from '../../logging/desk-log.ts';
import { BODY_CEILINGS } from '../http/body-ceilings.ts';
import { DEFAULT_RETRY_POLICY } from '../http/retry.ts';
import { createRequestScheduler } from '../http/scheduler.ts';
import type { HttpMethod } from '../http/send-once.ts';
import {
  type CallOptions,
  createTransport,
  type QueryValue,
  type ResponseReader,
} from '../http/transport.ts';
import { defaultUserAgent } from '../http/user-agent.ts';
import { checkinPages } from './checkin-pages.ts';
import {
  bareJsonReader,
  envelopeReader,
  plainTextReader,
  unreadBodyReader,
  versionReader,
} from './readers.ts';
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
} from './schemas.ts';
import { searchResultPages } from './search-pages.ts';
import type { DateInput, SearchQuery, WaiverClient, WaiverClientOptions } from './types.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_SEARCH_TIMEOUT_MS = 60_000;
const KEEP_ALIVE_MS = 30_000;

interface Call {
  method: HttpMethod;
  /** As documented, e.g. '/v4/waivers/{waiverId}'. */
  route: string;
  /** Filled in; defaults to `route`. */
  path?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  bucket?: 'account' | 'search' | null;
  long?: boolean;
  /** Default a small JSON answer's ceiling. */
  maxBodyBytes?: number;
  retryable?: boolean;
  anonymous?: boolean;
}

const segment = (value: string): string => encodeURIComponent(value);

export function createWaiverClient(options: WaiverClientOptions): WaiverClient {
  const timeZone = options.timeZone ?? systemTimeZone();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const searchTimeoutMs = options.searchTimeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const ownDispatcher: Dispatcher | null = options.dispatcher
    ? null
    : new Agent({ keepAliveTimeout: KEEP_ALIVE_MS, keepAliveMaxTimeout: KEEP_ALIVE_MS });
  const dispatcher = options.dispatcher ?? (ownDispatcher as Dispatcher);
  // Every key the desk sends is known to the log's redaction before it is first sent.
  registerLogSecret(options.apiKey);
  const credentials: Record<string, string> =
    options.authScheme === 'legacy'
      ? { [LEGACY_KEY_HEADER]: options.apiKey }
      : { authorization: `Bearer ${options.apiKey}` };
  const transport = createTransport({
    baseUrl: options.baseUrl,
    dispatcher,
    scheduler: options.scheduler ?? createRequestScheduler(),
    headers: { accept: 'application/json', 'user-agent': options.userAgent ?? defaultUserAgent() },
    credentials,
    retryPolicy: { ...DEFAULT_RETRY_POLICY, ...options.retryPolicy },
    onOutcome: options.onOutcome,
  });

  const send = <T>(call: Call, read: ResponseReader<T>, callOptions?: CallOptions): Promise<T> =>
    transport.send(
      {
        method: call.method,
        route: call.route,
        path: call.path ?? call.route,
        query: call.query,
        body: call.body,
        bucket: call.bucket === undefined ? 'account' : call.bucket,
        timeoutMs: call.long ? searchTimeoutMs : timeoutMs,
        maxBodyBytes: call.maxBodyBytes,
        retryable: call.retryable,
        anonymous: call.anonymous,
      },
      read,
      callOptions,
    );

  const dts = (value: DateInput | undefined): string | undefined =>
    value instanceof Date ? formatServiceDateTime(value, timeZone) : value;

  const searchParams = (query: SearchQuery): Record<string, QueryValue> => ({
    templateId: query.templateId,
    fromDts: dts(query.fromDts),
    toDts: dts(query.toDts),
    firstName: query.firstName,
    lastName: query.lastName,
    verified: query.verified,
    sort: query.sort,
    tag: query.tag,
  });

  const client: WaiverClient = {
    ping: (callOptions) =>
      send({ method: 'GET', route: '/ping', bucket: null, anonymous: true }, plainTextReader, callOptions),

    version: (callOptions) =>
      send({ method: 'GET', route: '/version', bucket: null, anonymous: true }, versionReader, callOptions),

    listCheckins: (query, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/checkins',
          query: {
            fromDts: dts(query.fromDts),
            toDts: dts(query.toDts),
            limit: query.limit,
            offset: query.offset,
            checkinId: query.checkinId,
            waiverId: query.waiverId,
          },
        },
        envelopeReader('checkins', checkinsPageSchema),
        callOptions,
      ),

    checkins: (window, callOptions = {}) =>
      checkinPages(
        (request, pageOptions) => client.listCheckins(request, pageOptions),
        { window, now: () => now().getTime(), timeZone, endpoint: 'GET /v4/checkins' },
        callOptions,
      ),

    createDynamicTemplate: (body, callOptions) =>
      send(
        { method: 'POST', route: '/v4/dynamic/templates', body },
        envelopeReader('dynamic', dynamicTemplateSchema),
        callOptions,
      ),

    processDynamic: (transactionId, callOptions) =>
      send(
        {
          method: 'POST',
          route: '/v4/dynamic/process/{transactionId}',
          path: `/v4/dynamic/process/${segment(transactionId)}`,
        },
        envelopeReader('dynamic_process', dynamicProcessSchema),
        callOptions,
      ),

    createGroup: async (body, callOptions): Promise<GroupReservation> => {
      const response = await send(
        { method: 'POST', route: '/groups/store', body },
        bareJsonReader(groupReservationResponseSchema),
        callOptions,
      );
      return response.data;
    },

    listPublishedKeys: async (callOptions) => {
      const list = await send(
        { method: 'GET', route: '/v4/keys/published' },
        envelopeReader('published_keys', publishedKeyListSchema),
        callOptions,
      );
      return list.keys;
    },

    createPublishedKey: (label, callOptions) =>
      send(
        { method: 'POST', route: '/v4/keys/published', body: { label } },
        envelopeReader('published_keys', newPublishedKeySchema),
        callOptions,
      ),

    sendSms: (request, callOptions) =>
      send(
        {
          method: 'POST',
          route: '/v4/sms',
          body: { templateId: request.templateId, number: request.number },
        },
        envelopeReader('sms', smsRecordSchema),
        callOptions,
      ),

    listTemplates: (query = {}, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/templates',
          query: { customFields: query.customFields, published: query.published },
          maxBodyBytes: BODY_CEILINGS.templates,
        },
        envelopeReader('templates', templateSchema.array()),
        callOptions,
      ),

    getTemplate: (templateId, query = {}, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/templates/{templateId}',
          path: `/v4/templates/${segment(templateId)}`,
          query: { customFields: query.customFields },
          maxBodyBytes: BODY_CEILINGS.templates,
        },
        envelopeReader('template', templateSchema),
        callOptions,
      ),

    prefill: (templateId, body, callOptions) =>
      send(
        {
          method: 'POST',
          route: '/v4/templates/{templateId}/prefill',
          path: `/v4/templates/${segment(templateId)}/prefill`,
          body,
        },
        envelopeReader('prefill', prefillLinkSchema),
        callOptions,
      ),

    search: (query, callOptions) =>
      send(
        { method: 'GET', route: '/v4/search', query: searchParams(query), bucket: 'search', long: true },
        envelopeReader('search', searchSummarySchema),
        callOptions,
      ),

    searchResultsPage: (guid, page, query = {}, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/search/{guid}/results',
          path: `/v4/search/${segment(guid)}/results`,
          query: { page, pdf: query.pdf },
          long: true,
          maxBodyBytes: query.pdf ? BODY_CEILINGS.resultPageWithPdfs : BODY_CEILINGS.resultPage,
        },
        envelopeReader('search_results', signedWaiverListSchema),
        callOptions,
      ),

    searchResultsPageBody: (guid, page, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/search/{guid}/results',
          path: `/v4/search/${segment(guid)}/results`,
          query: { page },
          long: true,
          maxBodyBytes: BODY_CEILINGS.resultPage,
        },
        unreadBodyReader,
        callOptions,
      ),

    searchResults: (query, results = {}, callOptions) =>
      searchResultPages({
        run: () => client.search(query, callOptions),
        page: (guid, page) => client.searchResultsPage(guid, page, results, callOptions),
      }),

    getWaiver: (waiverId, query = {}, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/waivers/{waiverId}',
          path: `/v4/waivers/${segment(waiverId)}`,
          query: { pdf: query.pdf },
          maxBodyBytes: query.pdf ? BODY_CEILINGS.waiverWithPdf : BODY_CEILINGS.smallJson,
        },
        envelopeReader('waiver', signedWaiverSchema),
        callOptions,
      ),

    listWaivers: (query = {}, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/waivers',
          query: {
            limit: query.limit,
            verified: query.verified,
            templateId: query.templateId,
            fromDts: dts(query.fromDts),
            toDts: dts(query.toDts),
            firstName: query.firstName,
            lastName: query.lastName,
            tag: query.tag,
          },
        },
        envelopeReader('waivers', waiverSummaryListSchema),
        callOptions,
      ),

    getWaiverPhotos: (waiverId, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/waivers/{waiverId}/photos',
          path: `/v4/waivers/${segment(waiverId)}/photos`,
          maxBodyBytes: BODY_CEILINGS.photos,
        },
        envelopeReader('photos', waiverPhotosSchema),
        callOptions,
      ),

    getWaiverSignatures: (waiverId, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/waivers/{waiverId}/signatures',
          path: `/v4/waivers/${segment(waiverId)}/signatures`,
          maxBodyBytes: BODY_CEILINGS.signatures,
        },
        envelopeReader('signatures', waiverSignaturesSchema),
        callOptions,
      ),

    getSettings: (callOptions) =>
      send({ method: 'GET', route: '/v4/settings' }, envelopeReader('settings', settingsSchema), callOptions),

    getWebhookConfig: (callOptions) =>
      send(
        { method: 'GET', route: '/v4/webhooks/configure' },
        envelopeReader('webhooks', webhookConfigSchema),
        callOptions,
      ),

    setWebhookConfig: (config, callOptions) =>
      send(
        {
          method: 'PUT',
          route: '/v4/webhooks/configure',
          body: { endpoint: config.endpoint, emailValidationRequired: config.emailValidationRequired },
        },
        envelopeReader('webhooks', webhookSchema),
        callOptions,
      ),

    deleteWebhookConfig: async (callOptions) => {
      await send(
        { method: 'DELETE', route: '/v4/webhooks/configure' },
        envelopeReader('webhooks', webhookConfigSchema),
        callOptions,
      );
    },

    resendWebhook: (waiverId, callOptions) =>
      send(
        {
          method: 'PUT',
          route: '/v4/webhooks/resend/{waiverId}',
          path: `/v4/webhooks/resend/${segment(waiverId)}`,
        },
        envelopeReader('webhooks_resend', successSchema),
        callOptions,
      ),

    webhookQueueCounts: (callOptions) =>
      send(
        { method: 'GET', route: '/v4/webhooks/queues' },
        envelopeReader('api_webhook_all_queue_message_count', webhookQueueCountsSchema),
        callOptions,
      ),

    readAccountQueue: (query = {}, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/webhooks/queues/account',
          query: { delete: query.delete },
          retryable: !query.delete,
        },
        envelopeReader('api_webhook_account_message_get', webhookQueueMessageSchema),
        callOptions,
      ),

    deleteAccountQueueMessage: (messageId, callOptions) =>
      send(
        {
          method: 'DELETE',
          route: '/v4/webhooks/queues/account/{messageId}',
          path: `/v4/webhooks/queues/account/${segment(messageId)}`,
        },
        envelopeReader('api_webhook_account_message_delete', successSchema),
        callOptions,
      ),

    readTemplateQueue: (templateId, query = {}, callOptions) =>
      send(
        {
          method: 'GET',
          route: '/v4/webhooks/queues/template/{templateId}',
          path: `/v4/webhooks/queues/template/${segment(templateId)}`,
          query: { delete: query.delete },
          retryable: !query.delete,
        },
        envelopeReader('api_webhook_template_message_get', webhookQueueMessageSchema),
        callOptions,
      ),

    deleteTemplateQueueMessage: (templateId, messageId, callOptions) =>
      send(
        {
          method: 'DELETE',
          route: '/v4/webhooks/queues/template/{templateId}/{messageId}',
          path: `/v4/webhooks/queues/template/${segment(templateId)}/${segment(messageId)}`,
        },
        envelopeReader('api_webhook_template_message_delete', successSchema),
        callOptions,
      ),

    close: async () => {
      await ownDispatcher?.close();
    },
  };
  return client;
}
