/**
 * The words of the set-up screen. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

import { message, texts } from '../../i18n/messages.ts';

export const setupText = texts({
  title: 'setup.title',
  /** The administrator fixed the setting at fault; `lockedNote` is commonText.forms.lockedNote. */
  fixedByAdministrator: (lockedNote: string) => message('setup.fixedByAdministrator', { lockedNote }),
  connectTitle: 'setup.connectTitle',
  demo: {
    title: 'setup.demo.title',
    text: 'setup.demo.text',
  },
});
