/** The day's admissions as a spreadsheet file: quoting, a BOM, no formulas, the desk's dates. */
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../../renderer/locales/en.json' with { type: 'json' };
import spanish from '../../../renderer/locales/es.json' with { type: 'json' };
import french from '../../../renderer/locales/fr.json' with { type: 'json' };
import { putCatalogInUse } from '../../../renderer/src/i18n/messages.ts';
import {
  admissionsCsv,
  csvField,
  csvFileName,
} from '../../../renderer/src/screens/admissions/admissions-csv.ts';
import { trailCsv } from '../../../renderer/src/screens/manage/trail-csv.ts';
import type { Admission, TrailEntry } from '../../../shared/ipc/admissions.ts';

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
        admission('Ana Roberts', '2031-05-06T15:05:00Z', { workerName: 'Maria' }),
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
      'At the desk',
      'On the waiver',
      'Waiver id',
    ]);
    expect(first?.slice(2)).toEqual([
      'Ana Roberts',
      'No',
      'Jump Zone Release',
      'M-004519',
      'Front desk',
      'Maria',
      'Good to go',
      'W1',
    ]);
    // No name given at the desk: the cell is empty, the desk alone says where.
    expect(second?.slice(2, 4)).toEqual(['Mia Roberts', 'Yes']);
    expect(second?.[7]).toBe('');
    // How she stood when she went in, in the words every screen gives it.
    expect(second?.[8]).toBe('Needs a look: Minor');
    // The desk's zone, in the language in use: 15:05 UTC is 09:05 in Denver, never an ISO stamp.
    const time = new Intl.DateTimeFormat('en-US', {
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
    expect(csvFileName('2031-05-06', 'Door 1', 'trail')).toBe('check-in-trail-2031-05-06-door-1.csv');
  });

  it('names the file in the language in use, safe for a file name', () => {
    try {
      putCatalogInUse('fr', 'fr-CA', french, english);
      expect(csvFileName('2031-05-06', 'Comptoir Est', 'trail')).toBe(
        'journal-des-entrees-2031-05-06-comptoir-est.csv',
      );
      putCatalogInUse('es', 'es-US', spanish, english);
      expect(csvFileName('2031-05-06', 'Mostrador 2')).toBe('entradas-2031-05-06-mostrador-2.csv');
    } finally {
      putCatalogInUse('en', 'en-US', english);
    }
  });
});

describe('the CSV files in the language in use', () => {
  afterEach(() => putCatalogInUse('en', 'en-US', english));

  const entry: TrailEntry = {
    entryId: 'e1',
    kind: 'override',
    overrode: 'alreadyIn',
    at: '2031-05-06T21:05:00Z',
    deskId: 'desk-1',
    deskName: 'Puerta 2',
    byManager: true,
    waiverId: 'W1',
    position: 0,
    name: 'Ana Roberts',
    admissionId: 'a1',
    workerName: 'Marta',
  };

  it('heads the check-ins’ columns, says yes and no, the verdict and the time in Spanish', () => {
    putCatalogInUse('es', 'es-US', spanish, english);
    const [header, row] = parseCsv(
      admissionsCsv(
        [admission('Ana Roberts', '2031-05-06T21:05:00Z', { isMinor: true })],
        'America/Denver',
      ).slice(1),
    );
    expect(header).toEqual([
      'Fecha',
      'Hora',
      'Nombre',
      'Menor',
      'Formulario',
      'Etiqueta automática',
      'Mostrador',
      'En el mostrador',
      'En la exención',
      'Id. de la exención',
    ]);
    expect(row?.[3]).toBe('Sí');
    expect(row?.[8]).toBe(spanish['verdict.tone.ok']);
    // 21:05 UTC is 3:05 in the afternoon in Denver, as Spanish writes it in the US.
    expect(row?.[1]).toMatch(/^03:05\s?p\.\s?m\.$/);
  });

  it('heads the trail’s columns and names what happened in Spanish, and in English again after', () => {
    putCatalogInUse('es', 'es-US', spanish, english);
    const [header, row] = parseCsv(trailCsv([entry], 'America/Denver').slice(1));
    expect(header).toEqual([
      'Fecha',
      'Hora',
      'Qué',
      'Pasó por encima de',
      'Quién',
      'Mostrador',
      'En el mostrador',
      'PIN del gerente',
      'Id. de la exención',
    ]);
    expect(row?.slice(2, 8)).toEqual([
      'Entrada registrada pese a un aviso',
      'ya estaba dentro',
      'Ana Roberts',
      'Puerta 2',
      'Marta',
      'Sí',
    ]);
    putCatalogInUse('en', 'en-US', english);
    const [englishHeader] = parseCsv(trailCsv([entry], 'America/Denver').slice(1));
    expect(englishHeader?.[2]).toBe('What');
  });
});
