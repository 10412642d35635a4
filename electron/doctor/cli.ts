/**
 * `npm run doctor`: checks this desk's configuration and the services it talks
 * to, prints a line per check and exits 1 when any check failed.
 */
import { createOwnerOnlyFromNowOn } from '../files/owner-only.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { startNodeLogging } from '../logging/node-logging.ts';
import { resolveDataDir } from '../runtime/data-dir.ts';
import { readEnvOverrides } from '../runtime/env.ts';
import { diagnose } from './checks.ts';
import { formatReport } from './report.ts';

async function main(): Promise<void> {
  // What it writes (its log) is owner-only, as everything the desk writes.
  createOwnerOnlyFromNowOn();
  // The desk's log, in the same data directory the checks read; the terminal shows only the report.
  startNodeLogging({
    dataDir: resolveDataDir({ dataDirOverride: readEnvOverrides(process.env).dataDir }),
    name: 'doctor',
    console: false,
  });
  const report = await diagnose(process.env);
  console.log(formatReport(report));
  const outcomes = report.checks.map((check) => `${check.name} ${check.outcome}`).join(', ');
  deskLog.info(`doctor ran ${report.checks.length} checks: ${outcomes}`);
  process.exitCode = report.failed ? 1 : 0;
}

main().catch((error: unknown) => {
  deskLog.error(`the doctor could not run: ${errorForLog(error)}`);
  // Never the error object itself: its fields could hold request headers.
  console.error(`The doctor could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
