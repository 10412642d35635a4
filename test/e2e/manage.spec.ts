/**
 * The Manage area through the browser host on a sandbox, one test per tool. What
 * the desk did is checked against the sandbox itself (its API, its link pages,
 * its control endpoint) and against the desk's settings file, not only the screen.
 */
import type { Page } from '@playwright/test';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { qrMatrixOf } from '../../renderer/src/qr/qr-matrix.ts';
import { qrPathOf } from '../../renderer/src/qr/qr-path.ts';
import type { WaiverTemplate, WebhookConfig } from '../../shared/domain/waiver.ts';
import { deskForSuite } from './desk-suite.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-manage';
const ZONE = 'America/Denver';

async function sandboxGet<T>(baseUrl: string, path: string, member: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${API_KEY}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Record<string, T>)[member] as T;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/manage-${name}.png`, fullPage: true });

test.describe('Manage through the browser host', () => {
  const desk = deskForSuite({
    timeZone: ZONE,
    sandboxArgs: ['--seed', '7', '--api-key', API_KEY],
    deskApiKey: API_KEY,
  });

  test('templates: each with its links and webhook; one with its questions', async ({ page }) => {
    const published = await sandboxGet<WaiverTemplate[]>(
      desk.sandboxUrl,
      '/v4/templates?published=true',
      'templates',
    );
    const all = await sandboxGet<WaiverTemplate[]>(desk.sandboxUrl, '/v4/templates', 'templates');
    expect(published.length).toBeGreaterThan(0);
    await page.goto(desk.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Manage' }).click();
    await expect(page).toHaveURL(/#\/manage\/templates$/);
    const cards = page.getByTestId('template-card');
    await expect(cards).toHaveCount(published.length);
    const first = published[0] as WaiverTemplate;
    const card = cards.filter({ hasText: first.title });
    await expect(card.getByTestId('template-web-link').getByRole('link')).toHaveAttribute(
      'href',
      first.webUrl,
    );
    await shot(page, 'templates');
    await expect(card.getByRole('link', { name: `Prefill ${first.title} for a customer` })).toHaveAttribute(
      'href',
      `#/send?template=${first.templateId}&tab=prefill`,
    );

    await page.getByLabel('Published only').uncheck();
    await expect(cards).toHaveCount(all.length);

    const withFields = await sandboxGet<WaiverTemplate[]>(
      desk.sandboxUrl,
      '/v4/templates?customFields=true',
      'templates',
    );
    const asking = withFields.find((template) => (template.customFields?.length ?? 0) > 0) ?? withFields[0];
    if (!asking) throw new Error('the sandbox has no template');
    await cards
      .filter({ hasText: asking.title })
      .getByRole('link', { name: 'Questions and details' })
      .click();
    const detail = page.getByTestId('template-detail');
    await expect(detail.getByRole('heading', { name: asking.title })).toBeVisible();
    const questions = detail.getByRole('region', { name: 'Questions about the waiver' });
    for (const field of asking.customFields ?? []) {
      await expect(questions.getByRole('cell', { name: field.label, exact: true })).toBeVisible();
    }
    await shot(page, 'template-detail');
  });

  test('a group with participants: checked before sending, and its invite link opens the group page', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: desk.url });
    await page.goto(`${desk.url}/#/manage/groups`);
    await expect(page.getByText(`Date and time in ${ZONE}`)).toBeVisible();
    await page.getByRole('button', { name: 'Make the reservation' }).click();
    await expect(page.getByText('Enter the date and the time the event starts.')).toBeVisible();
    await expect(page.getByText("Enter the leader's first name.")).toBeVisible();
    await expect(page.getByLabel('Event starts')).toBeFocused();

    await page.getByLabel('Event starts').fill('2031-07-04T14:30');
    // Named for the event's own day: Denver is on summer time in July.
    await expect(page.getByText('Date and time in America/Denver (MDT)')).toBeVisible();
    await page.getByLabel('Reservation name').fill('Garcia party');
    await page.getByLabel('Event name (optional)').fill('Summer jump');
    await page.getByLabel('Leader’s first name').fill('Ana');
    await page.getByLabel('Leader’s last name').fill('Garcia');
    await page.getByLabel('Leader’s email').fill('ana@example.com');
    const templateSelect = page.getByLabel('Waiver the group signs');
    await expect(templateSelect.locator('option')).not.toHaveCount(1);
    await templateSelect.selectOption({ index: 1 });
    await page.getByLabel('We send it ourselves').check();
    await page.getByRole('button', { name: 'Add a person' }).click();
    await page.getByRole('button', { name: 'Add a person' }).click();
    await page.getByLabel('First name (person 1)').fill('Luis');
    await page.getByLabel('Last name (person 1)').fill('Garcia');
    await page.getByRole('button', { name: 'Remove person 2' }).click();
    await expect(page.getByTestId('participant-row')).toHaveCount(1);
    await expect(page.getByTestId('participants-final')).toContainText(
      'cannot be changed or removed afterwards',
    );
    await shot(page, 'group-form');
    await page.getByRole('button', { name: 'Make the reservation' }).click();

    const result = page.getByTestId('group-result');
    await expect(result).toContainText('Reservation made: Summer jump');
    // 14:30 in Denver in July is MDT: the service got the time with its zone.
    await expect(result).toContainText('MDT');
    await expect(result).toContainText('Send the leader their invitation yourself');
    const inviteLink = page.getByTestId('group-invite').getByRole('link');
    const invite = (await inviteLink.getAttribute('href')) ?? '';
    expect(invite.startsWith(`${desk.sandboxUrl.replace(/\/$/, '')}/sign/group/`)).toBe(true);
    await page.getByRole('button', { name: 'Copy leader’s invitation link' }).click();
    await expect(page.getByRole('button', { name: 'Copy leader’s invitation link' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invite);
    await page.getByRole('button', { name: 'Show the QR code of the leader’s invitation link' }).click();
    const qr = page.getByRole('img', { name: 'QR code of the leader’s invitation link' });
    // The picture is the invite link's own QR symbol, module for module.
    await expect(qr.locator('path')).toHaveAttribute('d', qrPathOf(qrMatrixOf(invite)));
    await shot(page, 'group');

    const [groupPage] = await Promise.all([context.waitForEvent('page'), inviteLink.click()]);
    await groupPage.waitForLoadState();
    expect(groupPage.url()).toBe(invite);
    await expect(groupPage.getByRole('heading', { name: 'Group waiver invitation' })).toBeVisible();
    await groupPage.close();
  });

  test('a published key whose label is taken: explained beside the label, which is kept', async ({
    page,
  }) => {
    await page.goto(`${desk.url}/#/manage/keys`);
    await expect(page.getByTestId('keys-public')).toContainText('not the API key');
    await expect(page.getByText('This account has no published keys yet.')).toBeVisible();
    const label = page.getByLabel('Label');
    await label.fill('Website');
    await page.getByRole('button', { name: 'Create the key' }).click();
    await expect(page.getByTestId('key-created')).toContainText('Key “Website” created');
    const rows = page.getByRole('table', { name: 'Published keys' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(label).toHaveValue('');

    await label.fill('website');
    await page.getByRole('button', { name: 'Create the key' }).click();
    await expect(page.getByText('already has this label')).toBeVisible();
    await expect(label).toHaveAttribute('aria-invalid', 'true');
    await expect(label).toHaveValue('website');
    await expect(rows).toHaveCount(1);
    const keys = await sandboxGet<{ keys: { label: string }[] }>(
      desk.sandboxUrl,
      '/v4/keys/published',
      'published_keys',
    );
    expect(keys.keys.map((key) => key.label)).toEqual(['Website']);
    await shot(page, 'keys');
  });

  test('a dynamic template signed through the sandbox, processed into a waiver that opens', async ({
    page,
  }) => {
    await page.goto(`${desk.url}/#/manage/dynamic`);
    const template = page.getByLabel('Template settings (JSON)');
    await template.fill('{\n  "meta": { "title": "Kayak rental" },\n}');
    await page.getByLabel('Data to fill in (JSON)').fill('{}');
    await page.getByRole('button', { name: 'Create the link' }).click();
    await expect(page.getByText(/This is not valid JSON at line 3, column 1/)).toBeVisible();
    await expect(page.getByText(/remove the comma/)).toBeVisible();
    await template.fill('{\n  "meta": { "title": "Kayak rental" }\n}');
    await page.getByLabel('Link works for (minutes)').fill('45');
    await page.getByRole('button', { name: 'Create the link' }).click();
    await expect(page.getByTestId('dynamic-result')).toBeVisible();
    await expect(page.getByTestId('dynamic-expiry')).toContainText('45 minutes');
    await expect(page.getByTestId('dynamic-expiry')).toContainText(/M[DS]T/);
    const uuid = (await page.getByTestId('dynamic-uuid').textContent()) ?? '';
    expect(uuid).not.toBe('');

    const signed = await fetch(`${desk.sandboxUrl.replace(/\/$/, '')}/__control/dynamic/${uuid}/sign`, {
      method: 'POST',
    });
    const { transactionId } = (await signed.json()) as { transactionId: string };
    await page
      .getByLabel('Transaction id, or the link the signer landed on')
      .fill(`https://www.example.com/thanks?source=kayak&transactionId=${transactionId}`);
    await expect(page.getByTestId('transaction-read')).toContainText(transactionId);
    await page.getByRole('button', { name: 'Find the waiver' }).click();
    const waiverId = (await page.getByTestId('dynamic-waiver-id').textContent()) ?? '';
    expect(waiverId).toMatch(/^[A-Za-z0-9_-]+$/);
    await shot(page, 'dynamic');

    await page.getByRole('link', { name: 'Open the waiver' }).click();
    await expect(page).toHaveURL(new RegExp(`#/waivers/${waiverId}$`));
    await expect(page.getByTestId('waiver-screen')).toBeVisible();
    await expect(page.getByTestId('waiver-not-found')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Manage the account');
  });

  test('webhooks: set, read back from the service, removed after a confirmation; this desk reads the queue', async ({
    page,
  }) => {
    const configured = () =>
      sandboxGet<WebhookConfig | null>(desk.sandboxUrl, '/v4/webhooks/configure', 'webhooks');
    await page.goto(`${desk.url}/#/manage/webhooks`);
    await expect(page.getByTestId('webhook-none')).toBeVisible();
    await expect(page.getByTestId('queue-account')).toBeVisible();
    const address = page.getByLabel('Address to notify');
    await address.fill('http://hooks.example.com/waivers');
    await page.getByRole('button', { name: 'Save the webhook' }).click();
    await expect(page.getByText('The address must start with https://.')).toBeVisible();
    await expect(page.getByText('Choose when the notification is sent.')).toBeVisible();
    await address.fill('https://hooks.example.com/waivers');
    await page.getByLabel('Both: when signed, and again after the email is confirmed').check();
    await page.getByRole('button', { name: 'Save the webhook' }).click();
    await expect(page.getByTestId('webhook-current')).toContainText('https://hooks.example.com/waivers');
    expect(await configured()).toMatchObject({
      endpoint: 'https://hooks.example.com/waivers',
      emailValidationRequired: 'both',
    });

    const consumer = page.getByLabel('This desk reads the account’s queue');
    await expect(consumer).not.toBeChecked();
    await consumer.check();
    await expect(page.getByText('This desk now reads the queue.')).toBeVisible();
    await expect(consumer).toBeChecked();
    expect(openSettingsFile(desk.dataDir).get('consumeWebhookQueue')).toBe(true);
    await shot(page, 'webhooks');

    await page.getByRole('button', { name: 'Remove the webhook…' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Stop notifying');
    await page.getByRole('button', { name: 'Remove it' }).click();
    await expect(page.getByTestId('webhook-none')).toBeVisible();
    // The service answers an empty configuration (`{}`, or null in its strict shape).
    expect((await configured()) ?? {}).toEqual({});

    await consumer.uncheck();
    await expect(page.getByText('This desk no longer reads the queue.')).toBeVisible();
    expect(openSettingsFile(desk.dataDir).get('consumeWebhookQueue')).toBe(false);
  });

  test('account: the console settings, the service version, a timed ping and the budget in use', async ({
    page,
  }) => {
    await page.goto(`${desk.url}/#/manage/account`);
    await expect(page.getByTestId('console-settings')).toContainText('Never');
    await expect(page.getByTestId('service-version')).toHaveText('5.0.0');
    await expect(page.getByTestId('ping-ms')).toHaveText(/^\d+ ms$/);
    const budget = page.getByTestId('budget-account');
    await expect(budget).toContainText(/\d+ of 100 requests used this minute/);
    const usedNow = async () => Number(/(\d+) of 100/.exec((await budget.textContent()) ?? '')?.[1]);
    // The console settings were one request of this minute's budget at least.
    expect(await usedNow()).toBeGreaterThan(0);
    await expect(page.getByTestId('budget-search')).toContainText(/\d+ of 5 searches used this minute/);
    await page.getByRole('button', { name: 'Ping again' }).click();
    await expect(page.getByTestId('ping-ms')).toHaveText(/^\d+ ms$/);
    await shot(page, 'account');
  });
});
