/**
 * Values of records read for display, whatever shape they arrive in. The desk's
 * copy holds what the service sent, and the service is looser than its spec
 * (booleans as text or 0/1, one object where a list belongs, fields left out).
 * Every reader here is total: what it cannot read is "not there", never a throw.
 */
// Text, yes/no and lists of text are read as every record's fields are (shared/domain/record-values.ts).
export { fieldsOf, textOf, textsOf, yesOf } from '../../../shared/domain/record-values.ts';

/** A whole number of things (photos, people): a number or numeric text, else 0; never negative. */
export function countOf(value: unknown): number {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** A number that may also come as numeric text; null when there is none. */
export function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A list the service may send as one bare object, or leave out; items `read` refuses (null) are left out. */
export function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const list: T[] = [];
  for (const item of items) {
    const kept = read(item);
    if (kept !== null) list.push(kept);
  }
  return list;
}
