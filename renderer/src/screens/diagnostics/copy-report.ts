/**
 * Copying the report for support. The Clipboard API first; where it is refused
 * (Electron refuses every permission, an unfocused window, an old engine) the
 * older copy command on a selected text area, which needs only the click; and
 * where both fail the person is told to copy the selected text by hand.
 */
export type CopyOutcome = 'copied' | 'by-hand';

function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, but focusable and selectable: the copy command copies the selection.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  document.body.append(area);
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.focus();
  area.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}

export async function copyReport(text: string): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused: the older way below.
  }
  return copyBySelection(text) ? 'copied' : 'by-hand';
}
