/**
 * The account the doctor checks, opened through the app's own `openAccount`: the
 * configured one, or with nothing configured the demo account, whose sandbox the
 * session starts in this process exactly as the app's demo starts it.
 */

import { DEMO_API_KEY } from '@waiver-desk/sandbox/demo';
import type { AccountPlan } from '../runtime/account-plan.ts';
import { openAccount } from '../runtime/account-session.ts';
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
  const session = await openAccount(plan, { agent: 'doctor' });
  try {
    return {
      target: {
        mode: plan.mode,
        baseUrl: session.account.baseUrl,
        statusUrl: session.account.statusUrl,
        apiKey: plan.mode === 'configured' ? plan.apiKey : DEMO_API_KEY,
        authScheme: plan.mode === 'configured' ? plan.authScheme : 'bearer',
        timeZone: plan.timeZone,
        timeoutMs: plan.timeouts.requestMs,
      },
      close: () => session.close(),
    };
  } catch (error) {
    await session.close();
    throw error;
  }
}
