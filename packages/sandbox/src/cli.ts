/**
 * `npm run sandbox -- [flags]`: starts the sandbox in the foreground, prints where it
 * listens and which keys it takes, and closes cleanly on SIGINT/SIGTERM.
 * Bad flags print an error and exit 2.
 */
import { parseArgs } from 'node:util';
import { createClock } from './clock.ts';
import { DEMO_API_KEY, type SandboxOptions, startSandbox } from './index.ts';
import {
  DEFAULT_SMS_DAILY_CAP,
  DEFAULT_WAIVERS,
  isStatusScenario,
  SandboxOptionError,
  STATUS_SCENARIOS,
  WIRE_SHAPES,
} from './options.ts';
import { parseIsoDate } from './server/dates.ts';
import { DEFAULT_WIRE_SHAPE, isWireShape } from './wire/shapes.ts';

const USAGE = `Usage: npm run sandbox -- [options]

  --port N               port to listen on (default 5200; 0 picks a free one)
  --host HOST            address to bind (default 127.0.0.1)
  --seed S               data seed (default 1)
  --api-key K            an accepted API key; repeat for several (default ${DEMO_API_KEY})
  --waivers N            signed waivers to generate (default ${DEFAULT_WAIVERS})
  --time-zone ZONE       IANA zone of the business (default the system zone)
  --rate-window-ms MS    length of the fixed rate-limit window (default 60000)
  --sms-daily-cap N      SMS sends per day (default ${DEFAULT_SMS_DAILY_CAP})
  --search-latency-ms MS added delay of every search (default 0)
  --status-scenario S    ${STATUS_SCENARIOS.join(' | ')}
  --shapes S             how answers are written: ${WIRE_SHAPES.join(' | ')} (default ${DEFAULT_WIRE_SHAPE})
  --clock-start ISO      start the sandbox clock at this instant
  --frozen-clock         the clock moves only through /__control/clock
  --help                 show this help`;

export class CliUsageError extends Error {
  readonly code = 'cli_usage';

  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}

function wholeNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new CliUsageError(`--${flag} must be a whole number, got '${value}'`);
  return Number(value);
}

function integer(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new CliUsageError(`--${flag} must be an integer, got '${value}'`);
  return Number(value);
}

export type CliCommand = { kind: 'help' } | { kind: 'start'; options: SandboxOptions };

export function parseCli(argv: string[]): CliCommand {
  let values: ReturnType<typeof parseFlags>['values'];
  try {
    values = parseFlags(argv).values;
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { kind: 'help' };
  const options: SandboxOptions = { port: wholeNumber('port', values.port) ?? 5200 };
  if (values.host !== undefined) options.host = values.host;
  const seed = integer('seed', values.seed);
  if (seed !== undefined) options.seed = seed;
  if (values['api-key'] !== undefined) options.apiKeys = values['api-key'];
  const waivers = wholeNumber('waivers', values.waivers);
  if (waivers !== undefined) options.waivers = waivers;
  if (values['time-zone'] !== undefined) options.timeZone = values['time-zone'];
  const rateWindowMs = wholeNumber('rate-window-ms', values['rate-window-ms']);
  if (rateWindowMs !== undefined) options.rateWindowMs = rateWindowMs;
  const smsDailyCap = wholeNumber('sms-daily-cap', values['sms-daily-cap']);
  if (smsDailyCap !== undefined) options.smsDailyCap = smsDailyCap;
  const searchLatencyMs = wholeNumber('search-latency-ms', values['search-latency-ms']);
  if (searchLatencyMs !== undefined) options.searchLatencyMs = searchLatencyMs;
  const scenario = values['status-scenario'];
  if (scenario !== undefined) {
    if (!isStatusScenario(scenario)) {
      throw new CliUsageError(`--status-scenario must be one of: ${STATUS_SCENARIOS.join(', ')}`);
    }
    options.statusScenario = scenario;
  }
  const shapes = values.shapes;
  if (shapes !== undefined) {
    if (!isWireShape(shapes)) throw new CliUsageError(`--shapes must be one of: ${WIRE_SHAPES.join(', ')}`);
    options.shapes = shapes;
  }
  const clockStart = values['clock-start'];
  const startAt = clockStart === undefined ? undefined : parseIsoDate(clockStart);
  if (startAt === null)
    throw new CliUsageError(`--clock-start must be an ISO 8601 date, got '${clockStart}'`);
  if (startAt !== undefined || values['frozen-clock']) {
    options.clock = createClock({
      frozen: values['frozen-clock'] ?? false,
      ...(startAt === undefined ? {} : { startAt }),
    });
  }
  return { kind: 'start', options };
}

function parseFlags(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      'api-key': { type: 'string', multiple: true },
      waivers: { type: 'string' },
      'time-zone': { type: 'string' },
      'rate-window-ms': { type: 'string' },
      'sms-daily-cap': { type: 'string' },
      'search-latency-ms': { type: 'string' },
      'status-scenario': { type: 'string' },
      shapes: { type: 'string' },
      'clock-start': { type: 'string' },
      'frozen-clock': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
}

async function main(): Promise<void> {
  let command: CliCommand;
  try {
    command = parseCli(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    process.stderr.write(`sandbox: ${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (command.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const startedAt = performance.now();
  const sandbox = await startSandbox(command.options).catch((error: unknown) => {
    if (error instanceof SandboxOptionError) {
      process.stderr.write(`sandbox: ${error.message}\n`);
      process.exit(2);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      process.stderr.write(`sandbox: cannot listen: ${(error as Error).message}\n`);
      process.exit(1);
    }
    throw error;
  });
  const readyMs = Math.round(performance.now() - startedAt);
  const { account } = sandbox.dataset;
  process.stdout.write(
    [
      `Waiver service:  ${sandbox.baseUrl}`,
      `Status service:  ${sandbox.statusUrl}`,
      `Control:         ${sandbox.controlUrl}`,
      ...sandbox.apiKeys.map((key) => `API key:         ${key}`),
      `Account:         ${account.businessName} (${sandbox.dataset.waivers.length} waivers, ${account.timeZone})`,
      `Answer shapes:   ${sandbox.wire.shape}`,
      `Ready in ${readyMs} ms`,
      '',
    ].join('\n'),
  );
  const shutdown = () => {
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`sandbox: close failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (import.meta.main) await main();
