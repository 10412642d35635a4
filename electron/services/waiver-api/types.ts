/** The waiver client's public surface: its options, the queries it takes and its methods. */
import type { Dispatcher } from 'undici';
import type {
  AccountSettings,
  CheckIn,
  CheckinsPage,
  DynamicProcessResult,
  DynamicTemplate,
  GroupReservation,
  GroupReservationRequest,
  PrefillLink,
  PrefillRequest,
  PublishedKey,
  SearchSummary,
  SignedWaiver,
  SmsRecord,
  WaiverPhotos,
  WaiverSignatures,
  WaiverSummary,
  WaiverTemplate,
  WebhookConfig,
  WebhookQueueCounts,
  WebhookQueueMessage,
} from '../../../shared/domain/waiver.ts';
import type { RetryPolicy } from '../../http/retry.ts';
import type { RequestScheduler } from '../../http/scheduler.ts';
import type { CallOptions, ReachOutcome } from '../../http/transport.ts';
import type { ReadList } from '../../records/tolerant-list.ts';
import type { CheckinWindow } from './checkin-window.ts';

export type { ReadList } from '../../records/tolerant-list.ts';

export interface WaiverClientOptions {
  baseUrl: string;
  apiKey: string;
  /** 'bearer' (default) sends `Authorization: Bearer`; 'legacy' sends `sw-api-key`. Never both. */
  authScheme?: 'bearer' | 'legacy';
  /** Default `WaiverDesk/<package version> (+electron)` or `(+node)`. */
  userAgent?: string;
  /** Per attempt; default 15000. */
  timeoutMs?: number;
  /** Per attempt of a search or a result page; default 60000. */
  searchTimeoutMs?: number;
  /** The desk's zone for outgoing date-times and "the current hour"; default the system zone. */
  timeZone?: string;
  /** One per account, shared by every caller; default a new one. */
  scheduler?: RequestScheduler;
  /** Default a keep-alive Agent, closed by `close()`. */
  dispatcher?: Dispatcher;
  /** Retries of reads; default 4 attempts, backoff from 500 ms capped at 30 s. */
  retryPolicy?: Partial<RetryPolicy>;
  /** The wall clock for the current-hour cut-off; default the system time. */
  now?: () => Date;
  /** Told after every attempt whether the service answered, failed or could not be reached. */
  onOutcome?: (outcome: ReachOutcome) => void;
}

export type { CallOptions, ReachOutcome } from '../../http/transport.ts';

export type DateInput = Date | string;

export interface CheckinQuery {
  fromDts: DateInput;
  toDts: DateInput;
  /** 1-100, default 20. */
  limit?: number;
  /** 0-1000. */
  offset?: number;
  checkinId?: string | number;
  waiverId?: string;
}

export interface SearchQuery {
  templateId?: string;
  fromDts?: DateInput;
  toDts?: DateInput;
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  /** Default newest first. */
  sort?: 'asc' | 'desc';
  tag?: string;
}

export interface WaiverListQuery {
  limit?: number;
  verified?: boolean;
  templateId?: string;
  /** Goes together with toDts. */
  fromDts?: DateInput;
  toDts?: DateInput;
  firstName?: string;
  lastName?: string;
  tag?: string;
}

export interface TemplateListQuery {
  customFields?: boolean;
  published?: boolean;
}

export interface PdfOption {
  /** Include the Base64 PDF; default false. */
  pdf?: boolean;
}

export interface QueueReadOptions {
  /** Remove the message as it is read; such a read is never retried, since a lost answer would lose it. */
  delete?: boolean;
}

/** The client-side library's configuration travels as an object or a JSON string. */
export type LibraryConfig = string | Record<string, unknown>;

export interface DynamicTemplateRequest {
  dynamic: { template: LibraryConfig; data: LibraryConfig; expiration?: number };
}

export interface SmsRequest {
  templateId: string;
  /** US or Canada number as digits, e.g. 15415550100. */
  number: number;
}

export interface NewPublishedKey {
  newKey: PublishedKey;
  keys: PublishedKey[];
}

