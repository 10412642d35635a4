/** The redaction every log line passes: secrets, credentials and anything shaped like personal data. */
import { describe, expect, it } from 'vitest';
import { AuthError, NotFoundError, ParameterError, ProtocolError } from '../../electron/http/errors.ts';
import { errorForLog, finishLine, MAX_LOG_LINE, registerLogSecret } from '../../electron/logging/desk-log.ts';
import { REDACTED, Redactor, redactShapes } from '../../electron/logging/redact.ts';

describe('registered secrets', () => {
  it('scrubs the key and the token wherever they stand, also URL-encoded', () => {
    const redactor = new Redactor();
    redactor.addSecret('k-live/8f3a+Zq==');
    redactor.addSecret('Tq2Yx7c0N3uG5Jb8rW1eL4pK9sV6hM0aD2fZ7qX3wE8');
    const line = redactor.redact(
      'sent k-live/8f3a+Zq== and k-live%2F8f3a%2BZq%3D%3D with token=Tq2Yx7c0N3uG5Jb8rW1eL4pK9sV6hM0aD2fZ7qX3wE8.',
    );
    expect(line).toBe(`sent ${REDACTED.secret} and ${REDACTED.secret} with token=${REDACTED.secret}.`);
  });

  it('replaces a secret that contains another whole', () => {
    const redactor = new Redactor();
    redactor.addSecret('abcdef');
    redactor.addSecret('abcdef-ghijkl');
    expect(redactor.redact('x abcdef-ghijkl y abcdef')).toBe(`x ${REDACTED.secret} y ${REDACTED.secret}`);
  });

  it('redacts every non-empty secret, however short, and ignores empty ones', () => {
    const redactor = new Redactor();
    redactor.addSecret('');
    redactor.addSecret(null);
    redactor.addSecret('   ');
    expect(redactor.redact('the desk')).toBe('the desk');
    redactor.addSecret('k-sec');
    expect(redactor.redact('ECHO k-sec END')).toBe(`ECHO ${REDACTED.secret} END`);
    expect(redactor.redactCredentials('ECHO k-sec END')).toBe(`ECHO ${REDACTED.secret} END`);
    redactor.addSecret('q7');
    expect(redactor.redactCredentials('a q7 b')).toBe(`a ${REDACTED.secret} b`);
  });

  it('is applied by the desk log to every line, before the line is cut', () => {
    const key = 'sandbox-key-that-is-long';
    registerLogSecret(key);
    const line = finishLine(`${'x'.repeat(MAX_LOG_LINE - 10)} ${key} and more`);
    expect(line).not.toContain('sandbox-key');
    expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE + 1);
    expect(finishLine('two\nlines\r\tand a bell\u0007')).toBe('two lines  and a bell ');
  });
});

describe('credential headers', () => {
  it.each([
    ['authorization: Bearer abc.DEF-123_x', `authorization: ${REDACTED.credential}`],
    ['Authorization=Basic dXNlcjpwYXNz', `Authorization=${REDACTED.credential}`],
    ['{"sw-api-key":"k-123456789"}', `{"sw-api-key":"${REDACTED.credential}"}`],
    ['x-waiver-desk-token: abcdefgh', `x-waiver-desk-token: ${REDACTED.credential}`],
    ['cookie: session=abc', `cookie: ${REDACTED.credential}`],
    ['sent Bearer eyJhbGciOi.J9.x= to the service', `sent Bearer ${REDACTED.credential} to the service`],
  ])('%s', (input, output) => {
    expect(redactShapes(input)).toBe(output);
  });

  it('changes nothing on a second pass', () => {
    const once = redactShapes('authorization: Bearer abc sw-api-key: def jane@example.com 555-555-0123');
    expect(redactShapes(once)).toBe(once);
  });
});

describe('personal data by shape', () => {
  it.each([
    ['jane.o-brien+desk@mail.example.co.uk', REDACTED.email],
    ['jane%40example.com', REDACTED.email],
    ['555-555-0123', REDACTED.phone],
    ['(555) 555-0123', REDACTED.phone],
    ['+1 555 555 0123', REDACTED.phone],
    ['+15555550123', REDACTED.phone],
    ['5555550123', REDACTED.phone],
    ['555.555.0123', REDACTED.phone],
    ['+44 20 7946 0958', REDACTED.phone],
    ['tel:+15555550123', `tel:${REDACTED.phone}`],
    ['/v4/sms/5555550123', `/v4/sms/${REDACTED.phone}`],
    ['2011-03-14', REDACTED.date],
    ['2011/3/4', REDACTED.date],
    ['03/14/2011', REDACTED.date],
    ['14.03.2011', REDACTED.date],
    ['1800-01-01', REDACTED.date],
  ])('%s', (input, output) => {
    expect(redactShapes(`found ${input} here`)).toBe(`found ${output} here`);
  });

  it.each([
    'sync from 2024-05-01T10:00:00Z to 2024-05-01 11:00',
    'listening on 127.0.0.1:5199, took 15000 ms, 1048576 bytes',
    'template 123e4567-e89b-12d3-a456-426614174000, version 4.12.3',
    'GET /v4/waivers/W1a2B3c4 answered 404 after 3 attempts (session 12)',
    'refused POST (403): the Origin http://127.0.0.1:40123 is not this desk',
    '1 555 0123',
  ])('leaves desk facts alone: %s', (line) => {
    expect(redactShapes(line)).toBe(line);
  });
});

