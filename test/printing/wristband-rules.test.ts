/**
 * The manager's wristband rules, as the page shows a band and the main process
 * prints it: the first rule that fits a person wins (minors, adults or anyone,
 * whose visit ends by a time of the desk's day), else the band for everyone else.
 * A visit ends `visitMinutes` after the admission, on the desk's clock.
 */
import { describe, expect, it } from 'vitest';
import { printCard } from '../../electron/desk/printing/print-card.ts';
import { loadCatalogWords } from '../../electron/ipc/catalog-words.ts';
import { PRINTING_DEFAULTS, type PrintingSettings } from '../../shared/printing/printing.ts';
import { printedWordsOf } from '../../shared/printing/words.ts';
import { chooseWristband } from '../../shared/printing/wristband.ts';

const ZONE = 'America/Denver';
/** 2031-05-03 at `hh:mm` on Denver's clock (UTC-6 in May). */
const at = (clock: string, day = '2031-05-03') => new Date(`${day}T${clock}:00-06:00`).toISOString();

const settings: Pick<PrintingSettings, 'rules' | 'otherwise' | 'visitMinutes'> = {
  visitMinutes: 120,
  rules: [
    { who: 'minor', endsBy: '', colour: 'red', text: 'Under 18' },
    { who: 'anyone', endsBy: '14:00', colour: 'blue', text: 'Morning' },
    { who: 'adult', endsBy: '18:00', colour: 'green', text: 'Afternoon' },
  ],
  otherwise: { colour: 'yellow', text: 'Evening' },
};

const band = (isMinor: boolean, admittedAt: string) =>
  chooseWristband(settings, { isMinor, admittedAt }, ZONE);

describe('choosing a wristband', () => {
  it('takes the first rule that fits: a minor’s rule before the time rules', () => {
    expect(band(true, at('09:00'))).toMatchObject({ colour: 'red', text: 'Under 18' });
    expect(band(false, at('09:00'))).toMatchObject({ colour: 'blue', text: 'Morning' });
  });

  it('reads "ends by" as the visit’s end on the desk’s clock, the time itself included', () => {
    expect(band(false, at('12:00')).colour).toBe('blue'); // ends 14:00
    expect(band(false, at('12:01')).colour).toBe('green'); // ends 14:01
    expect(band(false, at('16:00')).colour).toBe('green'); // ends 18:00
    expect(band(false, at('16:30'))).toMatchObject({ colour: 'yellow', text: 'Evening' });
    expect(band(false, at('12:00')).endsAt).toBe(at('14:00'));
  });

  it('never fits a visit that ends the next day to a time of this one', () => {
    // In at 23:00, out at 01:00 tomorrow: not "by 14:00".
    expect(band(false, at('23:00')).colour).toBe('yellow');
  });

  it('counts the visit on the wall clock across a change of the clocks', () => {
    // 2031-03-09: Denver springs forward at 02:00; in at 00:30 (MST) for two hours is 03:30 MDT,
    // though 00:30 and two hours reads 02:30 to anyone counting minutes.
    const rules = {
      ...settings,
      rules: [{ who: 'anyone' as const, endsBy: '03:00', colour: 'teal' as const, text: '' }],
    };
    const early = new Date('2031-03-09T00:30:00-07:00').toISOString();
    expect(chooseWristband(rules, { isMinor: false, admittedAt: early }, ZONE).colour).toBe('yellow');
    const earlier = new Date('2031-03-08T23:30:00-07:00').toISOString();
    // In at 23:30 the day before, out at 01:30: the next day's clock, not "by 03:00" of the day it began.
    expect(chooseWristband(rules, { isMinor: false, admittedAt: earlier }, ZONE).colour).toBe('yellow');
  });

  it('gives a band to someone whose admission time cannot be read, by the rules that ask no time', () => {
    expect(band(true, 'not a time')).toMatchObject({ colour: 'red', endsAt: null });
    expect(band(false, '')).toMatchObject({ colour: 'yellow', endsAt: null });
  });

  it('with no rules, everyone gets the band for everyone else', () => {
    expect(
      chooseWristband(PRINTING_DEFAULTS, { isMinor: true, admittedAt: at('10:00') }, ZONE),
    ).toMatchObject({
      colour: 'white',
      text: '',
    });
  });

  it('prints what it chose: the colour’s name, the text, the end of the visit and MINOR', async () => {
    const person = {
      name: ' ',
      isMinor: true,
      admittedAt: at('09:00'),
      title: 'Jump waiver',
      deskName: 'Door 2',
    };
    const english = printedWordsOf(await loadCatalogWords('en', ['en-US']));
    const card = printCard(person, chooseWristband(settings, person, ZONE), ZONE, english);
    expect(card).toMatchObject({ name: 'Guest', colour: 'RED', text: 'Under 18', minor: 'MINOR' });
    expect(card.until).toMatch(/^Until 11:00\sAM$/);
    expect(card.footer).toMatch(/Door 2$/);
  });
});
