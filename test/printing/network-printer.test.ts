/**
 * A job sent raw to a network printer's port, against stand-in printers on
 * 127.0.0.1: the printer receives every byte and the send ends once it closed;
 * nothing listening, a printer that hangs up, one that never says it has the job,
 * and an unknown name each come back as their own problem, in desk terms.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  NetworkPrintFailed,
  problemOfSocketError,
  sendRawJob,
} from '../../electron/desk/printing/network-printer.ts';
import type { PrintProblem } from '../../shared/printing/printing.ts';
import { closedPort, type StandinPrinter, startStandinPrinter } from '../support/standin-printer.ts';

let printer: StandinPrinter | undefined;
afterEach(async () => {
  await printer?.close();
  printer = undefined;
});

const problemOf = async (sending: Promise<void>): Promise<PrintProblem> => {
  const error = await sending.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(NetworkPrintFailed);
  return (error as NetworkPrintFailed).problem;
};

describe('sending a job to a network printer', () => {
  it('delivers every byte, and is done once the printer closed', async () => {
    printer = await startStandinPrinter();
    const job = Buffer.concat([Buffer.from('^XA^FDone^FS^XZ\n'), Buffer.alloc(200_000, 0x41)]);
    const received = printer.nextJob();
    await sendRawJob(printer, job);
    expect((await received).equals(job)).toBe(true);
  });

  it('says nothing listens there when the port refuses', async () => {
    const port = await closedPort();
    expect(await problemOf(sendRawJob({ host: '127.0.0.1', port }, Buffer.from('x')))).toEqual({
      kind: 'refused',
      host: '127.0.0.1',
      port,
    });
  });

  it('says the printer hung up when it drops the connection', async () => {
    printer = await startStandinPrinter('hangs-up');
    expect(await problemOf(sendRawJob(printer, Buffer.from('^XA^XZ')))).toEqual({
      kind: 'disconnected',
      host: '127.0.0.1',
      port: printer.port,
    });
  });

  it('says the printer took the job but never finished it, after the timeout', async () => {
    printer = await startStandinPrinter('never-closes');
    const started = Date.now();
    const problem = await problemOf(sendRawJob(printer, Buffer.from('^XA^XZ'), { timeoutMs: 400 }));
    expect(problem).toEqual({
      kind: 'timeout',
      host: '127.0.0.1',
      port: printer.port,
      seconds: 1,
      phase: 'finish',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(printer.jobs.at(-1)?.toString()).toBe('^XA^XZ');
  });

  it('drops the connection at once when the call is abandoned', async () => {
    printer = await startStandinPrinter('never-closes');
    const abandon = new AbortController();
    const sending = sendRawJob(printer, Buffer.from('^XA^XZ'), { signal: abandon.signal });
    abandon.abort(new Error('gone'));
    await expect(sending).rejects.toThrow('gone');
  });

  it('names each socket failure in desk terms', () => {
    const where = { host: 'zebra-front.local', port: 9100 };
    const failure = (code: string) => Object.assign(new Error(code), { code });
    expect(problemOfSocketError(failure('ENOTFOUND'), where, 10_000)).toEqual({
      kind: 'unknown-host',
      host: 'zebra-front.local',
    });
    expect(problemOfSocketError(failure('EAI_AGAIN'), where, 10_000).kind).toBe('unknown-host');
    expect(problemOfSocketError(failure('EHOSTUNREACH'), where, 10_000).kind).toBe('unreachable');
    expect(problemOfSocketError(failure('ENETUNREACH'), where, 10_000).kind).toBe('unreachable');
    expect(problemOfSocketError(failure('EPIPE'), where, 10_000).kind).toBe('disconnected');
    expect(problemOfSocketError(failure('ETIMEDOUT'), where, 10_000)).toEqual({
      kind: 'timeout',
      ...where,
      seconds: 10,
      phase: 'connect',
    });
  });
});
