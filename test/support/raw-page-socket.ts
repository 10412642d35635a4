/**
 * A browser host's page socket opened as our page opens it (its protocol, the
 * token, the desk's own Origin) on `ws` as it is: unlike the page's client, it
 * never opens again when the host closes it, so a test sees exactly what the
 * host did to it.
 */
import { WebSocket } from 'ws';

export interface RawPageSocket {
  socket: WebSocket;
  /** Every message that came on it, answers and events, parsed, in order. */
  messages: unknown[];
  /** The events among them, in order. */
  events: unknown[];
  /** Resolves with the close code once it closed, whoever closed it. */
  closed: Promise<number>;
}

/** Resolves once the socket is open; rejects when the host refused it. */
export function openRawPageSocket(port: number, token: string, page = 'raw'): Promise<RawPageSocket> {
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}/calls?page=${page}`,
    ['waiver-desk.calls', `token.${token}`],
    {
      origin: `http://127.0.0.1:${port}`,
    },
  );
  const messages: unknown[] = [];
  const events: unknown[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { event?: unknown };
    messages.push(message);
    if (message.event !== undefined) events.push(message.event);
  });
  // Whatever the host does to it is what the test looks at, through `closed`.
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, events, closed }));
    socket.once('close', () => reject(new Error('the page socket did not open')));
  });
}
