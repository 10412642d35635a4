/**
 * Lists that one odd record never sinks. Each element is read on its own: one the
 * strict record schema accepts is kept as read; one it refuses but that still
 * carries what identifies it is read field by field, each unreadable or missing
 * field left empty; one that is not an object or carries nothing to identify it by
 * is left out and counted in `skipped`. Only a list that is not a list at all is
 * a protocol error.
 */
import { z } from 'zod';
import type { SkipReport } from '../../shared/domain/waiver.ts';

/** The records of a list the client could read, and how many it left out. */
export type ReadList<T> = T[] & SkipReport;

export function readList<T>(items: T[], skipped = 0): ReadList<T> {
  return Object.assign(items, { skipped });
}

/** Every field of a record with its reader, and the value it has when it cannot be read. */
export interface RecordFields<T> {
  readers: { [K in keyof T]-?: z.ZodType<T[K]> };
  empty: T;
}

export interface TolerantRecord<T> {
  /** The whole record, strictly: what a record needs to be kept as it is. */
  strict: z.ZodType<T>;
  fields: RecordFields<T>;
  /** Whether the raw element carries what identifies the record. */
  identifies(raw: Record<string, unknown>): boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `reader` reads `value`: what identifies a record has to be readable, not just present. */
export function readable(reader: z.ZodType, value: unknown): boolean {
  return value !== undefined && value !== null && reader.safeParse(value).success;
}

function readFieldByField<T>(raw: Record<string, unknown>, fields: RecordFields<T>): T {
  const record = { ...fields.empty };
  for (const name of Object.keys(fields.readers) as (keyof T & string)[]) {
    const read = fields.readers[name].safeParse(raw[name]);
    if (read.success) record[name] = read.data;
  }
  return record;
}

/** Reads one element: the record, or null when it must be left out. */
function readTolerantly<T>(raw: unknown, record: TolerantRecord<T>): T | null {
  if (!isPlainObject(raw) || !record.identifies(raw)) return null;
  const strict = record.strict.safeParse(raw);
  return strict.success ? strict.data : readFieldByField(raw, record.fields);
}

/** A list of `record`s read element by element (see above). */
export function tolerantListOf<T>(record: TolerantRecord<T>): z.ZodType<ReadList<T>> {
  return z.array(z.unknown()).transform((elements) => {
    const items: T[] = [];
    for (const element of elements) {
      const read = readTolerantly(element, record);
      if (read !== null) items.push(read);
    }
    return readList(items, elements.length - items.length);
  });
}
