/**
 * A camera sees a code many times a second, for as long as it is held up: it is
 * read once, as a scanner reads a card once. The same code passes again only
 * after it was out of view (no reading of it) for `quietMs`, or once another code
 * was read in between.
 */
export function createRepeatFilter(quietMs: number): (code: string, now: number) => boolean {
  let lastCode = '';
  let lastSeen = Number.NEGATIVE_INFINITY;
  return (code, now) => {
    const repeat = code === lastCode && now - lastSeen <= quietMs;
    lastCode = code;
    lastSeen = now;
    return !repeat;
  };
}
