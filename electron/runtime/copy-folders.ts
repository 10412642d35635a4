/**
 * Where the desk keeps its copies of accounts: every one under one folder of the
 * data directory, so "forget this desk" and sign-out wipe them all; the demo's in
 * throwaway folders, one left behind by a killed desk removed at the next start.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../files/owner-only.ts';

/** Every account's copy lives under here, so sign-out can wipe them all. */
export const COPIES_FOLDER = 'copies';
/** The demo's throwaway copies; one left behind by a killed desk is removed at the next start. */
const DEMO_COPY_PREFIX = 'demo-';

/** The desk's data folder and the folder of its copies in it. */
export const copyFolders = (dataDir: string): { dataDir: string; copies: string } => ({
  dataDir,
  copies: path.join(dataDir, COPIES_FOLDER),
});

/** Removes the demo copies a desk that was killed left behind. */
export function sweepDemoCopies(dataDir: string): void {
  const folder = path.join(dataDir, COPIES_FOLDER);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(DEMO_COPY_PREFIX)) rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}

/** A new throwaway folder for a demo's copy. */
export function newDemoCopyDir(dataDir: string): string {
  ensurePrivateDir(path.join(dataDir, COPIES_FOLDER));
  return mkdtempSync(path.join(dataDir, COPIES_FOLDER, DEMO_COPY_PREFIX));
}

/** The folder of the copy of the account at `baseUrl`: named by its address's hash, never the address. */
export const accountCopyDir = (dataDir: string, baseUrl: string): string =>
  path.join(dataDir, COPIES_FOLDER, createHash('sha256').update(baseUrl).digest('hex').slice(0, 16));

/** Every copy of every account. */
export function removeAllCopies(dataDir: string): void {
  rmSync(path.join(dataDir, COPIES_FOLDER), { recursive: true, force: true });
}
