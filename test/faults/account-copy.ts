/** The desk's copy of the configured account (not the demo's), read as a file under its data directory. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The file the cache keeps its copy in (electron/cache DEFAULT_CACHE_FILE_NAME). */
const COPY_FILE = 'waiver-cache.sqlite';

export function accountCopyFile(dataDir: string): string {
  const copies = path.join(dataDir, 'copies');
  const account = readdirSync(copies).find((name) => !name.startsWith('demo-'));
  if (!account) throw new Error('the desk has opened no copy');
  return path.join(copies, account, COPY_FILE);
}

/** How many waivers the copy holds, as its file says. */
export function waiversInCopy(dataDir: string): number {
  const db = new DatabaseSync(accountCopyFile(dataDir), { readOnly: true });
  try {
    return Number(db.prepare('SELECT count(*) AS n FROM waivers').get()?.n);
  } finally {
    db.close();
  }
}
