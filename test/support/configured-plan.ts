/** The account plan of a desk configured for a running sandbox, as the environment would give it. */

import type { SandboxHandle } from '@waiver-desk/sandbox/testing';
import type { AccountPlan } from '../../electron/runtime/account-plan.ts';

export type ConfiguredPlan = Extract<AccountPlan, { mode: 'configured' }>;

export function configuredPlan(sandbox: SandboxHandle, apiKey: string, timeZone: string): ConfiguredPlan {
  return {
    mode: 'configured',
    baseUrl: sandbox.baseUrl,
    statusUrl: sandbox.statusUrl,
    apiKey,
    keyProblem: null,
    keyHolder: 'environment',
    authScheme: 'bearer',
    timeZone,
    timeouts: { requestMs: 15_000, searchMs: 60_000 },
  };
}
