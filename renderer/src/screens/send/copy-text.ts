/**
 * Puts a link on the clipboard. The clipboard API may be refused (no permission,
 * an older shell); then the link's box is selected, so Ctrl+C copies it.
 */
export async function copyText(
  text: string,
  fallback: HTMLInputElement | null,
): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    fallback?.focus();
    fallback?.select();
    return 'selected';
  }
}
