/**
 * The sandbox for tests, benchmarks and `npm run sandbox`: the sandbox server
 * (`sandbox-server.ts`) with its test machinery, injected faults and a control
 * endpoint under /__control. The app's demo account uses `demo.ts` instead,
 * which carries neither.
 */

import { testMachinery } from './faults/machinery.ts';
import { type FaultController, FaultRegistry } from './faults/registry.ts';
import { type SandboxOptions, type SandboxServer, startSandboxServer } from './sandbox-server.ts';

export { DEMO_API_KEY } from './demo-key.ts';
export type { Fault, FaultController, FaultKind, FaultSpec } from './faults/registry.ts';
export { SandboxOptionError, STATUS_SCENARIOS, WIRE_SHAPES } from './options.ts';
export type { SandboxOptions } from './sandbox-server.ts';
export type { SigningFields, SigningOverrides } from './state/signing-overrides.ts';
export type { WireShape } from './wire/shapes.ts';
export type { WireFormat } from './wire/wire-format.ts';

export interface SandboxHandle extends SandboxServer {
  controlUrl: string;
  faults: FaultController;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const faults = new FaultRegistry();
  const server = await startSandboxServer(options, testMachinery(faults));
  return { ...server, controlUrl: `${server.baseUrl}/__control`, faults };
}
