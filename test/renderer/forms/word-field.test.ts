/**
 * The schemas' field messages worded by the page: a message id with its values, the
 * values that are messages themselves (a setting's name, a unit, a country) worded
 * first, in the language in use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../../renderer/locales/en.json' with { type: 'json' };
import spanish from '../../../renderer/locales/es.json' with { type: 'json' };
import { putCatalogInUse } from '../../../renderer/src/i18n/messages.ts';
import { wordField } from '../../../renderer/src/i18n/word-field.ts';
import { checkRequest } from '../../../shared/ipc/form-words.ts';
import { wholeNumber } from '../../../shared/ipc/setting-rules.ts';
import { PREFERENCE_BOUNDS } from '../../../shared/ipc/settings-registry.ts';
import { readNanpPhone } from '../../../shared/ipc/signing.ts';
import { settingsFieldWords } from '../../../shared/ipc/words.ts';

const problemOf = (typed: string): string => {
  const reading = readNanpPhone(typed);
  if (reading.ok) throw new Error(`"${typed}" was accepted`);
  return wordField(reading.problem);
};

const timeoutRule = wholeNumber('requestTimeoutSeconds', 5, 120, 'seconds');
const refusalOf = (value: unknown): string =>
  wordField(checkRequest(timeoutRule, value).error?.issues[0]?.message ?? '');

afterEach(() => putCatalogInUse('en', 'en-US', english));

describe('a refused field’s message', () => {
  it('reads in English with the setting’s name and its unit in place, the sentence capitalised', () => {
    expect(refusalOf(2)).toBe('The request timeout must be at least 5 seconds.');
    expect(refusalOf(2.5)).toBe('Enter the request timeout as a whole number.');
    expect(problemOf('876 555 0123')).toBe(
      'Area code 876 is in Jamaica. Only US and Canada numbers can receive a text from the waiver service.',
    );
  });

  it('reads in Spanish when Spanish is in use, plurals and countries included', () => {
    putCatalogInUse('es', 'es-US', spanish, english);
    expect(refusalOf(500)).toBe('El máximo para el tiempo de espera de las solicitudes es 120 segundos.');
    expect(refusalOf('diez')).toBe('Escriba el tiempo de espera de las solicitudes como un número.');
    expect(problemOf('242-357-1234')).toBe(
      'El código de área 242 es de las Bahamas. Solo los números de EE. UU. y Canadá pueden recibir un mensaje de texto del servicio de exenciones.',
    );
    expect(problemOf('303 555 012')).toMatch(/^Ese número es demasiado corto/);
    expect(wordField(checkRequest(timeoutRule, undefined).error?.issues[0]?.message ?? '')).toBe(
      'Escriba el tiempo de espera de las solicitudes como un número.',
    );
  });

  it('leaves a text that carries no message id as it is', () => {
    expect(wordField('A PIN is digits only.')).toBe('A PIN is digits only.');
  });
});

describe('the schemas’ field messages', () => {
  it('are each in the English and the Spanish catalog', () => {
    const words = ['shared/ipc/words.ts', 'shared/printing/words.ts']
      .map((file) => readFileSync(path.resolve(import.meta.dirname, '../../..', file), 'utf8'))
      .join('\n');
    // The numbers' labels have ids made from the contract's names (one per number the registry bounds).
    const labels = Object.keys(PREFERENCE_BOUNDS).map((name) =>
      settingsFieldWords.numberLabel(name as Parameters<typeof settingsFieldWords.numberLabel>[0]),
    );
    const ids = [...[...words.matchAll(/'(field\.[\w.-]+)'/g)].map((match) => match[1] ?? ''), ...labels];
    expect(ids.length).toBeGreaterThan(220);
    expect(ids).toContain('field.settings.numberLabel.requestTimeoutSeconds');
    expect(ids).toContain('field.printer.portRange');
    expect(ids.filter((id) => !Object.hasOwn(english, id))).toEqual([]);
    expect(ids.filter((id) => !Object.hasOwn(spanish, id))).toEqual([]);
  });
});
