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

export function readList<T>(items: T[], skipped = 0, skippedAt?: string[]): ReadList<T> {
  return Object.assign(items, skippedAt && skippedAt.length > 0 ? { skipped, skippedAt } : { skipped });
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
  /** When a record left out was made (ISO 8601), if it says: tells it apart when it is read again. */
  madeAt?(raw: Record<string, unknown>): string | null;
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
    const skippedAt: string[] = [];
    for (const element of elements) {
      const read = readTolerantly(element, record);
      if (read !== null) items.push(read);
      else if (isPlainObject(element)) {
        const at = record.madeAt?.(element);
        if (at) skippedAt.push(at);
      }
    }
    return readList(items, elements.length - items.length, skippedAt);
  });
}

/**
 * A list whose records are read strictly, except that one nothing identifies is
 * left out and counted instead of sinking the list (a template without its id,
 * a status component without its own). Any other fault of a record is the
 * answer's, named where it lies.
 */
export function identifiedListOf<T>(
  item: z.ZodType<T>,
  identifies: (raw: Record<string, unknown>) => boolean,
): z.ZodType<ReadList<T>> {
  return z.array(z.unknown()).transform((elements, ctx) => {
    const kept: T[] = [];
    let skipped = 0;
    elements.forEach((element, index) => {
      if (!isPlainObject(element) || !identifies(element)) {
        skipped += 1;
        return;
      }
      const read = item.safeParse(element);
      if (read.success) kept.push(read.data);
      else {
        for (const issue of read.error.issues) {
          ctx.issues.push({
            code: 'custom',
            message: issue.message,
            input: element,
            path: [index, ...issue.path],
          });
        }
      }
    });
    return readList(kept, skipped);
  });
}
