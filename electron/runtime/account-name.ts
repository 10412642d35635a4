/**
 * What staff call an account. The waiver service's API names no business, so the
 * name is asked when the account is connected; the form starts with what the
 * service's status page calls itself ("Waiver Cloud" of "Waiver Cloud Status"),
 * which the person keeps or changes. An address is never a name.
 */
import { ACCOUNT_NAME_MAX } from '../../shared/ipc/account.ts';
import { createRequestScheduler } from '../http/scheduler.ts';
import { createStatusClient } from '../services/status-api/index.ts';

/** Looks like an address rather than a name: a URL, a host name or an IP address with or without a port. */
const ADDRESS_LIKE = /:\/\/|^[\w-]+(\.[\w-]+)+(:\d+)?$|^\[?[\d:.]+\]?(:\d+)?$/;
/** The status page's own words after the business's: "Acme Status", "Acme status page". */
const STATUS_WORDS = /[\s\-–—|:]*\bstatus(\s+page)?\s*$/i;

/** A name for the account from its status page's name; null when that gives none worth suggesting. */
export function suggestedAccountName(statusPageName: string): string | null {
  const name = statusPageName.replace(/\s+/g, ' ').trim().replace(STATUS_WORDS, '').trim();
  if (name === '' || ADDRESS_LIKE.test(name)) return null;
  return name.slice(0, ACCOUNT_NAME_MAX).trim();
}

/** How long the connect form waits for the status page before starting with an empty name. */
const HINT_TIMEOUT_MS = 5_000;

/** What the status page at `statusUrl` suggests the account be called; null when it cannot be read. */
export async function readAccountNameHint(
  statusUrl: string,
  options: { userAgent: string; signal?: AbortSignal },
): Promise<string | null> {
  if (!statusUrl) return null;
  const client = createStatusClient({
    statusUrl,
    scheduler: createRequestScheduler(),
    userAgent: options.userAgent,
    timeoutMs: HINT_TIMEOUT_MS,
    retryPolicy: { maxAttempts: 1 },
  });
  try {
    const page = await client.getPage({ ...(options.signal ? { signal: options.signal } : {}) });
    return suggestedAccountName(page.name);
  } catch {
    // Nothing to suggest: the person types the name.
    return null;
  } finally {
    await client.close();
  }
}
