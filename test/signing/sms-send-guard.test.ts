/**
 * One press, one text: the contract call through the runtime's handlers against a
 * real sandbox over HTTP, with every request the desk sends counted on the wire and
 * the sandbox's own SMS log read back through its control endpoint.
 */

import type { SmsLogView } from '@waiver-desk/sandbox/testing';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch.ts';
import type { DeskErrorInfo, IpcResult } from '../../shared/ipc/errors.ts';
import type { SentText } from '../../shared/ipc/signing.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { type WordedFailure, worded } from '../support/worded.ts';

const ZONE = 'America/Denver';
const KEY = 'sms-guard-key';
/** The desk gives up on an answer after this long, so a slow answer is a lost one. */
const REQUEST_TIMEOUT_MS = 400;

async function smsLog(sandbox: SandboxHandle): Promise<SmsLogView> {
  const response = await fetch(`${sandbox.controlUrl}/sms`);
  return (await response.json()) as SmsLogView;
}

describe('sending a waiver link by text message', () => {
  let sandbox: SandboxHandle;
  let proxy: CountingProxy;
  let runtime: DeskRuntime;
  let dispatcher: Dispatcher;
  let templateId: string;
  let templateTitle: string;
  /** The desk's clock: the repeat window is tested by moving it, not by waiting. */
  let deskNow = Date.now();

  const send = (phone: string, options: { sendAgain?: boolean; caller?: string } = {}) =>
    dispatcher.call(
      'sendWaiverSms',
      { templateId, phone, ...(options.sendAgain ? { sendAgain: true } : {}) },
      { caller: options.caller ?? 'page-1' },
    ) as Promise<IpcResult<SentText>>;

  /** The refusal as it crossed, with the words the page shows for it. */
  const refusal = (result: IpcResult<SentText>): DeskErrorInfo & WordedFailure => {
    if (result.ok) throw new Error(`expected a refusal, the text went out: ${result.value.messageId}`);
    return { ...result.error, ...worded(result.error) };
  };

  const posts = () => proxy.seen().filter((seen) => seen.method === 'POST' && seen.path === '/v4/sms').length;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 5, waivers: 300, timeZone: ZONE, apiKeys: [KEY], smsDailyCap: 20 });
    proxy = await startCountingProxy(sandbox.baseUrl);
    const plan = configuredPlan(sandbox, KEY, ZONE);
    runtime = await startRuntime({
      host: 'browser',
      plan: {
        ...plan,
        baseUrl: proxy.url,
        statusUrl: '',
        timeouts: { ...plan.timeouts, requestMs: REQUEST_TIMEOUT_MS },
      },
      now: () => new Date(deskNow),
    });
    dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    const listed = await dispatcher.call('listSigningTemplates', {}, { caller: 'page-1' });
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    const first = (listed.value as { templates: { templateId: string; title: string }[] }).templates[0];
    templateId = first?.templateId ?? '';
    templateTitle = first?.title ?? '';
  });

  afterAll(async () => {
    await runtime?.close();
    await proxy?.close();
    await sandbox?.close();
  });

  beforeEach(() => {
    proxy.reset();
    sandbox.faults.clear();
  });

  it('two identical sends at once make one request and one message, and both callers get it', async () => {
    const [first, second] = await Promise.all([
      send('(303) 555-0101', { caller: 'window-a' }),
      send('303.555.0101', { caller: 'window-b' }),
    ]);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.value.messageId).toBe(first.value.messageId);
    expect(first.value).toMatchObject({
      display: '(303) 555-0101',
      phone: '+1 (303) 555-0101',
      templateId,
      templateTitle,
      status: 1,
      sent: true,
    });
    expect(posts()).toBe(1);
    const log = await smsLog(sandbox);
    expect(log.messages.filter((message) => message.number === 13035550101)).toHaveLength(1);
  });

  it('refuses the same text within a minute unless the person confirms, and sends another once confirmed', async () => {
    const sent = await send('720 555 0102');
    expect(sent.ok).toBe(true);
    const again = refusal(await send('+1 720 555 0102'));
    expect(again.code).toBe('conflict');
    expect(again.message).toContain(`A link for "${templateTitle}" was texted to (720) 555-0102`);
    expect(again.hint).toContain('Send again');
    expect(posts()).toBe(1);

    const confirmed = await send('720 555 0102', { sendAgain: true });
    expect(confirmed.ok).toBe(true);
    expect(posts()).toBe(2);
    const numbers = (await smsLog(sandbox)).messages.map((message) => message.number);
    expect(numbers.filter((number) => number === 17205550102)).toHaveLength(2);
  });

  it('lets the same text go again once the minute is over, and another number at once', async () => {
    expect((await send('720 555 0103')).ok).toBe(true);
    expect((await send('720 555 0104')).ok).toBe(true);
    deskNow += 61_000;
    expect((await send('720 555 0103')).ok).toBe(true);
    expect(posts()).toBe(3);
  });

  it('reports a lost answer as "may have been sent" and refuses the next send without a confirmation', async () => {
    const before = (await smsLog(sandbox)).messages.length;
    // The service takes longer than the desk waits: the text goes out, its answer never arrives.
    sandbox.faults.add({ route: '/v4/sms', method: 'POST', kind: 'latency', ms: 1_200, times: 1 });
    const lost = refusal(await send('(303) 555-0105'));
    expect(lost.code).toBe('timeout');
    expect(lost.message).toBe(
      "The text to (303) 555-0105 may have been sent: the waiver service's answer did not arrive.",
    );
    expect(lost.hint).toContain("Check the customer's phone before sending again");
    expect(posts()).toBe(1);
    await expect
      .poll(async () => (await smsLog(sandbox)).messages.length, { timeout: 5_000 })
      .toBe(before + 1);

    // Not retried by the transport, and not re-sent by the next press either.
    const refused = refusal(await send('(303) 555-0105'));
    expect(refused.code).toBe('conflict');
    expect(refused.message).toMatch(/may have been sent: its answer was lost/);
    deskNow += 61_000;
    expect(refusal(await send('(303) 555-0105')).code).toBe('conflict');
    expect(posts()).toBe(1);
    expect((await smsLog(sandbox)).messages.length).toBe(before + 1);

    const confirmed = await send('(303) 555-0105', { sendAgain: true });
    expect(confirmed.ok).toBe(true);
    expect(posts()).toBe(2);
  });

  it('takes an answer it cannot read as "may have been sent"', async () => {
    deskNow += 61_000;
    sandbox.faults.add({ route: '/v4/sms', method: 'POST', kind: 'malformed-json', times: 1 });
    const unreadable = refusal(await send('(303) 555-0108'));
    expect(unreadable.code).toBe('protocol');
    expect(unreadable.message).toMatch(/may have been sent/);
    expect(refusal(await send('(303) 555-0108')).code).toBe('conflict');
    expect(posts()).toBe(1);
  });

  it('a refusal the service answered sent nothing, so the next press is not held back', async () => {
    sandbox.faults.add({ route: '/v4/sms', method: 'POST', kind: 'status', status: 400, times: 1 });
    const refused = refusal(await send('(303) 555-0106'));
    expect(refused.code).toBe('parameter_error');
    expect((await send('(303) 555-0106')).ok).toBe(true);
    expect(posts()).toBe(2);
  });

  it("explains the account's daily limit in desk words, and nothing more is sent", async () => {
    deskNow += 61_000;
    let log = await smsLog(sandbox);
    for (let index = log.sentToday; index < log.dailyCap; index += 1) {
      expect((await send(`(303) 555-01${String(50 + index)}`)).ok).toBe(true);
    }
    log = await smsLog(sandbox);
    expect(log.sentToday).toBe(log.dailyCap);
    const capped = refusal(await send('(720) 555-0190'));
    expect(worded(capped)).toEqual({
      code: 'data_error',
      message: "Today's text-message limit for the account is reached; it resets tomorrow.",
      hint: 'Ask support to raise it. Until then, give the customer a prefilled link or its QR code.',
    });
    const after = await smsLog(sandbox);
    expect(after.messages.length).toBe(log.messages.length);
    expect(after.refusedToday).toBe(log.refusedToday + 1);
  });

  it('refuses a number the service cannot text before asking it anything', async () => {
    const refused = refusal(await send('+44 20 7946 0958'));
    expect(refused.code).toBe('invalid_request');
    // The main process sends the message's id; the page words it beside the field.
    expect(refused.fields?.phone).toBe('field.phone.onlyUsCanada');
    expect(posts()).toBe(0);
  });
});

describe('a send that never reached the service', () => {
  it('says the text was not sent and does not hold the next press back', async () => {
    const closed = await startSandbox({ seed: 5, waivers: 50, timeZone: ZONE, apiKeys: [KEY] });
    const baseUrl = closed.baseUrl;
    await closed.close();
    const runtime = await startRuntime({
      host: 'browser',
      plan: { ...configuredPlan(closed, KEY, ZONE), baseUrl, statusUrl: '' },
    });
    try {
      const dispatcher = createDispatcher(runtime.handlers);
      for (const attempt of [1, 2]) {
        const result = await dispatcher.call(
          'sendWaiverSms',
          { templateId: 'abc', phone: '303 555 0107' },
          { caller: `press-${attempt}` },
        );
        expect(result).toMatchObject({ ok: false, error: { code: 'network' } });
        expect(!result.ok && worded(result.error).message).toBe(
          'The text was not sent: the waiver service cannot be reached from this desk.',
        );
      }
    } finally {
      await runtime.close();
    }
  });
});
