/** One person on the waiver: who, how they stand, how old today, what to watch, and their own answers. */
import type { PersonVerdict } from '../../../../shared/desk/verdict.ts';
import type { Guardian, Participant } from '../../../../shared/domain/waiver.ts';
import { type Age, ageOn, ageWords, type CalendarDay } from '../../format/age.ts';
import { formatCalendarDate } from '../../format/waiver-dates.ts';
import { PersonVerdictMark } from '../../verdict/PersonVerdict.tsx';
import { CustomAnswers } from './CustomAnswers.tsx';
import { FlagList } from './FlagList.tsx';
import { fullName } from './people.ts';
import { waiverText } from './words.ts';

function AgeLine({ dob, age }: { dob: string; age: Age }) {
  const born = age.kind === 'years' ? formatCalendarDate(dob) : null;
  return (
    <p className="person-age" data-testid="person-age">
      {age.kind === 'unknown' && !dob.trim() ? waiverText.person.noDateOfBirth : ageWords(age)}
      {born ? <span className="person-born">{waiverText.person.bornOn(born)}</span> : null}
    </p>
  );
}

/** The person looked up or scanned: shown first and marked so. */
function LookedUp({ when }: { when: boolean }) {
  return when ? (
    <span className="badge badge-looked-up" data-testid="looked-up">
      {waiverText.detail.lookedUp}
    </span>
  ) : null;
}

interface ParticipantProps {
  participant: Participant;
  /** The desk's verdict on them; null when it has none (never for someone on the waiver). */
  verdict: PersonVerdict | null;
  today: CalendarDay;
  labels: Record<string, string>;
  lookedUp?: boolean;
}

export function ParticipantCard({ participant, verdict, today, labels, lookedUp = false }: ParticipantProps) {
  const age = ageOn(participant.dob, today);
  return (
    <article className={lookedUp ? 'person is-looked-up' : 'person'} data-testid="participant">
      <div className="person-head">
        <h3 className="person-name">{fullName(participant) || waiverText.person.noName}</h3>
        <LookedUp when={lookedUp} />
        {verdict ? <PersonVerdictMark verdict={verdict} /> : null}
      </div>
      <AgeLine dob={participant.dob} age={age} />
      {participant.relationship ? (
        <p className="person-fact">
          <span className="person-label">{waiverText.person.relationship}</span> {participant.relationship}
        </p>
      ) : null}
      {participant.gender ? (
        <p className="person-fact">
          <span className="person-label">{waiverText.person.gender}</span> {participant.gender}
        </p>
      ) : null}
      {participant.tags.length > 0 ? (
        <p className="person-fact">
          <span className="person-label">{waiverText.person.tags}</span> {participant.tags.join(', ')}
        </p>
      ) : null}
      <FlagList flags={participant.flags} />
      <CustomAnswers
        answers={participant.customParticipantFields}
        labels={labels}
        className="answers person-answers"
      />
    </article>
  );
}

interface GuardianProps {
  guardian: Guardian;
  verdict: PersonVerdict | null;
  today: CalendarDay;
  lookedUp?: boolean;
}

export function GuardianCard({ guardian, verdict, today, lookedUp = false }: GuardianProps) {
  const age = ageOn(guardian.dob, today);
  return (
    <article
      className={lookedUp ? 'person person-guardian is-looked-up' : 'person person-guardian'}
      data-testid="guardian"
    >
      <div className="person-head">
        <h3 className="person-name">{fullName(guardian) || waiverText.person.noName}</h3>
        <LookedUp when={lookedUp} />
        <span className="badge badge-guardian">{waiverText.person.guardian}</span>
        {verdict ? <PersonVerdictMark verdict={verdict} /> : null}
      </div>
      <AgeLine dob={guardian.dob} age={age} />
      <p className="person-fact">
        <span className="person-label">{waiverText.person.signedForMinorsAs}</span>{' '}
        {guardian.relationship || waiverText.person.relationshipNotSaid}
      </p>
    </article>
  );
}
