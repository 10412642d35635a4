/**
 * Private details stay covered on screen until someone at the desk chooses to
 * see them (a customer at the counter can read the screen). Covering is done
 * here, in the page only: the desk holds the full waiver either way.
 */
import { textOf } from '../../records/values.ts';

const COVER = '•';
/** The cover's length says nothing about the value's. */
const COVER_LENGTH = 8;

/** The cover of a value; '' when there is nothing to cover (empty, left out, not text). */
export const maskText = (value: unknown): string => (textOf(value).trim() ? COVER.repeat(COVER_LENGTH) : '');
