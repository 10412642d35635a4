/** Whether a key lands in a field the person is typing into (where shortcuts and scans keep out). */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Marks the lookup box: the one field a scanner burst may be typed into. */
export const LOOKUP_INPUT_ATTRIBUTE = 'data-lookup-input';

export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

export function isLookupInput(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.hasAttribute(LOOKUP_INPUT_ATTRIBUTE);
}
