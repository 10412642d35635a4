/**
 * The package's `demo` entry (`@waiver-desk/sandbox/demo`), the only part of the
 * sandbox the app imports: the key the demo takes, and the demo account's
 * sandbox as the app runs it, the generated account and the routes of both
 * services without faults or a control endpoint (those are test machinery, in
 * the `testing` entry). The server is loaded only when the demo opens, so a real
 * account loads nothing of the sandbox but this file and the key, and the
 * build keeps the demo's data in a chunk of its own.
 */
import { DEMO_API_KEY } from './demo-key.ts';
import type { SandboxServer } from './sandbox-server.ts';

export { DEMO_API_KEY };

export interface DemoSandboxOptions {
  timeZone: string;
  /** How long a search takes, to behave like the real service. */
  searchLatencyMs: number;
}

export async function startDemoSandbox(options: DemoSandboxOptions): Promise<SandboxServer> {
  const { startSandboxServer } = await import('./sandbox-server.ts');
  return startSandboxServer({
    timeZone: options.timeZone,
    searchLatencyMs: options.searchLatencyMs,
    apiKeys: [DEMO_API_KEY],
    enableControl: false,
  });
}
