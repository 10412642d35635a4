/**
 * The waiver service client: one typed method per endpoint of waiver-api.md and
 * the notes, each made from its entry in the endpoint table (`endpoints.ts`),
 * all going through one transport (rate budgets, retries of reads, timeouts, body
 * ceilings) and validated by the schemas before anything reaches the desk.
 */
import { Agent, type Dispatcher } from 'undici';
import { LEGACY_KEY_HEADER } from '../../../shared/domain/envelope.ts';
import { formatServiceDateTime, systemTimeZone } from '../../../shared/time/zoned-time.ts';
import { DEFAULT_RETRY_POLICY } from '../../http/retry.ts';
import { createRequestScheduler } from '../../http/scheduler.ts';
import { type CallOptions, createTransport } from '../../http/transport.ts';
import { defaultUserAgent } from '../../http/user-agent.ts';
import { registerLogSecret } from '../../logging/desk-log.ts';
import { checkinPages } from './checkin-pages.ts';
import { WAIVER_ENDPOINTS as API, type Endpoint, fillPath, forCall, queryOf } from './endpoints.ts';
import { searchResultPages } from './search-pages.ts';
import type { WaiverClient, WaiverClientOptions } from './types.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_SEARCH_TIMEOUT_MS = 60_000;
/** `/ping` answers "pong" at once: 5 s of silence from the moment it is sent is no answer. */
export const PING_TIMEOUT_MS = 5_000;
const KEEP_ALIVE_MS = 30_000;

export function createWaiverClient(options: WaiverClientOptions): WaiverClient {
  const timeZone = options.timeZone ?? systemTimeZone();
  const timeouts = {
    request: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    search: options.searchTimeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS,
    probe: Math.min(PING_TIMEOUT_MS, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  };
  const now = options.now ?? (() => new Date());
  const ownDispatcher: Dispatcher | null = options.dispatcher
    ? null
    : new Agent({ keepAliveTimeout: KEEP_ALIVE_MS, keepAliveMaxTimeout: KEEP_ALIVE_MS });
  // Every key the desk sends is known to the log's redaction before it is first sent.
  registerLogSecret(options.apiKey);
  const transport = createTransport({
    baseUrl: options.baseUrl,
    dispatcher: options.dispatcher ?? (ownDispatcher as Dispatcher),
    scheduler: options.scheduler ?? createRequestScheduler(),
    headers: { accept: 'application/json', 'user-agent': options.userAgent ?? defaultUserAgent() },
    credentials:
      options.authScheme === 'legacy'
        ? { [LEGACY_KEY_HEADER]: options.apiKey }
        : { authorization: `Bearer ${options.apiKey}` },
    retryPolicy: { ...DEFAULT_RETRY_POLICY, ...options.retryPolicy },
    onOutcome: options.onOutcome,
  });

  /** One call of an endpoint of the table, with these arguments. */
  function call<A extends object, T>(
    endpoint: Endpoint<A, T>,
    args: A,
    callOptions?: CallOptions,
  ): Promise<T> {
    const body = endpoint.body?.(args);
    return transport.send(
      {
        method: endpoint.method,
        route: endpoint.route,
        path: fillPath(endpoint.route, args),
        query: queryOf(endpoint.query, args, (date) => formatServiceDateTime(date, timeZone)),
        ...(body === undefined ? {} : { body }),
        bucket: endpoint.bucket === undefined ? 'account' : endpoint.bucket,
        timeoutMs: timeouts[endpoint.timeout ?? 'request'],
        maxBodyBytes: forCall(endpoint.ceiling, args),
        retryable: forCall(endpoint.retryable, args),
        anonymous: endpoint.anonymous,
      },
      endpoint.read,
      callOptions,
    );
  }

  const client: WaiverClient = {
    ping: (callOptions) => call(API.ping, {}, callOptions),
    version: (callOptions) => call(API.version, {}, callOptions),
    listCheckins: (query, callOptions) => call(API.listCheckins, query, callOptions),
    checkins: (window, callOptions = {}) =>
      checkinPages(
        (request, pageOptions) => client.listCheckins(request, pageOptions),
        { window, now: () => now().getTime(), timeZone, endpoint: 'GET /v4/checkins' },
        callOptions,
      ),
    createDynamicTemplate: (request, callOptions) =>
      call(API.createDynamicTemplate, { request }, callOptions),
    processDynamic: (transactionId, callOptions) => call(API.processDynamic, { transactionId }, callOptions),
    createGroup: async (request, callOptions) => (await call(API.createGroup, { request }, callOptions)).data,
    listPublishedKeys: async (callOptions) => (await call(API.listPublishedKeys, {}, callOptions)).keys,
    createPublishedKey: (label, callOptions) => call(API.createPublishedKey, { label }, callOptions),
    sendSms: (request, callOptions) => call(API.sendSms, request, callOptions),
    listTemplates: (query = {}, callOptions) => call(API.listTemplates, query, callOptions),
    getTemplate: (templateId, query = {}, callOptions) =>
      call(API.getTemplate, { templateId, ...query }, callOptions),
    prefill: (templateId, request, callOptions) => call(API.prefill, { templateId, request }, callOptions),
    search: (query, callOptions) => call(API.search, query, callOptions),
    searchResultsPage: (guid, page, query = {}, callOptions) =>
      call(API.searchResultsPage, { guid, page, ...query }, callOptions),
    searchResultsPageBody: (guid, page, callOptions) =>
      call(API.searchResultsPageBody, { guid, page }, callOptions),
    searchResults: (query, results = {}, callOptions) =>
      searchResultPages({
        run: () => client.search(query, callOptions),
        page: (guid, page) => client.searchResultsPage(guid, page, results, callOptions),
      }),
    getWaiver: (waiverId, query = {}, callOptions) =>
      call(API.getWaiver, { waiverId, ...query }, callOptions),
    listWaivers: (query = {}, callOptions) => call(API.listWaivers, query, callOptions),
    getWaiverPhotos: (waiverId, callOptions) => call(API.getWaiverPhotos, { waiverId }, callOptions),
    getWaiverSignatures: (waiverId, callOptions) => call(API.getWaiverSignatures, { waiverId }, callOptions),
    getSettings: (callOptions) => call(API.getSettings, {}, callOptions),
    getWebhookConfig: (callOptions) => call(API.getWebhookConfig, {}, callOptions),
    setWebhookConfig: (config, callOptions) => call(API.setWebhookConfig, config, callOptions),
    deleteWebhookConfig: async (callOptions) => {
      await call(API.deleteWebhookConfig, {}, callOptions);
    },
    resendWebhook: (waiverId, callOptions) => call(API.resendWebhook, { waiverId }, callOptions),
    webhookQueueCounts: (callOptions) => call(API.webhookQueueCounts, {}, callOptions),
    readAccountQueue: (query = {}, callOptions) => call(API.readAccountQueue, query, callOptions),
    deleteAccountQueueMessage: (messageId, callOptions) =>
      call(API.deleteAccountQueueMessage, { messageId }, callOptions),
    readTemplateQueue: (templateId, query = {}, callOptions) =>
      call(API.readTemplateQueue, { templateId, ...query }, callOptions),
    deleteTemplateQueueMessage: (templateId, messageId, callOptions) =>
      call(API.deleteTemplateQueueMessage, { templateId, messageId }, callOptions),
    close: async () => {
      await ownDispatcher?.close();
    },
  };
  return client;
}
