/**
 * Strict readers for the value shapes real responses use beyond the spec's tables
 * (notes, "Response shapes seen in real responses"), for the answers that are not
 * people records (templates, keys, links, webhooks, status): booleans as strings or
 * 0/1, zone-less dates, a single object where a list belongs, absent optional
 * strings. Each reads loosely and yields the canonical shape; anything it cannot
 * read is still a schema issue, so a broken answer is a protocol error. The people
 * records are read by their total readers instead (shared/domain/records.ts).
 */
import { z } from 'zod';
import { normalizeServiceDateTime } from '../../shared/domain/record-values.ts';

/** An optional string: absent or null reads as '', numbers and booleans as their text. */
export const text = z
  .union([z.string(), z.number(), z.boolean()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** A required identifier (spaces around it are not part of it); some deployments send numeric ids as numbers. */
export const identifier = z.union([z.string().trim().min(1), z.number()]).transform(String);

const BOOLEAN_WORDS = new Map<string, boolean>([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

/** A boolean, also written 'true'/'false' or 0/1. */
export const flexBoolean = z.union([z.boolean(), z.number(), z.string()]).transform((value, ctx) => {
  if (typeof value === 'boolean') return value;
  const read = BOOLEAN_WORDS.get(String(value).trim().toLowerCase());
  if (read !== undefined) return read;
  ctx.issues.push({
    code: 'custom',
    message: `expected a boolean, got ${JSON.stringify(value)}`,
    input: value,
  });
  return z.NEVER;
});

/** A boolean the service sometimes leaves out; absent reads as false. */
export const optionalBoolean = flexBoolean.nullish().transform((value) => value ?? false);

/** An integer, also written as a numeric string. */
export const integer = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

export const optionalInteger = integer.nullish().transform((value) => value ?? 0);

const readDateTime = <T>(value: string, ctx: z.RefinementCtx<T>): string => {
  const normalized = normalizeServiceDateTime(value);
  if (normalized !== null) return normalized;
  ctx.issues.push({
    code: 'custom',
    message: `expected an ISO 8601 date-time, got ${JSON.stringify(value)}`,
    input: value,
  });
  return z.NEVER;
};

/** A required date-time, normalised (see normalizeServiceDateTime). */
export const dateTime = z.string().transform(readDateTime);

/** A date-time that may be empty ('' when unset, as `expirationDate` is). */
export const optionalDateTime = z
  .string()
  .nullish()
  .transform((value, ctx) =>
    value === null || value === undefined || value.trim() === '' ? '' : readDateTime(value, ctx),
  );

/** A list the service sometimes sends as one bare object, or leaves out. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), item])
    .nullish()
    .transform((value): z.output<T>[] => {
      if (value === null || value === undefined) return [];
      return Array.isArray(value) ? value : [value];
    });
}

/** A string list that may be absent. */
export const textList = z
  .array(text)
  .nullish()
  .transform((value) => value ?? []);
