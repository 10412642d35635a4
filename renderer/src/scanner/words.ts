/**
 * The words of the barcode scanner and a scan's own screen. Components only choose which
 * text to show; texts that take values are small functions of already formatted values.
 */
import { message, texts } from '../i18n/messages.ts';

export const scannerText = texts({
  /** The scan screen's heading. */
  title: (tag: string) => message('scanner.title', { tag }),
  looking: (tag: string) => message('scanner.looking', { tag }),
  close: 'scanner.close',
  escapeHint: 'scanner.escapeHint',
  noWaiverWithTag: (tag: string) => message('scanner.noWaiverWithTag', { tag }),
  lookupFailed: (tag: string, reason: string) => message('scanner.lookupFailed', { tag, reason }),
  /** Several waivers have the tag and none is valid: the person chooses which to see. */
  noneValid: (tag: string, count: number) => message('scanner.noneValid', { tag, count }),
  choicesLabel: (tag: string) => message('scanner.choicesLabel', { tag }),
  /** What to do about a tag the desk's copy does not know. */
  actionsLabel: 'scanner.actionsLabel',
  searchService: 'scanner.searchService',
  searching: 'scanner.searching',
  serviceHasNone: (tag: string) => message('scanner.serviceHasNone', { tag }),
  sendWaiver: 'scanner.sendWaiver',
  muteSounds: 'scanner.muteSounds',
  soundsOff: 'scanner.soundsOff',
  turnOnInSettings: 'scanner.turnOnInSettings',
});