describe('errors as a log line', () => {
  const endpoint = 'GET /v4/waivers/{waiverId}';

  it("leaves out the service's own message, which can echo what was sent", () => {
    const error = new NotFoundError({ endpoint, status: 404, serviceMessage: 'No waiver for Jane Doe' });
    const line = errorForLog(error);
    expect(error.message).toContain('Jane Doe');
    expect(line).toBe('NotFoundError GET /v4/waivers/{waiverId}: 404 [service message]');
  });

  it('keeps our own words when the service sent none', () => {
    expect(errorForLog(new AuthError({ endpoint, status: 401 }))).toBe(
      'AuthError GET /v4/waivers/{waiverId}: 401 unauthorized',
    );
    expect(errorForLog(new TypeError('x is undefined'))).toBe('TypeError x is undefined');
    expect(errorForLog('a string')).toBe('string');
  });

  it('leaves out a quoted piece of an answer that was not JSON', () => {
    const error = new ProtocolError('body is not JSON (120 bytes: "{\\"firstName\\":\\"Jane\\",\\"last")', {
      endpoint,
      status: 200,
    });
    expect(errorForLog(error)).toBe(
      'ProtocolError GET /v4/waivers/{waiverId}: body is not JSON (120 bytes: "…")',
    );
  });

  it("leaves out the service's message in an answer of the wrong kind", async () => {
    const { envelopeReader } = await import('../../electron/records/readers.ts');
    const { z } = await import('zod');
    const read = envelopeReader('waiver', z.unknown());
    const body = JSON.stringify({
      version: 4,
      type: 'error',
      message: 'No waiver for Jane Doe, 555-555-0123',
    });
    let thrown: unknown;
    try {
      read({ endpoint, status: 200, headers: {}, body });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProtocolError);
    expect(errorForLog(thrown)).toBe(
      "ProtocolError GET /v4/waivers/{waiverId}: envelope of type 'error' where 'waiver' was expected ([service message])",
    );
  });

  it('never includes the cause, the stack or other fields', () => {
    const error = new ParameterError({
      endpoint,
      status: 400,
      serviceMessage: 'bad phone',
      cause: new Error('authorization: Bearer secret-from-cause'),
    });
    const line = errorForLog(error);
    expect(line).not.toContain('secret-from-cause');
    expect(line).not.toContain('at ');
    expect(line).not.toContain('bad phone');
  });
});

describe('what the page is shown', () => {
  it('takes out the secrets and credentials a log line loses, and keeps the personal data the desk shows', () => {
    const redactor = new Redactor();
    redactor.addSecret('k-page-5Qx9wT2m');
    const text = redactor.redactCredentials(
      'bad key Bearer other-key-1 sw-api-key: other-key-2, for ada@example.com, born 2011-03-14, 303-555-0147',
    );
    expect(text).toBe(
      `bad key Bearer ${REDACTED.credential} sw-api-key: ${REDACTED.credential}, for ada@example.com, born 2011-03-14, 303-555-0147`,
    );
    expect(redactor.redactCredentials('the key k-page-5Qx9wT2m')).toBe(`the key ${REDACTED.secret}`);
  });

  it('overwrites a secret inside a file without changing its length, and leaves other files as they are', () => {
    const redactor = new Redactor();
    redactor.addSecret('k-file-3Rz8');
    const file = Buffer.from('%PDF-1.4\n% k-file-3Rz8 and k-file-3Rz8\n%%EOF');
    const scrubbed = Buffer.from(redactor.scrubBytes(file));
    expect(scrubbed.length).toBe(file.length);
    expect(scrubbed.toString()).toBe('%PDF-1.4\n% *********** and ***********\n%%EOF');
    const clean = Buffer.from('%PDF-1.4\n%%EOF');
    expect(redactor.scrubBytes(clean)).toBe(clean);
  });

  it('walks a whole answer, keys included, and returns the same object when nothing is secret', async () => {
    const { outward } = await import('../../electron/logging/outward.ts');
    registerLogSecret('k-outward-7Vb2nQ');
    const answer = {
      ok: true,
      value: { list: [{ title: 'Jump k-outward-7Vb2nQ', at: 3 }], 'k-outward-7Vb2nQ': 1 },
    };
    expect(outward(answer)).toEqual({
      ok: true,
      value: { list: [{ title: `Jump ${REDACTED.secret}`, at: 3 }], [REDACTED.secret]: 1 },
    });
    expect(answer.value.list[0]?.title).toBe('Jump k-outward-7Vb2nQ');
    const clean = { ok: true, value: { list: [{ title: 'Jump Zone', email: 'ada@example.com' }] } };
    expect(outward(clean)).toBe(clean);
  });
});
