/** What a waiver-service route declares and what its handler gets and returns. */
import type { IncomingMessage } from 'node:http';
import type { QueryReader } from '../server/query.ts';
import type { AccountState } from '../state/account-state.ts';

export interface RouteContext {
  req: IncomingMessage;
  params: Record<string, string>;
  query: QueryReader;
  /** The parsed JSON body of a body-carrying route; undefined otherwise. */
  body: unknown;
  /** The sandbox clock at the start of the request. */
  now: number;
  account: AccountState;
  /** Aborted when the sandbox closes, for handlers that wait. */
  signal: AbortSignal;
}

export type Reply =
  /** The /v4 envelope with the payload under `type`. */
  | { kind: 'envelope'; status: number; type: string; payload: unknown }
  /** A body sent as is (4.6 answers without the envelope). */
  | { kind: 'bare'; status: number; body: unknown };

/** Which per-window budget a request spends (waiver-api.md section 8). */
export type RateBudget = 'account' | 'search';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** '/v4/waivers/:waiverId' */
  path: string;
  /** Supported query parameters; any other is a 400. */
  query?: readonly string[];
  /** The route takes a JSON body (Content-Type checked, 406 otherwise). */
  body?: boolean;
  budget?: RateBudget;
  handle(context: RouteContext): Reply | Promise<Reply>;
}

export function envelope(type: string, payload: unknown): Reply {
  return { kind: 'envelope', status: 200, type, payload };
}
