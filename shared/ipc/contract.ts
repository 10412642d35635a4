/**
 * The one IPC contract. Every call the renderer can make is declared here once:
 * its name, the runtime schema of its request, the type of its response, and how
 * it behaves in flight. The events main pushes are declared beside it
 * (`events.ts`). Electron (ipcMain.handle + contextBridge) and the browser host
 * (HTTP) both serve exactly this; the preload and the browser transport derive
 * their methods from `methods`, so adding a call means the contract and its handler.
 */
import { z } from 'zod';
import {
  type AccountOverview,
  connectRequestSchema,
  type DeskSettingsView,
  savePreferencesSchema,
} from './account.ts';
import {
  type AdmissionsOfDay,
  type CheckInResult,
  checkInRequestSchema,
  listAdmissionsRequestSchema,
} from './admissions.ts';
import type { DiagnosticsReport } from './diagnostics.ts';
import type { IpcResult } from './errors.ts';
import type { DeskEvent, EventName, EventPayload } from './events.ts';
import type { LinkHosts } from './external-links.ts';
import {
  type LookupResult,
  lookupRequestSchema,
  type ServiceSearchResult,
  serviceSearchRequestSchema,
  type WaiverDetail,
  waiverDetailRequestSchema,
} from './lookup.ts';
import {
  type ConsoleSettings,
  type CreatedPublishedKey,
  createPublishedKeyRequestSchema,
  type DynamicTemplateLink,
  dynamicTemplateRequestSchema,
  type GroupReservationResult,
  groupReservationRequestSchema,
  type PingResult,
  type ProcessedDynamicWaiver,
  type PublishedKeyList,
  processDynamicRequestSchema,
  type RateBudgetView,
  resendWebhookRequestSchema,
  type ServiceVersion,
  type TemplateDetail,
  type TemplateList,
  templateListRequestSchema,
  templateRequestSchema,
  type WebhookQueueView,
  type WebhookResend,
  type WebhookSetup,
  webhookConfigRequestSchema,
} from './manage.ts';
import {
  type ManagerLockView,
  type PinAttempt,
  setPinRequestSchema,
  unlockRequestSchema,
} from './manager-lock.ts';
import {
  noticeRequestSchema,
  type RecentNotices,
  type ServiceStatusView,
  type StatusNoticeDetail,
} from './service-status.ts';
import {
  type AutoTagLinkView,
  autoTagLinkRequestSchema,
  type PrefillLinkView,
  prefillRequestSchema,
  type SentText,
  type SigningTemplates,
  sendWaiverSmsRequestSchema,
} from './signing.ts';
import type { AppInfo, TodayCheckins } from './types.ts';

export * from './channels.ts';

interface MethodSpec<TRequest extends z.ZodType, TResponse> {
  request: TRequest;
  /**
   * 'read' calls change nothing: identical reads in flight share one answer.
   * 'write' calls are never shared or repeated.
   */
  kind: 'read' | 'write';
  /**
   * A newer call of this method from the same page cancels the older one, whose
   * answer is then never delivered (lookup as you type).
   */
  latestWins: boolean;
  /** Carries the response type only; never set at run time. */
  readonly response?: TResponse;
}

const read =
  <TResponse>() =>
  <TRequest extends z.ZodType>(
    request: TRequest,
    options: { latestWins?: boolean } = {},
  ): MethodSpec<TRequest, TResponse> => ({ request, kind: 'read', latestWins: options.latestWins ?? false });

const write =
  <TResponse>() =>
  <TRequest extends z.ZodType>(request: TRequest): MethodSpec<TRequest, TResponse> => ({
    request,
    kind: 'write',
    latestWins: false,
  });

const noPayload = z.object({}).strict();

