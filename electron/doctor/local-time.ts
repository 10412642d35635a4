/** Times as the person at the desk reads them: in the desk's zone, with the zone's offset. */
import { zonedFormatter } from '../../shared/time/zoned-format.ts';

/** 'GMT+02:00', or 'GMT' for UTC itself. */
const OFFSET: Intl.DateTimeFormatOptions = { timeZoneName: 'longOffset' };

export function utcOffset(zone: string, at: Date): string {
  const parts = zonedFormatter(zone, OFFSET, 'en-US').formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}

const LOCAL: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** 'Thu 12 Jun 14:05'. */
export function formatLocal(at: Date, zone: string): string {
  return zonedFormatter(zone, LOCAL, 'en-GB').format(at).replace(',', '');
}
