/**
 * A real, throwaway PostgreSQL server for tests and the bench: `initdb` into a
 * temporary folder, `postgres` listening on 127.0.0.1 at a free port and on a
 * socket in that folder, and everything removed by `stop()`. The server refuses
 * to run as root, so under root it runs as the `postgres` user (setpriv);
 * under any other user it runs as that user.
 *
 * In a vitest run the test files share one server, started by the first file
 * that asks (test-run.ts) and stopped after the last: `startThrowawayPostgres()`
 * there hands each caller a database of its own on it (the default of
 * `address()` and `admin()`), and `createDatabase` names are unique across the
 * run. A test that takes the server away (`halt()`/`restart()`) asks for one of
 * its own: `startThrowawayPostgres({ own: true })`. Outside vitest (the bench)
 * every call starts its own server, as before.
 *
 * The superuser `postgres` logs in with a password over TCP (so tests can get a
 * password wrong) and without one over the socket.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { oncePerRun, testRunDir } from './test-run.ts';

export const SUPERUSER = 'postgres';
export const SUPERUSER_PASSWORD = 'throwaway-superuser-password';

export interface ThrowawayPostgres {
  host: '127.0.0.1';
  port: number;
  /** The folder holding the server's socket. */
  socketDir: string;
  /** The server's major version, e.g. 15. */
  major: number;
  /** `postgres://` address of `database` (default the superuser's own) for `user`, password left out. */
  address(database?: string, user?: string): string;
  /** Runs SQL as the superuser over the socket (e.g. to create roles and databases). */
  admin(sql: string, database?: string): Promise<pg.QueryResult>;
  /** A fresh database owned by a fresh role with `password`; returns both names. */
  createDatabase(password: string): Promise<{ database: string; user: string }>;
  /** Ends the server at once and waits until it has gone (the folder stays until `stop`). */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port and folder. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL server of 15 or later on this machine, or null. */
export function findPostgresBin(): { bin: string; major: number } | null {
  const root = '/usr/lib/postgresql';
  const candidates: { bin: string; major: number }[] = [];
  if (existsSync(root)) {
    for (const name of readdirSync(root)) {
      const major = Number(name);
      const bin = path.join(root, name, 'bin');
      if (Number.isInteger(major) && major >= 15 && existsSync(path.join(bin, 'postgres')))
        candidates.push({ bin, major });
    }
  }
  if (candidates.length === 0) {
    try {
      const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
      const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
      const major = Number(/(\d+)/.exec(version)?.[1]);
      if (major >= 15) candidates.push({ bin, major });
    } catch {
      // No pg_config on PATH either.
    }
  }
  candidates.sort((a, b) => b.major - a.major);
  return candidates[0] ?? null;
}

const isRoot = () => process.getuid?.() === 0;

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** The command line that runs `program` as the server's user. */
function asServerUser(program: string, args: string[]): [string, string[]] {
  if (!isRoot()) return [program, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', program, ...args]];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(socketDir: string, port: number, child: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${log()}`);
    const client = new pg.Client({ host: socketDir, port, user: SUPERUSER, database: 'postgres' });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`postgres did not accept connections within 30 s:\n${log()}`);
}

/** A server's data folder, made by `initdb`, in a folder of its own that also holds its socket. */
interface ServerFolder {
  bin: string;
  major: number;
  /** Holds the data folder and the socket. */
  folder: string;
  data: string;
  port: number;
}

async function initServer(): Promise<ServerFolder> {
  const found = findPostgresBin();
  if (!found)
    throw new Error('No PostgreSQL 15 or newer server is installed (Debian: apt-get install postgresql).');
  const folder = mkdtempSync(path.join(tmpdir(), 'waiver-desk-pg-'));
  const data = path.join(folder, 'data');
  const pwfile = path.join(folder, 'pwfile');
  writeFileSync(pwfile, SUPERUSER_PASSWORD, { mode: 0o600 });
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(folder, uid, gid);
    chownSync(pwfile, uid, gid);
  }
  const [initdb, initArgs] = asServerUser(path.join(found.bin, 'initdb'), [
    '-D',
    data,
    '-U',
    SUPERUSER,
    `--pwfile=${pwfile}`,
    '--auth-host=scram-sha-256',
    '--auth-local=trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });
  rmSync(pwfile, { force: true });
  return { ...found, folder, data, port: await freePort() };
}

/** The command line of the server itself. */
function serverCommand({ bin, data, port, folder }: ServerFolder): [string, string[]] {
  return asServerUser(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    folder,
    // A test server: nothing has to survive a power cut, and many desks connect at once.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
  ]);
}

