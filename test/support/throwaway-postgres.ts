/**
 * A real, throwaway PostgreSQL server for tests and the bench: `initdb` into a
 * temporary folder, `postgres` listening on 127.0.0.1 at a free port and on a
 * socket in that folder, and everything removed by `stop()`. The server refuses
 * to run as root, so under root it runs as the `postgres` user (setpriv);
 * under any other user it runs as that user.
 *
 * The superuser `postgres` logs in with a password over TCP (so tests can get a
 * password wrong) and without one over the socket.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

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

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
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
  const port = await freePort();
  let child: ChildProcess;
  let output = '';

  const start = async () => {
    output = '';
    const [program, args] = asServerUser(path.join(found.bin, 'postgres'), [
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
      'max_connections=200',
    ]);
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
  const admin = async (sql: string, database = 'postgres') => {
    const client = new pg.Client({ host: folder, port, user: SUPERUSER, database });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let databases = 0;
  return {
    host: '127.0.0.1',
    port,
    socketDir: folder,
    major: found.major,
    address: (database = SUPERUSER, user = SUPERUSER) =>
      `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    admin,
    async createDatabase(password) {
      databases += 1;
      const name = `desk_${process.pid}_${databases}`;
      await admin(`CREATE ROLE ${name} LOGIN PASSWORD '${password.replaceAll("'", "''")}'`);
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
