/** Defaults and validation of `SandboxOptions`, shared by `startSandbox` and the CLI. */
import { WAIVER_LIMITS } from '../../../shared/domain/waiver.ts';
import { isValidTimeZone } from './server/dates.ts';
import type { StatusScenario } from './status/index.ts';
import { STATUS_SCENARIOS } from './status/scenarios.ts';
import { DEFAULT_WIRE_SHAPE, isWireShape, WIRE_SHAPES, type WireShape } from './wire/shapes.ts';

export const DEFAULT_WAIVERS = 2500;
export const DEFAULT_SMS_DAILY_CAP = 5;

export { STATUS_SCENARIOS, WIRE_SHAPES };

export class SandboxOptionError extends Error {
  readonly code = 'invalid_sandbox_option';

  constructor(message: string) {
    super(message);
    this.name = 'SandboxOptionError';
  }
}

export interface ResolvedOptions {
  host: string;
  port: number;
  seed: number;
  apiKeys: string[];
  waivers: number;
  timeZone: string;
  rateWindowMs: number;
  smsDailyCap: number;
  searchLatencyMs: number;
  statusScenario: StatusScenario;
  /** How answers are written: 'real' (default, as the service's SDK samples show), 'strict' or 'loose'. */
  shapes: WireShape;
  enableControl: boolean;
}

/** What a caller may set; `resolveOptions` fills in the rest (the clock is handled by `startSandbox`). */
export type OptionInput = Partial<ResolvedOptions>;

function integerOption(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const resolved = value ?? fallback;
  if (!Number.isSafeInteger(resolved) || resolved < min || resolved > max) {
    throw new SandboxOptionError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return resolved;
}

export function isStatusScenario(value: string): value is StatusScenario {
  return (STATUS_SCENARIOS as readonly string[]).includes(value);
}

export function resolveOptions(input: OptionInput, defaultApiKey: string): ResolvedOptions {
  const host = input.host ?? '127.0.0.1';
  if (host.trim() === '') throw new SandboxOptionError('host must not be empty');
  const apiKeys = input.apiKeys ?? [defaultApiKey];
  if (apiKeys.length === 0 || apiKeys.some((key) => !/^\S+$/.test(key))) {
    throw new SandboxOptionError('apiKeys must be one or more keys without spaces');
  }
  const timeZone = input.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isValidTimeZone(timeZone))
    throw new SandboxOptionError(`timeZone is not an IANA time zone: ${timeZone}`);
  const statusScenario = input.statusScenario ?? 'operational';
  if (!isStatusScenario(statusScenario)) {
    throw new SandboxOptionError(`statusScenario must be one of: ${STATUS_SCENARIOS.join(', ')}`);
  }
  const shapes = input.shapes ?? DEFAULT_WIRE_SHAPE;
  if (!isWireShape(shapes)) throw new SandboxOptionError(`shapes must be one of: ${WIRE_SHAPES.join(', ')}`);
  return {
    host,
    port: integerOption('port', input.port, 0, 0, 65_535),
    seed: integerOption('seed', input.seed, 1, -(2 ** 31), 2 ** 32 - 1),
    apiKeys: [...new Set(apiKeys)],
    waivers: integerOption('waivers', input.waivers, DEFAULT_WAIVERS, 0, 1_000_000),
    timeZone,
    rateWindowMs: integerOption(
      'rateWindowMs',
      input.rateWindowMs,
      WAIVER_LIMITS.rateWindowMs,
      1,
      86_400_000,
    ),
    smsDailyCap: integerOption('smsDailyCap', input.smsDailyCap, DEFAULT_SMS_DAILY_CAP, 0, 1_000_000),
    searchLatencyMs: integerOption('searchLatencyMs', input.searchLatencyMs, 0, 0, 600_000),
    statusScenario,
    shapes,
    enableControl: input.enableControl ?? true,
  };
}
