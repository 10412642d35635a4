/** The people of a group entered up front: rows to add and remove, each checked like the rest of the form. */
import type { FieldErrors } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import type { ParticipantRow } from './group-form.ts';
import { groupsText } from './words.ts';

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
      <legend className="form-label">{groupsText.participants.legend}</legend>
      {rows.length === 0 ? <p className="form-help">{groupsText.participants.none}</p> : null}
      {rows.map((row, index) => {
        const at = `participants.${index}`;
        const person = groupsText.participants.person(index + 1);
        return (
          <div className="participant-row" key={row.key} data-testid="participant-row">
            <FormField label={groupsText.participants.firstName(person)} error={errors[`${at}.first_name`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={row.first}
                  onChange={(event) => update(row.key, { first: event.currentTarget.value })}
                />
              )}
            </FormField>
            <FormField label={groupsText.participants.lastName(person)} error={errors[`${at}.last_name`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={row.last}
                  onChange={(event) => update(row.key, { last: event.currentTarget.value })}
                />
              )}
            </FormField>
            <FormField label={groupsText.participants.email(person)} error={errors[`${at}.email`]}>
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
              {groupsText.participants.remove(person)}
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
        {groupsText.participants.add}
      </button>
    </fieldset>
  );
}
