/**
 * The demo account's sandbox, as the app runs it: the generated account and the
 * routes of both services, without faults or a control endpoint (those are test
 * machinery, in `index.ts`). Loaded only when the demo opens, so a real account
 * loads nothing of the sandbox.
 */
import { DEMO_API_KEY } from './demo-key.ts';
import { type SandboxServer, startSandboxServer } from './sandbox-server.ts';

export interface DemoSandboxOptions {
  timeZone: string;
  /** How long a search takes, to behave like the real service. */
  searchLatencyMs: number;
}

export function startDemoSandbox(options: DemoSandboxOptions): Promise<SandboxServer> {
  return startSandboxServer({
    timeZone: options.timeZone,
    searchLatencyMs: options.searchLatencyMs,
    apiKeys: [DEMO_API_KEY],
    enableControl: false,
  });
}
