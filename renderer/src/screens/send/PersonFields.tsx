/** One participant, or the guardian, of a prefilled link. */
import type { SigningField } from '../../../../shared/ipc/signing.ts';
import { CheckField } from './CheckField.tsx';
import { CustomAnswers } from './CustomAnswers.tsx';
import type { GuardianInputs, PersonInputs } from './prefill-inputs.ts';
import { TextField } from './TextField.tsx';
import { sendText } from './words.ts';

interface PersonProps<P extends PersonInputs> {
  person: P;
  /** Where the schema reports this person's fields: 'participants.0' or 'guardian'. */
  path: string;
  onChange(person: P): void;
  errors: Readonly<Record<string, string>>;
  participantFields: SigningField[];
}

function NameAndBirth<P extends PersonInputs>({ person, path, onChange, errors }: PersonProps<P>) {
  const field = (name: 'firstName' | 'middleName' | 'lastName' | 'dob') => ({
    name: `${path}.${name}`,
    value: person[name],
    onChange: (value: string) => onChange({ ...person, [name]: value }),
    error: errors[`${path}.${name}`],
  });
  return (
    <div className="send-grid">
      <TextField label={sendText.person.firstName} {...field('firstName')} />
      <TextField label={sendText.person.middleName} {...field('middleName')} />
      <TextField label={sendText.person.lastName} {...field('lastName')} />
      <TextField label={sendText.person.dob} type="date" {...field('dob')} />
    </div>
  );
}

function PhoneAndGender<P extends PersonInputs>({ person, path, onChange, errors }: PersonProps<P>) {
  return (
    <div className="send-grid">
      <TextField
        label={sendText.person.phone}
        type="tel"
        inputMode="tel"
        name={`${path}.phone`}
        value={person.phone}
        onChange={(phone) => onChange({ ...person, phone })}
        error={errors[`${path}.phone`]}
      />
      <TextField
        label={sendText.person.gender}
        name={`${path}.gender`}
        value={person.gender}
        onChange={(gender) => onChange({ ...person, gender })}
        error={errors[`${path}.gender`]}
      />
    </div>
  );
}

function Answers<P extends PersonInputs>(props: PersonProps<P>) {
  const { person, path, onChange, errors, participantFields } = props;
  return (
    <CustomAnswers
      fields={participantFields}
      answers={person.answers}
      path={`${path}.customFields`}
      errors={errors}
      onChange={(guid, value) => onChange({ ...person, answers: { ...person.answers, [guid]: value } })}
    />
  );
}

export function ParticipantFields(
  props: PersonProps<PersonInputs> & { index: number; onRemove: (() => void) | null },
) {
  const { index, onRemove } = props;
  return (
    <fieldset className="send-person" aria-label={sendText.person.participant(index + 1)}>
      <legend>{sendText.person.participant(index + 1)}</legend>
      <NameAndBirth {...props} />
      <PhoneAndGender {...props} />
      <Answers {...props} />
      {onRemove ? (
        <button type="button" className="button-quiet" onClick={onRemove}>
          {sendText.person.removeParticipant(index + 1)}
        </button>
      ) : null}
    </fieldset>
  );
}

export function GuardianFields(props: PersonProps<GuardianInputs>) {
  const { person, path, onChange, errors } = props;
  return (
    <fieldset className="send-person" aria-label={sendText.person.guardian}>
      <legend>{sendText.person.guardian}</legend>
      <NameAndBirth {...props} />
      <div className="send-grid">
        <TextField
          label={sendText.person.relationship}
          name={`${path}.relationship`}
          value={person.relationship}
          onChange={(relationship) => onChange({ ...person, relationship })}
          error={errors[`${path}.relationship`]}
        />
      </div>
      <CheckField
        label={sendText.person.guardianTakesPart}
        name={`${path}.participant`}
        checked={person.participant}
        onChange={(participant) => onChange({ ...person, participant })}
        help={sendText.person.guardianTakesPartHelp}
      />
      {person.participant ? (
        <>
          <PhoneAndGender {...props} />
          <Answers {...props} />
        </>
      ) : null}
    </fieldset>
  );
}
