/**
 * The authenticated waiver API: key check, the account's rate budgets, routing,
 * query and body rules, then the route's handler; every outcome leaves as the /v4
 * envelope (or the bare 4.6 body) with the account's `x-ratelimit-*` headers.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LEGACY_KEY_HEADER } from '../../../shared/domain/envelope.ts';
import { checkinRoutes } from './routes/checkins.ts';
import { dynamicRoutes } from './routes/dynamic.ts';
import { groupRoutes } from './routes/groups.ts';
import { publishedKeyRoutes } from './routes/keys.ts';
import type { ApiRoute, RateBudget, Reply } from './routes/route.ts';
import { searchRoutes } from './routes/search.ts';
import { settingsRoutes } from './routes/settings.ts';
import { smsRoutes } from './routes/sms.ts';
import { templateRoutes } from './routes/templates.ts';
import { waiverRoutes } from './routes/waivers.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { readJsonBody } from './server/body.ts';
import { errorEnvelope, rateLimitEnvelope, type Stamp, successEnvelope } from './server/envelope.ts';
import { ApiError, AuthError, InternalError, NotFoundError } from './server/errors.ts';
import { QueryReader } from './server/query.ts';
import type { FixedWindowLimiter } from './server/rate-limit.ts';
import { sendJson } from './server/respond.ts';
import { Router } from './server/router.ts';
import type { AccountState } from './state/account-state.ts';

const API_ROUTES: readonly ApiRoute[] = [
  ...checkinRoutes,
  ...templateRoutes,
  ...dynamicRoutes,
  ...groupRoutes,
  ...publishedKeyRoutes,
  ...smsRoutes,
  ...searchRoutes,
  ...waiverRoutes,
  ...settingsRoutes,
  ...webhookRoutes,
];

/** All keys belong to one account: one budget key. */
const ACCOUNT_BUDGET_KEY = 'account';

/**
 * What a test sandbox does to the service's own answers (faults): none in the
 * demo, whose build carries no test machinery (see `faults/machinery.ts`).
 */
export interface ApiHooks {
  /** Whether this request finds its rate window already spent (a storm). */
  exhaustsWindow(method: string, path: string, budget: RateBudget, window: number): boolean;
  /** The reply as a test alters it (odd records). */
  alterReply(reply: Reply, method: string, path: string): Reply;
}

export const NO_API_HOOKS: ApiHooks = {
  exhaustsWindow: () => false,
  alterReply: (reply) => reply,
};

export interface WaiverApiOptions {
  account: AccountState;
  apiKeys: readonly string[];
  hooks: ApiHooks;
  /** The 100 per window every request spends except searches. */
  accountLimiter: FixedWindowLimiter;
  /** The 5 per window of `GET /v4/search`. */
  searchLimiter: FixedWindowLimiter;
  signal: AbortSignal;
}

/** The key of `Authorization: Bearer <key>`, else of the legacy header. */
export function presentedApiKey(req: IncomingMessage): string | undefined {
  const authorization = req.headers.authorization;
  const bearer = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
  if (bearer) return bearer;
  const legacy = req.headers[LEGACY_KEY_HEADER];
  return typeof legacy === 'string' && legacy.trim() !== '' ? legacy.trim() : undefined;
}

export class WaiverApi {
  private readonly options: WaiverApiOptions;
  private readonly apiKeys: ReadonlySet<string>;
  private readonly router = new Router<ApiRoute>();

  constructor(options: WaiverApiOptions) {
    this.options = options;
    this.apiKeys = new Set(options.apiKeys);
    for (const route of API_ROUTES) this.router.add(route.method, route.path, route);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { account, signal } = this.options;
    const stamp: Stamp = { now: account.clock.now(), timeZone: account.timeZone };
    let rateHeaders: OutgoingHttpHeaders = {};
    try {
      const key = presentedApiKey(req);
      if (key === undefined || !this.apiKeys.has(key)) throw new AuthError();
      const method = req.method ?? 'GET';
      const match = this.router.match(method, url.pathname);
      const spent = this.spendBudget(method, url.pathname, match?.route.budget ?? 'account');
      rateHeaders = spent.headers;
      if (spent.refusal) {
        sendJson(res, 429, rateLimitEnvelope(spent.refusal, stamp), {
          ...rateHeaders,
          'retry-after': String(spent.refusal.retryAfter),
        });
        return;
      }
      if (!match) throw new NotFoundError();
      const { route, params } = match;
      const query = new QueryReader(url.searchParams, route.query ?? []);
      const body = route.body ? await readJsonBody(req) : undefined;
      const reply = await route.handle({ req, params, query, body, now: stamp.now, account, signal });
      this.send(res, this.options.hooks.alterReply(reply, method, url.pathname), stamp, rateHeaders);
    } catch (error) {
      if (signal.aborted) return;
      const apiError = error instanceof ApiError ? error : new InternalError();
      if (!(error instanceof ApiError)) console.error('[sandbox] handler failed:', error);
      sendJson(res, apiError.status, errorEnvelope(apiError, stamp), rateHeaders);
    }
  }

  private spendBudget(
    method: string,
    path: string,
    budget: RateBudget,
  ): { headers: OutgoingHttpHeaders; refusal?: { requests: number; max: number; retryAfter: number } } {
    const { hooks, accountLimiter, searchLimiter } = this.options;
    const limiter = budget === 'search' ? searchLimiter : accountLimiter;
    if (hooks.exhaustsWindow(method, path, budget, limiter.currentWindow()))
      limiter.exhaust(ACCOUNT_BUDGET_KEY);
    const decision = limiter.take(ACCOUNT_BUDGET_KEY);
    const headers = {
      'x-ratelimit-limit': String(accountLimiter.limit),
      'x-ratelimit-remaining': String(accountLimiter.peek(ACCOUNT_BUDGET_KEY).remaining),
    };
    if (decision.allowed) return { headers };
    return {
      headers,
      refusal: { requests: decision.count, max: decision.max, retryAfter: decision.retryAfterSeconds },
    };
  }

  private send(res: ServerResponse, reply: Reply, stamp: Stamp, headers: OutgoingHttpHeaders): void {
    const body = reply.kind === 'envelope' ? successEnvelope(reply.type, reply.payload, stamp) : reply.body;
    sendJson(res, reply.status, body, headers);
  }
}
