/**
 * The package's `testing` entry (`@waiver-desk/sandbox/testing`), for tests,
 * benchmarks and `npm run sandbox`: the sandbox server (`sandbox-server.ts`)
 * with its test machinery, injected faults and a control endpoint under
 * /__control, and the parts tests build on (the sandbox clock, the data
 * generator). The app's demo account uses the `demo` entry (`demo.ts`) instead,
 * which carries neither; the product may import nothing else of the package
 * (test/structure/sandbox-entries.test.ts).
 */

import { testMachinery } from './faults/machinery.ts';
import { type FaultController, FaultRegistry } from './faults/registry.ts';
import { type SandboxOptions, type SandboxServer, startSandboxServer } from './sandbox-server.ts';

export { createClock, type SandboxClock } from './clock.ts';
export type { SandboxDataset } from './data/dataset.ts';
export { generateDataset } from './data/generate.ts';
export { LAST_NAMES } from './data/names.ts';
export { createRandom, type Random } from './data/random.ts';
export { DEMO_API_KEY } from './demo-key.ts';
export type { Fault, FaultController, FaultKind, FaultSpec } from './faults/registry.ts';
export { SandboxOptionError, STATUS_SCENARIOS, WIRE_SHAPES } from './options.ts';
export type { SandboxOptions } from './sandbox-server.ts';
export type { SigningFields, SigningOverrides } from './state/signing-overrides.ts';
export type { SmsLogView } from './state/sms-log.ts';
export type { StatusScenario } from './status/index.ts';
export type { WireShape } from './wire/shapes.ts';
export { WireFormat } from './wire/wire-format.ts';

export interface SandboxHandle extends SandboxServer {
  controlUrl: string;
  faults: FaultController;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const faults = new FaultRegistry();
  const server = await startSandboxServer(options, testMachinery(faults));
  return { ...server, controlUrl: `${server.baseUrl}/__control`, faults };
}
