/**
 * Waivers an end-to-end test can count on, read from the sandbox's own API as any
 * client would: a customer whose auto-tag is on one waiver only, good to go, with
 * people on it, so a scan of the tag opens that waiver with its check-in ready.
 */
import { waiverVerdict } from '../../shared/desk/verdict.ts';
import type { SignedWaiver, WaiverSummary } from '../../shared/domain/waiver.ts';

export async function sandboxGet<T>(
  baseUrl: string,
  apiKey: string,
  path: string,
  member: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Record<string, T>)[member] as T;
}

/** A tag (letters, digits and dashes: what a code holds plainly) on one waiver, which passes. */
export async function passingTaggedWaiver(baseUrl: string, apiKey: string): Promise<SignedWaiver> {
  const [waiver] = await passingTaggedWaivers(baseUrl, apiKey, 1);
  return waiver as SignedWaiver;
}

/** `count` such waivers, each a different customer's, newest first. */
export async function passingTaggedWaivers(
  baseUrl: string,
  apiKey: string,
  count: number,
): Promise<SignedWaiver[]> {
  const found: SignedWaiver[] = [];
  const newest = await sandboxGet<WaiverSummary[]>(baseUrl, apiKey, '/v4/waivers?limit=100', 'waivers');
  for (const summary of newest.filter((each) => /^[A-Za-z0-9-]{4,}$/.test(each.autoTag))) {
    const tagged = await sandboxGet<WaiverSummary[]>(
      baseUrl,
      apiKey,
      `/v4/waivers?limit=100&tag=${encodeURIComponent(summary.autoTag)}`,
      'waivers',
    );
    if (tagged.length !== 1) continue;
    const waiver = await sandboxGet<SignedWaiver>(
      baseUrl,
      apiKey,
      `/v4/waivers/${summary.waiverId}`,
      'waiver',
    );
    if (waiverVerdict(waiver).tone === 'ok' && waiver.participants.length > 0) found.push(waiver);
    if (found.length === count) return found;
  }
  throw new Error(`the sandbox has fewer than ${count} passing waivers whose tags are their own`);
}
