/**
 * `pg_dump --data-only` of a throwaway server's database: every row of every
 * table as whoever runs the database would read it. Run as the server's own
 * user over its socket, as `throwaway-postgres.ts` runs the server (root runs it
 * as `postgres`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findPostgresBin, SUPERUSER, type ThrowawayPostgres } from './throwaway-postgres.ts';

export function dumpData(server: ThrowawayPostgres, database: string): string {
  const found = findPostgresBin();
  if (!found) throw new Error('no PostgreSQL server binaries, so no pg_dump');
  const program = path.join(found.bin, 'pg_dump');
  const args = ['--data-only', '-h', server.socketDir, '-p', String(server.port), '-U', SUPERUSER, database];
  const [command, commandArgs] =
    process.getuid?.() === 0
      ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', program, ...args]]
      : [program, args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
}