export const contract = {
  getAppInfo: read<AppInfo>()(noPayload),
  listTodayCheckins: read<TodayCheckins>()(noPayload),

  /** The account as the page may see it: never the key, only its last four characters and where it is held. */
  getAccount: read<AccountOverview>()(noPayload),
  /** Tries the key against the service, then saves and opens the account; a refusal saves nothing. */
  connectAccount: write<AppInfo>()(connectRequestSchema),
  /** Leaves whatever account is open (or the set-up state) for the built-in demo account. */
  openDemoAccount: write<AppInfo>()(noPayload),
  /** Back from the demo to the connected account. */
  openConnectedAccount: write<AppInfo>()(noPayload),
  /** Wipes the key (and the desk's copy of the account) and returns to the welcome screen. */
  signOut: write<AppInfo>()(noPayload),
  getSettings: read<DeskSettingsView>()(noPayload),
  /** Saves what changed; applies at once. */
  saveSettings: write<DeskSettingsView>()(savePreferencesSchema),

  // --- Finding a waiver: from the desk's copy, the service on request, the detail -------------
  /** Lookup as you type (and the scanner): a newer lookup from the same page cancels the older. */
  lookupWaivers: read<LookupResult>()(lookupRequestSchema, { latestWins: true }),
  /** Searches the service when the copy has nothing; what it finds joins the copy. Spends the search budget. */
  searchService: write<ServiceSearchResult>()(serviceSearchRequestSchema),
  getWaiverDetail: read<WaiverDetail>()(waiverDetailRequestSchema),
  // --- end of finding a waiver ---------------------------------------------------------------

  // --- Checking people in: the desk's own admissions (the service's API cannot record one) ---
  /**
   * Records the admission of people on a waiver in the desk's copy, with the time and the
   * desk. Someone already admitted today comes back as `already` (nothing recorded) unless `again`.
   */
  checkIn: write<CheckInResult>()(checkInRequestSchema),
  /** The admissions this desk's copy holds for a day of the desk's calendar (today by default). */
  listAdmissions: read<AdmissionsOfDay>()(listAdmissionsRequestSchema),
  // --- end of checking people in -------------------------------------------------------------

  // --- Service status: the status page and this desk's own view of the service ---------------
  /** The indicator's state and the latest good reading of the status page (as the monitor last saw it). */
  getServiceStatus: read<ServiceStatusView>()(noPayload),
  /** Reads the status page now; shares a reading already under way. Answers like getServiceStatus. */
  refreshServiceStatus: write<ServiceStatusView>()(noPayload),
  /** One notice with its full update timeline and the components it touches. */
  getStatusNotice: read<StatusNoticeDetail>()(noticeRequestSchema),
  /** Notices closed in the last days. */
  listRecentNotices: read<RecentNotices>()(noPayload),
  // --- end of service status -----------------------------------------------------------------

  // --- The manager's tools: templates, group reservations, published keys, dynamic templates,
  // webhooks and the account's facts (the Manage screens). Every service call is made for the
  // person asking; writes are never retried (a lost answer must not create a second group or key).
  /** The account's waiver templates with their links and webhook; `publishedOnly` leaves drafts out. */
  listAccountTemplates: read<TemplateList>()(templateListRequestSchema),
  /** One template with its custom waiver and participant field definitions. */
  getAccountTemplate: read<TemplateDetail>()(templateRequestSchema),
  /** Creates a group reservation; participants supplied here cannot be changed afterwards. */
  createGroupReservation: write<GroupReservationResult>()(groupReservationRequestSchema),
  listPublishedKeys: read<PublishedKeyList>()(noPayload),
  /** A label already in use fails with code `conflict`. */
  createPublishedKey: write<CreatedPublishedKey>()(createPublishedKeyRequestSchema),
  createDynamicTemplate: write<DynamicTemplateLink>()(dynamicTemplateRequestSchema),
  /** Turns a signed dynamic template's transaction into its waiver id (the same id every time). */
  processDynamicWaiver: write<ProcessedDynamicWaiver>()(processDynamicRequestSchema),
  getWebhookConfig: read<WebhookSetup>()(noPayload),
  saveWebhookConfig: write<WebhookSetup>()(webhookConfigRequestSchema),
  deleteWebhookConfig: write<WebhookSetup>()(noPayload),
  getWebhookQueueCounts: read<WebhookQueueView>()(noPayload),
  resendWebhook: write<WebhookResend>()(resendWebhookRequestSchema),
  /** The console's expiration settings. */
  getConsoleSettings: read<ConsoleSettings>()(noPayload),
  getServiceVersion: read<ServiceVersion>()(noPayload),
  /** One ping, timed by this desk; identical pings in flight share the answer. */
  pingService: read<PingResult>()(noPayload),
  /** The account's request budget as this desk's scheduler holds it now; asks the service nothing. */
  getRateBudget: read<RateBudgetView>()(noPayload),
  // --- end of the manager's tools ------------------------------------------------------------

  // --- Getting a customer signing: a text message, a prefilled link, an auto-tag link --------
  /** Waivers to send, published first, each with the custom questions a prefilled link can carry. */
  listSigningTemplates: read<SigningTemplates>()(noPayload),
  /**
   * Texts a waiver link (US and Canada). One call sends at most one message and is
   * never retried; an identical send in flight is joined, and one that went out in
   * the last minute (or whose answer was lost) is refused unless `sendAgain`.
   */
  sendWaiverSms: write<SentText>()(sendWaiverSmsRequestSchema),
  /** A link to the template with answers filled in, valid for `expiration` seconds. */
  createPrefillLink: write<PrefillLinkView>()(prefillRequestSchema),
  /** The link that tags the waiver signed through it with a customer number; nothing is sent. */
  autoTagLink: read<AutoTagLinkView>()(autoTagLinkRequestSchema),
  // --- end of getting a customer signing -----------------------------------------------------

  // --- Secrets and privacy: the doctor's checks on screen, and where links may leave the app ---
  /**
   * The doctor's checks against the account open now (its key, the service, the status page,
   * the clock), with the report as text to copy; redacted: no key, token or personal data.
   */
  runDiagnostics: read<DiagnosticsReport>()(noPayload),
  /** The hosts a link may open without asking (the service's own); other https hosts need a yes. */
  getLinkHosts: read<LinkHosts>()(noPayload),
  // --- end of secrets and privacy -------------------------------------------------------------

  // --- The manager's lock: Manage and Settings behind a PIN (off until one is set) ------------
  /** Whether a PIN is set, whether this desk is unlocked now, and how many wrong tries are left. */
  getManagerLock: read<ManagerLockView>()(noPayload),
  /** Unlocks Manage and Settings for a while; a wrong PIN counts, too many pause every try. */
  unlockManager: write<PinAttempt>()(unlockRequestSchema),
  /** Locks them again at once. */
  lockManager: write<ManagerLockView>()(noPayload),
  /** Sets, changes or (`newPin: null`) turns off the PIN; a PIN already set must be given first. */
  setManagerPin: write<PinAttempt>()(setPinRequestSchema),
  // --- end of the manager's lock --------------------------------------------------------------
} as const;

