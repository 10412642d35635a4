/**
 * One desk process per data folder. Two on one folder (a second browser host,
 * a sync service beside the app) would write the same copy and spend the
 * account's budget twice; Electron's single-instance lock covers Electron only.
 * So every desk process (Electron, the browser host, the sync service; the
 * doctor only reads and is let be) takes `desk.lock` in the data folder at
 * start: an owner-only file, made exclusively (never through a link), naming
 * its pid, its kind and when it started. A lock whose process is gone (it was
 * killed, the computer lost power) is stale and taken over; one whose process
 * runs refuses the newcomer, in one line naming the running one. The lock is
 * let go when the process exits.
 */
import { closeSync, constants, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { readOwnFile } from '../files/own-file.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE, writeRefusalOf } from '../files/owner-only.ts';

export const DESK_LOCK_FILE = 'desk.lock';

export type DeskProcessKind = 'electron' | 'browser-host' | 'sync-service';

export interface DeskLockHolder {
  pid: number;
  kind: DeskProcessKind;
  /** When the holder started (epoch ms). */
  startedMs: number;
  /** The holder's start as the OS counts it (Linux), so a pid used again by another program is not taken for it. */
  processStart: string | null;
}

const KIND_NAMES: Record<DeskProcessKind, string> = {
  electron: 'the Waiver Desk app',
  'browser-host': 'the browser host',
  'sync-service': 'the sync service',
};

const startedAt = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A second desk process on a folder that one already runs on. */
export class DeskAlreadyRunningError extends Error {
  readonly code = 'desk_already_running';
  readonly holder: DeskLockHolder;
  constructor(dataDir: string, holder: DeskLockHolder) {
    super(
      `${KIND_NAMES[holder.kind]} (process ${holder.pid}, started ${startedAt(holder.startedMs)}) already runs on the data folder ${dataDir}; stop it first, or give this one another folder (WAIVER_DESK_DATA_DIR).`,
    );
    this.name = 'DeskAlreadyRunningError';
    this.holder = holder;
  }
}

/** The 22nd field of /proc/<pid>/stat: when the process started, in clock ticks since boot. Null off Linux. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the holder's process still runs (and is the same process, where the OS can tell). */
function isRunning(holder: DeskLockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.processStart === null) return true;
  const now = processStartOf(holder.pid);
  return now === null || now === holder.processStart;
}

function readHolder(file: string): DeskLockHolder | null {
  const read = readOwnFile(file, 4096);
  if (read.state !== 'read') return null;
  try {
    const parsed = JSON.parse(read.bytes.toString('utf8')) as Partial<DeskLockHolder>;
    if (!Number.isSafeInteger(parsed.pid) || !(parsed.kind && parsed.kind in KIND_NAMES)) return null;
    return {
      pid: parsed.pid as number,
      kind: parsed.kind,
      startedMs: Number(parsed.startedMs) || 0,
      processStart: typeof parsed.processStart === 'string' ? parsed.processStart : null,
    };
  } catch {
    return null;
  }
}

/** Made exclusively, owner-only, never through a link at its name; false when one is there already. */
function tryCreate(file: string, holder: DeskLockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(
      file,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
      PRIVATE_FILE_MODE,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

export interface DeskLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the data folder's lock for this process, or throws
 * {@link DeskAlreadyRunningError} naming the one that holds it. A folder that
 * cannot be written takes no lock: the desk starts and says why it cannot
 * write (there is then nothing two desks could write twice).
 */
export function takeDeskLock(dataDir: string, kind: DeskProcessKind, now: () => number = Date.now): DeskLock {
  const file = path.join(dataDir, DESK_LOCK_FILE);
  try {
    ensurePrivateDir(dataDir);
  } catch (error) {
    if (!writeRefusalOf(error)) throw error;
  }
  const mine: DeskLockHolder = {
    pid: process.pid,
    kind,
    startedMs: now(),
    processStart: processStartOf(process.pid),
  };
  let held = false;
  for (let attempt = 0; attempt < 3 && !held; attempt += 1) {
    try {
      held = tryCreate(file, mine);
    } catch (error) {
      // Unwritable (or not there yet): no lock to take, and no copy to write twice.
      if (writeRefusalOf(error)) return { file, release: () => {} };
      throw error;
    }
    if (held) break;
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isRunning(holder))
      throw new DeskAlreadyRunningError(dataDir, holder);
    // Stale (its process is gone), unreadable, or not a lock at all: taken over.
    rmSync(file, { force: true });
  }
  const release = () => {
    const holder = readHolder(file);
    if (holder?.pid === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  if (held) process.on('exit', release);
  return { file, release: held ? release : () => {} };
}
