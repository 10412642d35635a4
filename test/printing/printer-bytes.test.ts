/**
 * The bytes a wristband or label printer is sent, built by small pure functions:
 * ZPL whose field data cannot be read as a command (`^FH` escapes for `^`, `~`, `_`
 * and every character beyond ASCII, as UTF-8 under `^CI28`), and ESC/POS in the
 * character set chosen for the printer, accents kept where the set has them.
 */
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CODEPAGE_TABLES, escposJob, escposText } from '../../electron/desk/printing/escpos.ts';
import { cardLines, type PrintCard } from '../../electron/desk/printing/print-card.ts';
import { escapeHtml, printPage } from '../../electron/desk/printing/print-page.ts';
import { zplFieldData, zplJob } from '../../electron/desk/printing/zpl.ts';
import { ESCPOS_CODEPAGES } from '../../shared/printing/printing.ts';
import { zplFields } from '../support/standin-printer.ts';

const card = (over: Partial<PrintCard> = {}): PrintCard => ({
  name: 'Zoë Ñandú-O’Brien',
  colour: 'BLUE',
  text: 'Jump 2 h',
  until: 'Until 5:30 PM',
  minor: 'MINOR',
  title: 'Trampoline waiver',
  footer: 'Sat, May 3 · Front desk',
  ...over,
});

describe('ZPL field data', () => {
  it('writes ^, ~ and _ as escapes, so a name never starts a command', () => {
    expect(zplFieldData('A^B~C_D')).toBe('A_5EB_7EC_5FD');
    const hostile = '^XZ^XA~JR^FDx^FS_';
    expect(zplFieldData(hostile)).not.toMatch(/[\^~]/);
  });

  it('writes every character beyond ASCII as its UTF-8 bytes', () => {
    expect(zplFieldData('é')).toBe('_C3_A9');
    expect(zplFieldData('Zoë 😀')).toBe('Zo_C3_AB _F0_9F_98_80');
    expect(zplFieldData('ﬁ')).toBe('_EF_AC_81');
  });

  it('turns control characters and runs of spaces into one space, and cuts a long field', () => {
    expect(zplFieldData('  Ana\r\n\tLee\u0007 ')).toBe('Ana Lee');
    expect(zplFieldData('x'.repeat(100))).toHaveLength(40);
    expect(zplFieldData('é'.repeat(100), 3)).toBe('_C3_A9'.repeat(3));
  });

  it('reads back as the text it was given', () => {
    for (const text of ['Zoë Ñandú-O’Brien', 'a_b^c~d', '李小龍', 'Ørjan Åsgård']) {
      expect(zplFields(`^FD${zplFieldData(text)}^FS`)).toEqual([text]);
    }
  });
});

describe('a ZPL job', () => {
  it('prints each wristband under UTF-8, with the colour’s text and the name as fields', () => {
    const job = Buffer.from(
      zplJob('wristband', [card(), card({ name: 'Li ^Wei', colour: 'RED', minor: '' })]),
    );
    const text = job.toString('latin1');
    expect(text.match(/\^XA/g)).toHaveLength(2);
    expect(text.match(/\^XZ/g)).toHaveLength(2);
    expect(text).toContain('^CI28');
    // Only ASCII travels: every other byte is escaped.
    expect([...job].every((byte) => byte >= 0x0a && byte < 0x7f)).toBe(true);
    const fields = zplFields(job);
    expect(fields).toEqual(
      expect.arrayContaining(['BLUE', 'Zoë Ñandú-O’Brien', 'RED', 'Li ^Wei', 'Jump 2 h']),
    );
    expect(fields).toContain('Until 5:30 PM · MINOR');
    // Every field is read with ^FH; no field is given without it.
    expect(text.match(/\^FD/g)?.length).toBe(text.match(/\^FH\^FD/g)?.length);
  });

  it('lays a label out across, a band along its length, and leaves empty lines out', () => {
    const label = Buffer.from(zplJob('label', [card({ text: '' })])).toString('latin1');
    expect(label).toMatch(/\^A0N,/);
    expect(label).not.toMatch(/\^A0R,/);
    expect(zplFields(label)).toContain('BLUE');
    expect(zplFields(label)).not.toContain('');
    const band = Buffer.from(zplJob('wristband', [card()])).toString('latin1');
    expect(band).toMatch(/\^A0R,/);
  });
});

describe('ESC/POS text', () => {
  it('writes a name in the character set chosen, accents and all', () => {
    expect(escposText('Zoë Ñandú', 'cp437')).toEqual([...iconv.encode('Zoë Ñandú', 'cp437')]);
    expect(escposText('Zoë', 'cp437')).toEqual([0x5a, 0x6f, 0x89]);
    expect(escposText('Zoë', 'cp1252')).toEqual([0x5a, 0x6f, 0xeb]);
    expect(escposText('€', 'cp858')).toEqual([0xd5]);
    expect(escposText('€', 'cp1252')).toEqual([0x80]);
  });

  it('prints a letter the set lacks without its accent, or as ?', () => {
    expect(escposText('Erdős', 'cp437')).toEqual([...Buffer.from('Erdos')]);
    expect(escposText('Łukasz', 'cp850')).toEqual([...Buffer.from('?ukasz')]);
    expect(escposText('€5', 'cp437')).toEqual([...Buffer.from('?5')]);
    expect(escposText('a?b', 'cp437')).toEqual([...Buffer.from('a?b')]);
  });

  it('never sends a control byte from the text: an ESC in a name is a space', () => {
    const bytes = escposText('Ana\u001b@\u001dV\nLee', 'cp437');
    expect(bytes.some((byte) => byte < 0x20)).toBe(false);
    expect(Buffer.from(bytes).toString('latin1')).toBe('Ana @ V Lee');
  });
});

describe('an ESC/POS job', () => {
  it('starts clean in the chosen character set and cuts after each ticket', () => {
    for (const codepage of ESCPOS_CODEPAGES) {
      const job = [...escposJob([card(), card({ name: 'Li Wei' })], codepage)];
      expect(job.slice(0, 5)).toEqual([0x1b, 0x40, 0x1b, 0x74, CODEPAGE_TABLES[codepage]]);
      expect(job.slice(-4)).toEqual([0x1d, 0x56, 0x42, 0x00]);
      const cuts = job.filter((_, at) => job[at - 1] === 0x1d && job[at] === 0x56).length;
      expect(cuts).toBe(2);
      const text = iconv.decode(Buffer.from(job), codepage);
      expect(text).toContain('BLUE');
      expect(text).toContain('Zoë Ñandú-O’Brien'.replace('’', codepage === 'cp1252' ? '’' : '?'));
      expect(text).toContain('Until 5:30 PM · MINOR');
    }
  });
});

describe('the page a printer of this computer prints', () => {
  it('is every line of each card as escaped text, a page each, with nothing to run or fetch', () => {
    const page = printPage('label', [card({ name: '<img src=x onerror=alert(1)>' }), card()]);
    expect(page).not.toContain('<img');
    expect(page).toContain(escapeHtml('<img src=x onerror=alert(1)>'));
    expect(page.match(/class="card"/g)).toHaveLength(2);
    expect(page).toContain("default-src 'none'");
    expect(page).not.toMatch(/<script/i);
    for (const line of cardLines(card())) expect(page).toContain(escapeHtml(line));
  });
});
