/**
 * Groups of a signed waiver's standard members, as the service names them, in the
 * order the desk lists them: the address, the emergency contact in parts (as a
 * prefilled link asks for it), and the insurance and licence details.
 */

export const ADDRESS_FIELDS = [
  'addressLineOne',
  'addressLineTwo',
  'addressCity',
  'addressState',
  'addressZip',
  'addressCountry',
] as const;

export const EMERGENCY_CONTACT_PARTS = [
  'emergencyContactFirstName',
  'emergencyContactLastName',
  'emergencyContactRelation',
  'emergencyContactPhone',
] as const;

export const INSURANCE_AND_LICENSE_FIELDS = [
  'insuranceCarrier',
  'insurancePolicyNumber',
  'driversLicenseNumber',
  'driversLicenseState',
] as const;
