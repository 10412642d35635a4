/**
 * Connecting an account from the welcome screen: the form checks itself with
 * the contract's schema before sending, shows the service's refusal with what
 * was typed kept, asks before storing the key unprotected, and sends once per press.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import english from '../../../renderer/locales/en.json' with { type: 'json' };
import spanish from '../../../renderer/locales/es.json' with { type: 'json' };
import { putCatalogInUse } from '../../../renderer/src/i18n/messages.ts';
import type { ConnectRequest } from '../../../shared/ipc/account.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { deferred, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, today } from '../support/fixtures.ts';
import { renderApp } from '../support/render.tsx';
import {
  connectedInfo,
  connectedOverview,
  demoOverview,
  firstRunInfo,
  settingsView,
} from './account-fixtures.ts';

const KEY = 'sk-live-7c1d9e4b22f0k9Q2';
const REFUSAL = 'The waiver service refused the API key: Unauthorized';

function firstRunDesk() {
  const bridge = installFakeBridge({
    getAppInfo: () => ok(firstRunInfo()),
    getAccount: () => ok(demoOverview({ firstRun: true })),
    getSettings: () => ok(settingsView()),
    listTodayCheckins: () => ok(today([checkin(1, 'Connected')])),
    // What the status page calls itself ("Waiver Cloud Status"), as the desk suggests it.
    suggestAccountName: () => ok({ name: 'Waiver Cloud' }),
  });
  bridge.emit({ name: 'accountChanged', payload: firstRunInfo() });
  return bridge;
}

const nameField = () => screen.getByLabelText('Account name');
const keyField = () => screen.getByLabelText('API key');

/** The person names the account themselves (the status page's suggestion no longer applies). */
async function typeName(name: string) {
  await userEvent.clear(nameField());
  await userEvent.type(nameField(), name);
}
const addressField = () => screen.getByLabelText('Waiver service address');
const connectButton = () => screen.getByRole('button', { name: 'Connect' });
/** The form's own alert; the shell may hold alert regions of its own. */
const formAlert = () => within(screen.getByRole('form', { name: 'Connect' })).findByRole('alert');

async function openWelcome() {
  renderApp('#/today');
  expect(await screen.findByRole('heading', { name: 'Welcome to Waiver Desk' })).toBeVisible();
}

