/** Lists as the page's language writes them: "Ana, Ben and Cy", "Ana, Ben y Cy" (or, with `disjunction`, "o"). */
import { pageLocale } from '../i18n/messages.ts';

export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(pageLocale(), { type }).format(items);
}
