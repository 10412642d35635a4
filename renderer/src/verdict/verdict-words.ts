/**
 * The desk's verdict on a person (shared/desk/verdict.ts) in the page's words: the
 * one summary every screen, print and file shows beside the person ("Needs a look:
 * Flagged answer"), and a line per point where there is room to say more. Today, the
 * lookup list, the waiver page, the scan's check-in, Checked in here, its printout
 * and its file all word a person here, so the same person reads the same everywhere.
 */
import type {
  PersonVerdict,
  PointKind,
  Tone,
  VerdictPoint,
  WaiverVerdict,
} from '../../../shared/desk/verdict.ts';
import { formatClockTime } from '../format/time.ts';
import { formatCalendarDate } from '../format/waiver-dates.ts';
import { verdictText } from './words.ts';

const words = verdictText;

/** Points the summary leaves to the lines: worth knowing, never what a person is marked by. */
const LINES_ONLY: ReadonlySet<PointKind> = new Set<PointKind>(['notVerified']);

/** Each kind's short name in a summary; flagged answers are counted into one. */
function labelOf(point: VerdictPoint, flagged: number): string {
  switch (point.kind) {
    case 'expired':
      return words.label.expired;
    case 'deskTag':
      return point.tag;
    case 'flagged':
      return words.label.flagged(flagged);
    case 'minorNowAdult':
      return words.label.minorNowAdult;
    case 'minorWithoutGuardian':
      return words.label.minorWithoutGuardian;
    case 'minor':
      return words.label.minor;
    case 'notVerified':
      return words.label.notVerified;
    case 'notOnWaiver':
      return words.label.notOnWaiver;
    case 'alreadyIn':
      return words.label.alreadyIn;
  }
}

/** "Good to go", "Needs a look: Flagged answer, Minor", "Stop: Waiver expired". */
export function verdictSummary(verdict: PersonVerdict): string {
  const flagged = verdict.points.filter((point) => point.kind === 'flagged').length;
  const labels: string[] = [];
  for (const point of verdict.points) {
    if (LINES_ONLY.has(point.kind)) continue;
    const label = labelOf(point, flagged);
    if (!labels.includes(label)) labels.push(label);
  }
  return words.summary(words.tone[verdict.tone], labels);
}

/** One point as a sentence. */
export function pointLine(point: VerdictPoint): string {
  switch (point.kind) {
    case 'expired': {
      const day = point.on ? formatCalendarDate(point.on) : null;
      return day ? words.line.expiredOn(day) : words.line.expired;
    }
    case 'deskTag':
      if (point.meaning === 'ban') return words.line.banned(point.tag, point.ofWaiver);
      if (point.meaning === 'medical') return words.line.medical(point.tag, point.ofWaiver);
      return words.line.tagged(point.tag, point.ofWaiver);
    case 'flagged':
      return (
        words.line.flagged(point.question || words.line.flaggedNoQuestion, point.reason) +
        (point.ofWaiver ? words.line.ofWaiver : '')
      );
    case 'minorNowAdult':
      return words.line.minorNowAdult;
    case 'minorWithoutGuardian':
      return words.line.minorWithoutGuardian;
    case 'minor':
      return point.guardian
        ? words.line.minorWithGuardian(point.guardian, point.relationship)
        : words.line.minorWithAdult;
    case 'notVerified':
      return words.line.notVerified;
    case 'notOnWaiver':
      return words.line.notOnWaiver;
    case 'alreadyIn':
      return words.line.alreadyIn(formatClockTime(point.clock), point.deskName);
  }
}

/** Every line of a person's verdict, most serious first. */
export const verdictLines = (verdict: PersonVerdict): string[] => verdict.points.map(pointLine);

/** Points that are the whole waiver's rather than one person's: said once, above its people. */
const isOfWaiver = (point: VerdictPoint): boolean =>
  point.kind === 'expired' ||
  point.kind === 'notVerified' ||
  ((point.kind === 'deskTag' || point.kind === 'flagged') && point.ofWaiver);

/** What the whole waiver's people have in common, said once: its expiry, its own tags and questions. */
export function waiverLines(verdict: WaiverVerdict): string[] {
  const lines: string[] = [];
  for (const person of verdict.guardian ? [...verdict.people, verdict.guardian] : verdict.people) {
    for (const point of person.points) {
      const line = isOfWaiver(point) ? pointLine(point) : null;
      if (line !== null && !lines.includes(line)) lines.push(line);
    }
  }
  return lines;
}

const TONES_SAID: readonly Tone[] = ['stop', 'attention', 'ok'];

/** "3 good to go, 1 needs a look": how the waiver's participants stand, the most serious first. */
export function waiverCounts(verdict: WaiverVerdict): string {
  const { people } = verdict;
  if (people.length === 0) return words.waiver.nobody;
  const first = people[0];
  if (first && people.every((person) => person.tone === first.tone)) {
    return words.waiver.everyone(words.tone[first.tone]);
  }
  return TONES_SAID.flatMap((tone) => {
    const count = people.filter((person) => person.tone === tone).length;
    return count > 0 ? [words.waiver.count[tone](count)] : [];
  }).join(', ');
}
