/** The day's admissions as a spreadsheet file: quoting, a BOM, no formulas, the desk's dates. */
import { describe, expect, it } from 'vitest';
import {
  admissionsCsv,
  csvField,
  csvFileName,
} from '../../../renderer/src/screens/admissions/admissions-csv.ts';
import type { Admission } from '../../../shared/ipc/admissions.ts';

function admission(name: string, admittedAt: string, overrides: Partial<Admission> = {}): Admission {
  return {
    admissionId: `a-${name}`,
    waiverId: 'W1',
    position: 0,
    name,
    dob: '2014-02-23',
    isMinor: false,
    autoTag: 'M-004519',
    title: 'Jump Zone Release',
    admittedAt,
    day: '2031-05-06',
    deskId: 'desk-1',
    deskName: 'Front desk',
    tone: 'ok',
    ...overrides,
  };
}

/** RFC 4180 read back, on its own terms: what a spreadsheet would see in each cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      at++;
    } else field += char;
  }
  return rows;
}

describe('the admissions CSV', () => {
  it('opens right in a spreadsheet: a BOM, CRLF lines, a header, the day oldest first', () => {
    const text = admissionsCsv(
      [
        admission('Mia Roberts', '2031-05-06T15:10:00Z', {
          isMinor: true,
          tone: 'attention',
          verdict: {
            tone: 'attention',
            points: [{ kind: 'minor', guardian: 'Ana Roberts', relationship: '', tone: 'attention' }],
          },
        }),
        admission('Ana Roberts', '2031-05-06T15:05:00Z'),
      ],
      'America/Denver',
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(
      text
        .slice(1)
        .split('\r\n')
        .every((line) => !line.includes('\n')),
    ).toBe(true);
    const [header, first, second] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Date',
      'Time',
      'Name',
      'Minor',
      'Form',
      'Auto-tag',
      'Desk',
      'On the waiver',
      'Waiver id',
    ]);
    expect(first?.slice(2)).toEqual([
      'Ana Roberts',
      'No',
      'Jump Zone Release',
      'M-004519',
      'Front desk',
      'Good to go',
      'W1',
    ]);
    expect(second?.slice(2, 4)).toEqual(['Mia Roberts', 'Yes']);
    // How she stood when she went in, in the words every screen gives it.
    expect(second?.[7]).toBe('Needs a look: Minor');
    // The desk's zone and locale: 15:05 UTC is 09:05 in Denver, never an ISO stamp.
    const time = new Intl.DateTimeFormat(undefined, {
      timeZone: 'America/Denver',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(first?.[1]).toBe(time.format(Date.parse('2031-05-06T15:05:00Z')));
    expect(first?.[0]).not.toMatch(/T|Z/);
  });

  it('quotes what would break a row: commas, quotes, line breaks, edge spaces', () => {
    const text = admissionsCsv(
      [admission('O’Neil, "Jo"\nJr', '2031-05-06T15:05:00Z', { title: ' Tours ' })],
      'UTC',
    );
    const [, row] = parseCsv(text.slice(1));
    expect(row?.[2]).toBe('O’Neil, "Jo"\nJr');
    expect(row?.[4]).toBe(' Tours ');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('plain')).toBe('plain');
  });

  it('never lets a cell run as a formula', () => {
    for (const attack of ['=HYPERLINK("http://x","click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      const [, row] = parseCsv(admissionsCsv([admission(attack, '2031-05-06T15:05:00Z')], 'UTC').slice(1));
      expect(row?.[2], JSON.stringify(attack)).toBe(`'${attack}`);
    }
    expect(csvField('Ann-Marie')).toBe('Ann-Marie');
  });

  it('names the file by the day and the desk', () => {
    expect(csvFileName('2031-05-06', 'Front désk #2')).toBe('check-ins-2031-05-06-front-desk-2.csv');
    expect(csvFileName('2031-05-06', '')).toBe('check-ins-2031-05-06.csv');
  });
});
