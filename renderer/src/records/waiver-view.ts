/**
 * A signed waiver's detail as the waiver page reads it, in every shape the notes
 * allow (see checkin-view.ts for why the page reads at all): booleans as text,
 * `flags` as one object, a guardian without relationship or date of birth, extra
 * fields, anything left out. Each field is its own type or empty.
 */
import { readSignedWaiver } from '../../../shared/domain/records.ts';
import type { WaiverDetail } from '../../../shared/ipc/lookup.ts';
import { readMatch } from './match-view.ts';
import { fieldsOf, listOf, textOf } from './values.ts';
import { readWaiverVerdict } from './verdict-view.ts';

/** A signed waiver is read as every part of the desk reads one (shared/domain/records.ts). */
export { readSignedWaiver };

/** A map keyed by field guid; built with fromEntries, so a key such as `__proto__` stays a plain key. */
function readMap<T>(raw: unknown, read: (value: unknown) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(fieldsOf(raw)).map(([guid, value]) => [guid, read(value)]));
}

export function readWaiverDetail(raw: unknown): WaiverDetail {
  const fields = fieldsOf(raw);
  return {
    waiver: readSignedWaiver(fields.waiver),
    source: fields.source === 'service' ? 'service' : 'copy',
    verdict: readWaiverVerdict(fields.verdict),
    sameTag: listOf(fields.sameTag, readMatch),
    fieldLabels: readMap(fields.fieldLabels, textOf),
    consoleUrl: textOf(fields.consoleUrl),
  };
}
