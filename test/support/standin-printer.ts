/**
 * A stand-in network printer on 127.0.0.1 (a port the system chooses): it
 * records every job it receives, byte for byte, and behaves as asked. A good
 * printer reads the job to its end and closes, as raw 9100 printers do; another
 * hangs up the moment it is reached (a reset), or takes the job and never closes.
 */
import net from 'node:net';

export type PrinterBehaviour = 'prints' | 'hangs-up' | 'never-closes';

export interface StandinPrinter {
  host: string;
  port: number;
  /** Each connection's bytes, once it ended (for 'never-closes', what has arrived so far). */
  readonly jobs: Buffer[];
  /** Resolves with the next job to arrive from now on (ask before the job is sent). */
  nextJob(): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startStandinPrinter(behaviour: PrinterBehaviour = 'prints'): Promise<StandinPrinter> {
  const jobs: Buffer[] = [];
  const waiting: ((job: Buffer) => void)[] = [];
  const sockets = new Set<net.Socket>();
  const received = (job: Buffer) => {
    jobs.push(job);
    waiting.shift()?.(job);
  };
  // Half-open allowed: a printer closes its side when it chooses, not when the desk closes its own.
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (behaviour === 'hangs-up') {
      socket.resetAndDestroy();
      return;
    }
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (behaviour === 'never-closes') received(Buffer.concat(chunks));
    });
    socket.once('end', () => {
      if (behaviour !== 'prints') return;
      received(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    jobs,
    nextJob: () => new Promise((resolve) => waiting.push(resolve)),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: taken from the system, then let go. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The text of every `^FD…^FS` field of a ZPL job, its `^FH` escapes read back as UTF-8. */
export function zplFields(job: Buffer | string): string[] {
  const text = typeof job === 'string' ? job : job.toString('latin1');
  return [...text.matchAll(/\^FD(.*?)\^FS/gs)].map(([, data = '']) => {
    const bytes: number[] = [];
    for (let at = 0; at < data.length; at++) {
      if (data[at] === '_' && /^[0-9A-Fa-f]{2}$/.test(data.slice(at + 1, at + 3))) {
        bytes.push(Number.parseInt(data.slice(at + 1, at + 3), 16));
        at += 2;
      } else bytes.push(data.charCodeAt(at));
    }
    return Buffer.from(bytes).toString('utf8');
  });
}
