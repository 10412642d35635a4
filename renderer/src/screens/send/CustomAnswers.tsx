/** The template's own questions, by their labels on the waiver; answers are kept by field guid. */
import type { SigningField } from '../../../../shared/ipc/signing.ts';
import { TextField } from './TextField.tsx';

interface Props {
  fields: SigningField[];
  answers: Record<string, string>;
  onChange(guid: string, value: string): void;
  errors: Readonly<Record<string, string>>;
  /** Where the schema reports these answers, e.g. 'customWaiverFields' or 'participants.0.customFields'. */
  path: string;
}

export function CustomAnswers({ fields, answers, onChange, errors, path }: Props) {
  if (fields.length === 0) return null;
  return (
    <div className="send-grid">
      {fields.map((field) => (
        <TextField
          key={field.guid}
          label={field.label}
          name={`${path}.${field.guid}`}
          type={field.type === 'date' ? 'date' : 'text'}
          inputMode={field.type === 'number' ? 'numeric' : undefined}
          value={answers[field.guid] ?? ''}
          onChange={(value) => onChange(field.guid, value)}
          error={errors[`${path}.${field.guid}`]}
        />
      ))}
    </div>
  );
}
