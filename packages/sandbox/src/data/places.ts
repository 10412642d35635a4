/**
 * Where signers live and what they carry: cities of the US and Canada with postal
 * prefixes and area codes, streets, insurance carriers, email domains.
 */

export interface City {
  city: string;
  /** Two-letter state or province. */
  state: string;
  country: 'US' | 'CA';
  /** First three characters of the ZIP (US) or the forward sortation area (CA). */
  postalPrefix: string;
  areaCode: string;
}

function city(
  name: string,
  state: string,
  country: 'US' | 'CA',
  postalPrefix: string,
  areaCode: string,
): City {
  return { city: name, state, country, postalPrefix, areaCode };
}

export const CITIES: readonly City[] = [
  city('Portland', 'OR', 'US', '972', '503'),
  city('Beaverton', 'OR', 'US', '970', '971'),
  city('Bend', 'OR', 'US', '977', '541'),
  city('Seattle', 'WA', 'US', '981', '206'),
  city('Tacoma', 'WA', 'US', '984', '253'),
  city('Spokane', 'WA', 'US', '992', '509'),
  city('Boise', 'ID', 'US', '837', '208'),
  city('Denver', 'CO', 'US', '802', '303'),
  city('Boulder', 'CO', 'US', '803', '720'),
  city('Salt Lake City', 'UT', 'US', '841', '801'),
  city('Phoenix', 'AZ', 'US', '850', '602'),
  city('Flagstaff', 'AZ', 'US', '860', '928'),
  city('Albuquerque', 'NM', 'US', '871', '505'),
  city('San Diego', 'CA', 'US', '921', '619'),
  city('San José', 'CA', 'US', '951', '408'),
  city('Sacramento', 'CA', 'US', '958', '916'),
  city('Los Angeles', 'CA', 'US', '900', '213'),
  city('Austin', 'TX', 'US', '787', '512'),
  city('San Antonio', 'TX', 'US', '782', '210'),
  city('Dallas', 'TX', 'US', '752', '214'),
  city('Minneapolis', 'MN', 'US', '554', '612'),
  city('Chicago', 'IL', 'US', '606', '312'),
  city('Madison', 'WI', 'US', '537', '608'),
  city('Nashville', 'TN', 'US', '372', '615'),
  city('Asheville', 'NC', 'US', '288', '828'),
  city('Atlanta', 'GA', 'US', '303', '404'),
  city('Orlando', 'FL', 'US', '328', '407'),
  city('Coeur d’Alene', 'ID', 'US', '838', '208'),
  city('Burlington', 'VT', 'US', '054', '802'),
  city('Boston', 'MA', 'US', '021', '617'),
  city('Brooklyn', 'NY', 'US', '112', '718'),
  city('Philadelphia', 'PA', 'US', '191', '215'),
  city('Vancouver', 'BC', 'CA', 'V6B', '604'),
  city('Victoria', 'BC', 'CA', 'V8W', '250'),
  city('Calgary', 'AB', 'CA', 'T2P', '403'),
  city('Toronto', 'ON', 'CA', 'M5V', '416'),
  city('Ottawa', 'ON', 'CA', 'K1P', '613'),
  city('Montréal', 'QC', 'CA', 'H2X', '514'),
  city('Québec', 'QC', 'CA', 'G1R', '418'),
];

// biome-ignore format: a compact data table reads better than one name per line
export const STREET_NAMES: readonly string[] = [
  'Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Elm St', 'Washington Blvd', 'Lakeview Dr',
  'Hillcrest Rd', 'Sunset Blvd', 'River Rd', 'Park Ave', 'Highland Ave', 'Willow Way', 'Chestnut St',
  'Rue Saint-Denis', 'Boulevard René-Lévesque', 'Avenue des Érables', 'Queen St W', "Smith's Ferry Rd",
  'Mountain View Ct', 'Juniper Loop', 'Aspen Ridge Trl', 'Old Mill Rd', 'Harbor Pkwy',
];

// biome-ignore format: a compact data table reads better than one name per line
export const ADDRESS_LINE_TWO: readonly string[] = [
  'Apt 4B', 'Apt 12', 'Unit 7', 'Unit 210', 'Suite 300', '#5', 'Basement', 'Apt 3-C', 'PO Box 118',
];

export interface InsuranceCarrier {
  name: string;
  /** Policy numbers start with these letters. */
  policyPrefix: string;
}

export const INSURANCE_CARRIERS: readonly InsuranceCarrier[] = [
  { name: 'Blue Cross Blue Shield', policyPrefix: 'XKB' },
  { name: 'Aetna', policyPrefix: 'W' },
  { name: 'Cigna', policyPrefix: 'U' },
  { name: 'UnitedHealthcare', policyPrefix: 'UHC' },
  { name: 'Kaiser Permanente', policyPrefix: 'KP' },
  { name: 'Humana', policyPrefix: 'H' },
  { name: 'Regence BlueShield', policyPrefix: 'ZGP' },
  { name: 'Providence Health Plan', policyPrefix: 'PHP' },
  { name: 'Sun Life', policyPrefix: 'SL' },
  { name: 'Manulife', policyPrefix: 'MLF' },
  { name: 'Medicaid', policyPrefix: 'MCD' },
];

// biome-ignore format: a compact data table reads better than one name per line
export const EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['gmail.com', 45], ['yahoo.com', 12], ['outlook.com', 10], ['hotmail.com', 8], ['icloud.com', 10],
  ['aol.com', 2], ['proton.me', 3], ['comcast.net', 3], ['shaw.ca', 2], ['videotron.ca', 1], ['example.org', 4],
];

/** Tags front-desk staff put on waivers. */
// biome-ignore format: a compact data table reads better than one name per line
export const WAIVER_TAGS: readonly string[] = [
  'Member', 'First visit', 'Birthday', 'School group', 'Corporate event', 'VIP', 'Staff', 'Camp', 'Scout troop',
  'Groupon', 'Season pass',
];

// biome-ignore format: a compact data table reads better than one name per line
export const PARTICIPANT_TAGS: readonly string[] = ['Beginner', 'Advanced', 'Staff', 'Coach', 'Needs assistance'];