/** Runs SQL as the superuser over the server's socket. */
function adminOf(socketDir: string, port: number, fallbackDatabase: string) {
  return async (sql: string, database = fallbackDatabase) => {
    const client = new pg.Client({ host: socketDir, port, user: SUPERUSER, database });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
}

const addressOf =
  (port: number, fallbackDatabase: string) =>
  (database = fallbackDatabase, user = SUPERUSER) =>
    `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/** A name no other database or role of the run's server has. */
const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A server of the caller's own, which it may halt and restart. */
async function startOwnServer(): Promise<ThrowawayPostgres> {
  const server = await initServer();
  const { port, folder } = server;
  let child: ChildProcess;
  let output = '';

  const start = async () => {
    output = '';
    const [program, args] = serverCommand(server);
    child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitUntilReady(folder, port, child, () => output);
  };

  const halt = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // SIGQUIT: immediate shutdown, every session cut off as a crash or a pulled cable would.
      child.kill('SIGQUIT');
    });

  await start();
  const admin = adminOf(folder, port, SUPERUSER);
  let databases = 0;
  return {
    host: '127.0.0.1',
    port,
    socketDir: folder,
    major: server.major,
    address: addressOf(port, SUPERUSER),
    admin,
    async createDatabase(password) {
      databases += 1;
      const name = `desk_${process.pid}_${databases}`;
      await admin(`CREATE ROLE ${name} LOGIN PASSWORD ${quoted(password)}`);
      await admin(`CREATE DATABASE ${name} OWNER ${name}`);
      return { database: name, user: name };
    },
    halt,
    restart: start,
    async stop() {
      await halt();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The run's shared server, as its first user started it (see `stopRunServer`). */
export interface RunServer {
  pid: number;
  port: number;
  socketDir: string;
  major: number;
}

/** Under this name the run's server is made once (test-run.ts) and found by the teardown. */
export const RUN_SERVER = 'postgres';

/**
 * Starts the run's server apart from the test process that asked (its own
 * process group, its output in a file), so it outlives that file's worker; the
 * run's teardown stops it.
 */
async function startRunServer(logFolder: string): Promise<RunServer> {
  const server = await initServer();
  const log = path.join(logFolder, 'postgres.log');
  const out = openSync(log, 'a');
  const [program, args] = serverCommand(server);
  const child = spawn(program, args, { stdio: ['ignore', out, out], detached: true });
  closeSync(out);
  child.unref();
  await waitUntilReady(server.folder, server.port, child, () => readFileSync(log, 'utf8'));
  if (child.pid === undefined) throw new Error('postgres started without a process id');
  return { pid: child.pid, port: server.port, socketDir: server.folder, major: server.major };
}

/** Stops the run's server (SIGQUIT, as `halt` does) and removes its folder. */
export async function stopRunServer(server: RunServer): Promise<void> {
  const alive = () => {
    try {
      process.kill(server.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(server.pid, 'SIGQUIT');
  for (let waited = 0; alive() && waited < 10_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  rmSync(server.socketDir, { recursive: true, force: true });
}

/** A database of the caller's own on the run's server: what `startThrowawayPostgres()` gives in a run. */
async function leaseOnRunServer(server: RunServer): Promise<ThrowawayPostgres> {
  const { port, socketDir } = server;
  const own = uniqueName('lease');
  await adminOf(socketDir, port, SUPERUSER)(`CREATE DATABASE ${own}`);
  const admin = adminOf(socketDir, port, own);
  const made = [own];
  const roles: string[] = [];
  const shared = (what: string) => () =>
    Promise.reject(
      new Error(
        `${what}: this test shares the run's PostgreSQL server with other files; ` +
          'a test that takes the server away starts one of its own with startThrowawayPostgres({ own: true })',
      ),
    );
  return {
    host: '127.0.0.1',
    port,
    socketDir,
    major: server.major,
    address: addressOf(port, own),
    admin,
    async createDatabase(password) {
      const name = uniqueName('desk');
      await admin(`CREATE ROLE ${name} LOGIN PASSWORD ${quoted(password)}`);
      roles.push(name);
      await admin(`CREATE DATABASE ${name} OWNER ${name}`);
      made.push(name);
      return { database: name, user: name };
    },
    halt: shared('halt()'),
    restart: shared('restart()'),
    async stop() {
      // The caller's databases go with it (its desks' sessions too); the server stays for the other files.
      const superuser = adminOf(socketDir, port, SUPERUSER);
      for (const database of made.splice(0))
        await superuser(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
      for (const role of roles.splice(0)) await superuser(`DROP ROLE IF EXISTS ${role}`).catch(() => {});
    },
  };
}

export interface ThrowawayPostgresOptions {
  /** A server of the caller's own, which `halt()` and `restart()` may take away. */
  own?: boolean;
}

export async function startThrowawayPostgres(
  options: ThrowawayPostgresOptions = {},
): Promise<ThrowawayPostgres> {
  if (options.own || !(await testRunDir())) return startOwnServer();
  return leaseOnRunServer(await oncePerRun(RUN_SERVER, startRunServer));
}
