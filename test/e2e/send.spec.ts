/**
 * Getting a customer signing through the browser host on a sandbox: a text sent
 * once however hard the button is pressed, the account's daily limit, a prefilled
 * link whose page shows the people it fills in, and an auto-tag link whose QR code
 * decodes to it and whose signed waiver the desk then finds by the tag. What the
 * service did is read from the sandbox itself (its SMS log, its pages).
 */
import type { Locator, Page } from '@playwright/test';
import type { CustomFieldDefinition, WaiverTemplate } from '../../shared/domain/waiver.ts';
import { isPrefillable } from '../../shared/ipc/signing.ts';
import { decodeQrPng } from '../signing/qr-decode.ts';
import type { DeskProcesses } from '../support/desk-processes.ts';
import { startDeskProcesses } from '../support/desk-processes.ts';
import { connectDesk } from '../support/desk-socket-client.ts';
import { middayZone } from '../support/midday-zone.ts';
import { deskCallsOf } from './desk-calls.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-send';

interface SmsLog {
  dailyCap: number;
  sentToday: number;
  refusedToday: number;
  messages: { id: string; number: number; template: { uuid: string; title: string } }[];
}

async function smsLog(sandboxUrl: string): Promise<SmsLog> {
  const response = await fetch(`${sandboxUrl}/__control/sms`);
  return (await response.json()) as SmsLog;
}

async function sandboxTemplates(sandboxUrl: string): Promise<WaiverTemplate[]> {
  const response = await fetch(`${sandboxUrl}/v4/templates?customFields=true`, {
    headers: { authorization: `Bearer ${API_KEY}`, accept: 'application/json' },
  });
  return ((await response.json()) as { templates: WaiverTemplate[] }).templates;
}

/** Counts the page's calls of one contract method, as the browser sent them. */
function countCalls(page: Page, method: string): () => number {
  const calls = deskCallsOf(page);
  return () => calls.count(method);
}

