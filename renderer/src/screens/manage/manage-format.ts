/**
 * Dates the manager's tools show, in the desk's zone with the zone named, since
 * a link's expiry or an event's start is read against other people's clocks.
 */
import { formatInstant, shownZone, zonedFormatter } from '../../../../shared/time/zoned-format.ts';
import { notGiven } from '../../format/time.ts';
import { pageLocale } from '../../i18n/messages.ts';

const ZONED: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "6 May 2031, 14:30 BST"; "not given" when the service wrote no date. */
export function formatZoned(value: unknown, timeZone: string): string {
  return formatInstant(value, timeZone, ZONED, pageLocale()) ?? notGiven();
}

/** The zone's short name at this moment ("BST", "GMT-6"), for a label next to a time input. */
const ZONE_NAME: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };

export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const part = zonedFormatter(shownZone(timeZone), ZONE_NAME, pageLocale())
    .formatToParts(Number.isNaN(at.getTime()) ? Date.now() : at)
    .find((entry) => entry.type === 'timeZoneName');
  return part ? `${timeZone} (${part.value})` : timeZone;
}
