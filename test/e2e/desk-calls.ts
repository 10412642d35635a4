/**
 * The page's contract calls as the browser made them: the messages on the
 * host's page socket (`/calls`, the page's one channel), each call going out by
 * id and answered by id. Main's events travel on the same socket as `{event}`
 * messages, which carry no id and are no answer: they are left out. Set up
 * before the page loads, so every socket the page opens is seen from its opening.
 */
import type { Page } from '@playwright/test';
import { BROWSER_CALLS_PATH } from '../../shared/ipc/channels.ts';
import { pageTerm } from './page-per-worker.ts';

export interface DeskAnswer {
  method: string;
  /** Everything the page received for it: the socket message, as it came. */
  body: string;
  /** The contract's result in it; null when what came was not one (a broken answer). */
  result: { ok: boolean } | null;
}

export interface DeskCalls {
  /** How many calls of `method` the page has made so far. */
  count(method: string): number;
  /** Every answer received so far, in order. */
  readonly answers: readonly DeskAnswer[];
  /** Resolves with the next answer of `method` received from now on. */
  nextAnswer(method: string): Promise<DeskAnswer>;
}

function parse(payload: string | Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(String(payload));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keyed by the page as the current test holds it (the page itself is handed from test to test). */
const watched = new WeakMap<object, DeskCalls>();

/** The one watch of `page`'s calls, started on first use (call it before the page loads). */
const resultOf = (value: unknown): { ok: boolean } | null =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean'
    ? (value as { ok: boolean })
    : null;

export function deskCallsOf(page: Page): DeskCalls {
  const key = pageTerm(page);
  let calls = watched.get(key);
  if (!calls) {
    calls = watchDeskCalls(page);
    watched.set(key, calls);
  }
  return calls;
}

function watchDeskCalls(page: Page): DeskCalls {
  const made = new Map<string, number>();
  const answers: DeskAnswer[] = [];
  const waiting: { method: string; resolve: (answer: DeskAnswer) => void }[] = [];
  const called = (method: string) => made.set(method, (made.get(method) ?? 0) + 1);
  const answered = (answer: DeskAnswer) => {
    answers.push(answer);
    for (const waiter of waiting.filter((each) => each.method === answer.method)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(answer);
    }
  };

  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== BROWSER_CALLS_PATH) return;
    const methodOf = new Map<unknown, string>();
    socket.on('framesent', ({ payload }) => {
      const message = parse(payload);
      if (typeof message?.method !== 'string') return;
      methodOf.set(message.id, message.method);
      called(message.method);
    });
    socket.on('framereceived', ({ payload }) => {
      const message = parse(payload);
      // Main's events (`{event}`, no id) are not answers to any call.
      if (message === null || !('id' in message)) return;
      const method = methodOf.get(message.id);
      if (method === undefined) return;
      methodOf.delete(message.id);
      answered({ method, body: String(payload), result: resultOf(message.result) });
    });
  });

  return {
    count: (method) => made.get(method) ?? 0,
    answers,
    nextAnswer: (method) => new Promise((resolve) => waiting.push({ method, resolve })),
  };
}
