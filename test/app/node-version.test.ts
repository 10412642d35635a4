/**
 * A newcomer on an older Node gets one line saying which Node to install and how,
 * from every npm script that would otherwise die on a .ts file with a stack trace.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/require-node.cjs');
const GUARD = 'node scripts/require-node.cjs && ';
const { nodeVersionProblem, REQUIRED_MAJOR } = createRequire(import.meta.url)(SCRIPT) as {
  nodeVersionProblem: (version: string) => string | null;
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
  ])('stops %s with one line naming the version needed and how to get it', (version, shown) => {
    const problem = nodeVersionProblem(version);
    expect(problem).toBe(
      `Waiver Desk needs Node.js 24 or newer (this is ${shown}). Install it from https://nodejs.org or with a version manager (nvm install 24), then run the command again.`,
    );
    expect(problem).not.toContain('\n');
  });

  it('is quiet and succeeds on the Node running the tests', () => {
    const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });
});

const OLD_NODE = '/usr/bin/node';
const oldNodeVersion = existsSync(OLD_NODE)
  ? execFileSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).trim()
  : '';
const oldNodeMajor = Number.parseInt(oldNodeVersion.replace(/^v/, ''), 10);
const hasOldNode = oldNodeVersion !== '' && oldNodeMajor < REQUIRED_MAJOR;

const skipReason = oldNodeVersion
  ? `skipped: it is ${oldNodeVersion}, not older than ${REQUIRED_MAJOR}`
  : 'skipped: it is not installed';

describe.skipIf(!hasOldNode)(
  hasOldNode
    ? `on a real older Node (${OLD_NODE} ${oldNodeVersion})`
    : `on a real older Node (${OLD_NODE} ${skipReason})`,
  () => {
    it('exits 1 with exactly one line', () => {
      const run = spawnSync(OLD_NODE, [SCRIPT], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      const lines = run.stderr.split('\n').filter((line) => line !== '');
      expect(lines).toEqual([nodeVersionProblem(oldNodeVersion)]);
    });

    it('stops a guarded command before the .ts file runs', () => {
      const run = spawnSync(
        '/bin/sh',
        ['-c', `"${OLD_NODE}" scripts/require-node.cjs && "${OLD_NODE}" electron/doctor/cli.ts`],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    });
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
