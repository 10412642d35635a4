/**
 * Which band a person gets: the manager's rules, first fit wins (minors or adults
 * or anyone, whose visit ends by a time of the desk's day), else the band for
 * everyone else. A visit ends `visitMinutes` after the admission. The page shows
 * the band beside an admission and the main process prints it; both choose it
 * here, so the band on the screen is the band on the wrist.
 */
import { readInstant } from '../time/instant.ts';
import { zonedParts } from '../time/zoned-time.ts';
import type { PrintingSettings, WristbandColour } from './printing.ts';

export interface BandSubject {
  isMinor: boolean;
  /** When they went in (ISO 8601). */
  admittedAt: string;
}

export interface WristbandChoice {
  colour: WristbandColour;
  text: string;
  /** When the visit ends (ISO 8601); null when the admission's time cannot be read. */
  endsAt: string | null;
}

const DAY_MINUTES = 1_440;

/** Minutes since midnight of the admission's own day on the desk's clock (past 1440 when it ends the next day). */
function endOnAdmissionDay(admittedMs: number, endMs: number, timeZone: string): number {
  const start = zonedParts(admittedMs, timeZone);
  const end = zonedParts(endMs, timeZone);
  const days = Math.round(
    (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) /
      86_400_000,
  );
  return days * DAY_MINUTES + end.hour * 60 + end.minute;
}

const clockMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export function chooseWristband(
  settings: Pick<PrintingSettings, 'rules' | 'otherwise' | 'visitMinutes'>,
  person: BandSubject,
  timeZone: string,
): WristbandChoice {
  const admitted = readInstant(person.admittedAt);
  const endMs = admitted ? admitted.getTime() + settings.visitMinutes * 60_000 : null;
  const endMinutes =
    admitted && endMs !== null ? endOnAdmissionDay(admitted.getTime(), endMs, timeZone) : null;
  const fits = settings.rules.find((rule) => {
    if (rule.who === 'minor' && !person.isMinor) return false;
    if (rule.who === 'adult' && person.isMinor) return false;
    if (rule.endsBy === '') return true;
    return endMinutes !== null && endMinutes <= clockMinutes(rule.endsBy);
  });
  const band = fits ?? settings.otherwise;
  return {
    colour: band.colour,
    text: band.text,
    endsAt: endMs === null ? null : new Date(endMs).toISOString(),
  };
}
