/**
 * The contract's method table without its schemas: every call's name, how it
 * behaves in flight and the type of its answer. Free of zod (its imports are
 * types only), so the sandboxed preload bundles nothing but these names; the
 * request schemas are in `contract.ts`, keyed by the same names, which the
 * compiler keeps in step with this table.
 */

import type { PrintingView, PrintOutcome, SystemPrinterList } from '../printing/printing.ts';
import type { AccountNameHint, AccountOverview, DeskSettingsView } from './account.ts';
import type {
  AdmissionsOfDay,
  ArrivedAdmissions,
  CheckInResult,
  CounterTrail,
  Headcount,
  MarkedLeft,
  TakeBackLeftResult,
  UndoResult,
} from './admissions.ts';
import type { DiagnosticsReport } from './diagnostics.ts';
import type { LinkHosts } from './external-links.ts';
import type { LookupResult, ServiceSearchResult, WaiverDetail } from './lookup.ts';
import type {
  ConsoleSettings,
  CreatedPublishedKey,
  DynamicTemplateLink,
  GroupReservationResult,
  PingResult,
  ProcessedDynamicWaiver,
  PublishedKeyList,
  RateBudgetView,
  ServiceVersion,
  TemplateDetail,
  TemplateList,
  WebhookQueueView,
  WebhookResend,
  WebhookSetup,
} from './manage.ts';
import type { ManagerLockView, PinAttempt } from './manager-lock.ts';
import type { PageProblemsLogged } from './page-problems.ts';
import type { Recoveries } from './recoveries.ts';
import type { ScreenFailureLogged } from './screen-failure.ts';
import type { RecentNotices, ServiceStatusView, StatusNoticeDetail } from './service-status.ts';
import type { SharedDatabaseVerdict, SharedDatabaseView } from './shared-database.ts';
import type { AutoTagLinkView, PrefillLinkView, SentText, SigningTemplates } from './signing.ts';
import type { SupportReport } from './support.ts';
import type { AppInfo, TodayCheckins } from './types.ts';
import type { UpdatesView } from './updates.ts';

