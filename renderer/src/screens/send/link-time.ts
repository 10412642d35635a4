/** Times of links and texts in the desk's zone; one the desk could not read is "not given". */
import { formatInstant } from '../../../../shared/time/zoned-format.ts';
import { notGiven } from '../../format/time.ts';
import { pageLocale } from '../../i18n/messages.ts';

const EXPIRY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const SENT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

/** When a link stops working, as a person says it: "Tuesday 12 May, 14:05". */
export function formatExpiry(value: unknown, timeZone: string): string {
  return formatInstant(value, timeZone, EXPIRY, pageLocale()) ?? notGiven();
}

/** The moment a text went out. */
export function formatSentAt(value: unknown, timeZone: string): string {
  return formatInstant(value, timeZone, SENT, pageLocale()) ?? notGiven();
}
