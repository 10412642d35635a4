/**
 * Everything behind the contract, assembled once per launch and shared by both
 * hosts: the account (demo sandbox or configured), its waiver client and the
 * handlers. Electron and the browser host only differ in how calls arrive.
 */
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import type { AppInfo, HostKind } from '../../shared/ipc/types.ts';
import { type SandboxHandle, startSandbox } from '../sandbox/index.ts';
import { createDeskHandlers } from '../services/desk/handlers.ts';
import { APP_VERSION } from '../services/http/user-agent.ts';
import {
  createRequestScheduler,
  createWaiverClient,
  type WaiverClient,
} from '../services/waiver-api/index.ts';
import type { AccountPlan } from './account-plan.ts';

export interface DeskRuntime {
  readonly info: AppInfo;
  readonly handlers: DeskHandlers;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  plan: AccountPlan;
  host: HostKind;
  now?: () => Date;
}

/** The demo slows search down a little so the desk behaves as it will against the real service. */
const DEMO_SEARCH_LATENCY_MS = 400;

export async function startRuntime(options: RuntimeOptions): Promise<DeskRuntime> {
  const { plan, host } = options;
  let sandbox: SandboxHandle | null = null;
  let connection: { baseUrl: string; statusUrl: string; apiKey: string | null; keyProblem: string | null };
  if (plan.mode === 'demo') {
    sandbox = await startSandbox({
      timeZone: plan.timeZone,
      enableControl: false,
      searchLatencyMs: DEMO_SEARCH_LATENCY_MS,
    });
    connection = {
      baseUrl: sandbox.baseUrl,
      statusUrl: sandbox.statusUrl,
      apiKey: sandbox.apiKeys[0] ?? null,
      keyProblem: null,
    };
  } else {
    connection = plan;
  }

  // One scheduler per account: every client of this launch spends the same budgets.
  const scheduler = createRequestScheduler();
  const waiver: WaiverClient | null = connection.apiKey
    ? createWaiverClient({
        baseUrl: connection.baseUrl,
        apiKey: connection.apiKey,
        authScheme: plan.mode === 'configured' ? plan.authScheme : 'bearer',
        timeZone: plan.timeZone,
        timeoutMs: plan.timeouts.requestMs,
        searchTimeoutMs: plan.timeouts.searchMs,
        scheduler,
        userAgent: `WaiverDesk/${APP_VERSION} (${host})`,
      })
    : null;

  const info: AppInfo = {
    appVersion: APP_VERSION,
    host,
    account: { mode: plan.mode, baseUrl: connection.baseUrl, statusUrl: connection.statusUrl },
    timeZone: plan.timeZone,
  };

  return {
    info,
    handlers: createDeskHandlers({
      info,
      waiver,
      keyProblem: connection.keyProblem,
      now: options.now ?? (() => new Date()),
    }),
    async close() {
      await waiver?.close();
      await sandbox?.close();
    },
  };
}
