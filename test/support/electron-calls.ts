/**
 * Contract calls as an Electron page's preload makes them, against the Electron
 * double (test/mocks/electron.ts): ask main for the page's port on its channel,
 * then send calls and cancellations in the envelope, and read the answers and
 * the events main sends on it.
 * Import after `vi.mock('electron', ...)`, as the code under test does.
 */
import { CALL_PORT_CHANNEL } from '../../shared/ipc/channels.ts';
import { readAnswerMessage, readEventMessage } from '../../shared/ipc/envelope.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import * as electron from '../mocks/electron.ts';

type Frame = Parameters<typeof electron.ipcEventFrom>[1];

/** Asks main for a call port from `page` (its top-level frame unless `frame` says); null when main gave none. */
export function askForCallPort(page: electron.FakeWebContents, frame?: Frame): electron.PagePort | null {
  const before = page.pageMessages.length;
  electron.ipcMain.emit(CALL_PORT_CHANNEL, electron.ipcEventFrom(page, frame));
  const handed = page.pageMessages.slice(before).find((message) => message.channel === CALL_PORT_CHANNEL);
  return handed?.ports[0] ?? null;
}

export interface PortClient {
  /** Sends a call; resolves with its answer. */
  call<T = unknown>(method: string, request?: unknown): { id: number; answer: Promise<IpcResult<T>> };
  /** Sends anything at all on the port. */
  send(raw: unknown): void;
  cancel(id: number): void;
  /** Every message main sent on the port but the events, as it arrived. */
  readonly received: unknown[];
  /** The events main sent on the port, in order. */
  readonly events: DeskEvent[];
}

export function portClient(port: electron.PagePort): PortClient {
  const waiting = new Map<number, (result: IpcResult<unknown>) => void>();
  const received: unknown[] = [];
  const events: DeskEvent[] = [];
  let nextId = 0;
  port.addEventListener('message', (event) => {
    const data = (event as MessageEvent).data;
    const pushed = readEventMessage(data);
    if (pushed) {
      events.push(pushed.event as DeskEvent);
      return;
    }
    received.push(data);
    const answer = readAnswerMessage<IpcResult<unknown>>(data);
    if (!answer) return;
    waiting.get(answer.id)?.(answer.result);
    waiting.delete(answer.id);
  });
  port.start();
  return {
    call<T>(method: string, request: unknown = {}) {
      const id = nextId++;
      const answer = new Promise<IpcResult<T>>((resolve) => {
        waiting.set(id, resolve as (result: IpcResult<unknown>) => void);
      });
      port.postMessage({ id, method, request });
      return { id, answer };
    },
    send: (raw) => port.postMessage(raw),
    cancel: (id) => port.postMessage({ id, cancel: true }),
    received,
    events,
  };
}

/** One call from the app's page `page` over a call port of its own. */
export function callOverPort<T = unknown>(
  page: electron.FakeWebContents,
  method: string,
  request: unknown = {},
): Promise<IpcResult<T>> {
  const port = askForCallPort(page);
  if (!port) throw new Error('main gave the page no call port');
  return portClient(port).call<T>(method, request).answer;
}

/**
 * The events a page hears once its preload asks for its port: the retained ones at once,
 * then each as it happens (`client.events`). Delivery takes a turn of the loop; wait for
 * what is expected there.
 */
export function listenAs(page: electron.FakeWebContents): PortClient {
  const port = askForCallPort(page);
  if (!port) throw new Error('main gave the page no port');
  return portClient(port);
}
