/** Contact, address, emergency contact, insurance and licence: each covered until shown. */
import type { SignedWaiver } from '../../../../shared/domain/waiver.ts';
import { MaskedSection, type PrivateRow } from './MaskedSection.tsx';
import { fullName } from './people.ts';

function contactRows(waiver: SignedWaiver): PrivateRow[] {
  const rows: PrivateRow[] = [{ label: 'Email', value: waiver.email }];
  for (const person of waiver.participants) {
    rows.push({ label: `Phone of ${fullName(person) || 'a participant'}`, value: person.phone });
  }
  if (waiver.guardian) {
    rows.push({
      label: `Phone of ${fullName(waiver.guardian) || 'the guardian'} (guardian)`,
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
      <MaskedSection title="Contact" rows={contactRows(waiver)} />
      <MaskedSection title="Address" rows={[{ label: 'Address', value: addressOf(waiver) }]} />
      <MaskedSection
        title="Emergency contact"
        rows={[
          { label: 'Name', value: waiver.emergencyContactName },
          { label: 'Phone', value: waiver.emergencyContactPhone },
        ]}
      />
      <MaskedSection
        title="Insurance"
        rows={[
          { label: 'Carrier', value: waiver.insuranceCarrier },
          { label: 'Policy number', value: waiver.insurancePolicyNumber },
        ]}
      />
      <MaskedSection
        title="Driver's licence"
        rows={[
          { label: 'Number', value: waiver.driversLicenseNumber },
          { label: 'State', value: waiver.driversLicenseState },
        ]}
      />
    </div>
  );
}
