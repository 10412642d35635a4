/**
 * The words of the welcome screen. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

import { texts } from '../../i18n/messages.ts';

export const welcomeText = texts({
  title: 'welcome.title',
  subtitle: 'welcome.subtitle',
  connect: {
    title: 'welcome.connect.title',
    text: 'welcome.connect.text',
  },
  demo: {
    title: 'welcome.demo.title',
    text: 'welcome.demo.text',
    later: 'welcome.demo.later',
  },
});
