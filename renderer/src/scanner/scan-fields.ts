/**
 * Fields besides the lookup box where a scanner burst may land, such as Today's name
 * filter: a scan typed into one is still a scan, not a name. The field says how to
 * take a burst's first keys back out of it once the burst is recognised, and how to
 * put them back when it was a person typing after all.
 */
export interface ScanField {
  /** Removes `typed` from the end of what the field holds. */
  takeBack(typed: string): void;
  /** Puts `held` back at the end of what the field holds. */
  giveBack(held: string): void;
}

const fields = new WeakMap<Element, ScanField>();

/** Lets scans land in `element`; returns the undoing (a React ref callback's cleanup). */
export function registerScanField(element: Element, field: ScanField): () => void {
  fields.set(element, field);
  return () => {
    if (fields.get(element) === field) fields.delete(element);
  };
}

export function scanFieldOf(target: EventTarget | null): ScanField | null {
  return target instanceof Element ? (fields.get(target) ?? null) : null;
}
