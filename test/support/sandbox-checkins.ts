/**
 * Reads a sandbox's check-ins for "today so far" straight from its HTTP API, as an
 * independent expectation for what the desk should show. Works on fixed-offset zones.
 */
import type { CheckIn } from '../../shared/domain/waiver.ts';

const HOUR_MS = 3_600_000;

function formatWithOffset(epochMs: number, offsetHours: number): string {
  const local = new Date(epochMs + offsetHours * HOUR_MS).toISOString().slice(0, 19);
  const sign = offsetHours < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
}

export function todaySoFar(now: Date, offsetHours: number): { fromDts: string; toDts: string } {
  const localMs = now.getTime() + offsetHours * HOUR_MS;
  const midnight = localMs - (localMs % (24 * HOUR_MS)) - offsetHours * HOUR_MS;
  const hourStart = now.getTime() - (now.getTime() % HOUR_MS);
  return {
    fromDts: formatWithOffset(midnight, offsetHours),
    toDts: formatWithOffset(hourStart - 1000, offsetHours),
  };
}

export async function fetchCheckins(
  baseUrl: string,
  apiKey: string,
  window: { fromDts: string; toDts: string },
) {
  const all: CheckIn[] = [];
  for (let offset = 0; ; offset += 100) {
    const query = new URLSearchParams({ ...window, limit: '100', offset: String(offset) });
    const response = await fetch(`${baseUrl}/v4/checkins?${query}`, {
      headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`sandbox check-ins: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { checkins: { checkins: CheckIn[]; moreCheckins: boolean } };
    all.push(...body.checkins.checkins);
    if (!body.checkins.moreCheckins) return all;
  }
}
