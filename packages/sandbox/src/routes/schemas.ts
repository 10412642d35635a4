/** zod building blocks whose error messages read "<member> must …" once prefixed with the member. */
import { z } from 'zod';
import { parseIsoDate } from '../server/dates.ts';

export function text() {
  return z.string({ error: 'must be a string' });
}

export function nonEmptyText() {
  return text().trim().min(1, { error: 'must not be empty' });
}

export function flag() {
  return z.boolean({ error: 'must be a boolean' });
}

export function isoDateText() {
  return text().refine((value) => parseIsoDate(value) !== null, { error: 'must be an ISO 8601 date' });
}

export function emailText() {
  return text().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be an email address' });
}

export function integerBetween(min: number, max: number) {
  const range = { error: `must be an integer from ${min} to ${max}` };
  return z.int({ error: 'must be an integer' }).min(min, range).max(max, range);
}

export function stringMap() {
  return z.record(z.string(), text(), { error: 'must be an object of strings' });
}
