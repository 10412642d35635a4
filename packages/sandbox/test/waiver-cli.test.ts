import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CliUsageError, parseCli } from '../src/cli.ts';
import { DEMO_API_KEY } from '../src/index.ts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

function run(args: string[]): ChildProcess {
  return spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Stdout up to the first match; the stream stays open so the child can keep writing. */
function output(child: ChildProcess, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk) => {
      text += String(chunk);
      if (until.test(text)) resolve(text);
    });
    child.once('exit', () => reject(new Error(`exited before ${until}: ${text}`)));
  });
}

describe('sandbox CLI', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('parses every flag into sandbox options', () => {
    const command = parseCli([
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--seed',
      '7',
      '--api-key',
      'a',
      '--api-key',
      'b',
      '--waivers',
      '300',
      '--time-zone',
      'Europe/Paris',
      '--rate-window-ms',
      '5000',
      '--sms-daily-cap',
      '2',
      '--search-latency-ms',
      '10',
      '--status-scenario',
      'incident',
      '--shapes',
      'loose',
      '--clock-start',
      '2025-06-14T15:20:00Z',
      '--frozen-clock',
    ]);
    expect(command.kind).toBe('start');
    if (command.kind !== 'start') return;
    const { clock, ...options } = command.options;
    expect(options).toEqual({
      port: 0,
      host: '127.0.0.1',
      seed: 7,
      apiKeys: ['a', 'b'],
      waivers: 300,
      timeZone: 'Europe/Paris',
      rateWindowMs: 5000,
      smsDailyCap: 2,
      searchLatencyMs: 10,
      statusScenario: 'incident',
      shapes: 'loose',
    });
    expect(clock?.now()).toBe(Date.UTC(2025, 5, 14, 15, 20));
    expect(clock?.frozen).toBe(true);
    expect(
      parseCli([]).kind === 'start' && (parseCli([]) as { options: { port?: number } }).options.port,
    ).toBe(5200);
  });

  it.each([
    [['--port', 'eighty']],
    [['--waivers', '-5']],
    [['--status-scenario', 'meltdown']],
    [['--shapes', 'sloppy']],
    [['--clock-start', 'tomorrow']],
    [['--unknown']],
    [['positional']],
  ])('refuses %j as a usage error', (args) => {
    expect(() => parseCli(args)).toThrow(CliUsageError);
  });

  it('prints the URLs, the key and a ready line, and exits 0 on SIGTERM', async () => {
    child = run(['--port', '0', '--waivers', '200']);
    const text = await output(child, /Ready in \d+ ms/);
    const baseUrl = /Waiver service:\s+(\S+)/.exec(text)?.[1] as string;
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(text).toContain(`Status service:  ${baseUrl}/status`);
    expect(text).toContain(`API key:         ${DEMO_API_KEY}`);
    expect(text).toContain('Answer shapes:   real');
    expect(await (await fetch(`${baseUrl}/ping`)).text()).toBe('pong');
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it.each([[['--port', 'x']], [['--time-zone', 'Mars/Olympus']]])(
    'exits 2 with a clear message on %j',
    async (args) => {
      child = run(args);
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += String(chunk);
      });
      const [code] = await once(child, 'exit');
      expect(code).toBe(2);
      expect(stderr).toMatch(/^sandbox: /);
    },
  );
});