export type Contract = typeof contract;
export type Method = keyof Contract;
export type RequestOf<M extends Method> = z.input<Contract[M]['request']>;
export type ResponseOf<M extends Method> = NonNullable<Contract[M]['response']>;

export interface CallOptions {
  /** Abandons the call: the page stops waiting and the main process cancels its work. */
  signal?: AbortSignal;
}

export type Unsubscribe = () => void;

/** What the preload exposes, and what the browser transport implements. */
export type DeskBridge = {
  [M in Method]: (request: RequestOf<M>, options?: CallOptions) => Promise<IpcResult<ResponseOf<M>>>;
} & {
  /** Delivers every event; retained ones arrive with their latest value first. */
  subscribe(listener: (event: DeskEvent) => void): Unsubscribe;
};

/** Per call, in the main process. */
export interface CallContext {
  /** Aborted when the caller gives up, a newer call supersedes this one, or the account closes. */
  signal: AbortSignal;
}

/** The main-process side: one handler per method, given an already validated request. */
export type DeskHandlers = {
  [M in Method]: (request: z.output<Contract[M]['request']>, context: CallContext) => Promise<ResponseOf<M>>;
};

export const methods = Object.keys(contract) as Method[];

export const isMethod = (name: string): name is Method => Object.hasOwn(contract, name);

export type { DeskEvent, EventName, EventPayload };
