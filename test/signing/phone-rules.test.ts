/** US and Canada numbers as typed at the desk: what is read, what is refused and why. */
import { describe, expect, it } from 'vitest';
import { wordField } from '../../renderer/src/i18n/word-field.ts';
import { PHONE_EXAMPLE, readNanpPhone, sendWaiverSmsRequestSchema } from '../../shared/ipc/signing.ts';
import '../renderer/support/english.ts';

/** What is wrong with a typed number, as the page words it in English. */
const problemOf = (typed: string): string => {
  const reading = readNanpPhone(typed);
  if (reading.ok) throw new Error(`"${typed}" was accepted as ${reading.number.display}`);
  return wordField(reading.problem);
};

describe('phone numbers for a text message', () => {
  it.each([
    '(303) 555-0123',
    '303-555-0123',
    '303.555.0123',
    '303 555 0123',
    '3035550123',
    '1 303 555 0123',
    '1-303-555-0123',
    '13035550123',
    '+1 303 555 0123',
    '+1 (303) 555-0123',
    '+13035550123',
    '  (303) 555-0123  ',
  ])('reads %j as (303) 555-0123', (typed) => {
    const reading = readNanpPhone(typed);
    expect(reading).toMatchObject({
      ok: true,
      number: { national: '3035550123', display: '(303) 555-0123', digits: 13035550123 },
    });
  });

  it('accepts Canadian numbers and US territories on +1', () => {
    expect(readNanpPhone('416 792 4410')).toMatchObject({ ok: true, number: { display: '(416) 792-4410' } });
    expect(readNanpPhone('604-681-2200')).toMatchObject({ ok: true });
    expect(readNanpPhone('(787) 722-2040')).toMatchObject({ ok: true }); // Puerto Rico
    expect(readNanpPhone('671 477 9841')).toMatchObject({ ok: true }); // Guam
  });

  it('takes the example its own hint gives as it is, with no note', () => {
    expect(readNanpPhone(PHONE_EXAMPLE)).toMatchObject({
      ok: true,
      note: null,
      number: { display: PHONE_EXAMPLE },
    });
  });

  it('gives a real number no note, and a note for the range reserved for fiction', () => {
    expect(readNanpPhone('720 913 1311')).toMatchObject({ ok: true, note: null });
    const fictional = readNanpPhone('303-555-0142');
    expect(fictional.ok && fictional.note && wordField(fictional.note)).toMatch(/reserved for examples/);
    // 555 outside 0100-0199 is an ordinary exchange.
    expect(readNanpPhone('303-555-4321')).toMatchObject({ ok: true, note: null });
  });

  it.each([
    ['', /Enter the customer's mobile number/],
    ['   ', /Enter the customer's mobile number/],
    ['555-0123', /too short/],
    ['303 555 012', /too short/],
    ['+1 303 555 012', /too short/],
    ['303 555 01234', /not a US or Canada number/],
    ['1303 555 01234', /too long/],
    ['+1 303 555 01234', /too long/],
    ['23035550142', /not a US or Canada number/],
  ])('refuses the wrong length %j', (typed, problem) => {
    expect(problemOf(typed)).toMatch(problem);
  });

  it.each([
    '+44 7911 123456',
    '+52 55 1234 5678',
    '+33 1 42 68 53 00',
    '011 44 7911 123456',
    '0044 7911 123456',
  ])('refuses the number outside North America %j', (typed) => {
    expect(problemOf(typed)).toMatch(/Only US and Canada numbers/);
  });

  it.each([
    ['876 555 0123', /Jamaica/],
    ['+1 (809) 555-0123', /Dominican Republic/],
    ['242-357-1234', /Bahamas/],
    ['441 295 1234', /Bermuda/],
  ])('refuses the +1 number of a country outside the US and Canada %j', (typed, country) => {
    const problem = problemOf(typed);
    expect(problem).toMatch(country);
    expect(problem).toMatch(/Only US and Canada numbers/);
  });

  it.each([
    ['900 555 0123', /premium-rate/],
    ['1-900-234-5678', /premium-rate/],
    ['303 976 1234', /premium-rate/],
  ])('refuses the premium-rate number %j', (typed, problem) => {
    expect(problemOf(typed)).toMatch(problem);
  });

  it.each([
    ['1-800-FLOWERS', /letters/],
    ['303 555 O123', /letters/],
    ['303 555 0123 ext 4', /letters/],
  ])('refuses letters in %j', (typed, problem) => {
    expect(problemOf(typed)).toMatch(problem);
  });

  it.each([
    ['023 555 0123', /Area codes never start with 0 or 1/],
    ['123 555 0123', /Area codes never start with 0 or 1/],
    ['303 055 0123', /never start with 0 or 1/],
    ['303 155 0123', /never start with 0 or 1/],
    ['911 555 0123', /service number/],
    ['411 555 0123', /service number/],
    ['303 911 0123', /cannot be 911/],
    ['303 411 0123', /cannot be 411/],
  ])('refuses the impossible number %j', (typed, problem) => {
    expect(problemOf(typed)).toMatch(problem);
  });

  it.each(['303#555#0123', '303_555_0123', '303/555/0123', '303 555 0123 +1'])(
    'refuses other characters in %j',
    (typed) => {
      expect(problemOf(typed)).toMatch(/Use digits only/);
    },
  );

  it('the request schema turns the typed number into digits for the service, or names the field', () => {
    const parsed = sendWaiverSmsRequestSchema.parse({ templateId: 'abc', phone: '(303) 555-0123' });
    expect(parsed).toEqual({
      templateId: 'abc',
      phone: { national: '3035550123', display: '(303) 555-0123', digits: 13035550123 },
      sendAgain: false,
    });
    const refused = sendWaiverSmsRequestSchema.safeParse({ templateId: 'abc', phone: '+44 20 7946 0958' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['phone'] });
    expect(
      sendWaiverSmsRequestSchema.safeParse({ templateId: '', phone: '3035550123' }).error?.issues[0],
    ).toMatchObject({ path: ['templateId'], message: 'field.signing.chooseWaiver' });
  });
});
