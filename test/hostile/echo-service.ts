/**
 * A hostile waiver and status service: a proxy in front of the sandbox that
 * plays back every credential it was ever sent, and every header of the
 * request at hand, in every field it can. Free-text fields of its JSON answers
 * (titles, names, notices, messages), the signed PDF and the photos carry the
 * echo; `answerNext` makes the next requests of a route answer with an error
 * status (or a 200 error envelope, or plain text) whose message is the echo.
 *
 * The echo writes the key in each form a desk might meet it: bare, as
 * `Bearer …`, as `sw-api-key: …`, in every spelling of `key-spellings.ts`
 * (percent-encoded in either case or byte by byte, base64, base64url, hex,
 * UTF-16, JSON-escaped), and behind padding of several lengths, so that wherever
 * the desk cuts a long message, a cut falls through the key too. Into the PDF and
 * the photos it writes the echo in UTF-8 and in UTF-16LE, as a PDF's text may be.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { KEY_SPELLINGS } from '../support/key-spellings.ts';
import { listenLocally } from '../support/local-server.ts';

export interface EchoService {
  /** The waiver service's address for the desk. */
  url: string;
  /** The status page's address for the desk. */
  statusUrl: string;
  /**
   * The next `times` requests whose path starts with `route` are answered with
   * `status` and the echo as the message: an error envelope, a 200 envelope of
   * type 'error' (`status` 200), or plain text (`text`, for /ping and /version).
   */
  answerNext(route: string, status: number, options?: { times?: number; text?: boolean }): void;
  /** Forgets the answers planned and not yet given. */
  clearPlans(): void;
  /** Every credential value the desk has sent it. */
  credentialsSeen(): string[];
  /** Answers it wrote with the echo in them. */
  echoes(): number;
  close(): Promise<void>;
}

const FREE_TEXT = new Set([
  'title',
  'firstName',
  'lastName',
  'middleName',
  'name',
  'subject',
  'content',
  'description',
  'message',
  'displayText',
  'value',
  'label',
]);
/** Base64 file fields: the PDF and the photos. */
const FILES = new Set(['pdf', 'photo']);
/** Where the echo starts, rotated: a desk that cuts at 40, 160 or 200 characters cuts through the key. */
const PADDING = [0, 30, 150, 190];

const CREDENTIAL_HEADERS = ['authorization', 'sw-api-key'];

interface PlannedAnswer {
  route: string;
  status: number;
  text: boolean;
  left: number;
}

function credentialOf(name: string, value: string): string {
  return name === 'authorization' ? value.replace(/^bearer\s+/i, '') : value;
}

export async function startEchoService(target: string): Promise<EchoService> {
  const seen = new Set<string>();
  const planned: PlannedAnswer[] = [];
  let turn = 0;
  let echoes = 0;

  const echo = (headers: IncomingHttpHeaders): string => {
    echoes += 1;
    const pad = '.'.repeat(PADDING[turn++ % PADDING.length] ?? 0);
    const forms = [...seen].flatMap((key) => [
      `Bearer ${key}`,
      `sw-api-key: ${key}`,
      `ECHO ${key} END`,
      `authorization=Bearer ${key}`,
      ...Object.values(KEY_SPELLINGS).map((spell) => spell(key)),
    ]);
    const dump = Object.entries(headers)
      .map(([name, value]) => `${name}: ${String(value)}`)
      .join('; ');
    return `${pad}you sent ${forms.join(' | ')} with ${dump}`;
  };

  const rewrite = (value: unknown, headers: IncomingHttpHeaders, key?: string): unknown => {
    if (typeof value === 'string' && key !== undefined) {
      if (FREE_TEXT.has(key)) return `${value} ${echo(headers)}`;
      if (FILES.has(key)) {
        const original = Buffer.from(value, 'base64');
        const said = echo(headers);
        return Buffer.concat([
          original,
          Buffer.from(`\n% ${said}\n`),
          Buffer.from(`\n% ${said}\n`, 'utf16le'),
        ]).toString('base64');
      }
      return value;
    }
    if (Array.isArray(value)) return value.map((item) => rewrite(item, headers));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [name, rewrite(child, headers, name)]),
    );
  };

  const server = createServer((req, res) => {
    void (async () => {
      try {
        for (const name of CREDENTIAL_HEADERS) {
          const value = req.headers[name];
          if (typeof value === 'string' && value.trim()) seen.add(credentialOf(name, value.trim()));
        }
        const path = req.url ?? '/';
        const plan = planned.find((candidate) => candidate.left > 0 && path.startsWith(candidate.route));
        if (plan) {
          plan.left -= 1;
          const message = echo(req.headers);
          if (plan.text) {
            res.writeHead(plan.status, { 'content-type': 'text/html' });
            res.end(message);
          } else {
            const type = plan.status === 401 ? 'auth_error' : plan.status === 402 ? 'data_error' : 'error';
            res.writeHead(plan.status, { 'content-type': 'application/json' });
            res.end(
              JSON.stringify({ version: 4, id: 'e'.repeat(32), ts: new Date().toISOString(), type, message }),
            );
          }
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (name !== 'host' && name !== 'content-length' && typeof value === 'string')
            headers.set(name, value);
        }
        const answer = await fetch(`${target}${path}`, {
          method: req.method ?? 'GET',
          headers,
          ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        });
        const type = answer.headers.get('content-type') ?? 'application/octet-stream';
        const body = Buffer.from(await answer.arrayBuffer());
        const out = type.includes('json')
          ? Buffer.from(JSON.stringify(rewrite(JSON.parse(body.toString('utf8')), req.headers)))
          : body;
        const passOn: Record<string, string> = { 'content-type': type };
        for (const [name, value] of answer.headers) {
          if (name.startsWith('x-ratelimit') || name === 'retry-after') passOn[name] = value;
        }
        res.writeHead(answer.status, passOn);
        res.end(out);
      } catch {
        res.destroy();
      }
    })();
  });
  const { url, close } = await listenLocally(server);
  return {
    url,
    statusUrl: `${url}/status`,
    answerNext(route, status, options = {}) {
      planned.push({ route, status, text: options.text ?? false, left: options.times ?? 1 });
    },
    clearPlans() {
      planned.length = 0;
    },
    credentialsSeen: () => [...seen],
    echoes: () => echoes,
    close,
  };
}
