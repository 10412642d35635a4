/**
 * A TCP relay on 127.0.0.1 that can be cut as a pulled cable cuts: after `cut()`
 * nothing more crosses in either direction, yet no connection is closed (no
 * reset, no FIN), so neither end learns of it from the connection itself.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface CutProxy {
  port: number;
  cut(): void;
  /** The cable back in: new connections go through again, and what the cut ones send from now on. */
  mend(): void;
  close(): Promise<void>;
}

export async function startCutProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<CutProxy> {
  let cut = false;
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    sockets.add(inbound);
    inbound.on('error', () => {});
    inbound.on('close', () => sockets.delete(inbound));
    if (cut) return inbound.pause();
    const outbound = connect(targetPort, targetHost);
    sockets.add(outbound);
    outbound.on('error', () => {});
    outbound.on('close', () => sockets.delete(outbound));
    const relay = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => {
        if (!cut) to.write(chunk);
      });
      from.on('end', () => {
        if (!cut) to.end();
      });
    };
    relay(inbound, outbound);
    relay(outbound, inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut() {
      cut = true;
    },
    mend() {
      cut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
