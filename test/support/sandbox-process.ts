/**
 * A sandbox in its own process for a test or the bench that runs several desks, or
 * one desk behind a relay, against it: its zone, seed, size and key, with short rate
 * windows when asked (a desk then copies the account in seconds and goes quiet) and
 * strict shapes (the sample's records read as the spec writes them).
 */
import { type RunningCli, spawnCli } from './spawn-cli.ts';

export interface SandboxProcess {
  zone: string;
  seed: number;
  waivers: number;
  apiKey: string;
  /** Milliseconds of each rate window instead of the service's minute. */
  rateWindowMs?: number;
}

export function startSandboxProcess(options: SandboxProcess): Promise<RunningCli> {
  return spawnCli('packages/sandbox/src/cli.ts', [
    '--port',
    '0',
    '--time-zone',
    options.zone,
    '--seed',
    String(options.seed),
    '--waivers',
    String(options.waivers),
    '--api-key',
    options.apiKey,
    ...(options.rateWindowMs ? ['--rate-window-ms', String(options.rateWindowMs)] : []),
    '--status-scenario',
    'operational',
    '--shapes',
    'strict',
  ]);
}
