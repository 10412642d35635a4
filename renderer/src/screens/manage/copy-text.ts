/**
 * Copying to the clipboard. The Clipboard API can be refused (no permission, an
 * unfocused window, an old engine); then the person is shown the text selected,
 * with the keys that copy it, instead of a silent failure.
 */
import { manageText } from './words.ts';

export type CopyOutcome = 'copied' | 'refused';

export async function copyText(text: string): Promise<CopyOutcome> {
  try {
    if (!navigator.clipboard?.writeText) return 'refused';
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'refused';
  }
}

/** What to press when the window may not copy by itself, in the language in use. */
export const copyByHand = (): string => manageText.copy.byHand;
