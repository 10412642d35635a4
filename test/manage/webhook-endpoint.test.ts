/** Where the service may send waiver notifications: https, on the internet, no credentials. */
import { describe, expect, it } from 'vitest';
import { wordField } from '../../renderer/src/i18n/word-field.ts';
import { webhookConfigRequestSchema, webhookEndpointProblem } from '../../shared/ipc/manage.ts';
import '../renderer/support/english.ts';

describe('webhookEndpointProblem', () => {
  it('accepts an https address on the internet', () => {
    expect(webhookEndpointProblem('https://hooks.example.com/waivers')).toBeNull();
    expect(webhookEndpointProblem('  https://example.com:8443/hook?source=waivers ')).toBeNull();
  });

  it('refuses plain http and what is not an address', () => {
    const problem = (address: string) => wordField(webhookEndpointProblem(address) ?? '');
    expect(problem('http://hooks.example.com/waivers')).toBe('The address must start with https://.');
    expect(problem('hooks.example.com')).toBe('Enter a web address such as https://example.com/waiver-hook.');
    expect(problem('')).toBe('Enter the address the service should notify.');
  });

  it('refuses addresses the service cannot reach: this computer and local networks', () => {
    for (const address of [
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://192.168.1.20/hook',
      'https://10.0.0.5/hook',
      'https://172.20.1.1/hook',
      'https://printer.local/hook',
      'https://[::1]/hook',
      'https://intranet/hook',
    ]) {
      expect(webhookEndpointProblem(address), address).not.toBeNull();
    }
    expect(webhookEndpointProblem('https://172.32.0.1/hook')).toBeNull();
  });

  it('refuses credentials and fragments in the address', () => {
    // The address rules' message is a message id of the catalogs, which the page words.
    expect(webhookEndpointProblem('https://user:secret@example.com/hook')).toBe(
      'field.address.hasCredentials',
    );
    expect(wordField(webhookEndpointProblem('https://example.com/hook#part') ?? '')).toBe(
      'Leave the # part out of the address.',
    );
  });

  it('the contract needs when to notify as well, and trims the address', () => {
    expect(
      webhookConfigRequestSchema.parse({
        endpoint: ' https://example.com/hook ',
        emailValidationRequired: 'both',
      }),
    ).toEqual({ endpoint: 'https://example.com/hook', emailValidationRequired: 'both' });
    const refused = webhookConfigRequestSchema.safeParse({
      endpoint: 'https://example.com/hook',
      emailValidationRequired: '',
    });
    expect(wordField(refused.error?.issues[0]?.message ?? '')).toBe('Choose when the notification is sent.');
  });
});
