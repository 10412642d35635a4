/** One participant, or the guardian, of a prefilled link. */
import type { SigningField } from '../../../../shared/ipc/signing.ts';
import { CheckField } from './CheckField.tsx';
import { CustomAnswers } from './CustomAnswers.tsx';
import type { GuardianInputs, PersonInputs } from './prefill-inputs.ts';
import { TextField } from './TextField.tsx';

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
      <TextField label="First name" {...field('firstName')} />
      <TextField label="Middle name" {...field('middleName')} />
      <TextField label="Last name" {...field('lastName')} />
      <TextField label="Date of birth" type="date" {...field('dob')} />
    </div>
  );
}

function PhoneAndGender<P extends PersonInputs>({ person, path, onChange, errors }: PersonProps<P>) {
  return (
    <div className="send-grid">
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        name={`${path}.phone`}
        value={person.phone}
        onChange={(phone) => onChange({ ...person, phone })}
        error={errors[`${path}.phone`]}
      />
      <TextField
        label="Gender"
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
    <fieldset className="send-person" aria-label={`Participant ${index + 1}`}>
      <legend>Participant {index + 1}</legend>
      <NameAndBirth {...props} />
      <PhoneAndGender {...props} />
      <Answers {...props} />
      {onRemove ? (
        <button type="button" className="button-quiet" onClick={onRemove}>
          Remove participant {index + 1}
        </button>
      ) : null}
    </fieldset>
  );
}

export function GuardianFields(props: PersonProps<GuardianInputs>) {
  const { person, path, onChange, errors } = props;
  return (
    <fieldset className="send-person" aria-label="Parent or guardian">
      <legend>Parent or guardian</legend>
      <NameAndBirth {...props} />
      <div className="send-grid">
        <TextField
          label="Relationship to the minors"
          name={`${path}.relationship`}
          value={person.relationship}
          onChange={(relationship) => onChange({ ...person, relationship })}
          error={errors[`${path}.relationship`]}
        />
      </div>
      <CheckField
        label="The guardian also takes part"
        name={`${path}.participant`}
        checked={person.participant}
        onChange={(participant) => onChange({ ...person, participant })}
        help="Then the guardian signs as a participant too, and is asked phone and gender."
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
