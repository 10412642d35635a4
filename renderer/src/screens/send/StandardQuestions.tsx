/** The waiver's standard questions a link can prefill: contact, address, emergency contact, insurance, licence. */
import type { PrefillInputs, StandardField } from './prefill-inputs.ts';
import { TextField } from './TextField.tsx';

interface Props {
  inputs: PrefillInputs;
  update(change: Partial<PrefillInputs>): void;
  errors: Readonly<Record<string, string>>;
}

interface Question {
  field: StandardField;
  label: string;
  type?: 'email' | 'tel';
}

const SECTIONS: { title: string; questions: Question[] }[] = [
  {
    title: 'Contact and address',
    questions: [
      { field: 'email', label: 'Email', type: 'email' },
      { field: 'addressLineOne', label: 'Address' },
      { field: 'addressLineTwo', label: 'Address, second line' },
      { field: 'addressCity', label: 'City' },
      { field: 'addressState', label: 'State or province' },
      { field: 'addressZip', label: 'ZIP or postal code' },
      { field: 'addressCountry', label: 'Country' },
    ],
  },
  {
    title: 'Emergency contact',
    questions: [
      { field: 'emergencyContactFirstName', label: 'First name' },
      { field: 'emergencyContactLastName', label: 'Last name' },
      { field: 'emergencyContactRelation', label: 'Relationship' },
      { field: 'emergencyContactPhone', label: 'Phone', type: 'tel' },
    ],
  },
  {
    title: 'Insurance and driver’s licence',
    questions: [
      { field: 'insuranceCarrier', label: 'Insurance carrier' },
      { field: 'insurancePolicyNumber', label: 'Policy number' },
      { field: 'driversLicenseNumber', label: 'Driver’s licence number' },
      { field: 'driversLicenseState', label: 'Licence state or province' },
    ],
  },
];

export function StandardQuestions({ inputs, update, errors }: Props) {
  return (
    <>
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="send-section">
          <legend>{section.title}</legend>
          <div className="send-grid">
            {section.questions.map(({ field, label, type }) => (
              <TextField
                key={field}
                label={label}
                name={field}
                type={type ?? 'text'}
                inputMode={type}
                value={inputs[field]}
                onChange={(value) => update({ [field]: value })}
                error={errors[field]}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
