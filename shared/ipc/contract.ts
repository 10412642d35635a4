/**
 * The one IPC contract. Every call the renderer can make is declared here once:
 * its name, the runtime schema of its request and the type of its response.
 * Electron (ipcMain.handle + contextBridge) and the browser host (HTTP) both serve
 * exactly this; the preload `satisfies` `DeskBridge`, so neither can drift.
 */
import { z } from 'zod';
import type { IpcResult } from './errors.ts';
import type { AppInfo, TodayCheckins } from './types.ts';

export * from './channels.ts';

interface ChannelSpec<TRequest extends z.ZodType, TResponse> {
  request: TRequest;
  /** Carries the response type only; never set at run time. */
  readonly response?: TResponse;
}

const defineChannel =
  <TResponse>() =>
  <TRequest extends z.ZodType>(request: TRequest): ChannelSpec<TRequest, TResponse> => ({ request });

const noPayload = z.object({}).strict();

export const contract = {
  getAppInfo: defineChannel<AppInfo>()(noPayload),
  listTodayCheckins: defineChannel<TodayCheckins>()(noPayload),
} as const;

export type Contract = typeof contract;
export type Method = keyof Contract;
export type RequestOf<M extends Method> = z.input<Contract[M]['request']>;
export type ResponseOf<M extends Method> = NonNullable<Contract[M]['response']>;

/** What the preload exposes, and what the browser transport implements. */
export type DeskBridge = { [M in Method]: (request: RequestOf<M>) => Promise<IpcResult<ResponseOf<M>>> };

/** The main-process side: one handler per method, given an already validated request. */
export type DeskHandlers = {
  [M in Method]: (request: z.output<Contract[M]['request']>) => Promise<ResponseOf<M>>;
};

export const methods = Object.keys(contract) as Method[];

export const isMethod = (name: string): name is Method => Object.hasOwn(contract, name);
