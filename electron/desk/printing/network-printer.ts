/**
 * A job sent raw to a network printer's port (9100, "JetDirect"), as the print
 * servers do it: connect, send the whole job, close our side, and wait for the
 * printer to close its own, which is how it says it has the job (CUPS' socket
 * backend waits for the same end). Every way it can go wrong is a problem in the
 * desk's terms: nothing listens there, the name is unknown, the network does not
 * reach it, no answer in time, or it hung up half way.
 */
import net from 'node:net';
import type { NetworkPrinter, PrintProblem } from '../../../shared/printing/printing.ts';

/** How long a printer has to answer, take the job and close. */
export const PRINTER_TIMEOUT_MS = 10_000;

/** A job that did not reach the printer (or whose end it never confirmed). */
export class NetworkPrintFailed extends Error {
  readonly problem: PrintProblem;

  constructor(problem: PrintProblem, cause?: unknown) {
    // For the log: the kind only (the address is the printer's, no one's personal data).
    super(`the printer did not take the job: ${problem.kind}`, cause === undefined ? undefined : { cause });
    this.name = 'NetworkPrintFailed';
    this.problem = problem;
  }
}

const UNKNOWN_HOST = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const HUNG_UP = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** The timeout as the page says it: whole seconds, never "0 seconds". */
const secondsOf = (timeoutMs: number): number => Math.max(1, Math.round(timeoutMs / 1_000));

type Address = Pick<NetworkPrinter, 'host' | 'port'>;

/** The problem a socket error means for a person at the desk. */
export function problemOfSocketError(
  error: unknown,
  { host, port }: Address,
  timeoutMs: number,
): PrintProblem {
  const code = (error as NodeJS.ErrnoException | null)?.code ?? '';
  if (code === 'ECONNREFUSED') return { kind: 'refused', host, port };
  if (UNKNOWN_HOST.has(code)) return { kind: 'unknown-host', host };
  if (HUNG_UP.has(code)) return { kind: 'disconnected', host, port };
  if (code === 'ETIMEDOUT')
    return { kind: 'timeout', host, port, seconds: secondsOf(timeoutMs), phase: 'connect' };
  return { kind: 'unreachable', host, port };
}

export interface RawJobOptions {
  timeoutMs?: number;
  /** The call was abandoned: the connection is dropped at once. */
  signal?: AbortSignal;
}

export function sendRawJob(printer: Address, job: Uint8Array, options: RawJobOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? PRINTER_TIMEOUT_MS;
  const { host, port } = printer;
  return new Promise<void>((resolve, reject) => {
    let connected = false;
    let sent = false;
    let printerClosed = false;
    let settled = false;
    const socket = net.connect({ host, port });
    const settle = (problem: PrintProblem | null, cause?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      if (problem) reject(new NetworkPrintFailed(problem, cause));
      else resolve();
    };
    const timer = setTimeout(
      () =>
        settle({
          kind: 'timeout',
          host,
          port,
          seconds: secondsOf(timeoutMs),
          phase: connected ? 'finish' : 'connect',
        }),
      timeoutMs,
    );
    const onAbort = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      reject(options.signal?.reason ?? new Error('printing was abandoned'));
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });

    socket.once('connect', () => {
      connected = true;
      socket.end(job);
    });
    // Everything is in the system's hands; the printer's close confirms it has it.
    socket.once('finish', () => {
      sent = true;
      if (printerClosed) settle(null);
    });
    // Some printers send their status back: read and dropped, so their close arrives.
    socket.on('data', () => {});
    socket.once('end', () => {
      printerClosed = true;
      if (sent) settle(null);
    });
    socket.once('error', (error) => settle(problemOfSocketError(error, printer, timeoutMs), error));
    socket.once('close', () => {
      if (!(sent && printerClosed)) settle({ kind: 'disconnected', host, port });
    });
  });
}
