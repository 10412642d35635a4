/** Counts as the desk's locale writes them ("12,400"); a value that is no number shows as "not given". */
import { commonText } from '../components/words.ts';
import { numberOf } from './values.ts';

let formatter: Intl.NumberFormat | undefined;

export function formatCount(value: unknown): string {
  const number = numberOf(value);
  if (number === null) return commonText.values.notGiven;
  formatter ??= new Intl.NumberFormat();
  return formatter.format(number);
}
