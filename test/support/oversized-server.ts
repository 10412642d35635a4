/**
 * A hostile service on 127.0.0.1 that answers every request with a body no desk
 * should read to the end: an endless one (chunked, sent as fast as the reader
 * takes it), one that declares a giant length up front, or a slow one that sends
 * a byte now and then for ever. It counts what it managed to send, so a test can
 * show the desk stopped reading.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OversizedMode = 'endless' | 'declared' | 'slow';

export interface OversizedServer {
  url: string;
  /** How the next answers are sent. */
  mode: OversizedMode;
  /** Body bytes written to sockets since the last reset (the reader may not have taken them all). */
  bytesSent(): number;
  /** Answers whose connection the reader closed before the body ended. */
  abandoned(): number;
  reset(): void;
  close(): Promise<void>;
}

/** JSON-looking text, so nothing but the size can fail the reader. */
const CHUNK = Buffer.from(`{"type":"x","x":[${'"abcdefghijklmnopqrstuvwxyz0123456789",'.repeat(1_700)}`);
const DECLARED_BYTES = 1024 * 1024 * 1024;
const SLOW_EVERY_MS = 50;

export async function startOversizedServer(initial: OversizedMode = 'endless'): Promise<OversizedServer> {
  let sent = 0;
  let abandoned = 0;
  const state = { mode: initial };

  /** Writes CHUNK after CHUNK, waiting whenever the socket's buffer is full, until the reader goes. */
  const pour = (res: ServerResponse) => {
    let open = true;
    res.on('close', () => {
      open = false;
    });
    const more = () => {
      while (open) {
        sent += CHUNK.length;
        if (!res.write(CHUNK)) {
          res.once('drain', more);
          return;
        }
      }
    };
    more();
  };

  const trickle = (res: ServerResponse) => {
    res.write('{');
    const timer = setInterval(() => {
      sent += 1;
      res.write(' ');
    }, SLOW_EVERY_MS);
    res.on('close', () => clearInterval(timer));
  };

  const server = createServer((req, res) => {
    req.resume();
    res.on('close', () => {
      if (!res.writableFinished) abandoned += 1;
    });
    const headers = { 'content-type': 'application/json' };
    if (state.mode === 'declared') {
      res.writeHead(200, { ...headers, 'content-length': String(DECLARED_BYTES) });
      pour(res);
    } else if (state.mode === 'endless') {
      res.writeHead(200, headers);
      pour(res);
    } else {
      res.writeHead(200, headers);
      trickle(res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(mode: OversizedMode) {
      state.mode = mode;
    },
    bytesSent: () => sent,
    abandoned: () => abandoned,
    reset() {
      sent = 0;
      abandoned = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
