/**
 * The words of the not-found screen. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

import { texts } from '../i18n/messages.ts';

export const notFoundText = texts({
  title: 'notFound.title',
  text: 'notFound.text',
  backToToday: 'notFound.backToToday',
});
