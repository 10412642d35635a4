/** Waivers found by the lookup box, read field by field (see checkin-view.ts for why the page reads at all). */
import { syncProgressSchema } from '../../../shared/ipc/events.ts';
import type {
  CopyState,
  LookupResult,
  MatchKind,
  ServiceQuestion,
  ServiceSearchResult,
  UnaskedBecause,
  WaiverMatch,
} from '../../../shared/ipc/lookup.ts';
import { countOf, fieldsOf, listOf, numberOf, textOf, textsOf, yesOf } from './values.ts';
import { readWaiverVerdict } from './verdict-view.ts';

const MATCH_KINDS: ReadonlySet<string> = new Set<MatchKind>([
  'autoTag',
  'email',
  'phone',
  'fullName',
  'prefix',
  'typo',
  'signedSince',
]);

const PHASES: ReadonlySet<string> = new Set(syncProgressSchema.shape.phase.options);

/** A found waiver; null when nothing identifies it (there is no waiver to open). */
export function readMatch(raw: unknown): WaiverMatch | null {
  const fields = fieldsOf(raw);
  const waiverId = textOf(fields.waiverId);
  if (waiverId === '') return null;
  const match = textOf(fields.match);
  return {
    waiverId,
    match: MATCH_KINDS.has(match) ? (match as MatchKind) : 'prefix',
    name: textOf(fields.name),
    position: numberOf(fields.position) ?? 0,
    others: textsOf(fields.others),
    otherCount: countOf(fields.otherCount),
    templateId: textOf(fields.templateId),
    title: textOf(fields.title),
    createdOn: textOf(fields.createdOn),
    autoTag: textOf(fields.autoTag),
    isMinor: yesOf(fields.isMinor),
    minorExpired: yesOf(fields.minorExpired),
    hasMinor: yesOf(fields.hasMinor),
    expired: yesOf(fields.expired),
    verified: yesOf(fields.verified),
    verdict: readWaiverVerdict(fields.verdict),
  };
}

export function readCopyState(raw: unknown): CopyState {
  const fields = fieldsOf(raw);
  const phase = textOf(fields.phase);
  const lastCurrentAt = textOf(fields.lastCurrentAt);
  return {
    phase: PHASES.has(phase) ? (phase as CopyState['phase']) : 'idle',
    lastCurrentAt: lastCurrentAt === '' ? null : lastCurrentAt,
    done: countOf(fields.done),
    total: countOf(fields.total),
    totalIsEstimate: yesOf(fields.totalIsEstimate),
    leftOut: countOf(fields.leftOut),
  };
}

export function readLookupResult(raw: unknown): LookupResult {
  const fields = fieldsOf(raw);
  return {
    text: textOf(fields.text),
    matches: listOf(fields.matches, readMatch),
    copy: readCopyState(fields.copy),
  };
}

const QUESTIONS: ReadonlySet<string> = new Set<ServiceQuestion>(['tag', 'lastName', 'fullName']);

const readQuestion = (raw: unknown): ServiceQuestion | null => {
  const question = textOf(raw);
  return QUESTIONS.has(question) ? (question as ServiceQuestion) : null;
};

function readUnasked(raw: unknown): ServiceSearchResult['unasked'][number] | null {
  const fields = fieldsOf(raw);
  const question = readQuestion(fields.question);
  if (!question) return null;
  const because: UnaskedBecause = textOf(fields.because) === 'budget' ? 'budget' : 'no_answer';
  return { question, because };
}

export function readServiceSearchResult(raw: unknown): ServiceSearchResult {
  const fields = fieldsOf(raw);
  const matches = listOf(fields.matches, readMatch);
  return {
    text: textOf(fields.text),
    matches,
    found: Math.max(countOf(fields.found), matches.length),
    answered: listOf(fields.answered, readQuestion),
    unasked: listOf(fields.unasked, readUnasked),
    retryAfterSeconds: numberOf(fields.retryAfterSeconds),
  };
}
