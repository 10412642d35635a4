/**
 * A status page whose notices say hostile things: a proxy in front of the
 * sandbox's status service that rewrites every notice subject and update text
 * it passes on (markup, script, right-to-left marks, emoji, control characters,
 * a 10,000-character word) and leaves everything else as the service sent it.
 */
import { createServer } from 'node:http';
import { listenLocally } from '../support/local-server.ts';

export interface HostileStatusPage {
  /** Use as the desk's status page address. */
  url: string;
  close(): Promise<void>;
}

const REWRITTEN = new Set(['subject', 'content']);

function rewrite(value: unknown, say: (original: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, say));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      REWRITTEN.has(key) && typeof child === 'string' ? say(child) : rewrite(child, say),
    ]),
  );
}

/** `target`: the status page to stand in front of; `say`: what a notice's text becomes. */
export async function startHostileStatusPage(
  target: string,
  say: (original: string) => string,
): Promise<HostileStatusPage> {
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const answer = await fetch(`${target}${req.url ?? '/'}`, { method: req.method ?? 'GET' });
        const text = await answer.text();
        let body = text;
        if (answer.ok && answer.headers.get('content-type')?.includes('json')) {
          body = JSON.stringify(rewrite(JSON.parse(text), say));
        }
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        res.end(body);
      } catch {
        res.destroy();
      }
    })();
  });
  return listenLocally(server);
}
