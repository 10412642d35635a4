/** The people of a group entered up front: rows to add and remove, each checked like the rest of the form. */
import type { FieldErrors } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import type { ParticipantRow } from './group-form.ts';

interface Props {
  rows: ParticipantRow[];
  errors: FieldErrors;
  onChange(rows: ParticipantRow[]): void;
}

let nextKey = 1;

export function ParticipantRows({ rows, errors, onChange }: Props) {
  const update = (key: number, patch: Partial<ParticipantRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <fieldset className="manage-fieldset" data-testid="participants">
      <legend className="form-label">People in the group (optional)</legend>
      {rows.length === 0 ? (
        <p className="form-help">
          Leave this empty and the leader adds the people in their dashboard. Anyone added here cannot be
          changed afterwards.
        </p>
      ) : null}
      {rows.map((row, index) => {
        const at = `participants.${index}`;
        const person = `person ${index + 1}`;
        return (
          <div className="participant-row" key={row.key} data-testid="participant-row">
            <FormField label={`First name (${person})`} error={errors[`${at}.first_name`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={row.first}
                  onChange={(event) => update(row.key, { first: event.currentTarget.value })}
                />
              )}
            </FormField>
            <FormField label={`Last name (${person})`} error={errors[`${at}.last_name`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={row.last}
                  onChange={(event) => update(row.key, { last: event.currentTarget.value })}
                />
              )}
            </FormField>
            <FormField label={`Email (${person}, optional)`} error={errors[`${at}.email`]}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  value={row.email}
                  onChange={(event) => update(row.key, { email: event.currentTarget.value })}
                />
              )}
            </FormField>
            <button
              type="button"
              className="button-quiet participant-remove"
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              Remove {person}
            </button>
          </div>
        );
      })}
      {errors.participants ? <p className="form-error">{errors.participants}</p> : null}
      <button
        type="button"
        className="button-quiet"
        onClick={() => onChange([...rows, { key: nextKey++, first: '', last: '', email: '' }])}
      >
        Add a person
      </button>
    </fieldset>
  );
}