describe('the welcome screen', () => {
  it('is where a first run lands, with both ways to start and no screens to go to', async () => {
    firstRunDesk();
    await openWelcome();
    expect(window.location.hash).toBe('#/welcome');
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
    expect(screen.getByText('No account chosen yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore the demo account' })).toBeEnabled();
    expect(addressField()).toHaveValue('https://api.smartwaiver.com');
    expect(screen.getByLabelText('Service status page address')).toHaveValue(
      'https://status.smartwaiver.com',
    );
    expect(screen.getByRole('radio', { name: 'Authorization: Bearer (current)' })).toBeChecked();
    expect(keyField()).toHaveAttribute('type', 'password');
    // The account's name starts as the status page names the service, for the person to keep or change.
    await waitFor(() => expect(nameField()).toHaveValue('Waiver Cloud'));
  });

  it('opens the demo account and goes to Today', async () => {
    const bridge = firstRunDesk();
    bridge.answer('openDemoAccount', () =>
      ok(connectedInfo({ account: firstRunInfo().account, firstRun: false })),
    );
    await openWelcome();
    await userEvent.click(screen.getByRole('button', { name: 'Explore the demo account' }));
    expect(await screen.findByText('Connected Tester')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/today');
    expect(bridge.callsOf('openDemoAccount')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Screens' })).toBeInTheDocument();
  });
});

describe('the connect form', () => {
  it('shows each field’s message beside it before sending, and sends nothing', async () => {
    const bridge = firstRunDesk();
    bridge.answer('suggestAccountName', () => ok({ name: null }));
    await openWelcome();
    await userEvent.clear(addressField());
    await userEvent.type(addressField(), 'http://waivers.example.com');
    await userEvent.type(screen.getByLabelText('Service status page address'), '?x');
    await userEvent.click(connectButton());

    // A status page that names nothing leaves the name to the person, who must give one.
    expect(nameField()).toHaveAccessibleErrorMessage(
      'Give the account the name your staff know it by, such as the business’s name.',
    );
    expect(keyField()).toHaveAccessibleErrorMessage('Paste the API key.');
    expect(addressField()).toHaveAccessibleErrorMessage(
      'Use the https:// address: over plain http the API key would travel unencrypted.',
    );
    expect(screen.getByLabelText('Service status page address')).toHaveAccessibleErrorMessage(
      'Leave the ? and # parts out of the address.',
    );
    expect(bridge.callsOf('connectAccount')).toHaveLength(0);
    await waitFor(() => expect(nameField()).toHaveFocus());

    // The messages follow what is typed from then on.
    await typeName('Granite Peak Gym');
    expect(nameField()).not.toHaveAccessibleErrorMessage();
    await userEvent.type(keyField(), 'has a space');
    expect(keyField()).toHaveAccessibleErrorMessage(
      'An API key has no spaces or special characters; paste it again.',
    );
    await userEvent.clear(keyField());
    await userEvent.type(keyField(), 'k-sec');
    expect(keyField()).toHaveAccessibleErrorMessage(
      'That is shorter than any API key the service gives; paste the whole key.',
    );
    await userEvent.clear(keyField());
    await userEvent.type(keyField(), KEY);
    expect(keyField()).not.toHaveAccessibleErrorMessage();
    expect(keyField()).toHaveAttribute('aria-invalid', 'false');
    expect(bridge.callsOf('connectAccount')).toHaveLength(0);
  });

  it('shows the service’s refusal in the form, keeps what was typed, and changes nothing else', async () => {
    const bridge = firstRunDesk();
    bridge.answer('connectAccount', () => fail('auth_error', { serviceMessage: 'Unauthorized' }));
    await openWelcome();
    await typeName('Granite Peak Gym');
    await userEvent.type(keyField(), 'a-wrong-key');
    await userEvent.click(screen.getByRole('radio', { name: 'sw-api-key (legacy)' }));
    await userEvent.clear(addressField());
    await userEvent.type(addressField(), 'http://127.0.0.1:5200/');
    await userEvent.click(connectButton());

    const alert = await formAlert();
    expect(alert).toHaveTextContent(REFUSAL);
    // The hint speaks of this form, not of a Settings screen the person is not on.
    expect(alert).toHaveTextContent('Check that the whole key was pasted');
    expect(alert).not.toHaveTextContent('Open Settings');
    expect(bridge.callsOf('connectAccount').map((call) => call.request)).toEqual([
      {
        accountName: 'Granite Peak Gym',
        apiKey: 'a-wrong-key',
        authScheme: 'legacy',
        baseUrl: 'http://127.0.0.1:5200',
        statusUrl: 'https://status.smartwaiver.com',
        acceptUnprotectedStorage: false,
      },
    ]);
    expect(keyField()).toHaveValue('a-wrong-key');
    expect(nameField()).toHaveValue('Granite Peak Gym');
    expect(addressField()).toHaveValue('http://127.0.0.1:5200/');
    expect(screen.getByRole('radio', { name: 'sw-api-key (legacy)' })).toBeChecked();
    expect(window.location.hash).toBe('#/welcome');
    expect(screen.getByText('No account chosen yet')).toBeInTheDocument();
    expect(connectButton()).toBeEnabled();
    // The key is in its field only: not in any text and not in the page's HTML.
    expect(document.body.textContent).not.toContain('a-wrong-key');
    expect(document.documentElement.outerHTML).not.toContain('a-wrong-key');
    expect(bridge.calls.map((call) => call.method)).not.toContain('openDemoAccount');
  });

  it('shows a field the main process refused beside it', async () => {
    const bridge = firstRunDesk();
    bridge.answer('connectAccount', () =>
      fail('invalid_request', {
        reason: { kind: 'request_refused', method: 'connectAccount', path: 'baseUrl' },
        // The main process sends the message's id, as the schema carries it.
        fields: { baseUrl: 'field.address.notHttps' },
      }),
    );
    await openWelcome();
    await typeName('Granite Peak Gym');
    await userEvent.type(keyField(), KEY);
    await userEvent.click(connectButton());
    await waitFor(() => expect(addressField()).toHaveAccessibleErrorMessage('Enter an https:// address.'));
    expect(screen.queryByText(/The request to connectAccount/)).toBeNull();
  });

  it('words each refused field in Spanish when Spanish is in use, its own check’s and the main process’s', async () => {
    putCatalogInUse('es', 'es-US', spanish, english);
    try {
      const bridge = firstRunDesk();
      bridge.answer('suggestAccountName', () => ok({ name: null }));
      bridge.answer('connectAccount', () =>
        fail('invalid_request', {
          reason: { kind: 'request_refused', method: 'connectAccount', path: 'baseUrl' },
          fields: { baseUrl: 'field.address.notHttps' },
        }),
      );
      renderApp('#/today');
      expect(await screen.findByRole('heading', { name: spanish['welcome.title'] })).toBeVisible();
      const key = () => screen.getByLabelText(spanish['account.connect.apiKey.label']);
      const name = () => screen.getByLabelText(spanish['account.connect.accountName.label']);
      const connect = () => screen.getByRole('button', { name: spanish['account.connect.submit'] });
      await userEvent.click(connect());
      expect(key()).toHaveAccessibleErrorMessage('Pegue la clave de API.');
      expect(name()).toHaveAccessibleErrorMessage(
        'Dé a la cuenta el nombre con el que la conoce su personal, como el nombre del negocio.',
      );
      await userEvent.type(key(), 'k-sec');
      expect(key()).toHaveAccessibleErrorMessage(
        'Es más corta que cualquier clave de API que da el servicio; pegue la clave completa.',
      );
      await userEvent.clear(key());
      await userEvent.type(key(), KEY);
      await userEvent.type(name(), 'Granite Peak Gym');
      await userEvent.click(connect());
      await waitFor(() =>
        expect(screen.getByLabelText(spanish['account.connect.baseUrl.label'])).toHaveAccessibleErrorMessage(
          'Escriba una dirección https://.',
        ),
      );
    } finally {
      putCatalogInUse('en', 'en-US', english);
    }
  });

  it('shows a setting the main process could not use beside its field, in the page’s words', async () => {
    const bridge = firstRunDesk();
    bridge.answer('connectAccount', () =>
      fail('invalid_request', {
        reason: {
          kind: 'invalid_setting',
          problem: {
            setting: 'baseUrl',
            fromEnvironment: false,
            fault: { kind: 'not_https', scheme: 'ftp' },
          },
        },
      }),
    );
    await openWelcome();
    await typeName('Granite Peak Gym');
    await userEvent.type(keyField(), KEY);
    await userEvent.click(connectButton());
    await waitFor(() => expect(addressField()).toHaveAccessibleErrorMessage(/ftp/));
    // Beside the field only: no refusal panel repeats it.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before storing the key unprotected, and sends the acceptance only once it is given', async () => {
    const bridge = firstRunDesk();
    bridge.answer('connectAccount', (request) =>
      request.acceptUnprotectedStorage
        ? ok(connectedInfo())
        : fail('unprotected_storage', { reason: { kind: 'unprotected_storage' } }),
    );
    await openWelcome();
    await typeName('Granite Peak Gym');
    await userEvent.type(keyField(), KEY);
    await userEvent.click(connectButton());

    const question = await formAlert();
    expect(question).toHaveTextContent('--password-store');
    const accept = within(question).getByRole('checkbox', {
      name: 'Store the key without keychain protection on this computer',
    });
    expect(accept).not.toBeChecked();
    expect(bridge.callsOf('connectAccount')).toHaveLength(1);

    await userEvent.click(accept);
    await userEvent.click(connectButton());
    expect(await screen.findByText('Connected Tester')).toBeInTheDocument();
    const sent = bridge
      .callsOf('connectAccount')
      .map((call) => (call.request as ConnectRequest).acceptUnprotectedStorage);
    expect(sent).toEqual([false, true]);
    expect(window.location.hash).toBe('#/today');
  });

  it('sends once per press, then moves to Today on the new account without a reload', async () => {
    const answer = deferred<IpcResult<AppInfo>>();
    const bridge = firstRunDesk();
    bridge.answer('connectAccount', () => answer.promise);
    await openWelcome();
    // The status page's suggestion, kept as it is.
    await waitFor(() => expect(nameField()).toHaveValue('Waiver Cloud'));
    await userEvent.type(keyField(), KEY);
    await userEvent.dblClick(connectButton());
    await userEvent.keyboard('{Enter}');
    expect(bridge.callsOf('connectAccount')).toHaveLength(1);
    expect(bridge.callsOf('connectAccount')[0]?.request).toMatchObject({ accountName: 'Waiver Cloud' });
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeDisabled();

    bridge.answer('getAccount', () => ok(connectedOverview()));
    act(() => bridge.emit({ name: 'accountChanged', payload: connectedInfo() }));
    answer.resolve(ok(connectedInfo()));
    expect(await screen.findByText('Connected Tester')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/today');
    // Named, never shown by its address.
    expect(screen.getByTestId('account-name')).toHaveTextContent(/^Riverside Climbing$/);
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(bridge.callsOf('connectAccount')).toHaveLength(1);
  });
});
