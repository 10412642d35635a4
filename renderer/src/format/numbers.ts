/** Counts as the page's locale writes them ("12,400", "12.400"); a value that is no number shows as "not given". */

import { pageLocale } from '../i18n/messages.ts';
import { commonText } from '../i18n/words.ts';
import { numberOf } from '../records/values.ts';

/** One formatter per locale: making one costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatCount(value: unknown): string {
  const number = numberOf(value);
  if (number === null) return commonText.values.notGiven;
  const locale = pageLocale();
  let formatter = formatters.get(locale ?? '');
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale ?? '', formatter);
  }
  return formatter.format(number);
}
