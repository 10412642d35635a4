/**
 * Private details stay covered on screen until someone at the desk chooses to
 * see them (a customer at the counter can read the screen). Covering is done
 * here, in the page only: the desk holds the full waiver either way.
 */
const COVER = '•';
/** The cover's length says nothing about the value's. */
const COVER_LENGTH = 8;

export const maskText = (value: string): string => (value.trim() ? COVER.repeat(COVER_LENGTH) : '');
