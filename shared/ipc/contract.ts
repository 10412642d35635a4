/**
 * The one IPC contract. Every call the renderer can make is declared once in
 * `methods.ts` (its name, how it behaves in flight, the type of its answer) and
 * its request's runtime schema here, under the same name; the compiler fails
 * until both tables name the same methods. The events main pushes are declared
 * beside it (`events.ts`). Electron (a MessagePort per page + contextBridge) and
 * the browser host (a WebSocket per page) both serve exactly this, the calls
 * in one envelope (`envelope.ts`); the preload and the browser
 * transport derive their methods from `methods`, so adding a call means its
 * entries here and in `methods.ts`, and its handler.
 */

import { z } from 'zod';
import {
  printForAdmissionRequestSchema,
  printingSettingsSchema,
  testPrintRequestSchema,
} from '../printing/printing.ts';
import { accountNameHintRequestSchema, connectRequestSchema, savePreferencesSchema } from './account.ts';
import {
  arrivedAdmissionsRequestSchema,
  checkInRequestSchema,
  counterTrailRequestSchema,
  listAdmissionsRequestSchema,
  markLeftRequestSchema,
  takeBackLeftRequestSchema,
  undoAdmissionRequestSchema,
} from './admissions.ts';
import type { IpcResult } from './errors.ts';
import type { DeskEvent, EventName, EventPayload } from './events.ts';
import { lookupRequestSchema, serviceSearchRequestSchema, waiverDetailRequestSchema } from './lookup.ts';
import {
  createPublishedKeyRequestSchema,
  dynamicTemplateRequestSchema,
  groupReservationRequestSchema,
  processDynamicRequestSchema,
  resendWebhookRequestSchema,
  templateListRequestSchema,
  templateRequestSchema,
  webhookConfigRequestSchema,
} from './manage.ts';
import { setPinRequestSchema, unlockRequestSchema } from './manager-lock.ts';
import { type Method, type MethodInfo, methods, methodTable, type ResponseOf } from './methods.ts';
import { pageProblemsSchema } from './page-problems.ts';
import { dismissRecoverySchema } from './recoveries.ts';
import { screenFailureSchema } from './screen-failure.ts';
import { noticeRequestSchema } from './service-status.ts';
import { sharedDatabaseRequestSchema } from './shared-database.ts';
import { autoTagLinkRequestSchema, prefillRequestSchema, sendWaiverSmsRequestSchema } from './signing.ts';
import { deskActivitySchema, saveUpdateChoicesSchema } from './updates.ts';

export * from './channels.ts';
export { isMethod, type Method, methods, type ResponseOf } from './methods.ts';

const noPayload = z.object({}).strict();

/** Today's check-ins; `reload` (the Refresh button) reads the whole day again instead of only the new hours. */
const todayRequestSchema = z.object({ reload: z.boolean().default(false) }).strict();

