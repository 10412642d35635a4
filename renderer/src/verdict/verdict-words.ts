/**
 * The desk's verdict (shared/desk/verdict.ts) in the page's words: the headline, a
 * line per point, and the badges shown beside it and beside every match in the
 * lookup list, so a person sees the same marks wherever a waiver appears.
 */
import { type DeskVerdict, type Tone, toneOf, type VerdictPoint } from '../../../shared/desk/verdict.ts';
import { formatCalendarDate } from '../screens/waiver/waiver-dates.ts';
import { verdictText } from './words.ts';

/**
 * 'vip', 'note', 'minor' and 'guardian' raise nothing: a VIP to greet, a tag the manager
 * wants seen, who a person is.
 */
export type BadgeTone = Tone | 'vip' | 'note' | 'minor' | 'guardian';

export interface DeskBadge {
  label: string;
  tone: BadgeTone;
}

const words = verdictText;

export function verdictHeadline(verdict: DeskVerdict): string {
  const first = verdict.points[0];
  if (!first || verdict.tone === 'ok') return words.headline.valid;
  switch (first.kind) {
    case 'expired':
      return words.headline.expired;
    case 'deskTag':
      return first.meaning === 'ban' ? words.headline.banned : words.headline.medical;
    case 'flagged':
      return words.headline.flagged;
    case 'minorNowAdult':
      return words.headline.minorNowAdult;
    case 'minorWithoutGuardian':
      return words.headline.minorWithoutGuardian;
    default:
      return words.headline.valid;
  }
}

export function pointLine(point: VerdictPoint): string {
  switch (point.kind) {
    case 'expired': {
      const day = point.on ? formatCalendarDate(point.on) : null;
      return day ? words.line.expiredOn(day) : words.line.expired;
    }
    case 'deskTag':
      if (point.meaning === 'ban') return words.line.banned(point.tag, point.person);
      if (point.meaning === 'medical') return words.line.medical(point.tag, point.person);
      return words.line.tagged(point.tag, point.person);
    case 'flagged':
      return words.line.flagged(point.question || words.line.flaggedNoQuestion, point.reason, point.person);
    case 'minorNowAdult':
      return words.line.minorNowAdult(point.person);
    case 'minorWithoutGuardian':
      return words.line.minorWithoutGuardian(point.people);
    case 'minors':
      return words.line.minors(point.count, point.guardian, point.relationship);
    case 'notVerified':
      return words.line.notVerified;
  }
}

/** Every line of the verdict; a good waiver with nothing to note says so. */
export function verdictLines(verdict: DeskVerdict): string[] {
  return verdict.points.length > 0 ? verdict.points.map(pointLine) : [words.line.valid];
}

function tagBadge(point: Extract<VerdictPoint, { kind: 'deskTag' }>): DeskBadge {
  const tone: BadgeTone =
    point.meaning === 'vip' ? 'vip' : point.meaning === 'marked' ? 'note' : toneOf(point);
  return { label: point.tag, tone };
}

/**
 * The badges of a verdict, most serious first, each once. `skip` leaves out kinds the
 * caller shows its own way (the lookup list marks the matched person's age itself).
 */
export function verdictBadges(
  verdict: DeskVerdict,
  skip: readonly VerdictPoint['kind'][] = ['minors'],
): DeskBadge[] {
  const badges: DeskBadge[] = [];
  const seen = new Set<string>();
  const add = (badge: DeskBadge) => {
    const key = badge.label.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    badges.push(badge);
  };
  const flags = verdict.points.filter((point) => point.kind === 'flagged').length;
  for (const point of verdict.points) {
    if (skip.includes(point.kind)) continue;
    switch (point.kind) {
      case 'expired':
        add({ label: words.badge.expired, tone: 'stop' });
        break;
      case 'deskTag':
        add(tagBadge(point));
        break;
      case 'flagged':
        add({ label: flags > 1 ? words.badge.flaggedCount(flags) : words.badge.flagged, tone: 'attention' });
        break;
      case 'minorNowAdult':
        add({ label: words.badge.minorNowAdult, tone: 'attention' });
        break;
      case 'minorWithoutGuardian':
        add({ label: words.badge.noGuardian, tone: 'attention' });
        break;
      case 'notVerified':
        add({ label: words.badge.notVerified, tone: 'note' });
        break;
      case 'minors':
        break;
    }
  }
  return badges;
}
