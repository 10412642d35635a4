/**
 * Runs Electronegativity's checks over a list of files and sorts what it finds
 * into what blocks (HIGH or MEDIUM, not reviewed) and what was reviewed.
 *
 * Its own runner is not used: before scanning it fetches translations over the
 * network, and offline the failed fetch's retry later throws from inside `got`
 * and ends the process. This drives its loader-free pieces (parser, per-file
 * checks, global checks) with the bundled English texts instead, so a scan never
 * touches the network. The global check that compares the Electron version with
 * GitHub's release list is left out for the same reason: `npm install` and the
 * lockfile decide the Electron version, and this gate must give the same answer
 * offline as online.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ENGINE_DIR = path.join(
  path.dirname(require.resolve('@doyensec/electronegativity/package.json')),
  'dist',
);
const engine = createRequire(path.join(ENGINE_DIR, 'runner.js'));

const NETWORK_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

export type Severity = 'HIGH' | 'MEDIUM' | 'LOW' | 'INFORMATIONAL';

export interface Finding {
  check: string;
  severity: Severity;
  confidence: string;
  /** As `label` names it; '(whole app)' for a finding about the app as a whole. */
  file: string;
  line: number;
  /** The matched line, trimmed: what a review accepts. */
  sample: string;
  description: string;
  /** Electronegativity's page on the check. */
  url: string;
}

/** A finding someone looked at and judged safe, with the reason in words. */
export interface AcceptedFinding {
  check: string;
  /**
   * Text the matched line contains, written so it names what makes the line safe
   * (the guard, the argument): a line that loses it is a new finding to review.
   * A substring rather than the whole line because the bundle renames imports
   * (`shell` becomes `shell2`) and the same review covers source and bundle.
   */
  lineContains: string;
  why: string;
}

interface EngineIssue {
  id: string;
  file: string;
  sample?: string;
  location: { line: number; column: number };
  severity: { name: Severity };
  confidence: { name: string };
  description: string;
  shortenedURL: string;
  visibility?: { inlineDisabled?: boolean; globalCheckDisabled?: boolean };
}

interface EngineParser {
  parse(file: string, content: string): [number, unknown, string, { message: string }[] | undefined];
}

let textsRegistered = false;

/** The checks name themselves through a global `__` that i18n installs. */
function registerEnglishTexts(): void {
  if (textsRegistered) return;
  const i18n = engine('i18n') as { configure(options: Record<string, unknown>): void };
  i18n.configure({
    locales: ['en-US'],
    defaultLocale: 'en-US',
    directory: path.join(ENGINE_DIR, 'locales'),
    updateFiles: false,
    objectNotation: true,
    register: globalThis,
  });
  textsRegistered = true;
}

/**
 * Bundled JavaScript goes through the engine's TypeScript parser: its JavaScript
 * parsers give up on private class fields (`#x`), which the bundle is full of,
 * and a file that fails to parse would pass unscanned. TypeScript's syntax
 * contains JavaScript's, so nothing is lost.
 */
const parseName = (file: string) => (/\.[cm]?js$/.test(file) ? `${file}.ts` : file);

export interface ScanOptions {
  files: string[];
  /** How a finding names its file (a path relative to the project, say). */
  label: (file: string) => string;
  /** The Electron the app ships with: the checks judge defaults by version. */
  electronVersion: string;
}

/** Scans; a file that cannot be parsed is an error, never a silent pass. */
export async function scanFiles(options: ScanOptions): Promise<Finding[]> {
  registerEnglishTexts();
  const { Parser } = engine('./parser') as {
    Parser: new (babelFirst: boolean, tsBabelFirst: boolean) => EngineParser;
  };
  const { Finder, GlobalChecks } = engine('./finder') as {
    Finder: new (
      only: string[],
      exclude: string[],
    ) => {
      find(
        file: string,
        data: unknown,
        type: number,
        content: string,
        only: null,
        version: string,
      ): Promise<EngineIssue[]>;
    };
    GlobalChecks: new (
      only: string[],
      exclude: string[],
    ) => { getResults(issues: EngineIssue[], output?: string): Promise<EngineIssue[]> };
  };
  const exclude = NETWORK_CHECKS.map((name) => name.toLowerCase());
  const parser = new Parser(false, true);
  const finder = new Finder([], []);
  const globalChecks = new GlobalChecks([], exclude);

  const issues: EngineIssue[] = [];
  const unparsed: string[] = [];
  for (const file of options.files) {
    const content = readFileSync(file, 'utf8');
    try {
      const [type, data, text] = parser.parse(parseName(file), content);
      if (data === null || data === undefined) continue;
      issues.push(...(await finder.find(file, data, type, text, null, options.electronVersion)));
    } catch (error) {
      unparsed.push(`${options.label(file)}: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (unparsed.length > 0) throw new Error(`Electronegativity could not read:\n  ${unparsed.join('\n  ')}`);

  const results = await globalChecks.getResults(issues);
  return results
    .filter((issue) => !issue.visibility?.inlineDisabled && !issue.visibility?.globalCheckDisabled)
    .map((issue) => ({
      check: issue.id,
      severity: issue.severity.name,
      confidence: issue.confidence.name,
      file: issue.file === 'N/A' ? '(whole app)' : options.label(issue.file),
      line: issue.location.line,
      sample: (issue.sample ?? '').trim(),
      description: issue.description,
      url: issue.shortenedURL,
    }));
}

export const isBlockingSeverity = (severity: Severity) => severity === 'HIGH' || severity === 'MEDIUM';

export interface Verdict {
  /** HIGH or MEDIUM and not reviewed: the gate fails on any. */
  blocking: Finding[];
  /** HIGH or MEDIUM, matched by a review, with its reason. */
  accepted: { finding: Finding; why: string }[];
  /** Reviews no finding matches any more (the line changed or went away). */
  unused: AcceptedFinding[];
  /** LOW and INFORMATIONAL findings, listed for information only. */
  minor: Finding[];
}

export function judge(findings: Finding[], reviews: readonly AcceptedFinding[]): Verdict {
  const verdict: Verdict = { blocking: [], accepted: [], unused: [], minor: [] };
  const used = new Set<AcceptedFinding>();
  for (const finding of findings) {
    if (!isBlockingSeverity(finding.severity)) {
      verdict.minor.push(finding);
      continue;
    }
    const review = reviews.find(
      (known) => known.check === finding.check && finding.sample.includes(known.lineContains),
    );
    if (review) {
      used.add(review);
      verdict.accepted.push({ finding, why: review.why });
    } else {
      verdict.blocking.push(finding);
    }
  }
  verdict.unused = reviews.filter((review) => !used.has(review));
  return verdict;
}
