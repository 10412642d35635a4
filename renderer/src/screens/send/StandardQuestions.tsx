/** The waiver's standard questions a link can prefill: contact, address, emergency contact, insurance, licence. */

import type { PrefillInputs, StandardField } from './prefill-inputs.ts';
import { TextField } from './TextField.tsx';
import { sendText } from './words.ts';

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

const sections = (): { title: string; questions: Question[] }[] => [
  {
    title: sendText.standard.contact.title,
    questions: [
      { field: 'email', label: sendText.standard.contact.email, type: 'email' },
      { field: 'addressLineOne', label: sendText.standard.contact.addressLineOne },
      { field: 'addressLineTwo', label: sendText.standard.contact.addressLineTwo },
      { field: 'addressCity', label: sendText.standard.contact.addressCity },
      { field: 'addressState', label: sendText.standard.contact.addressState },
      { field: 'addressZip', label: sendText.standard.contact.addressZip },
      { field: 'addressCountry', label: sendText.standard.contact.addressCountry },
    ],
  },
  {
    title: sendText.standard.emergency.title,
    questions: [
      { field: 'emergencyContactFirstName', label: sendText.standard.emergency.firstName },
      { field: 'emergencyContactLastName', label: sendText.standard.emergency.lastName },
      { field: 'emergencyContactRelation', label: sendText.standard.emergency.relation },
      { field: 'emergencyContactPhone', label: sendText.standard.emergency.phone, type: 'tel' },
    ],
  },
  {
    title: sendText.standard.insurance.title,
    questions: [
      { field: 'insuranceCarrier', label: sendText.standard.insurance.carrier },
      { field: 'insurancePolicyNumber', label: sendText.standard.insurance.policyNumber },
      { field: 'driversLicenseNumber', label: sendText.standard.insurance.licenseNumber },
      { field: 'driversLicenseState', label: sendText.standard.insurance.licenseState },
    ],
  },
];

export function StandardQuestions({ inputs, update, errors }: Props) {
  return (
    <>
      {sections().map((section) => (
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
