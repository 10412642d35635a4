/**
 * The node project's global setup: a folder for what this run's test files
 * share (test-run.ts), provided to every file, and removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => Promise<void> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-test-run-'));
  project.provide('testRunDir', runDir);
  return async () => {
    rmSync(runDir, { recursive: true, force: true });
  };
}
