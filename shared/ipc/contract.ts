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
import type { IpcResult } from './errors.ts';
import type { DeskEvent, EventName, EventPayload } from './events.ts';
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