export interface MethodInfo<TResponse> {
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

const read = <TResponse>(options: { latestWins?: boolean } = {}): MethodInfo<TResponse> => ({
  kind: 'read',
  latestWins: options.latestWins ?? false,
});

const write = <TResponse>(): MethodInfo<TResponse> => ({ kind: 'write', latestWins: false });

export const methodTable = {
  getAppInfo: read<AppInfo>(),
  /** A screen the page could not show, for the desk's log: its name, the record's id, the error's kind. */
  reportScreenFailure: write<ScreenFailureLogged>(),
  listTodayCheckins: read<TodayCheckins>(),

  /** The account as the page may see it: never the key, only its last four characters and where it is held. */
  getAccount: read<AccountOverview>(),
  /** Tries the key against the service, then saves and opens the account; a refusal saves nothing. */
  connectAccount: write<AppInfo>(),
  /** What the service at a status page address calls itself, to prefill the connect form's account name. */
  suggestAccountName: read<AccountNameHint>({ latestWins: true }),
  /** Leaves whatever account is open (or the set-up state) for the built-in demo account. */
  openDemoAccount: write<AppInfo>(),
  /** Back from the demo to the connected account. */
  openConnectedAccount: write<AppInfo>(),
  /** Wipes the key (and the desk's copy of the account) and returns to the welcome screen. */
  signOut: write<AppInfo>(),
  getSettings: read<DeskSettingsView>(),
  /** Saves what changed; applies at once. */
  saveSettings: write<DeskSettingsView>(),
  /** Where the account's desks share their copy (never the password), and how this desk stands with it. */
  getSharedDatabase: read<SharedDatabaseView>(),
  /** Connects to the address as typed and says what is wrong, in desk words; saves nothing. */
  testSharedDatabase: write<SharedDatabaseVerdict>(),
  /** Saves the shared database (an empty address: this desk works alone) and reopens the account. */
  saveSharedDatabase: write<SharedDatabaseView>(),

  // --- Finding a waiver: from the desk's copy, the service on request, the detail -------------
  /** Lookup as you type (and the scanner): a newer lookup from the same page cancels the older. */
  lookupWaivers: read<LookupResult>({ latestWins: true }),
  /** Searches the service when the copy has nothing; what it finds joins the copy. Spends the search budget. */
  searchService: write<ServiceSearchResult>(),
  getWaiverDetail: read<WaiverDetail>(),

  // --- Checking people in: the desk's own admissions (the service's API cannot record one) ---
  /**
   * Records the admission of people on a waiver in the desk's copy, with the time and the
   * desk. Someone already admitted today comes back as `already` (nothing recorded) unless `again`.
   */
  checkIn: write<CheckInResult>(),
  /** The admissions this desk's copy holds for a day of the desk's calendar (today by default). */
  listAdmissions: read<AdmissionsOfDay>(),
  /** Who is in now (checked in within the visit length, at any desk) and the venue's capacity. */
  getHeadcount: read<Headcount>(),
  /** Other desks' check-ins that reached the copy, with their verdicts as Today reads them: the page adds them to its Today. */
  getArrivedAdmissions: read<ArrivedAdmissions>(),
  /** Takes a check-in back: it counts nowhere any more (shared/desk/counter-rules.ts says who may). */
  undoAdmission: write<UndoResult>(),
  /** Marks people as left: they are no longer in (the headcount, already in). */
  markLeft: write<MarkedLeft>(),
  /** Takes back a "marked as left" made by mistake: they are in again (the undo's rules say who may). */
  takeBackLeft: write<TakeBackLeftResult>(),
  /** The counter's trail of a day at every desk (Manage): check-ins, overrides, undos, people who left. */
  getCounterTrail: read<CounterTrail>(),
  // --- end of checking people in -------------------------------------------------------------
  // --- end of finding a waiver ---------------------------------------------------------------

  // --- Service status: the status page and this desk's own view of the service ---------------
  /** The indicator's state and the latest good reading of the status page (as the monitor last saw it). */
  getServiceStatus: read<ServiceStatusView>(),
  /** Reads the status page now; shares a reading already under way. Answers like getServiceStatus. */
  refreshServiceStatus: write<ServiceStatusView>(),
  /** One notice with its full update timeline and the components it touches. */
  getStatusNotice: read<StatusNoticeDetail>(),
  /** Notices closed in the last days. */
  listRecentNotices: read<RecentNotices>(),
  // --- end of service status -----------------------------------------------------------------

  // --- The manager's tools: templates, group reservations, published keys, dynamic templates,
  // webhooks and the account's facts (the Manage screens). Every service call is made for the
  // person asking; writes are never retried (a lost answer must not create a second group or key).
  /** The account's waiver templates with their links and webhook; `publishedOnly` leaves drafts out. */
  listAccountTemplates: read<TemplateList>(),
  /** One template with its custom waiver and participant field definitions. */
  getAccountTemplate: read<TemplateDetail>(),
  /** Creates a group reservation; participants supplied here cannot be changed afterwards. */
  createGroupReservation: write<GroupReservationResult>(),
  listPublishedKeys: read<PublishedKeyList>(),
  /** A label already in use fails with code `conflict`. */
  createPublishedKey: write<CreatedPublishedKey>(),
  createDynamicTemplate: write<DynamicTemplateLink>(),
  /** Turns a signed dynamic template's transaction into its waiver id (the same id every time). */
  processDynamicWaiver: write<ProcessedDynamicWaiver>(),
  getWebhookConfig: read<WebhookSetup>(),
  saveWebhookConfig: write<WebhookSetup>(),
  deleteWebhookConfig: write<WebhookSetup>(),
  getWebhookQueueCounts: read<WebhookQueueView>(),
  resendWebhook: write<WebhookResend>(),
  /** The console's expiration settings. */
  getConsoleSettings: read<ConsoleSettings>(),
  getServiceVersion: read<ServiceVersion>(),
  /** One ping, timed by this desk; identical pings in flight share the answer. */
  pingService: read<PingResult>(),
  /** The account's request budget as this desk's scheduler holds it now; asks the service nothing. */
  getRateBudget: read<RateBudgetView>(),
  // --- end of the manager's tools ------------------------------------------------------------

  // --- Getting a customer signing: a text message, a prefilled link, an auto-tag link --------
  /** Waivers to send, published first, each with the custom questions a prefilled link can carry. */
  listSigningTemplates: read<SigningTemplates>(),
  /**
   * Texts a waiver link (US and Canada). One call sends at most one message and is
   * never retried; an identical send in flight is joined, and one that went out in
   * the last minute (or whose answer was lost) is refused unless `sendAgain`.
   */
  sendWaiverSms: write<SentText>(),
  /** A link to the template with answers filled in, valid for `expiration` seconds. */
  createPrefillLink: write<PrefillLinkView>(),
  /** The link that tags the waiver signed through it with a customer number; nothing is sent. */
  autoTagLink: read<AutoTagLinkView>(),
  // --- end of getting a customer signing -----------------------------------------------------

  // --- Secrets and privacy: the doctor's checks on screen, and where links may leave the app ---
  /**
   * The doctor's checks against the account open now (its key, the service, the status page,
   * the clock), with the report as text to copy; redacted: no key, token or personal data.
   */
  runDiagnostics: read<DiagnosticsReport>(),
  /** The hosts a link may open without asking (the service's own); other https hosts need a yes. */
  getLinkHosts: read<LinkHosts>(),
  // --- end of secrets and privacy -------------------------------------------------------------

  // --- The manager's lock: Manage and Settings behind a PIN (off until one is set) ------------
  /** Whether a PIN is set, whether this desk is unlocked now, and how many wrong tries are left. */
  getManagerLock: read<ManagerLockView>(),
  /** Unlocks Manage and Settings for a while; a wrong PIN counts, too many pause every try. */
  unlockManager: write<PinAttempt>(),
  /** Locks them again at once. */
  lockManager: write<ManagerLockView>(),
  /** Sets, changes or (`newPin: null`) turns off the PIN; a PIN already set must be given first. */
  setManagerPin: write<PinAttempt>(),
  // --- end of the manager's lock --------------------------------------------------------------

  // --- Running the desk for a year: updates, recovery, the page's problems, the support report ---
  /** This desk's version and channel, the last look for an update, what is waiting and why. */
  getUpdates: read<UpdatesView>(),
  /** Looks at the update feed now; a look under way is shared. */
  checkForUpdates: write<UpdatesView>(),
  /** A manager's "Restart now": installs the fetched update at once (never over a check-in). */
  restartToUpdate: write<UpdatesView>(),
  /** Where the desk looks, which releases it takes, a pinned version, an install put off. */
  saveUpdateChoices: write<UpdatesView>(),
  /** The desk is in use (keys, scans, clicks), and whether a check-in panel is open: updates wait. */
  reportActivity: write<{ noted: boolean }>(),
  /** The page's uncaught errors and console errors and warnings, for the desk's log, with their screen. */
  logPageProblems: write<PageProblemsLogged>(),
  /** The notice that the desk recovered by itself is dismissed. */
  dismissRecovery: write<Recoveries>(),
  /** One file for support: the doctor's report, versions, settings, the copy, recent logs and crashes; redacted. */
  makeSupportReport: write<SupportReport>(),
  // --- end of running the desk -----------------------------------------------------------------
  // --- Wristbands and labels: the printers, the band rules, printing after an admission -------
  /** The printers, when they print and the band rules; whether this computer's printers can be used here. */
  getPrinting: read<PrintingView>(),
  /** Saves them (a manager's); applies at once. */
  savePrinting: write<PrintingView>(),
  /** This computer's printers (none in the browser host). */
  listPrinters: read<SystemPrinterList>(),
  /** A sample wristband or label on the printer as typed in Settings; nothing is saved. */
  testPrint: write<PrintOutcome>(),
  /** A wristband or label for each of these admissions, on the printer set for it; never repeated by itself. */
  printForAdmission: write<PrintOutcome>(),
  // --- end of wristbands and labels ----------------------------------------------------------
} as const;

export type MethodTable = typeof methodTable;
export type Method = keyof MethodTable;
export type ResponseOf<M extends Method> = NonNullable<MethodTable[M]['response']>;

export const methods = Object.keys(methodTable) as Method[];

export const isMethod = (name: string): name is Method => Object.hasOwn(methodTable, name);
