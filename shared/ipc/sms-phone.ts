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
import { phoneWords } from './words.ts';

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

/** +1 area codes of countries outside the US and Canada (the service cannot text them), by name. */
const OUTSIDE_US_CANADA = phoneWords.countries;

const ONLY_US_CANADA = phoneWords.onlyUsCanada;

/**
 * The number the field's hint shows as an example: one this check takes as it is,
 * without the note of the range reserved for fiction (an example refused as
 * "reserved" would teach the person the wrong form).
 */
export const PHONE_EXAMPLE = '(303) 555-4321';

export function formatNanp(national: string): string {
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

const isServiceCode = (three: string) => /^[2-9]11$/.test(three);

/** What is wrong with ten national digits, or null when they form a textable number. */
function nationalProblem(national: string): string | null {
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  if (/^[01]/.test(area)) return phoneWords.areaStartsWrong;
  if (isServiceCode(area)) return phoneWords.areaIsServiceCode(area);
  if (area === '900') return phoneWords.premiumArea;
  const country = OUTSIDE_US_CANADA[area];
  if (country) return phoneWords.areaAbroad(area, country);
  if (/^[01]/.test(exchange)) return phoneWords.exchangeStartsWrong;
  if (isServiceCode(exchange)) return phoneWords.exchangeIsServiceCode(exchange);
  if (exchange === '976') return phoneWords.premiumExchange;
  return null;
}

export function readNanpPhone(typed: string): PhoneReading {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: phoneWords.empty };
  if (/[A-Za-z]/.test(text)) return { ok: false, problem: phoneWords.letters };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { ok: false, problem: phoneWords.notDigits(PHONE_EXAMPLE) };
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+') && !digits.startsWith('1')) return { ok: false, problem: ONLY_US_CANADA };
  // 011 and 00 are how international numbers are dialled from North America and elsewhere.
  if (digits.startsWith('011') || digits.startsWith('00')) return { ok: false, problem: ONLY_US_CANADA };
  if (text.startsWith('+') && digits.length !== 11) {
    return {
      ok: false,
      problem: digits.length < 11 ? phoneWords.tooShortAfterPlusOne : phoneWords.tooLongAfterPlusOne,
    };
  }
  if (digits.length < 10) return { ok: false, problem: phoneWords.tooShort };
  if (digits.length > 11) return { ok: false, problem: phoneWords.tooLong };
  if (digits.length === 11 && !digits.startsWith('1')) {
    return { ok: false, problem: phoneWords.notUsCanada };
  }
  const national = digits.length === 11 ? digits.slice(1) : digits;
  const problem = nationalProblem(national);
  if (problem) return { ok: false, problem };
  const fictional = /^\d{3}55501\d{2}$/.test(national);
  return {
    ok: true,
    number: { national, display: formatNanp(national), digits: Number(`1${national}`) },
    note: fictional ? phoneWords.fictional : null,
  };
}
