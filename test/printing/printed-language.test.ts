/**
 * A printed wristband or label speaks the language the desk speaks: the words come
 * from the catalogs (`renderer/locales/*.json`), read below every host, in this
 * computer's "Language" setting, or in the language Electron main hands the printing.
 */
import { describe, expect, it } from 'vitest';
import { DeskPrinting } from '../../electron/desk/printing/desk-printing.ts';
import { printCard, testCard } from '../../electron/desk/printing/print-card.ts';
import { zplJob } from '../../electron/desk/printing/zpl.ts';
import { loadCatalogWords } from '../../electron/ipc/catalog-words.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { PRINTING_DEFAULTS } from '../../shared/printing/printing.ts';
import { chooseWristband } from '../../shared/printing/wristband.ts';
import { zplFields } from '../support/standin-printer.ts';

const ZONE = 'America/Denver';
const rules = {
  ...PRINTING_DEFAULTS,
  visitMinutes: 120,
  rules: [{ who: 'minor' as const, endsBy: '', colour: 'red' as const, text: 'Menores' }],
};
const minor = {
  name: '',
  isMinor: true,
  admittedAt: '2031-05-03T09:00:00-06:00',
  title: 'Exención de saltos',
  deskName: 'Puerta 2',
};

async function bandFields(printing: DeskPrinting): Promise<string[]> {
  const words = await printing.words();
  const card = printCard(minor, chooseWristband(rules, minor, ZONE), ZONE, words);
  return zplFields(Buffer.from(zplJob('wristband', [card])));
}

describe('the words a printed band carries', () => {
  it('are Spanish on a desk whose Language setting is Spanish', async () => {
    const settings = memorySettings();
    settings.set('language', 'es');
    const fields = (await bandFields(new DeskPrinting(settings, { systemPrinters: null }))).join('\n');
    expect(fields).toContain('ROJO');
    expect(fields).toContain('MENOR');
    expect(fields).toContain('Invitado');
    expect(fields).toMatch(/Hasta 11:00/);
    // The day on the foot is Spanish too (sáb., 3 may).
    expect(fields).toMatch(/sáb/);
    for (const english of ['RED', 'MINOR', 'Guest', 'Until']) expect(fields).not.toContain(english);
  });

  it('are the language main hands the printing, whatever the setting says', async () => {
    const settings = memorySettings();
    settings.set('language', 'en');
    const printing = new DeskPrinting(settings, {
      systemPrinters: null,
      words: () => loadCatalogWords('es', ['es-US']),
    });
    expect((await bandFields(printing)).join('\n')).toContain('ROJO');
    const sample = testCard(
      rules,
      new Date('2031-05-03T15:00:00Z'),
      ZONE,
      'Puerta 2',
      await printing.words(),
    );
    expect(sample).toMatchObject({ name: 'Prueba de impresión', text: 'Impresora configurada' });
  });

  it('are English on a desk set to English', async () => {
    const settings = memorySettings();
    settings.set('language', 'en');
    const fields = (await bandFields(new DeskPrinting(settings, { systemPrinters: null }))).join('\n');
    expect(fields).toContain('RED');
    expect(fields).toContain('MINOR');
    expect(fields).toMatch(/Until 11:00/);
  });
});
