/**
 * A key travels in many spellings: whatever a service, a proxy or a file did to
 * it, redaction finds it. Each spelling is tried on fixed keys (the short one of
 * the probe among them) and, as properties, on any key the connect form takes,
 * wherever it stands in a text or a file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReport } from '../../electron/doctor/report.ts';
import { REDACTED, Redactor } from '../../electron/logging/redact.ts';

/** Every way the probe of issue 28 found a key crossing, as a function of the key. */
const SPELLINGS: Record<string, (key: string) => string> = {
  'as it is': (key) => key,
  'upper case': (key) => key.toUpperCase(),
  'percent-encoded': (key) => encodeURIComponent(key),
  'percent-encoded, lower case': (key) =>
    encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
  'every byte percent-encoded': (key) =>
    [...Buffer.from(key)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  'every byte percent-encoded, lower case': (key) =>
    [...Buffer.from(key)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
  base64: (key) => Buffer.from(key).toString('base64'),
  base64url: (key) => Buffer.from(key).toString('base64url'),
  hex: (key) => Buffer.from(key).toString('hex'),
  'hex, upper case': (key) => Buffer.from(key).toString('hex').toUpperCase(),
  'UTF-16LE': (key) => Buffer.from(key, 'utf16le').toString('latin1'),
  'UTF-16BE': (key) => Buffer.from(key, 'utf16le').swap16().toString('latin1'),
  'UTF-16BE hex, as a PDF string': (key) =>
    Buffer.from(key, 'utf16le').swap16().toString('hex').toUpperCase(),
  'JSON-escaped': (key) => JSON.stringify(key).slice(1, -1),
  'JSON-escaped with slashes': (key) => JSON.stringify(key).slice(1, -1).replaceAll('/', '\\/'),
  'JSON-escaped, every character': (key) =>
    [...key].map((char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`).join(''),
};

const KEYS = ['k-sec', 'hk-7f3a9c2e5b8d4f1a6c0e9b2d5f8a3c7e', 'k/live+8f3a"Zq==', 'AbC1'];

/** Any key the connect form accepts: printable ASCII without spaces. */
const anyKey = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
  minLength: 6,
  maxLength: 48,
});
/** Words around it that cannot themselves spell a key. */
const words = fc.string({ unit: fc.constantFrom(' ', '.', ':', '(', ')'), maxLength: 12 });

describe('every spelling of a key is redacted', () => {
  for (const [name, spell] of Object.entries(SPELLINGS)) {
    it.each(KEYS)(`${name}: %s`, (key) => {
      const redactor = new Redactor();
      redactor.addSecret(key);
      const text = `ECHO ${spell(key)} END`;
      const clean = redactor.redactCredentials(text);
      expect(clean).toContain(REDACTED.secret);
      expect(clean).not.toContain(spell(key));
      expect(redactor.redact(text)).not.toContain(spell(key));
    });
  }

  it('in a file: every spelling overwritten byte for byte, the length kept', () => {
    for (const key of KEYS) {
      const redactor = new Redactor();
      redactor.addSecret(key);
      for (const [name, spell] of Object.entries(SPELLINGS)) {
        const file = Buffer.concat([
          Buffer.from('%PDF-1.7\n1 0 obj << /Title ('),
          Buffer.from(spell(key), 'latin1'),
          Buffer.from(') >>\n%%EOF'),
        ]);
        const scrubbed = Buffer.from(redactor.scrubBytes(file));
        expect(scrubbed.length, name).toBe(file.length);
        expect(scrubbed.includes(Buffer.from(spell(key), 'latin1')), `${name} of ${key}`).toBe(false);
        expect(scrubbed.subarray(0, 9).toString(), name).toBe('%PDF-1.7\n');
      }
    }
  });

  it('any key, in any spelling, wherever it stands in a line (property)', () => {
    fc.assert(
      fc.property(
        anyKey,
        fc.constantFrom(...Object.keys(SPELLINGS)),
        words,
        words,
        (key, name, before, after) => {
          const redactor = new Redactor();
          redactor.addSecret(key);
          const spelled = SPELLINGS[name]?.(key) ?? key;
          const clean = redactor.redactCredentials(`${before}${spelled}${after}`);
          expect(clean).not.toContain(spelled);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('any key inside a longer base64 or base64url text, at any alignment (property)', () => {
    fc.assert(
      fc.property(
        anyKey,
        fc.uint8Array({ maxLength: 40 }),
        fc.uint8Array({ maxLength: 40 }),
        fc.constantFrom('base64' as const, 'base64url' as const),
        (key, before, after, alphabet) => {
          const redactor = new Redactor();
          redactor.addSecret(key);
          const text = Buffer.concat([before, Buffer.from(key), after]).toString(alphabet);
          const clean = redactor.redactCredentials(`data:${text}`);
          const decoded = Buffer.from(clean.replace('data:', '').replaceAll(REDACTED.secret, ''), alphabet);
          expect(decoded.includes(Buffer.from(key))).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("the doctor's report hides the key in every spelling, however short", () => {
    const key = 'k-sec';
    const printed = formatReport({
      account: { mode: 'configured', baseUrl: 'https://api.example.com', statusUrl: '' },
      checks: Object.values(SPELLINGS).map((spell) => ({
        name: 'api-key',
        title: 'API key accepted',
        outcome: 'FAIL',
        found: `the service said ${spell(key)}`,
      })),
      failed: true,
      secrets: [key],
    });
    for (const spell of Object.values(SPELLINGS)) expect(printed).not.toContain(`said ${spell(key)}\n`);
    expect(printed.split('[API key hidden]').length - 1).toBe(Object.keys(SPELLINGS).length);
  });
});
