/** Contact, address, emergency contact, insurance and licence: each covered until shown. */
import type { SignedWaiver } from '../../../../shared/domain/waiver.ts';
import { MaskedSection, type PrivateRow } from './MaskedSection.tsx';
import { fullName } from './people.ts';
import { waiverText } from './words.ts';

const words = waiverText.private;
const { contact } = words;

function contactRows(waiver: SignedWaiver): PrivateRow[] {
  const rows: PrivateRow[] = [{ label: contact.email, value: waiver.email }];
  for (const person of waiver.participants) {
    rows.push({ label: contact.phoneOf(fullName(person) || contact.aParticipant), value: person.phone });
  }
  if (waiver.guardian) {
    rows.push({
      label: contact.guardianPhone(fullName(waiver.guardian) || contact.theGuardian),
      value: waiver.guardian.phone,
    });
  }
  return rows;
}

function addressOf(waiver: SignedWaiver): string {
  const cityLine = [waiver.addressCity, [waiver.addressState, waiver.addressZip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [waiver.addressLineOne, waiver.addressLineTwo, cityLine, waiver.addressCountry]
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export function PrivateDetails({ waiver }: { waiver: SignedWaiver }) {
  return (
    <div className="private-grid">
      <MaskedSection title={contact.title} rows={contactRows(waiver)} />
      <MaskedSection
        title={words.address.title}
        rows={[{ label: words.address.address, value: addressOf(waiver) }]}
      />
      <MaskedSection
        title={words.emergency.title}
        rows={[
          { label: words.emergency.name, value: waiver.emergencyContactName },
          { label: words.emergency.phone, value: waiver.emergencyContactPhone },
        ]}
      />
      <MaskedSection
        title={words.insurance.title}
        rows={[
          { label: words.insurance.carrier, value: waiver.insuranceCarrier },
          { label: words.insurance.policyNumber, value: waiver.insurancePolicyNumber },
        ]}
      />
      <MaskedSection
        title={words.licence.title}
        rows={[
          { label: words.licence.number, value: waiver.driversLicenseNumber },
          { label: words.licence.state, value: waiver.driversLicenseState },
        ]}
      />
    </div>
  );
}
