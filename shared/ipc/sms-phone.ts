/**
 * US and Canada mobile numbers as a person types them at the desk, read by the
 * rules of the North American Numbering Plan: ten digits (area code, exchange,
 * line), optionally after 1 or +1, in any of the usual typed forms. The waiver
 * service texts only the US and Canada, so a number it could never deliver to is
 * refused here, beside the field, before a message of the small daily cap is spent.
 *
 * Choices where the plan leaves room (documented in one place, tested):
 * - Refused: area codes and exchanges starting 0 or 1; N11 service codes (211…911)
 *   as area code or exchange; premium-rate 900 area code and 976 exchange; +1 area
 *   codes of Caribbean and Atlantic countries outside the US and Canada; letters.
 *   US territories on +1 (Puerto Rico, Guam, US Virgin Islands…) are accepted.
 * - Accepted with a note: 555-0100 to 555-0199, the range reserved for fiction.
 *   No phone answers it, but it is what training and the demo use safely; the
 *   note tells the person a customer's real number is needed.
 */

export interface NanpNumber {
  /** The ten digits: area code, exchange, line. */
  national: string;
  /** As the desk shows it: `(303) 555-0123`. */
  display: string;
  /** As the service takes it (4.9 `number`, an integer): 1 and the ten digits. */
  digits: number;
}

export type PhoneReading =
  | { ok: true; number: NanpNumber; note: string | null }
  | { ok: false; problem: string };

/** +1 area codes of countries outside the US and Canada; the service cannot text them. */
const OUTSIDE_US_CANADA: Readonly<Record<string, string>> = {
  '242': 'the Bahamas',
  '246': 'Barbados',
  '264': 'Anguilla',
  '268': 'Antigua and Barbuda',
  '284': 'the British Virgin Islands',
  '345': 'the Cayman Islands',
  '441': 'Bermuda',
  '473': 'Grenada',
  '649': 'the Turks and Caicos Islands',
  '658': 'Jamaica',
  '664': 'Montserrat',
  '721': 'Sint Maarten',
  '758': 'Saint Lucia',
  '767': 'Dominica',
  '784': 'Saint Vincent and the Grenadines',
  '809': 'the Dominican Republic',
  '829': 'the Dominican Republic',
  '849': 'the Dominican Republic',
  '868': 'Trinidad and Tobago',
  '869': 'Saint Kitts and Nevis',
  '876': 'Jamaica',
};

const ONLY_US_CANADA = 'Only US and Canada numbers can receive a text from the waiver service.';

export const PHONE_EXAMPLE = '(303) 555-0123';

export function formatNanp(national: string): string {
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

const isServiceCode = (three: string) => /^[2-9]11$/.test(three);

/** What is wrong with ten national digits, or null when they form a textable number. */
function nationalProblem(national: string): string | null {
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  if (/^[01]/.test(area)) return 'Area codes never start with 0 or 1: check the first digits.';
  if (isServiceCode(area)) return `${area} is a service number, not an area code.`;
  if (area === '900') return '900 numbers are premium-rate lines and cannot receive texts.';
  const country = OUTSIDE_US_CANADA[area];
  if (country) return `Area code ${area} is in ${country}. ${ONLY_US_CANADA}`;
  if (/^[01]/.test(exchange)) return 'The three digits after the area code never start with 0 or 1.';
  if (isServiceCode(exchange)) return `The three digits after the area code cannot be ${exchange}.`;
  if (exchange === '976') return '976 numbers are premium-rate lines and cannot receive texts.';
  return null;
}

export function readNanpPhone(typed: string): PhoneReading {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: "Enter the customer's mobile number." };
  if (/[A-Za-z]/.test(text)) {
    return {
      ok: false,
      problem: 'Enter the number in digits: numbers spelled with letters cannot be texted.',
    };
  }
  if (!/^\+?[\d\s().-]+$/.test(text)) {
    return { ok: false, problem: `Use digits only, written as you like, for example ${PHONE_EXAMPLE}.` };
  }
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+') && !digits.startsWith('1')) return { ok: false, problem: ONLY_US_CANADA };
  // 011 and 00 are how international numbers are dialled from North America and elsewhere.
  if (digits.startsWith('011') || digits.startsWith('00')) return { ok: false, problem: ONLY_US_CANADA };
  if (text.startsWith('+') && digits.length !== 11) {
    return {
      ok: false,
      problem:
        digits.length < 11
          ? 'That number is too short: after +1 come the 3-digit area code and 7 digits.'
          : 'That number is too long: after +1 come the 3-digit area code and 7 digits.',
    };
  }
  if (digits.length < 10) {
    return {
      ok: false,
      problem: 'That number is too short: a US or Canada number has 10 digits, area code first.',
    };
  }
  if (digits.length > 11) {
    return {
      ok: false,
      problem: 'That number is too long: a US or Canada number has 10 digits, with 1 in front if you like.',
    };
  }
  if (digits.length === 11 && !digits.startsWith('1')) {
    return {
      ok: false,
      problem: `That is not a US or Canada number: those have 10 digits, or 11 starting with 1. ${ONLY_US_CANADA}`,
    };
  }
  const national = digits.length === 11 ? digits.slice(1) : digits;
  const problem = nationalProblem(national);
  if (problem) return { ok: false, problem };
  const fictional = /^\d{3}55501\d{2}$/.test(national);
  return {
    ok: true,
    number: { national, display: formatNanp(national), digits: Number(`1${national}`) },
    note: fictional
      ? '555-0100 to 555-0199 are reserved for examples: no real phone receives a text there.'
      : null,
  };
}
