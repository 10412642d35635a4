/**
 * The words of the barcode scanner. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

export const scannerText = {
  noWaiverWithTag: (tag: string) => `No waiver with tag ${tag}`,
  lookupFailed: (tag: string, message: string) => `The tag ${tag} could not be looked up: ${message}`,
  /** What to do about a tag the desk's copy does not know. */
  actionsLabel: 'What to do about this tag',
  searchService: 'Search the service for this tag',
  searching: 'Searching the service for this tag… This can take a few seconds.',
  serviceHasNone: (tag: string) => `The service has no waiver with tag ${tag} either.`,
  sendWaiver: 'Send a waiver',
  muteSounds: 'Mute scan sounds',
  soundsOff: 'Scan sounds are off',
  turnOnInSettings: 'Turn them on in Settings',
  escapeHint: 'Esc closes this',
  dismissLabel: 'Dismiss',
  /** The dismiss button's visible sign; dismissLabel is its name. */
  dismissGlyph: '×',
} as const;
