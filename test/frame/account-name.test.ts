/** The account's name suggested from its status page: the service's name, without the page's own word, never an address. */
import { describe, expect, it } from 'vitest';
import { suggestedAccountName } from '../../electron/runtime/account-name.ts';

describe('the account name a status page suggests', () => {
  it('is the page’s name without its “Status”', () => {
    expect(suggestedAccountName('Waiver Cloud Status')).toBe('Waiver Cloud');
    expect(suggestedAccountName('Acme Climbing – status page')).toBe('Acme Climbing');
    expect(suggestedAccountName('  Riverside   Adventure Co. ')).toBe('Riverside Adventure Co.');
    expect(suggestedAccountName('Statusville Trampolines')).toBe('Statusville Trampolines');
    expect(suggestedAccountName('x'.repeat(120))).toHaveLength(80);
  });

  it('is nothing when the page gives no name, or only an address', () => {
    expect(suggestedAccountName('')).toBeNull();
    expect(suggestedAccountName('Status')).toBeNull();
    expect(suggestedAccountName('https://status.example.com')).toBeNull();
    expect(suggestedAccountName('status.example.com')).toBeNull();
    expect(suggestedAccountName('127.0.0.1:6101')).toBeNull();
    expect(suggestedAccountName('[::1]:6101')).toBeNull();
  });
});