export interface WaiverClient {
  ping(options?: CallOptions): Promise<string>;
  /** Plain text, or the `version` of a JSON answer. */
  version(options?: CallOptions): Promise<string>;
  /** `skipped` counts the page's elements that could not be identified and were left out. */
  listCheckins(query: CheckinQuery, options?: CallOptions): Promise<CheckinsPage>;
  /**
   * Pages of up to 100, each with the count of check-ins left out because nothing
   * identified them (a page may hold none read and some skipped); never reaches into
   * the current hour.
   */
  checkins(window: CheckinWindow, options?: CallOptions): AsyncIterable<ReadList<CheckIn>>;
  createDynamicTemplate(body: DynamicTemplateRequest, options?: CallOptions): Promise<DynamicTemplate>;
  processDynamic(transactionId: string, options?: CallOptions): Promise<DynamicProcessResult>;
  createGroup(body: GroupReservationRequest, options?: CallOptions): Promise<GroupReservation>;
  listPublishedKeys(options?: CallOptions): Promise<PublishedKey[]>;
  createPublishedKey(label: string, options?: CallOptions): Promise<NewPublishedKey>;
  sendSms(request: SmsRequest, options?: CallOptions): Promise<SmsRecord>;
  /** `skipped` counts the templates nothing identified, left out. */
  listTemplates(query?: TemplateListQuery, options?: CallOptions): Promise<ReadList<WaiverTemplate>>;
  getTemplate(
    templateId: string,
    query?: { customFields?: boolean },
    options?: CallOptions,
  ): Promise<WaiverTemplate>;
  prefill(templateId: string, body: PrefillRequest, options?: CallOptions): Promise<PrefillLink>;
  search(query: SearchQuery, options?: CallOptions): Promise<SearchSummary>;
  searchResultsPage(
    guid: string,
    page: number,
    query?: PdfOption,
    options?: CallOptions,
  ): Promise<ReadList<SignedWaiver>>;
  /**
   * A result page's body as received (JSON text, not yet read), for reading off the
   * main thread (`readSearchResultsBody`); failures are typed as usual.
   */
  searchResultsPageBody(guid: string, page: number, options?: CallOptions): Promise<string>;
  /**
   * Runs the search afresh (a guid is a snapshot: it is never reused for a later
   * question) and yields every page, each with its skip count.
   */
  searchResults(
    query: SearchQuery,
    results?: PdfOption,
    options?: CallOptions,
  ): AsyncIterable<ReadList<SignedWaiver>>;
  getWaiver(waiverId: string, query?: PdfOption, options?: CallOptions): Promise<SignedWaiver>;
  listWaivers(query?: WaiverListQuery, options?: CallOptions): Promise<ReadList<WaiverSummary>>;
  getWaiverPhotos(waiverId: string, options?: CallOptions): Promise<WaiverPhotos>;
  getWaiverSignatures(waiverId: string, options?: CallOptions): Promise<WaiverSignatures>;
  getSettings(options?: CallOptions): Promise<AccountSettings>;
  /** Null when the account has no webhook. */
  getWebhookConfig(options?: CallOptions): Promise<WebhookConfig | null>;
  setWebhookConfig(config: WebhookConfig, options?: CallOptions): Promise<WebhookConfig>;
  deleteWebhookConfig(options?: CallOptions): Promise<void>;
  /** Whether the service accepted the resend. */
  resendWebhook(waiverId: string, options?: CallOptions): Promise<boolean>;
  webhookQueueCounts(options?: CallOptions): Promise<WebhookQueueCounts>;
  /** The oldest message, or null when the queue is empty. */
  readAccountQueue(query?: QueueReadOptions, options?: CallOptions): Promise<WebhookQueueMessage | null>;
  deleteAccountQueueMessage(messageId: string, options?: CallOptions): Promise<boolean>;
  readTemplateQueue(
    templateId: string,
    query?: QueueReadOptions,
    options?: CallOptions,
  ): Promise<WebhookQueueMessage | null>;
  deleteTemplateQueueMessage(templateId: string, messageId: string, options?: CallOptions): Promise<boolean>;
  /** Closes the connection pool the client created itself; a dispatcher passed in is left open. */
  close(): Promise<void>;
}
