/**
 * The last days of the desk's logs, for the support report: every log file in
 * the folders given (the current file and its rotated ones, oldest first), the
 * lines written since a moment, the newest kept when there is more than a report
 * should carry. The lines were redacted when they were written; the report
 * redacts them once more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface LogExcerpt {
  /** The file's name, e.g. `browser-host.1.log`. */
  file: string;
  lines: string[];
}

/** `[2026-03-02 09:00:00.123]`, as the desk's log files write a line's time (the computer's zone). */
const STAMP = /^\[(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})\.(\d{3})\]/;

function lineTime(line: string): number | null {
  const match = STAMP.exec(line);
  if (!match) return null;
  const [year, month, day, hour, minute, second, ms] = match.slice(1).map(Number) as number[];
  return new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second, ms).getTime();
}

/** `main.log` is newer than `main.1.log`, which is newer than `main.2.log`. */
function age(name: string): { base: string; index: number } {
  const rotated = /^(.*)\.(\d+)\.log$/.exec(name);
  return rotated
    ? { base: rotated[1] ?? name, index: Number(rotated[2]) }
    : { base: name.replace(/\.log$/, ''), index: 0 };
}

function logFilesIn(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.log'));
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, ...age(name) }))
    .sort((a, b) => a.base.localeCompare(b.base) || b.index - a.index)
    .map(({ name }) => path.join(dir, name));
}

/**
 * The lines written at or after `sinceMs` in every log under `dirs` (each folder
 * once), at most `maxBytes` of them in all: the newest win.
 */
export function recentLogLines(dirs: readonly string[], sinceMs: number, maxBytes: number): LogExcerpt[] {
  const excerpts: LogExcerpt[] = [];
  for (const file of [...new Set(dirs.map((dir) => path.resolve(dir)))].flatMap(logFilesIn)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    let keep = false;
    const lines = text.split('\n').filter((line) => {
      if (line.trim() === '') return false;
      const at = lineTime(line);
      // A line without its own time belongs with the line before it.
      if (at !== null) keep = at >= sinceMs;
      return keep;
    });
    if (lines.length > 0) excerpts.push({ file: path.basename(file), lines });
  }
  // Over the limit: the oldest lines go first, across every file.
  let budget = maxBytes;
  for (const excerpt of [...excerpts].reverse()) {
    const kept: string[] = [];
    for (const line of [...excerpt.lines].reverse()) {
      const size = Buffer.byteLength(line) + 1;
      if (size > budget) break;
      budget -= size;
      kept.push(line);
    }
    excerpt.lines = kept.reverse();
  }
  return excerpts.filter((excerpt) => excerpt.lines.length > 0);
}