/** Each method's request schema, by its name in `methods.ts`: one per method, none other. */
export const requestSchemas = {
  getAppInfo: noPayload,
  reportScreenFailure: screenFailureSchema,
  listTodayCheckins: todayRequestSchema,

  getAccount: noPayload,
  connectAccount: connectRequestSchema,
  suggestAccountName: accountNameHintRequestSchema,
  openDemoAccount: noPayload,
  openConnectedAccount: noPayload,
  signOut: noPayload,
  getSettings: noPayload,
  saveSettings: savePreferencesSchema,
  getSharedDatabase: noPayload,
  testSharedDatabase: sharedDatabaseRequestSchema,
  saveSharedDatabase: sharedDatabaseRequestSchema,

  // --- Finding a waiver: from the desk's copy, the service on request, the detail -------------
  lookupWaivers: lookupRequestSchema,
  searchService: serviceSearchRequestSchema,
  getWaiverDetail: waiverDetailRequestSchema,
  // --- end of finding a waiver ---------------------------------------------------------------

  checkIn: checkInRequestSchema,
  listAdmissions: listAdmissionsRequestSchema,
  undoAdmission: undoAdmissionRequestSchema,
  markLeft: markLeftRequestSchema,
  takeBackLeft: takeBackLeftRequestSchema,
  getCounterTrail: counterTrailRequestSchema,
  getHeadcount: noPayload,
  getArrivedAdmissions: arrivedAdmissionsRequestSchema,

  // --- Service status: the status page and this desk's own view of the service ---------------
  getServiceStatus: noPayload,
  refreshServiceStatus: noPayload,
  getStatusNotice: noticeRequestSchema,
  listRecentNotices: noPayload,
  // --- end of service status -----------------------------------------------------------------

  // --- The manager's tools: templates, group reservations, published keys, dynamic templates,
  listAccountTemplates: templateListRequestSchema,
  getAccountTemplate: templateRequestSchema,
  createGroupReservation: groupReservationRequestSchema,
  listPublishedKeys: noPayload,
  createPublishedKey: createPublishedKeyRequestSchema,
  createDynamicTemplate: dynamicTemplateRequestSchema,
  processDynamicWaiver: processDynamicRequestSchema,
  getWebhookConfig: noPayload,
  saveWebhookConfig: webhookConfigRequestSchema,
  deleteWebhookConfig: noPayload,
  getWebhookQueueCounts: noPayload,
  resendWebhook: resendWebhookRequestSchema,
  getConsoleSettings: noPayload,
  getServiceVersion: noPayload,
  pingService: noPayload,
  getRateBudget: noPayload,
  // --- end of the manager's tools ------------------------------------------------------------

  // --- Getting a customer signing: a text message, a prefilled link, an auto-tag link --------
  listSigningTemplates: noPayload,
  sendWaiverSms: sendWaiverSmsRequestSchema,
  createPrefillLink: prefillRequestSchema,
  autoTagLink: autoTagLinkRequestSchema,
  // --- end of getting a customer signing -----------------------------------------------------

  // --- Secrets and privacy: the doctor's checks on screen, and where links may leave the app ---
  runDiagnostics: noPayload,
  getLinkHosts: noPayload,
  // --- end of secrets and privacy -------------------------------------------------------------

  getManagerLock: noPayload,
  unlockManager: unlockRequestSchema,
  lockManager: noPayload,
  setManagerPin: setPinRequestSchema,

  // --- Running the desk for a year: updates, recovery, the page's problems, the support report ---
  getUpdates: noPayload,
  checkForUpdates: noPayload,
  restartToUpdate: noPayload,
  saveUpdateChoices: saveUpdateChoicesSchema,
  reportActivity: deskActivitySchema,
  logPageProblems: pageProblemsSchema,
  dismissRecovery: dismissRecoverySchema,
  makeSupportReport: noPayload,
  // --- end of running the desk -----------------------------------------------------------------
  getPrinting: noPayload,
  savePrinting: printingSettingsSchema,
  listPrinters: noPayload,
  testPrint: testPrintRequestSchema,
  printForAdmission: printForAdmissionRequestSchema,
} as const satisfies Record<Method, z.ZodType>;

export type RequestSchemas = typeof requestSchemas;
export type RequestOf<M extends Method> = z.input<RequestSchemas[M]>;

export interface CallOptions {
  /** Abandons the call: the page stops waiting and the main process cancels its work. */
  signal?: AbortSignal;
}

/**
 * What a bridge's call takes beside the request. The preload's bridge cannot take
 * a signal: contextBridge copies arguments, and a signal cannot be copied (the call
 * would throw). A function inside an object crosses as a proxy, so the page hands
 * the preload `onCancel`, which it calls with the function that cancels the call
 * (renderer/src/bridge/desk-bridge.ts wraps the signal so).
 */
export interface BridgeCallOptions extends CallOptions {
  onCancel?: (cancel: () => void) => void;
}

export type Unsubscribe = () => void;

/** What the preload exposes, and what the browser transport implements. */
export type DeskBridge = {
  [M in Method]: (request: RequestOf<M>, options?: BridgeCallOptions) => Promise<IpcResult<ResponseOf<M>>>;
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
  [M in Method]: (request: z.output<RequestSchemas[M]>, context: CallContext) => Promise<ResponseOf<M>>;
};

/** A method's whole entry: its request schema, how it behaves in flight, its answer's type. */
export type MethodSpec<M extends Method> = MethodInfo<ResponseOf<M>> & { request: RequestSchemas[M] };

/** Both tables joined, by method: what the dispatcher checks and runs a call by. */
export const contract = Object.fromEntries(
  methods.map((method) => [method, { ...methodTable[method], request: requestSchemas[method] }]),
) as { [M in Method]: MethodSpec<M> };

export type { DeskEvent, EventName, EventPayload };
