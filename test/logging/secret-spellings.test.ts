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
import { KEY_SPELLINGS } from '../support/key-spellings.ts';

const SPELLINGS = KEY_SPELLINGS;

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
        said: { found: [], fix: [] },
      })),
      failed: true,
      secrets: [key],
    });
    for (const spell of Object.values(SPELLINGS)) expect(printed).not.toContain(`said ${spell(key)}\n`);
    expect(printed.split('[API key hidden]').length - 1).toBe(Object.keys(SPELLINGS).length);
  });
});

describe('an answer as the desk reads it', () => {
  it('has every spelling of a secret taken out of its texts, and a long base64 file left whole', async () => {
    const { inward } = await import('../../electron/logging/inward.ts');
    const { registerLogSecret } = await import('../../electron/logging/desk-log.ts');
    const key = 'k-inward/4Hq+z';
    registerLogSecret(key);
    const pdf = Buffer.concat([Buffer.alloc(400, 7), Buffer.from(key)]).toString('base64');
    const answer = {
      waiver: {
        firstName: `Ada ${Buffer.from(key).toString('hex')}`,
        autoTag: `T-${encodeURIComponent(key).toLowerCase()}`,
        participants: [{ lastName: `ECHO ${key} END` }],
        pdf,
      },
      count: 3,
    };
    expect(inward(answer)).toEqual({
      waiver: {
        firstName: `Ada ${REDACTED.secret}`,
        autoTag: `T-${REDACTED.secret}`,
        participants: [{ lastName: `ECHO ${REDACTED.secret} END` }],
        pdf,
      },
      count: 3,
    });
    const clean = { waiver: { firstName: 'Ada', pdf } };
    expect(inward(clean)).toBe(clean);
  });
});
