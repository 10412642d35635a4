/**
 * The verdict the desk shows first on a waiver, most serious first: an expired
 * waiver stops the visit; a flag, a missing verification, a minor or a minor who
 * has since come of age needs a look; otherwise it is valid.
 */
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import type { Verdict } from '../../../shared/ipc/lookup.ts';

const fullName = (person: { firstName: string; lastName: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || 'Someone';

export function verdictOf(waiver: SignedWaiver): Verdict {
  const stop: string[] = [];
  const attention: string[] = [];
  if (waiver.expired) {
    stop.push(
      waiver.expirationDate
        ? `The waiver expired (${waiver.expirationDate.slice(0, 10)}): a new one must be signed.`
        : 'The waiver has expired: a new one must be signed.',
    );
  }
  for (const person of waiver.participants) {
    if (person.minorExpired) {
      attention.push(
        `${fullName(person)} signed as a minor and is now an adult: they need to sign their own waiver.`,
      );
    }
  }
  const flags = [...waiver.flags, ...waiver.participants.flatMap((person) => person.flags)];
  for (const flag of flags) {
    attention.push(`Flagged: ${flag.displayText}${flag.reason ? ` — ${flag.reason}` : ''}`);
  }
  if (!waiver.verified) attention.push('Not verified: the signer has not confirmed their email yet.');
  const minors = waiver.participants.filter((person) => person.isMinor && !person.minorExpired);
  if (minors.length > 0) {
    const guardian = waiver.guardian ? fullName(waiver.guardian) : null;
    attention.push(
      `${minors.length === 1 ? 'A minor is' : `${minors.length} minors are`} on this waiver${guardian ? `, signed for by ${guardian}${waiver.guardian?.relationship ? ` (${waiver.guardian.relationship})` : ''}` : ''}.`,
    );
  }
  if (stop.length > 0) return { tone: 'stop', headline: 'Expired', reasons: [...stop, ...attention] };
  if (attention.length > 0) {
    const headline =
      flags.length > 0
        ? 'Flagged'
        : waiver.participants.some((person) => person.minorExpired)
          ? 'Minor now an adult'
          : !waiver.verified
            ? 'Not verified'
            : 'Minor present';
    return { tone: 'attention', headline, reasons: attention };
  }
  return { tone: 'ok', headline: 'Valid waiver', reasons: ['Signed, verified and not expired.'] };
}
