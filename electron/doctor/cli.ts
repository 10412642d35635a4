/**
 * `npm run doctor`: checks this desk's configuration and the services it talks
 * to, prints a line per check and exits 1 when any check failed.
 */
import { diagnose } from './checks.ts';
import { formatReport } from './report.ts';

async function main(): Promise<void> {
  const report = await diagnose(process.env);
  console.log(formatReport(report));
  process.exitCode = report.failed ? 1 : 0;
}

main().catch((error: unknown) => {
  // Never the error object itself: its fields could hold request headers.
  console.error(`The doctor could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
