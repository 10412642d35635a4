/**
 * Lists that one odd record never sinks. Each element is read on its own by the
 * record's total reader (shared/domain/records.ts): one that carries what identifies
 * it is kept, each unreadable or missing field empty; one that is not an object or
 * carries nothing to identify it by is left out and counted in `skipped`. Only a
 * list that is not a list at all is a protocol error.
 */
import { z } from 'zod';
import { isPlainObject } from '../../shared/domain/record-values.ts';
import { type RecordKind, readRecord } from '../../shared/domain/records.ts';
import type { SkipReport } from '../../shared/domain/waiver.ts';

/** The records of a list the client could read, and how many it left out. */
export type ReadList<T> = T[] & SkipReport;

export function readList<T>(items: T[], skipped = 0, skippedAt?: string[]): ReadList<T> {
  return Object.assign(items, skippedAt && skippedAt.length > 0 ? { skipped, skippedAt } : { skipped });
}

/** Whether `reader` reads `value`: what identifies a record has to be readable, not just present. */
export function readable(reader: z.ZodType, value: unknown): boolean {
  return value !== undefined && value !== null && reader.safeParse(value).success;
}

/** One record that must be identified: anything else is the answer's fault. */
export function identifiedRecordOf<T>(kind: RecordKind<T>): z.ZodType<T> {
  return z.unknown().transform((raw, ctx) => {
    const read = readRecord(kind, raw);
    if (read !== null) return read;
    ctx.issues.push({ code: 'custom', message: 'a record with nothing to identify it by', input: raw });
    return z.NEVER;
  });
}

/** A list of `record`s read element by element (see above). */
export function tolerantListOf<T>(kind: RecordKind<T>): z.ZodType<ReadList<T>> {
  return z.array(z.unknown()).transform((elements) => {
    const items: T[] = [];
    const skippedAt: string[] = [];
    for (const element of elements) {
      if (!isPlainObject(element)) continue;
      const record = kind.read(element);
      if (kind.identifies(record)) items.push(record);
      else {
        const at = kind.madeAt?.(record);
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
