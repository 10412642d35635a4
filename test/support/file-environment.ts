/**
 * Set up before every file of the node project, whose files take turns in a few
 * long-lived workers (vitest.config.ts, `isolate: false`): what a file leaves
 * in `process.env` (a data folder, a zone, a build's folder deleted with the
 * other WAIVER_DESK_ variables) or the folder it changed to is put back after
 * its last test, so the next file in that worker starts from the run's own.
 */
import { afterAll } from 'vitest';

const environment = { ...process.env };
const folder = process.cwd();

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  for (const [name, value] of Object.entries(environment))
    if (process.env[name] !== value) process.env[name] = value;
  if (process.cwd() !== folder) process.chdir(folder);
});
