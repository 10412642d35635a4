/**
 * Waivers of one adult with nothing to look at (not expired, no flags, no tags, no
 * minor, no guardian), read from a sandbox through the service's own search: a
 * check-in of one is a single press at any desk, whatever the desk's rules.
 */
import type { SignedWaiver } from '../../shared/domain/waiver.ts';

async function sandboxGet<T>(baseUrl: string, apiKey: string, path: string, member: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Record<string, T>)[member] as T;
}

const isPlain = (waiver: SignedWaiver): boolean =>
  Date.parse(waiver.createdOn) <= Date.now() &&
  !waiver.expired &&
  waiver.guardian === null &&
  waiver.flags.length === 0 &&
  waiver.tags.length === 0 &&
  waiver.participants.length === 1 &&
  waiver.participants.every(
    (person) =>
      !person.isMinor && !person.middleName && person.flags.length === 0 && person.tags.length === 0,
  );

/** The plain waivers among the newest hundred; one search of the account's five a minute. */
export async function plainWaivers(baseUrl: string, apiKey: string): Promise<SignedWaiver[]> {
  const summary = await sandboxGet<{ guid: string }>(baseUrl, apiKey, '/v4/search', 'search');
  const page = await sandboxGet<SignedWaiver[]>(
    baseUrl,
    apiKey,
    `/v4/search/${summary.guid}/results?page=0`,
    'search_results',
  );
  const plain = page.filter(isPlain);
  if (plain.length === 0) throw new Error('The sandbox sample has no plain one-adult waiver.');
  return plain;
}

/** The name a desk records for the one person of a plain waiver. */
export const plainName = (waiver: SignedWaiver): string =>
  `${waiver.participants[0]?.firstName ?? ''} ${waiver.participants[0]?.lastName ?? ''}`.trim();
