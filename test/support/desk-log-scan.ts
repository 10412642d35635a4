/**
 * What an end-to-end desk may never write to its logs, and the scan that holds
 * it to that: the desk's API key, the page token, the customers' data of the
 * sandbox it talks to (read through the sandbox's own API, as the desk gets it),
 * and anything shaped like personal data or a credential (every line passes the
 * redaction on its way in, so such a shape means a line got past it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { redactShapes } from '../../electron/logging/redact.ts';
import { BROWSER_TOKEN_META } from '../../shared/ipc/channels.ts';

export interface ForbiddenValue {
  /** What kind of value it is, for the failure message. */
  kind: string;
  value: string;
}

/** Too short to mean anything on its own (a first name such as "Al" is in ordinary words). */
const MIN_SAMPLE_LENGTH = 5;
/** The spec's placeholder date of birth for waivers with an age checkbox: no one's birthday. */
const AGE_CHECKBOX_DOB = '1800-01-01';
/**
 * How many waivers' full records are read for the sample at least, and at most: emails and
 * phones are only there, and not on every waiver (the sandbox's latest few change with the
 * day, and some days none of the first three has a phone), so more are read until both are.
 */
const DETAILED_WAIVERS = 3;
const DETAILED_WAIVERS_AT_MOST = 40;

/** The per-launch token, as the served page carries it. */
export async function readPageToken(deskUrl: string): Promise<string> {
  const page = await (await fetch(`${deskUrl}/`)).text();
  const token = new RegExp(`name="${BROWSER_TOKEN_META}" content="([^"]+)"`).exec(page)?.[1];
  if (!token) throw new Error(`the page at ${deskUrl} carries no token`);
  return token;
}

const PERSONAL_FIELDS: Record<string, string> = {
  email: 'an email address',
  phone: 'a phone number',
  emergencycontactphone: 'a phone number',
  dob: 'a date of birth',
  addresslineone: 'a street address',
  driverslicensenumber: "a driver's licence number",
  emergencycontactname: 'a name',
};

/** Every personal value under `node`, whatever shape the sandbox writes its answers in. */
function collectPersonal(node: unknown, into: ForbiddenValue[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectPersonal(item, into);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const field = (name: string) =>
    Object.entries(record).find(([key]) => key.replace(/_/g, '').toLowerCase() === name)?.[1];
  const first = field('firstname');
  const last = field('lastname');
  if (typeof first === 'string' && typeof last === 'string' && first && last) {
    into.push({ kind: 'a name', value: `${first} ${last}` });
  }
  for (const [key, value] of Object.entries(record)) {
    const kind = PERSONAL_FIELDS[key.replace(/_/g, '').toLowerCase()];
    if (kind && typeof value === 'string' && value !== AGE_CHECKBOX_DOB) into.push({ kind, value });
    else collectPersonal(value, into);
  }
}

async function readSandbox(url: string, apiKey: string): Promise<unknown> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
  if (!response.ok) throw new Error(`the sandbox answered ${response.status} to ${url}`);
  return response.json();
}

/** A sample of the sandbox's customers: the latest waivers, a few of them in full. */
export async function sandboxPersonalData(sandboxUrl: string, apiKey: string): Promise<ForbiddenValue[]> {
  const list = (await readSandbox(`${sandboxUrl}/v4/waivers?limit=${DETAILED_WAIVERS_AT_MOST}`, apiKey)) as {
    waivers?: { waiverId?: string }[];
  };
  const sample: ForbiddenValue[] = [];
  collectPersonal(list, sample);
  const usable = () => sample.filter((item) => item.value.trim().length >= MIN_SAMPLE_LENGTH);
  const holds = (kind: string) => usable().some((item) => item.kind === kind);
  const holdsBoth = () => holds('an email address') && holds('a phone number');
  const ids = (list.waivers ?? []).flatMap((waiver) => (waiver.waiverId ? [waiver.waiverId] : []));
  for (const [index, id] of ids.entries()) {
    if (index >= DETAILED_WAIVERS && holdsBoth()) break;
    collectPersonal(await readSandbox(`${sandboxUrl}/v4/waivers/${encodeURIComponent(id)}`, apiKey), sample);
  }
  if (!holdsBoth()) {
    throw new Error('the sandbox sample holds no email address or phone number: the scan would prove little');
  }
  return usable();
}

/** Every file under `dir` whose name says it is a log (`main.log`, `browser-host.2.log`). */
function logFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.log'))
    .map((name) => path.join(dir, name));
}

export interface LogScan {
  files: string[];
  lines: string[];
  /** One entry per offending line. */
  problems: string[];
}

export function scanDeskLogs(dataDir: string, forbidden: readonly ForbiddenValue[]): LogScan {
  const files = logFiles(dataDir);
  const lines: string[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const where = path.relative(dataDir, file);
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .forEach((line, index) => {
        lines.push(line);
        const leaked = forbidden.filter((item) => line.includes(item.value)).map((item) => item.kind);
        if (leaked.length > 0)
          problems.push(`${where}:${index + 1} holds ${[...new Set(leaked)].join(', ')}: ${line}`);
        else if (redactShapes(line) !== line) {
          problems.push(
            `${where}:${index + 1} holds text shaped like personal data or a credential: ${line}`,
          );
        }
      });
  }
  return { files, lines, problems };
}

/** Throws unless the desk wrote at least one line and none of them holds what it must not. */
export function assertCleanLogs(dataDir: string, forbidden: readonly ForbiddenValue[]): LogScan {
  const scan = scanDeskLogs(dataDir, forbidden);
  if (scan.problems.length > 0) {
    throw new Error(`The desk's logs hold what they must not:\n${scan.problems.join('\n')}`);
  }
  // The desk logs its start and the account it opened: no line at all means the scan looked at nothing.
  if (scan.lines.length === 0) {
    throw new Error(`The desk wrote no log line under ${dataDir}: the log scan would prove nothing.`);
  }
  return scan;
}
