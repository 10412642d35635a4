/**
 * How one value of a service record is read, whatever was sent: the real service
 * is looser than the spec's tables (notes, "Response shapes seen in real
 * responses"): booleans written as strings or 0/1, zone-less dates, a single object
 * where a list belongs, numbers where text belongs, members left out. Each reader
 * here is total (what it cannot read is the field's empty value), and the records
 * (records.ts) are built from them, so the client, the copy, the desk's handlers
 * and the page read a record alike.
 */
const ZONELESS = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A date-time as ISO 8601 with an offset. Zone-less values (`YYYY-MM-DD HH:MM:SS`)
 * are UTC by the notes and gain `+00:00`; a bare date is its UTC midnight. Null
 * when the value is not a date-time at all.
 */
export function normalizeServiceDateTime(value: string): string | null {
  const trimmed = value.trim();
  let iso: string;
  const zoneless = ZONELESS.exec(trimmed);
  if (zoneless) iso = `${zoneless[1]}T${zoneless[2]}${zoneless[3] ?? ':00'}+00:00`;
  else if (DATE_ONLY.test(trimmed)) iso = `${trimmed}T00:00:00+00:00`;
  else if (ZONED.test(trimmed)) iso = trimmed;
  else return null;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** Whether `value` is a plain object: what a record, or a map of them, is made of. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Total readers: what a record's field is, whatever was sent. None of them fails.

const YES_WORDS: ReadonlySet<string> = new Set(['true', '1', 'yes']);
const WHOLE_NUMBER = /^\s*-?\d+\s*$/;

/** Text as sent: strings as they are, numbers and booleans as their text, anything else ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'boolean' ? String(value) : '';
}

/** An identifier as text (spaces around it are not part of it); '' when there is none. */
export function identifierOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value.trim() : '';
}

/** A yes/no the service may write as a boolean, `"true"`/`"false"` or 0/1; anything else is no. */
export function yesOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && YES_WORDS.has(value.trim().toLowerCase());
}

/** A whole number, also written as numeric text; 0 for anything else. */
export function integerOf(value: unknown): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : 0;
  if (typeof value !== 'string' || !WHOLE_NUMBER.test(value)) return 0;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : 0;
}

/** A date-time normalised to ISO 8601 with an offset (normalizeServiceDateTime), or ''. */
export function dateTimeOf(value: unknown): string {
  return typeof value === 'string' ? (normalizeServiceDateTime(value) ?? '') : '';
}

/** The items of a list the service may send as one bare item, or leave out. */
function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined ? [] : [value];
}

/** Texts of a list, empty ones left out (a tag of nothing is no tag). */
export function textsOf(value: unknown): string[] {
  return itemsOf(value)
    .map(textOf)
    .filter((each) => each !== '');
}

/** An object's own fields; {} for anything that is not a plain object (arrays included). */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? value : {};
}

/** The records of a list (or one bare record), each read by `read`; items that are not records are left out. */
export function recordsOf<T>(read: (raw: unknown) => T): (value: unknown) => T[] {
  return (value) => itemsOf(value).filter(isPlainObject).map(read);
}

/**
 * A map of records keyed by field GUID, each read by `read`; entries that are not
 * records are left out. Built with fromEntries, so a key such as `__proto__` stays a
 * plain key.
 */
export function recordMapOf<T>(read: (raw: unknown) => T): (value: unknown) => Record<string, T> {
  return (map) => {
    if (!isPlainObject(map)) return {};
    const entries: [string, T][] = [];
    for (const [key, each] of Object.entries(map)) if (isPlainObject(each)) entries.push([key, read(each)]);
    return Object.fromEntries(entries);
  };
}
