/**
 * The words of what the page says when a part of it could not be shown. Components only
 * choose which text to show; texts that take values are small functions of already formatted
 * values.
 */

/** A screen, a row or the list under the lookup box that could not be shown (a record the desk could not read). */
export const failureText = {
  screen: {
    title: 'This screen could not be shown',
    text: 'Something in what it shows could not be read. The rest of the desk works: find a waiver above, or go to another screen.',
    retrying: 'It tries again by itself when the data changes.',
    retry: 'Try again',
    backToToday: "Back to today's check-ins",
  },
  /** When even the frame around the screens failed. */
  frame: {
    title: 'The desk window could not be shown',
    text: 'Something it was showing could not be read.',
    reload: 'Reload the window',
  },
  checkinRow: 'This check-in could not be shown.',
  lookup: 'These results could not be shown. Type again, or try another spelling.',
  lookupOption: 'This waiver could not be shown here: open it to see it.',
} as const;
