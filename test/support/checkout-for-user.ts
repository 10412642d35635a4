/**
 * The project's CLIs as another user runs them (a test that drops to `nobody` to
 * meet a folder it may not write). That user must reach Node and the checkout:
 * a clone inside a folder only its owner may enter (`mktemp -d`, root's home)
 * is out of its reach. Then the parts the browser host and the sandbox run
 * from (`package.json`, `electron/`, `shared/`, the sandbox's package, the built
 * page, the libraries they load, and Node itself) are copied into a folder anyone may read, and
 * the CLI runs from there, as it would from a checkout in a shared place.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a CLI needs from the checkout at run time, besides its libraries. */
const RUN_TIME_PARTS = [
  'package.json',
  'electron',
  'shared',
  'packages',
  'renderer/locales',
  'dist/renderer',
];
/** The workspace packages, each linked into the copy's node_modules as npm links it. */
const WORKSPACES = [{ name: '@waiver-desk/sandbox', folder: 'packages/sandbox' }];
/** The entry points whose libraries the copy carries. */
const ENTRY_POINTS = [
  'electron/browser-host/cli.ts',
  'electron/cache/worker/cache-worker.ts',
  'packages/sandbox/src/cli.ts',
];

export interface CheckoutForUser {
  /** The checkout to run the CLIs from: this one, or the copy. */
  root: string;
  /** The Node binary to run them with. */
  node: string;
  /** The command that runs `node` as the user (`setpriv …`), to give `spawnCli` as its launcher. */
  launcher: string[];
  /** Removes the copy, if one was made. */
  remove(): void;
}

const asUser = (uid: number, gid: number) => [
  'setpriv',
  '--reuid',
  String(uid),
  '--regid',
  String(gid),
  '--clear-groups',
];

/** Whether the user may read `file` (and so walk every folder above it). */
function reaches(uid: number, gid: number, file: string, test: '-r' | '-x' = '-r'): boolean {
  const [command = 'setpriv', ...args] = asUser(uid, gid);
  return spawnSync(command, [...args, 'test', test, file], { stdio: 'ignore' }).status === 0;
}

/**
 * The library folders the entry points load, from esbuild's view of them: where
 * each is (node_modules may be a link elsewhere) and its place in node_modules.
 */
async function librariesLoaded(): Promise<{ from: string; to: string }[]> {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRY_POINTS,
    bundle: true,
    platform: 'node',
    format: 'esm',
    outdir: 'unused',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['electron'],
    alias: { 'pg-native': './scripts/stubs/pg-native.cjs' },
  });
  const libraries = new Map<string, string>();
  for (const input of Object.keys(metafile.inputs)) {
    // The outermost package: one nested in another's node_modules comes with it.
    const match = /^(.*?)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    if (match?.[2])
      libraries.set(`node_modules/${match[2]}`, path.resolve(ROOT, `${match[1]}node_modules/${match[2]}`));
  }
  return [...libraries].map(([to, from]) => ({ from, to }));
}

/**
 * Node for anyone to run: a hard link where the file system allows one and the
 * binary is open to all already (it is large), a copy made so otherwise.
 */
function linkOrCopy(from: string, to: string): void {
  try {
    if ((statSync(from).mode & 0o005) !== 0o005) throw new Error('not open to every user');
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
    chmodSync(to, 0o755);
  }
}

/** Folders 0755 and files readable by anyone, whatever the checkout's own modes. */
function openToAll(folder: string): void {
  chmodSync(folder, 0o755);
  spawnSync('chmod', ['-R', 'a+rX', folder], { stdio: 'ignore' });
}

/**
 * Where user `uid` runs the CLIs from: this checkout when it can reach it and
 * Node, otherwise a copy (see above). Throws with the reason when even the copy
 * is out of its reach (a temporary folder it may not enter).
 */
export async function checkoutForUser(uid: number, gid: number): Promise<CheckoutForUser> {
  const launcher = asUser(uid, gid);
  const cli = path.join(ROOT, ENTRY_POINTS[0]!);
  if (reaches(uid, gid, cli) && reaches(uid, gid, process.execPath, '-x'))
    return { root: ROOT, node: process.execPath, launcher, remove: () => {} };

  const copy = mkdtempSync(path.join(tmpdir(), 'waiver-desk-for-user-'));
  try {
    const parts = RUN_TIME_PARTS.map((part) => ({ from: path.join(ROOT, part), to: part }));
    for (const { from, to } of [...parts, ...(await librariesLoaded())]) {
      if (existsSync(from)) cpSync(from, path.join(copy, to), { recursive: true });
    }
    for (const { name, folder } of WORKSPACES) {
      const link = path.join(copy, 'node_modules', name);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(path.relative(path.dirname(link), path.join(copy, folder)), link);
    }
    openToAll(copy);
    mkdirSync(path.join(copy, 'bin'), { mode: 0o755 });
    const node = path.join(copy, 'bin', 'node');
    linkOrCopy(process.execPath, node);
    const copied = path.join(copy, ENTRY_POINTS[0]!);
    if (!reaches(uid, gid, copied) || !reaches(uid, gid, node, '-x'))
      throw new Error(`user ${uid} cannot reach ${copy} either (is ${tmpdir()} open to every user?)`);
    return {
      root: copy,
      node,
      launcher,
      remove: () => rmSync(copy, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}
