/**
 * The page's own problems reach the desk's log: an error nothing caught, a
 * promise nobody handled, and what the page writes to its console as an error or
 * a warning, each with the screen it came from. Values are left out before they
 * leave (`messageWithoutValues`), each distinct problem is told once per page
 * load, and what gathers in a moment goes in one call. Telling the log is best
 * effort: a desk that cannot take the lines must not break the page further.
 */
import { MAX_PAGE_PROBLEMS, type PageProblem } from '../../../shared/ipc/page-problems.ts';
import { errorForPageLog } from '../../../shared/ipc/screen-failure.ts';
import { callDesk } from '../bridge/index.ts';
import { screenOfHash } from './screen-of.ts';

/** How long problems gather before they are sent together. */
const GATHER_MS = 250;
/** A page in a loop of errors: past this many distinct ones a load, the rest are not told. */
const MAX_TOLD = 200;

// not words: the names the log gives what a page wrote to its console
const CONSOLE_NAMES = { error: 'ConsoleError', warn: 'ConsoleWarning' } as const;
// not words: the names the log gives a thrown value that is no Error, and a rejection's
const NON_ERROR_NAMES = { thrown: 'Error', rejection: 'Rejection' } as const;

type Send = (problems: PageProblem[]) => Promise<unknown>;

const sendToDesk: Send = (problems) => callDesk('logPageProblems', { problems });

/**
 * The console's arguments as one message: an Error among them speaks for itself;
 * otherwise the first argument, the message as written, without the values passed
 * beside it (`console.warn('… %s', value)`): a value can be anyone's name.
 */
function consoleMessage(args: unknown[], level: 'error' | 'warn'): { errorName: string; message: string } {
  const error = args.find((arg) => arg instanceof Error);
  if (error) return errorForPageLog(error, CONSOLE_NAMES[level]);
  const [first] = args;
  return errorForPageLog(typeof first === 'string' ? first : typeof first, CONSOLE_NAMES[level]);
}

/** Starts watching; returns what stops it (and puts the console back). */
export function watchPageProblems(
  target: Window & typeof globalThis = window,
  send: Send = sendToDesk,
): () => void {
  const told = new Set<string>();
  let queued: PageProblem[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Set while sending: what the sending itself writes to the console is not sent again. */
  let sending = false;

  const flush = () => {
    timer = null;
    const batch = queued.splice(0, MAX_PAGE_PROBLEMS);
    if (queued.length > 0) timer = setTimeout(flush, GATHER_MS);
    if (batch.length === 0) return;
    sending = true;
    void send(batch)
      .catch(() => {})
      .finally(() => {
        sending = false;
      });
  };

  const note = (problem: Omit<PageProblem, 'screen'>) => {
    if (sending || told.size >= MAX_TOLD) return;
    const full: PageProblem = { ...problem, screen: screenOfHash(target.location.hash) };
    const key = `${full.level}|${full.kind}|${full.screen}|${full.errorName}|${full.message}`;
    if (told.has(key)) return;
    told.add(key);
    queued.push(full);
    timer ??= setTimeout(flush, GATHER_MS);
  };

  const onError = (event: ErrorEvent) =>
    note({
      level: 'error',
      kind: 'uncaught',
      ...errorForPageLog(event.error ?? event.message, NON_ERROR_NAMES.thrown),
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    note({ level: 'error', kind: 'rejection', ...errorForPageLog(event.reason, NON_ERROR_NAMES.rejection) });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  const console = target.console;
  const original = { error: console.error, warn: console.warn };
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      original[level].apply(console, args);
      note({ level, kind: 'console', ...consoleMessage(args, level) });
    };
  }

  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    console.error = original.error;
    console.warn = original.warn;
    if (timer) clearTimeout(timer);
    queued = [];
  };
}