async function openSendScreen(page: Page, deskUrl: string): Promise<void> {
  await page.goto(`${deskUrl}#/today`);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Send a waiver' })
    .click();
  await expect(page).toHaveURL(/#\/send$/);
  await expect(page.getByRole('heading', { name: 'Send a waiver' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Waiver to sign' })).toBeVisible();
}

async function textNumber(page: Page, typed: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Customer’s mobile number' }).fill(typed);
  await page.getByRole('button', { name: 'Send text…' }).click();
}

test.describe('Send a waiver through the browser host', () => {
  let processes: DeskProcesses;
  let sandboxUrl: string;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '11', '--api-key', API_KEY],
      deskApiKey: API_KEY,
      // This desk reads the webhook queue, so a waiver signed through a link arrives within seconds.
      settings: { consumeWebhookQueue: true },
    });
    sandboxUrl = processes.sandbox?.url ?? '';
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('a double click and a mashed Enter key send exactly one text', async ({ page }) => {
    const sendCalls = countCalls(page, 'sendWaiverSms');
    const before = (await smsLog(sandboxUrl)).messages.length;
    await openSendScreen(page, processes.desk.url);
    const chosen = await page
      .getByRole('combobox', { name: 'Waiver to sign' })
      .locator('option:checked')
      .innerText();

    await textNumber(page, '+1 (720) 555-0188');
    await expect(page.getByText(/Send a waiver link for/)).toHaveText(
      `Send a waiver link for ${chosen} to (720) 555-0188?`,
    );
    await page.getByRole('button', { name: 'Send text', exact: true }).dblclick();
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('Enter');

    const result = page.getByTestId('sms-result');
    await expect(result).toContainText('Text sent');
    await expect(result.getByTestId('sms-status')).toHaveText('Sent');
    // The number as the desk writes it, once: never again as the service wrote it.
    await expect(result).toContainText('(720) 555-0188');
    await expect(result).not.toContainText('+1 (720) 555-0188');
    await expect(result).toContainText(chosen);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
    await page.screenshot({ path: 'test-results/send-sms.png', fullPage: true });

    const log = await smsLog(sandboxUrl);
    const mine = log.messages.slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ number: 17205550188 });
    // The service's message id is support's business, not the counter's.
    await expect(result).not.toContainText(String(mine[0]?.id));
    expect(sendCalls()).toBe(1);
  });

  test('a prefilled link for two participants opens the sandbox page with their names and answers', async ({
    page,
    context,
  }) => {
    // Questions the form asks in a text box (not a date, a file or a text to read).
    const typed = (field: Pick<CustomFieldDefinition, 'fieldType' | 'type'>) =>
      isPrefillable(field) && field.type !== 'date';
    const templates = await sandboxTemplates(sandboxUrl);
    const template = templates.find(
      (each) =>
        each.publishedOn !== '' &&
        (each.customFields ?? []).some(typed) &&
        (each.customParticipantFields ?? []).some(typed),
    );
    if (!template) throw new Error('the sandbox has no published template with questions to prefill');
    const waiverQuestion = (template.customFields ?? []).find(typed);
    const personQuestion = (template.customParticipantFields ?? []).find(typed);

    await openSendScreen(page, processes.desk.url);
    await page.getByRole('combobox', { name: 'Waiver to sign' }).selectOption({ label: template.title });
    await page.getByRole('tab', { name: 'Prefilled link' }).click();
    await page.getByRole('button', { name: 'Add a participant' }).click();
    const people = [
      { first: 'Ada', last: 'Lovelace', answer: 'No' },
      { first: 'Ben', last: 'Lovelace', answer: '' },
    ];
    for (const [index, person] of people.entries()) {
      const group = page.getByRole('group', { name: `Participant ${index + 1}` });
      await group.getByRole('textbox', { name: 'First name' }).fill(person.first);
      await group.getByRole('textbox', { name: 'Last name' }).fill(person.last);
      if (person.answer) {
        await group.getByRole('textbox', { name: personQuestion?.label ?? '' }).fill(person.answer);
      }
    }
    await page.getByRole('textbox', { name: waiverQuestion?.label ?? '' }).fill('Saw the billboard');
    await page.getByRole('combobox', { name: 'Valid for' }).selectOption({ label: '1 day' });
    await page.getByRole('textbox', { name: 'Your reference (external id)' }).fill('member_2042');
    await page.getByRole('button', { name: 'Make the prefilled link' }).click();

    const result = page.getByTestId('prefill-link');
    await expect(result).toBeVisible();
    const url = await result.getByTestId('prefill-link-url').inputValue();
    expect(url).toMatch(new RegExp(`^${sandboxUrl}/sign/prefill/[A-Za-z0-9]+$`));
    await expect(result.getByTestId('prefill-expiry')).not.toBeEmpty();
    await expect(result.getByRole('img', { name: 'QR code of the prefilled link' })).toBeVisible();
    // Read as a camera would; a frame taken while the page still moves is simply read again.
    await expect.poll(() => decodeQr(result.getByTestId('prefill-link-qr'))).toBe(url);
    await page.screenshot({ path: 'test-results/send-prefill.png', fullPage: true });

    const signing = await context.newPage();
    await signing.goto(url);
    await expect(signing.getByRole('heading', { name: 'Prefilled waiver' })).toBeVisible();
    await expect(signing.locator('body')).toContainText(template.title);
    await expect(signing.locator('li.participant')).toHaveCount(2);
    await expect(signing.locator('li.participant').nth(0)).toContainText('Ada Lovelace');
    await expect(signing.locator('li.participant').nth(0)).toContainText(`${personQuestion?.label}: No`);
    await expect(signing.locator('li.participant').nth(1)).toContainText('Ben Lovelace');
    await expect(signing.locator('body')).toContainText(`${waiverQuestion?.label}: Saw the billboard`);
    await signing.screenshot({ path: 'test-results/send-prefill-page.png', fullPage: true });
  });

  test('an auto-tag link, its QR code, and the signed waiver found by the tag once it arrives', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const tag = `C${Date.now().toString(36).toUpperCase()}`;
    await openSendScreen(page, processes.desk.url);
    const picker = page.getByRole('combobox', { name: 'Waiver to sign' });
    const templateId = await picker.inputValue();
    await page.getByRole('tab', { name: 'Auto-tag link' }).click();

    const box = page.getByRole('textbox', { name: 'Customer number' });
    await box.fill('9'.repeat(65));
    await box.press('Enter');
    await expect(box).toHaveAccessibleErrorMessage(
      /An auto-tag holds at most 64 characters; this one has 65\./,
    );
    await expect(page.getByTestId('auto-tag-link')).toHaveCount(0);

    await box.fill(tag);
    await page.getByRole('button', { name: 'Make the link' }).click();
    const result = page.getByTestId('auto-tag-link');
    const expected = `https://waiver.smartwaiver.com/auto/?auto_waiverid=${templateId}&auto_tag=${tag}`;
    await expect(result.getByTestId('auto-tag-link-url')).toHaveValue(expected);
    const qr = result.getByTestId('auto-tag-link-qr');
    await expect(qr).toBeVisible();
    await expect.poll(() => decodeQr(qr)).toBe(expected);
    await page.screenshot({ path: 'test-results/send-auto-tag.png', fullPage: true });

    // The customer signs through the link: the sandbox tags the waiver, the desk's sync brings it in.
    const signed = await fetch(`${sandboxUrl}/__control/signings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ templateId, autoTag: tag }),
    });
    expect(signed.status).toBe(201);
    const { waiverId } = (await signed.json()) as { waiverId: string };
    // Asked of the desk as its page asks: on a page socket of the test's own, with the page's token.
    const token = (await page.locator('meta[name="waiver-desk-token"]').getAttribute('content')) ?? '';
    const desk = await connectDesk(processes.desk.url, { token });
    try {
      const lookup = async () => {
        const answer = await desk.call<{ matches: { waiverId: string; match: string }[] }>('lookupWaivers', {
          text: tag,
        });
        return answer.ok ? answer.value.matches.map((match) => `${match.waiverId}:${match.match}`) : [];
      };
      await expect.poll(lookup, { timeout: 120_000, intervals: [2_000] }).toEqual([`${waiverId}:autoTag`]);
    } finally {
      desk.close();
    }
  });
});

test.describe('Send a waiver when the account’s daily text limit is reached', () => {
  let processes: DeskProcesses;
  let sandboxUrl: string;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '12', '--api-key', API_KEY, '--sms-daily-cap', '1'],
      deskApiKey: API_KEY,
    });
    sandboxUrl = processes.sandbox?.url ?? '';
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('the second text of the day is explained in desk words and nothing more is sent', async ({ page }) => {
    await openSendScreen(page, processes.desk.url);
    await textNumber(page, '(303) 555-0161');
    await page.getByRole('button', { name: 'Send text', exact: true }).click();
    await expect(page.getByTestId('sms-result')).toContainText('Text sent');

    await page.getByRole('button', { name: 'Text another number' }).click();
    await textNumber(page, '(303) 555-0162');
    await page.getByRole('button', { name: 'Send text', exact: true }).click();
    const refusal = page.getByTestId('sms-refusal');
    await expect(refusal).toContainText(
      "Today's text-message limit for the account is reached; it resets tomorrow.",
    );
    await expect(refusal).toContainText('Ask support to raise it.');
    await expect(refusal).not.toContainText('402');
    await expect(refusal.getByRole('button', { name: 'Send again…' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/send-daily-limit.png', fullPage: true });

    const log = await smsLog(sandboxUrl);
    expect(log.messages.map((message) => message.number)).toEqual([13035550161]);
    expect(log.refusedToday).toBe(1);
  });
});

/** Reads a QR code off the screen as a phone would: a screenshot of it, decoded. */
async function decodeQr(locator: Locator): Promise<string | null> {
  return decodeQrPng(await locator.screenshot());
}
