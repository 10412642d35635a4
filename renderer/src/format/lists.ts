/** Lists as the page's language writes them: "Ana, Ben and Cy", "Ana, Ben y Cy". */
import { pageLocale } from '../i18n/messages.ts';

export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(pageLocale(), { type: 'conjunction' }).format(items);
}
