/**
 * The desk's one log, whichever process writes it: Electron's main process, the
 * browser host, the doctor. Code logs through `deskLog`; the host decides where
 * the lines go (`startNodeLogging`, `startElectronLogging`) by installing a sink.
 * Every line is made one line, cut to a bounded length and redacted here, before
 * any sink sees it, so no host can forget the redaction.
 */
import { Redactor } from './redact.ts';

export type LogLevel = 'error' | 'warn' | 'info';

/** Where finished (one-line, redacted) lines go. */
export type LogSink = (level: LogLevel, line: string) => void;

/** A log entry stays one short line, whatever an error message held. */
export const MAX_LOG_LINE = 400;

const redactor = new Redactor();

/**
 * Until a host installs its files, problems go to stderr as before and routine
 * lines are dropped (unit tests, scripts that import a module).
 */
const stderrSink: LogSink = (level, line) => {
  if (level === 'error') console.error(`[waiver-desk] ${line}`);
  else if (level === 'warn') console.warn(`[waiver-desk] ${line}`);
};

let sink: LogSink = stderrSink;

/**
 * Registers a value that must never reach a log, the page or a file the desk
 * writes (the API key, the secret store's values, the browser host's token).
 */
export function registerLogSecret(value: string | null | undefined): void {
  redactor.addSecret(value);
}

/** The secrets registered in this thread, for a worker thread to register in its own. */
export function registeredLogSecrets(): string[] {
  return redactor.secrets();
}

/** The redaction applied to every line, for other text that leaves the desk (the diagnostics report). */
export function redactForLog(text: string): string {
  return redactor.redact(text);
}

/** The same secrets and credential shapes as a log line, for text the page is shown (`electron/ipc/outward.ts`). */
export function redactForPage(text: string): string {
  return redactor.redactCredentials(text);
}

/** Every spelling of every registered secret taken out of a text, and nothing else (an answer as it is read). */
export function scrubSecretsFromText(text: string): string {
  return redactor.redactSecrets(text);
}

/** A file's bytes for the page: every registered secret in them overwritten, the length kept. */
export function scrubSecretBytes(bytes: Uint8Array): Uint8Array {
  return redactor.scrubBytes(bytes);
}

/**
 * A service's text cut to `max` characters for the page. Redacted before it is
 * cut, as a log line is: a cut through a key would leave half of it unrecognised.
 */
export function cutForPage(text: string, max: number): string {
  const clean = redactor.redactCredentials(text);
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

function oneLine(text: string): string {
  let line = '';
  for (const char of text) line += char < ' ' || char === '\u007f' ? ' ' : char;
  return line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE)}…` : line;
}

/** The line exactly as a sink receives it. */
export function finishLine(text: string): string {
  // Redacted before it is cut, so a cut cannot leave half a secret unrecognised.
  return oneLine(redactor.redact(text));
}

function write(level: LogLevel, text: string): void {
  const line = finishLine(text);
  try {
    sink(level, line);
  } catch {
    // A full disk or a closed stream must not take the caller down with it.
  }
}

export const deskLog = {
  error: (text: string): void => write('error', text),
  warn: (text: string): void => write('warn', text),
  info: (text: string): void => write('info', text),
};

/** Installs where lines go; the returned function puts the previous sink back. */
export function installLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    if (sink === next) sink = previous;
  };
}

/** Text an error quotes (a preview of an answer that was not JSON): the service's words, not ours. */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/**
 * An error as a log line may name it: its type and message, never its fields
 * (a request's headers), cause or stack. The service's own `message` can echo
 * what was sent to it (a name, a phone number), and a quoted piece of an answer
 * can hold a record, so both are left out of the line.
 */
export function errorForLog(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const echoed = (error as { serviceMessage?: unknown }).serviceMessage;
  const message = (
    typeof echoed === 'string' && echoed.trim() !== ''
      ? error.message.replaceAll(echoed, '[service message]')
      : error.message
  ).replace(QUOTED, '"…"');
  return `${error.name} ${message}`.trimEnd();
}
