/**
 * `npm run test:electron-security`: Electronegativity over the main process as
 * written (`electron/**`) and as shipped (the esbuild bundle, built fresh into a
 * temporary folder so a stale `dist/` is never what passes), with the page's HTML
 * (its CSP meta tag) and package.json (the Electron version). Fails on any HIGH
 * or MEDIUM finding that no review in `electronegativity-accepted.ts` matches.
 *
 * `--bundle <folder>` scans a bundle built a moment ago instead (the test run's
 * one build, test/support/built-app.ts) rather than building another.
 */
import { globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildElectron } from './build-electron.ts';
import { REVIEWED_FINDINGS } from './electronegativity-accepted.ts';
import { type Finding, judge, scanFiles } from './electronegativity-scan.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the bundle stands in the installer, for the report. */
const SHIPPED_AS = 'dist/electron';

const installedElectron = (): string =>
  (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/electron/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const { values } = parseArgs({ options: { bundle: { type: 'string' } }, strict: true });
const bundleDir = values.bundle
  ? path.resolve(values.bundle)
  : mkdtempSync(path.join(tmpdir(), 'waiver-desk-electronegativity-'));
try {
  if (!values.bundle) await buildElectron(bundleDir);
  const files = [
    ...globSync('electron/**/*.ts', { cwd: ROOT }).map((file) => path.join(ROOT, file)),
    ...globSync('**/*.{js,cjs}', { cwd: bundleDir }).map((file) => path.join(bundleDir, file)),
    path.join(ROOT, 'renderer/index.html'),
    path.join(ROOT, 'package.json'),
  ];
  const electronVersion = installedElectron();
  const label = (file: string) =>
    file.startsWith(bundleDir)
      ? path.join(SHIPPED_AS, path.relative(bundleDir, file))
      : path.relative(ROOT, file);
  const findings = await scanFiles({ files, label, electronVersion });
  const verdict = judge(findings, REVIEWED_FINDINGS);

  const line = (finding: Finding) =>
    `  ${finding.severity} ${finding.check} at ${finding.file}${finding.line > 0 ? `:${finding.line}` : ''}\n    ${finding.sample || finding.description}\n    ${finding.url}`;
  for (const { finding, why } of verdict.accepted) console.log(`${line(finding)}\n    reviewed: ${why}`);
  for (const finding of verdict.minor) console.log(line(finding));
  for (const review of verdict.unused)
    console.log(`  A review matches nothing any more (${review.check}: ${review.lineContains}); remove it.`);
  console.log(
    `Electronegativity on Electron ${electronVersion}: ${files.length} files, ${verdict.accepted.length} reviewed, ` +
      `${verdict.minor.length} low or informational, ${verdict.blocking.length} to fix.`,
  );
  if (verdict.blocking.length > 0) {
    console.error('\nHIGH or MEDIUM findings nobody has reviewed:');
    for (const finding of verdict.blocking) console.error(`${line(finding)}\n    ${finding.description}`);
    console.error('\nFix them, or add a review with the reason to scripts/electronegativity-accepted.ts.');
    process.exitCode = 1;
  }
} finally {
  if (!values.bundle) rmSync(bundleDir, { recursive: true, force: true });
}
