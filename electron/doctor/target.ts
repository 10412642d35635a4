/**
 * The account the doctor checks: the configured one, or with nothing configured
 * the demo account, served by a sandbox started in this process exactly as the
 * app's demo starts it.
 */
import type { AccountPlan } from '../runtime/account-plan.ts';
import { startSandbox } from '../sandbox/index.ts';
import type { AuthScheme } from '../settings/schema.ts';

export interface DoctorTarget {
  mode: 'demo' | 'configured';
  baseUrl: string;
  /** Empty when no status page is configured. */
  statusUrl: string;
  /** Null when the doctor has no key to try. */
  apiKey: string | null;
  authScheme: AuthScheme;
  timeZone: string;
  timeoutMs: number;
}

export interface OpenTarget {
  target: DoctorTarget;
  close(): Promise<void>;
}

export async function openTarget(plan: AccountPlan): Promise<OpenTarget> {
  if (plan.mode === 'configured') {
    return {
      target: {
        mode: 'configured',
        baseUrl: plan.baseUrl,
        statusUrl: plan.statusUrl,
        apiKey: plan.apiKey,
        authScheme: plan.authScheme,
        timeZone: plan.timeZone,
        timeoutMs: plan.timeouts.requestMs,
      },
      close: async () => {},
    };
  }
  const sandbox = await startSandbox({ enableControl: false, timeZone: plan.timeZone });
  return {
    target: {
      mode: 'demo',
      baseUrl: sandbox.baseUrl,
      statusUrl: sandbox.statusUrl,
      apiKey: sandbox.apiKeys[0] ?? null,
      authScheme: 'bearer',
      timeZone: plan.timeZone,
      timeoutMs: plan.timeouts.requestMs,
    },
    close: () => sandbox.close(),
  };
}
