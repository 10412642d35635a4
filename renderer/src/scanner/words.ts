/**
 * The words of the barcode scanner and a scan's own screen. Components only choose which
 * text to show; texts that take values are small functions of already formatted values.
 */
// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../shared/words/plural.ts';

export const scannerText = {
  /** The scan screen's heading. */
  title: (tag: string) => `Scanned ${tag}`,
  looking: (tag: string) => `Looking up tag ${tag}…`,
  close: 'Close',
  escapeHint: 'Esc closes this',
  noWaiverWithTag: (tag: string) => `No waiver with tag ${tag}`,
  lookupFailed: (tag: string, message: string) => `The tag ${tag} could not be looked up: ${message}`,
  /** Several waivers have the tag and none is valid: the person chooses which to see. */
  noneValid: (tag: string, count: number) =>
    `${plural(count, { one: 'The waiver', other: `All ${count} waivers` })} with tag ${tag} ${plural(count, { one: 'is', other: 'are' })} no longer valid. Choose one to see it:`,
  choicesLabel: (tag: string) => `Waivers with tag ${tag}`,
  /** What to do about a tag the desk's copy does not know. */
  actionsLabel: 'What to do about this tag',
  searchService: 'Search the service for this tag',
  searching: 'Searching the service for this tag… This can take a few seconds.',
  serviceHasNone: (tag: string) => `The service has no waiver with tag ${tag} either.`,
  sendWaiver: 'Send a waiver',
  muteSounds: 'Mute scan sounds',
  soundsOff: 'Scan sounds are off',
  turnOnInSettings: 'Turn them on in Settings',
} as const;
