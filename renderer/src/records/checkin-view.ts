/**
 * Today's check-ins as the screen reads them. The main process reads the service
 * tolerantly, but the page does not lean on it: a copy written by another desk's
 * version, or an answer shaped as the notes allow (`isMinor` as 0/1, dates without
 * a zone, fields left out), still reads here, each field its own type or empty.
 */
import type { WaiverVerdict } from '../../../shared/desk/verdict.ts';
import { readCheckIn } from '../../../shared/domain/records.ts';
import type { CheckIn } from '../../../shared/domain/waiver.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { readAdmission } from './admission-view.ts';
import { readMatch } from './match-view.ts';
import { countOf, fieldsOf, listOf, textOf } from './values.ts';
import { readWaiverVerdict } from './verdict-view.ts';

/** A check-in as every part of the desk reads one (shared/domain/records.ts). */
export const readCheckin = (raw: unknown): CheckIn => readCheckIn(raw);

function readWindow(raw: unknown): TodayCheckins['window'] {
  if (raw === null || typeof raw !== 'object') return null;
  const fields = fieldsOf(raw);
  return { fromDts: textOf(fields.fromDts), toDts: textOf(fields.toDts) };
}

/** Verdicts by waiver id: an entry without a waiver id is left out, one that is not a verdict reads as one asking for a look. */
function readVerdicts(raw: unknown): Record<string, WaiverVerdict> {
  // No prototype: any waiver id, "__proto__" too, is only a key here.
  const verdicts: Record<string, WaiverVerdict> = Object.create(null);
  for (const [waiverId, verdict] of Object.entries(fieldsOf(raw))) {
    if (waiverId !== '') verdicts[waiverId] = readWaiverVerdict(verdict);
  }
  return verdicts;
}

/** The Today answer, every part readable; a part that is not there reads as empty. */
export function readToday(raw: unknown): TodayCheckins {
  const fields = fieldsOf(raw);
  return {
    window: readWindow(fields.window),
    excludedFrom: textOf(fields.excludedFrom),
    checkins: listOf(fields.checkins, readCheckin),
    skipped: countOf(fields.skipped),
    fetchedAt: textOf(fields.fetchedAt),
    source: fields.source === 'copy' ? 'copy' : 'service',
    recentSignings: listOf(fields.recentSignings, readMatch),
    admissions: listOf(fields.admissions, readAdmission),
    verdicts: readVerdicts(fields.verdicts),
    deskId: textOf(fields.deskId),
  };
}
