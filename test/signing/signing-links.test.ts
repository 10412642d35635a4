/**
 * Templates to send, prefilled links and auto-tag links as the page asks for them
 * (the contract calls through the runtime's handlers) against a real sandbox.
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import type { Method } from '../../shared/ipc/contract.ts';
import type {
  AutoTagLinkView,
  PrefillLinkRequest,
  PrefillLinkView,
  SigningTemplates,
} from '../../shared/ipc/signing.ts';
import { configuredPlan } from '../support/configured-plan.ts';

const ZONE = 'America/Denver';
const KEY = 'links-key';

async function call<T>(dispatcher: Dispatcher, method: Method, request: unknown): Promise<T> {
  const result = await dispatcher.call(method, request, { caller: 'links-test' });
  if (!result.ok) throw new Error(`${method} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

describe('links to sign, on a configured account', () => {
  let sandbox: SandboxHandle;
  let runtime: DeskRuntime;
  let dispatcher: Dispatcher;
  let listed: SigningTemplates;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 9, waivers: 200, timeZone: ZONE, apiKeys: [KEY] });
    runtime = await startRuntime({
      host: 'browser',
      setup: {
        settings: memorySettings({ signingHost: 'https://waiver.example-service.com' }),
        secrets: new MemorySecretStore(),
        env: {},
      },
      plan: { ...configuredPlan(sandbox, KEY, ZONE), statusUrl: '' },
    });
    dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    listed = await call<SigningTemplates>(dispatcher, 'listSigningTemplates', {});
  });

  afterAll(async () => {
    await runtime?.close();
    await sandbox?.close();
  });

  it('lists every template, published first, with the questions a link can prefill', () => {
    const { templates } = listed;
    expect(listed.source).toBe('service');
    expect(templates).toHaveLength(sandbox.dataset.templates.length);
    const firstDraft = templates.findIndex((template) => !template.published);
    expect(firstDraft).toBeGreaterThan(0);
    expect(templates.slice(firstDraft).every((template) => !template.published)).toBe(true);
    const withFields = templates.find((template) => template.waiverFields.length > 0);
    expect(withFields).toBeDefined();
    const source = sandbox.dataset.templates.find(
      (template) => template.templateId === withFields?.templateId,
    );
    const prefillable = (source?.customFields ?? []).filter(
      (field) => field.type !== 'none' && field.type !== 'file',
    );
    expect(withFields?.waiverFields.map((field) => field.guid)).toEqual(
      prefillable.map((field) => field.guid),
    );
    expect(templates.some((template) => template.participantFields.length > 0)).toBe(true);
  });

  it('makes a prefilled link whose page fills in the people and answers, expiring when the service said', async () => {
    const template = listed.templates.find(
      (each) => each.waiverFields.length > 0 && each.participantFields.length > 0,
    );
    if (!template) throw new Error('the sandbox has no template with both kinds of questions');
    const waiverField = template.waiverFields[0];
    const participantField = template.participantFields[0];
    const request: PrefillLinkRequest = {
      templateId: template.templateId,
      expiration: 900,
      participants: [
        { firstName: 'Ada', lastName: 'Lovelace', customFields: { [participantField?.guid ?? '']: 'Large' } },
        { firstName: 'Ben', lastName: 'Lovelace' },
      ],
      customWaiverFields: { [waiverField?.guid ?? '']: 'Walk-in' },
      external_id: 'member_77',
    };
    const before = Date.now();
    const link = await call<PrefillLinkView>(dispatcher, 'createPrefillLink', request);
    expect(link.url).toBe(`${sandbox.baseUrl}/sign/prefill/${link.uuid}`);
    expect(link.expiration).toBe(900);
    const expiresAt = Date.parse(link.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 900_000);
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(template.title);
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('Ben Lovelace');
    expect(html).toContain(`${participantField?.label}: Large`);
    expect(html).toContain(`${waiverField?.label}: Walk-in`);
  });

  it('refuses a prefilled link the service would refuse, before asking it', async () => {
    const result = await dispatcher.call(
      'createPrefillLink',
      {
        templateId: listed.templates[0]?.templateId,
        expiration: 120,
        lockdownPrefill: true,
        participants: [{ firstName: 'Ada', dob: '2012-01-01' }],
      },
      { caller: 'links-test' },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    if (result.ok) return;
    expect(Object.keys(result.error.fields ?? {}).sort()).toEqual([
      'expiration',
      'lockdownPrefill',
      'participants.0.dob',
    ]);
  });

  it('makes the auto-tag link on the signing host of Settings, and follows a change of it', async () => {
    const templateId = listed.templates[0]?.templateId ?? '';
    const link = await call<AutoTagLinkView>(dispatcher, 'autoTagLink', { templateId, tag: 'C-1042' });
    expect(link).toEqual({
      url: `https://waiver.example-service.com/auto/?auto_waiverid=${templateId}&auto_tag=C-1042`,
      templateId,
      tag: 'C-1042',
      host: 'https://waiver.example-service.com',
      hostSource: 'settings',
    });
    await call(dispatcher, 'saveSettings', { signingHost: 'https://sign.example.org/' });
    const moved = await call<AutoTagLinkView>(dispatcher, 'autoTagLink', { templateId, tag: 'C-1042' });
    expect(moved.url).toBe(`https://sign.example.org/auto/?auto_waiverid=${templateId}&auto_tag=C-1042`);
    const view = await call<{ preferences: { signingHost?: string } }>(dispatcher, 'getSettings', {});
    expect(view.preferences.signingHost).toBe('https://sign.example.org');
  });

  it('refuses a signing host customers could not open safely', async () => {
    const result = await dispatcher.call(
      'saveSettings',
      { signingHost: 'http://waiver.example.com' },
      { caller: 'links-test' },
    );
    expect(result).toMatchObject({
      ok: false,
      // The main process sends the message's id; the page words it in its language.
      error: { fields: { signingHost: 'field.address.signingNotHttps' } },
    });
  });

  it('refuses a customer number longer than 64 characters', async () => {
    const result = await dispatcher.call(
      'autoTagLink',
      { templateId: 'abc', tag: 'x'.repeat(65) },
      { caller: 'links-test' },
    );
    expect(result).toMatchObject({
      ok: false,
      error: { fields: { tag: 'field.signing.autoTagTooLong {"max":64,"length":65}' } },
    });
  });
});

describe('auto-tag links on the demo account', () => {
  let runtime: DeskRuntime;

  afterAll(async () => {
    await runtime?.close();
  });

  it("point at the demo's own sandbox, which serves its signing pages", async () => {
    runtime = await startRuntime({
      host: 'browser',
      plan: { mode: 'demo', timeZone: ZONE, timeouts: { requestMs: 15_000, searchMs: 60_000 } },
    });
    const dispatcher = createDispatcher(runtime.handlers);
    const sandboxUrl = runtime.info().account?.baseUrl ?? '';
    expect(sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const link = await call<AutoTagLinkView>(dispatcher, 'autoTagLink', {
      templateId: 'abc',
      tag: 'M-90210',
    });
    expect(link).toMatchObject({
      url: `${sandboxUrl}/auto/?auto_waiverid=abc&auto_tag=M-90210`,
      hostSource: 'demo',
    });
  });
});
