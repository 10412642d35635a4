/**
 * Arbitrary answers for the response parsers: any JSON at all, and real records
 * (from the sandbox's generator, written in each wire shape the sandbox knows)
 * with fields replaced by anything, dropped, or nested deeper. Pure noise rarely
 * gets past a parser's first check; damaged real records reach every reader of
 * every field.
 */

import { generateDataset, WIRE_SHAPES, WireFormat } from '@waiver-desk/sandbox/testing';
import fc from 'fast-check';

const ZONE = 'America/Denver';
const dataset = generateDataset({
  seed: 5,
  waivers: 40,
  now: Date.parse('2026-05-06T18:00:00Z'),
  timeZone: ZONE,
});
const wires = WIRE_SHAPES.map((shape) => new WireFormat({ shape, timeZone: ZONE }));

/** Every record kind the service sends, in every shape the sandbox writes, as plain JSON. */
export const REAL_RECORDS: Record<'waiver' | 'summary' | 'checkin' | 'template', unknown[]> = {
  waiver: wires.flatMap((wire) => dataset.waivers.slice(0, 6).map((waiver) => json(wire.waiver(waiver)))),
  summary: wires.flatMap((wire) => dataset.waivers.slice(0, 6).map((waiver) => json(wire.summary(waiver)))),
  checkin: wires.flatMap((wire) =>
    dataset.checkins.slice(0, 6).map((checkin) => json(wire.checkin(checkin))),
  ),
  template: wires.flatMap((wire) => dataset.templates.map((template) => json(wire.template(template)))),
};

function json(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** Any JSON value, objects with the keys a record of the service might have among them. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 4 });

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value === null || typeof value !== 'object') return out;
  for (const [key, child] of Object.entries(value)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    out.push(path);
    pathsOf(child, path, out);
  }
  return out;
}

function withChange(value: unknown, path: Path, change: { drop: boolean; to: unknown }): unknown {
  const copy = json(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (change.drop) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = change.to;
  }
  return copy;
}

/** A real record with one to four of its fields (at any depth) dropped or replaced by any JSON. */
export function damaged(records: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc
    .record({
      index: fc.nat(records.length - 1),
      changes: fc.array(
        fc.record({
          pick: fc.nat(),
          drop: fc.boolean(),
          to: fc.oneof(anyJson, fc.constantFrom('', 'true', '0', '1')),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    })
    .map(({ index, changes }) => {
      let record = records[index];
      for (const change of changes) {
        const paths = pathsOf(record);
        if (paths.length === 0) break;
        record = withChange(record, paths[change.pick % paths.length] as Path, change);
      }
      return record;
    });
}

/** A record as sent, damaged, or anything at all. */
export function recordLike(records: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constantFrom(...records), damaged(records), anyJson);
}

/** A list of such records, sometimes not a list. */
export function listLike(records: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(recordLike(records), { maxLength: 5 }) },
    { weight: 1, arbitrary: anyJson },
  );
}
