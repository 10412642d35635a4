/** The Send screen against a stand-in desk: one press one call, refusals in words, drafts that stay. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSendDrafts } from '../../../renderer/src/screens/send/drafts-session.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { SentText, SigningTemplates } from '../../../shared/ipc/signing.ts';
import { deferred, type FakeBridge, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { connectivity, readyInfo } from '../support/fixtures.ts';
import { renderApp } from '../support/render.tsx';

const TEMPLATES: SigningTemplates = {
  source: 'service',
  templates: [
    {
      templateId: 'T-JUMP',
      title: 'Jump Zone Release',
      published: true,
      publishedOn: '2031-01-01T00:00:00+00:00',
      waiverFields: [
        { guid: 'w-how', label: 'How did you hear of us?', fieldType: 'textbox', type: 'string' },
      ],
      participantFields: [
        { guid: 'p-size', label: 'Shoe size', fieldType: 'numerictextbox', type: 'number' },
      ],
    },
    {
      templateId: 'T-PARTY',
      title: 'Birthday Party Waiver',
      published: false,
      publishedOn: '',
      waiverFields: [],
      participantFields: [],
    },
  ],
};

const SENT: SentText = {
  messageId: 'f00dfeed',
  phone: '+1 (303) 555-0123',
  display: '(303) 555-0123',
  templateId: 'T-JUMP',
  templateTitle: 'Jump Zone Release',
  status: 1,
  sent: true,
  sentAt: '2031-05-06T10:15:00+01:00',
};

function openSendScreen(extra: Parameters<typeof installFakeBridge>[0] = {}): FakeBridge {
  const bridge = installFakeBridge({
    getAppInfo: () => ok(readyInfo()),
    listSigningTemplates: () => ok(TEMPLATES),
    ...extra,
  });
  bridge.emit({ name: 'accountChanged', payload: readyInfo() });
  renderApp('#/send');
  return bridge;
}

const phoneBox = () => screen.getByRole('textbox', { name: 'Customer’s mobile number' });

describe('the Send screen: text message', () => {
  beforeEach(() => resetSendDrafts());

  it('asks before sending, and a double click sends exactly one text', async () => {
    const answer = deferred<IpcResult<SentText>>();
    const bridge = openSendScreen({ sendWaiverSms: () => answer.promise });
    expect(await screen.findByRole('heading', { name: 'Send a waiver' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Waiver to sign' })).toHaveValue('T-JUMP');

    await userEvent.type(phoneBox(), '303.555.0123{Enter}');
    expect(bridge.callsOf('sendWaiverSms')).toHaveLength(0);
    expect(screen.getByText(/Send a waiver link for/)).toHaveTextContent(
      'Send a waiver link for Jump Zone Release to (303) 555-0123?',
    );
    const send = screen.getByRole('button', { name: 'Send text' });
    expect(send).toHaveFocus();
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.keyDown(send, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(bridge.callsOf('sendWaiverSms')).toHaveLength(1);
    expect(bridge.callsOf('sendWaiverSms')[0]?.request).toEqual({
      templateId: 'T-JUMP',
      phone: '303.555.0123',
      sendAgain: false,
    });

    await act(async () => answer.resolve(ok(SENT)));
    const result = await screen.findByTestId('sms-result');
    expect(result).toHaveTextContent('Text sent');
    // No developer's words at the counter: no status code, no message id.
    expect(within(result).getByTestId('sms-status')).toHaveTextContent(/^Sent$/);
    expect(result).not.toHaveTextContent('f00dfeed');
    expect(result).not.toHaveTextContent(/status 1/);
    expect(result).toHaveTextContent('(303) 555-0123');
    // The number once, as the desk writes it: never again as the service wrote it.
    expect(result).not.toHaveTextContent('as the service wrote it');
    expect(result).toHaveFocus();
    expect(bridge.callsOf('sendWaiverSms')).toHaveLength(1);
  });

  it('says how a number reads before anything is sent, and gives an example the rule takes', async () => {
    openSendScreen();
    const box = await screen.findByRole('textbox', { name: 'Customer’s mobile number' });
    expect(box).toHaveAccessibleDescription('US and Canada numbers only, for example (303) 555-4321.');
    await userEvent.type(box, '(303) 555-4321');
    expect(box).toHaveAccessibleDescription('Reads as (303) 555-4321.');
  });

  it('shows the number rule beside the field and sends nothing', async () => {
    const bridge = openSendScreen();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Customer’s mobile number' }),
      '+44 20 7946 0958',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send text…' }));
    expect(phoneBox()).toHaveAccessibleErrorMessage(/Only US and Canada numbers/);
    expect(screen.queryByRole('button', { name: 'Send text' })).toBeNull();
    expect(bridge.callsOf('sendWaiverSms')).toHaveLength(0);
  });

  it('explains the daily limit, and offers a deliberate "send again" after a lost answer', async () => {
    const bridge = openSendScreen({
      sendWaiverSms: () => fail('data_error', { reason: { kind: 'sms_daily_limit' } }),
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Customer’s mobile number' }),
      '3035550123{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send text' }));
    const refusal = await screen.findByTestId('sms-refusal');
    expect(refusal).toHaveTextContent(
      "Today's text-message limit for the account is reached; it resets tomorrow.",
    );
    // The refusal speaks: nothing beside the field says the number was (or will be) texted.
    expect(phoneBox()).toHaveAccessibleDescription('');
    expect(document.body).not.toHaveTextContent(/Texted as|Reads as/);
    expect(within(refusal).queryByRole('button', { name: 'Send again…' })).toBeNull();

    bridge.answer('sendWaiverSms', (request) =>
      request.sendAgain
        ? ok(SENT)
        : fail('timeout', { reason: { kind: 'sms_maybe_sent', display: '(303) 555-0123' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send text…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send text' }));
    expect(await screen.findByTestId('sms-refusal')).toHaveTextContent('may have been sent');
    await userEvent.click(screen.getByRole('button', { name: 'Send again…' }));
    expect(screen.getByText(/Send another waiver link/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByTestId('sms-result')).toHaveTextContent('Text sent');
    expect(
      bridge.callsOf('sendWaiverSms').map((call) => (call.request as { sendAgain: boolean }).sendAgain),
    ).toEqual([false, false, true]);
  });

  it('says why sending is unavailable while the service cannot be reached', async () => {
    const bridge = openSendScreen();
    await screen.findByRole('textbox', { name: 'Customer’s mobile number' });
    act(() => bridge.emit({ name: 'connectivity', payload: connectivity('offline') }));
    expect(screen.getByRole('button', { name: 'Send text…' })).toBeDisabled();
    expect(screen.getByText(/Sending needs the waiver service/)).toBeVisible();
    act(() => bridge.emit({ name: 'connectivity', payload: connectivity('online') }));
    expect(screen.getByRole('button', { name: 'Send text…' })).toBeEnabled();
  });

  it('keeps the drafts while the person visits another screen, and drops them for another account', async () => {
    const bridge = openSendScreen({ listTodayCheckins: () => fail('internal') });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Customer’s mobile number' }),
      '720 555 0100',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Auto-tag link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer number' }), 'C-1042');

    act(() => {
      window.location.hash = '#/today';
    });
    expect(await screen.findByRole('heading', { name: "Today's check-ins" })).toBeVisible();
    act(() => {
      window.location.hash = '#/send';
    });
    expect(await screen.findByRole('textbox', { name: 'Customer number' })).toHaveValue('C-1042');
    await userEvent.click(screen.getByRole('tab', { name: 'Text message' }));
    expect(phoneBox()).toHaveValue('720 555 0100');

    act(() => bridge.emit({ name: 'accountChanged', payload: readyInfo({ sessionId: 2 }) }));
    expect(await screen.findByRole('textbox', { name: 'Customer’s mobile number' })).toHaveValue('');
  });
});

describe('the Send screen opened from another screen', () => {
  beforeEach(() => resetSendDrafts());

  it('takes the waiver and the tab from the address, then leaves the choice to the person', async () => {
    installFakeBridge({
      getAppInfo: () => ok(readyInfo()),
      listSigningTemplates: () => ok(TEMPLATES),
    }).emit({ name: 'accountChanged', payload: readyInfo() });
    renderApp('#/send?template=T-PARTY&tab=prefill');
    expect(await screen.findByRole('tab', { name: 'Prefilled link' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Waiver to sign' })).toHaveValue('T-PARTY');
    expect(screen.getByRole('combobox', { name: 'Waiver to sign' })).toHaveAccessibleDescription(
      'This waiver is not published: the customer would sign a draft.',
    );
    expect(window.location.hash).toBe('#/send');
    await userEvent.click(screen.getByRole('tab', { name: 'Text message' }));
    expect(screen.getByRole('tab', { name: 'Text message' })).toHaveAttribute('aria-selected', 'true');
  });

  const openAt = async (hash: string, tab: string) => {
    installFakeBridge({
      getAppInfo: () => ok(readyInfo()),
      listSigningTemplates: () => ok(TEMPLATES),
    }).emit({ name: 'accountChanged', payload: readyInfo() });
    renderApp(hash);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  };

  it('fills in the tag a scan found no waiver for, on the auto-tag link', async () => {
    await openAt('#/send?tab=autoTag&tag=ZZ-404', 'Auto-tag link');
    expect(screen.getByRole('textbox', { name: 'Customer number' })).toHaveValue('ZZ-404');
    expect(window.location.hash).toBe('#/send');
  });

  it('fills in the name typed into the lookup box, on the prefilled link', async () => {
    await openAt('#/send?tab=prefill&name=Ann%20Marie%20Lee', 'Prefilled link');
    const first = screen.getByRole('group', { name: 'Participant 1' });
    expect(within(first).getByRole('textbox', { name: 'First name' })).toHaveValue('Ann Marie');
    expect(within(first).getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee');
  });

  it('fills in the phone typed into the lookup box, on the text form', async () => {
    await openAt('#/send?tab=sms&phone=303.555.0123', 'Text message');
    expect(phoneBox()).toHaveValue('303.555.0123');
  });
});

describe('the Send screen: links', () => {
  beforeEach(() => resetSendDrafts());

  it('refuses locking with a date of birth beside both fields, before asking the desk', async () => {
    const bridge = openSendScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Prefilled link' }));
    const first = screen.getByRole('group', { name: 'Participant 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'First name' }), 'Ada');
    fireEvent.change(within(first).getByLabelText('Date of birth'), { target: { value: '2014-03-02' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lock the prefilled answers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the prefilled link' }));
    expect(screen.getByRole('checkbox', { name: 'Lock the prefilled answers' })).toHaveAccessibleDescription(
      /cannot be used with a date of birth/,
    );
    expect(within(first).getByLabelText('Date of birth')).toHaveAccessibleErrorMessage(/Clear this date/);
    expect(bridge.callsOf('createPrefillLink')).toHaveLength(0);
  });

  it('sends two participants with their answers, and shows the link with its expiry and QR code', async () => {
    const bridge = openSendScreen({
      createPrefillLink: () =>
        ok({
          url: 'https://waiver.example/sign/prefill/abc',
          uuid: 'abc',
          templateId: 'T-JUMP',
          expiration: 3_600,
          expiresAt: '2031-05-06T10:15:00.000Z',
        }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Prefilled link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a participant' }));
    const people = screen.getAllByRole('group', { name: /^Participant \d$/ });
    expect(people).toHaveLength(2);
    for (const [index, name] of ['Ada', 'Ben'].entries()) {
      const person = people[index] as HTMLElement;
      await userEvent.type(within(person).getByRole('textbox', { name: 'First name' }), name);
      await userEvent.type(within(person).getByRole('textbox', { name: 'Last name' }), 'Byron');
    }
    await userEvent.type(within(people[1] as HTMLElement).getByRole('textbox', { name: 'Shoe size' }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'How did you hear of us?' }), 'Radio');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Valid for' }), '1 day');
    await userEvent.click(screen.getByRole('button', { name: 'Make the prefilled link' }));

    expect(bridge.callsOf('createPrefillLink')).toHaveLength(1);
    expect(bridge.callsOf('createPrefillLink')[0]?.request).toMatchObject({
      templateId: 'T-JUMP',
      expiration: 86_400,
      participants: [
        { firstName: 'Ada', lastName: 'Byron', customFields: {} },
        { firstName: 'Ben', lastName: 'Byron', customFields: { 'p-size': '5' } },
      ],
      customWaiverFields: { 'w-how': 'Radio' },
    });
    const link = await screen.findByTestId('prefill-link');
    expect(within(link).getByTestId('prefill-link-url')).toHaveValue(
      'https://waiver.example/sign/prefill/abc',
    );
    // The desk's zone (Europe/London, summer time): 10:15 UTC is 11:15 at the desk.
    expect(within(link).getByTestId('prefill-expiry')).toHaveTextContent(/11:15/);
    expect(await within(link).findByRole('img', { name: 'QR code of the prefilled link' })).toBeVisible();
  });

  it('makes an auto-tag link and refuses a customer number over 64 characters', async () => {
    const bridge = openSendScreen({
      autoTagLink: (request) =>
        ok({
          url: `https://waiver.example/auto/?auto_waiverid=${request.templateId}&auto_tag=${request.tag}`,
          templateId: request.templateId,
          tag: request.tag,
          host: 'https://waiver.example',
          hostSource: 'settings',
        }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Auto-tag link' }));
    const box = screen.getByRole('textbox', { name: 'Customer number' });
    await userEvent.type(box, `${'7'.repeat(65)}{Enter}`);
    expect(box).toHaveAccessibleErrorMessage('An auto-tag holds at most 64 characters; this one has 65.');
    expect(bridge.callsOf('autoTagLink')).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'C-1042{Enter}');
    const link = await screen.findByTestId('auto-tag-link');
    expect(within(link).getByTestId('auto-tag-link-url')).toHaveValue(
      'https://waiver.example/auto/?auto_waiverid=T-JUMP&auto_tag=C-1042',
    );
    expect(await within(link).findByRole('img', { name: 'QR code of the auto-tag link' })).toBeVisible();
  });
});
