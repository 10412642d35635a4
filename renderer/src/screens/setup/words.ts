/**
 * The words of the set-up screen. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

import { message, texts } from '../../i18n/messages.ts';

export const setupText = texts({
  title: 'setup.title',
  /** When the desk gave no reason of its own. */
  noAccountOpen: 'setup.noAccountOpen',
  /** The account's settings were sound, but opening it failed (the log says why). */
  couldNotOpen: 'setup.couldNotOpen',
  /** The administrator fixed the setting at fault; `lockedNote` is commonText.forms.lockedNote. */
  fixedByAdministrator: (lockedNote: string) => message('setup.fixedByAdministrator', { lockedNote }),
  connectTitle: 'setup.connectTitle',
  demo: {
    title: 'setup.demo.title',
    text: 'setup.demo.text',
  },
});
