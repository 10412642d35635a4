/**
 * The node project's global setup: a folder for what this run's test files
 * share (test-run.ts), provided to every file, and afterwards the run's
 * PostgreSQL server stopped (if a file started one) and the folder removed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { madeThisRun } from './test-run.ts';
import { RUN_SERVER, type RunServer, stopRunServer } from './throwaway-postgres.ts';

export default function setup(project: TestProject): () => Promise<void> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-test-run-'));
  project.provide('testRunDir', runDir);
  return async () => {
    const server = madeThisRun<RunServer>(runDir, RUN_SERVER);
    if (server) await stopRunServer(server);
    rmSync(runDir, { recursive: true, force: true });
  };
}
