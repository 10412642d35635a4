/**
 * How a person stood when they went in, as recorded with their admission: Today,
 * Checked in here, its printout and its file word it as every screen words a
 * person's verdict.
 */
import type { PersonVerdict } from '../../../shared/desk/verdict.ts';
import type { Admission } from '../../../shared/ipc/admissions.ts';
import { verdictSummary } from './verdict-words.ts';

/** An admission recorded before desks kept the verdict has its tone alone. */
export const admissionVerdict = (admission: Admission): PersonVerdict =>
  admission.verdict ?? { tone: admission.tone, points: [] };

export const admissionVerdictWords = (admission: Admission): string =>
  verdictSummary(admissionVerdict(admission));
