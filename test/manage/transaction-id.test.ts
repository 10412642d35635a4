/** The transaction id of a signed dynamic template, typed or read from the pasted success link. */
import { describe, expect, it } from 'vitest';
import { processDynamicRequestSchema, readTransactionId } from '../../shared/ipc/manage.ts';

describe('readTransactionId', () => {
  it('takes an id as typed, trimmed', () => {
    expect(readTransactionId('  k3v9q2m1x8b7z  ')).toEqual({ ok: true, transactionId: 'k3v9q2m1x8b7z' });
  });

  it('reads the id from the whole success link, whatever else it carries', () => {
    expect(
      readTransactionId('https://www.example.com/thanks?ref=site&transactionId=k3v9q2m1x8b7z&lang=en#top'),
    ).toEqual({ ok: true, transactionId: 'k3v9q2m1x8b7z' });
    expect(readTransactionId('https://example.com/done?TransactionID=abc_123-x')).toEqual({
      ok: true,
      transactionId: 'abc_123-x',
    });
    expect(readTransactionId('example.com/done?transactionId=abc123')).toEqual({
      ok: true,
      transactionId: 'abc123',
    });
  });

  it('says what is wrong with a link that has no usable id', () => {
    expect(readTransactionId('https://example.com/thanks?ref=site')).toEqual({
      ok: false,
      problem: 'field.manage.transaction.noId',
    });
    const placeholder = readTransactionId('https://example.com/thanks?transactionId=[transactionId]');
    expect(placeholder.ok).toBe(false);
    expect(!placeholder.ok && placeholder.problem).toBe('field.manage.transaction.placeholder');
    expect(readTransactionId('https://example.com/thanks?transactionId=%3Cscript%3E').ok).toBe(false);
    expect(readTransactionId('').ok).toBe(false);
    expect(readTransactionId('not an id').ok).toBe(false);
  });

  it('the contract sends the id read from the link', () => {
    expect(
      processDynamicRequestSchema.parse({ transactionId: 'https://example.com/ok?transactionId=abc123' }),
    ).toEqual({ transactionId: 'abc123' });
    const refused = processDynamicRequestSchema.safeParse({ transactionId: 'https://example.com/ok' });
    expect(refused.error?.issues[0]?.message).toBe('field.manage.transaction.noId');
  });
});
