/**
 * Settings: the account as the desk holds it, switching and signing out with a
 * confirm step, and preferences checked as typed and saved as only what changed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeskSettingsView } from '../../../shared/ipc/account.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { deferred, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, today } from '../support/fixtures.ts';
import { renderApp } from '../support/render.tsx';
import {
  connectedInfo,
  connectedOverview,
  demoInfo,
  demoOverview,
  firstRunInfo,
  SERVICE,
  settingsView,
} from './account-fixtures.ts';

function connectedDesk(settings: DeskSettingsView = settingsView()) {
  const bridge = installFakeBridge({
    getAppInfo: () => ok(connectedInfo()),
    getAccount: () => ok(connectedOverview()),
    getSettings: () => ok(settings),
    listTodayCheckins: () => ok(today([checkin(1, 'Ada', { waiverId: 'WaiverOfAda' })])),
  });
  bridge.emit({ name: 'accountChanged', payload: connectedInfo() });
  return bridge;
}

const preferences = () => screen.getByRole('form', { name: 'Preferences' });
const accountSection = () => screen.getByRole('region', { name: 'Account' });

describe('Settings: the account', () => {
  it('says which account is open, how its key is held, and what the administrator fixed', async () => {
    const bridge = connectedDesk();
    bridge.answer('getAccount', () => ok(connectedOverview({ lockedSettings: ['statusUrl'] })));
    renderApp('#/settings');
    const summary = await screen.findByTestId('account-summary');
    // Called by its name, never by its address.
    expect(summary).toHaveTextContent(
      'Connected to Riverside Climbing with key ••••k9Q2, held in a file only your user account can read.',
    );
    expect(summary).not.toHaveTextContent(new URL(SERVICE).host);
    expect(within(accountSection()).getByRole('note')).toHaveTextContent('not in a keychain');
    expect(screen.getByText(`${SERVICE}/status`).closest('dd')).toHaveTextContent(
      'set for this computer by its administrator',
    );
    expect(screen.getByText(SERVICE, { selector: 'dd' })).not.toHaveTextContent('administrator');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '#/settings');
  });

  it('offers “Connect again” when the stored key cannot be used', async () => {
    const bridge = connectedDesk();
    const problem = 'The stored API key can no longer be unlocked by this computer’s keychain.';
    bridge.answer('getAccount', () =>
      ok(connectedOverview({ key: null, keyProblem: { kind: 'undecryptable' } })),
    );
    bridge.answer('connectAccount', () => ok(connectedInfo({ sessionId: 4 })));
    renderApp('#/settings');
    await screen.findByTestId('account-summary');
    expect(within(accountSection()).getByRole('alert')).toHaveTextContent(problem);
    expect(screen.getByLabelText('Waiver service address')).toHaveValue(SERVICE);
    // Connecting again keeps the account's name.
    expect(within(screen.getByRole('form', { name: 'Connect' })).getByLabelText('Account name')).toHaveValue(
      'Riverside Climbing',
    );
    await userEvent.type(screen.getByLabelText('API key'), 'a-fresh-key-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Connect again' }));
    await waitFor(() => expect(window.location.hash).toBe('#/today'));
    expect(bridge.callsOf('connectAccount')[0]?.request).toMatchObject({
      accountName: 'Riverside Climbing',
      apiKey: 'a-fresh-key-0001',
      baseUrl: SERVICE,
      statusUrl: `${SERVICE}/status`,
    });
  });

  it('switches to the demo and back, one press each', async () => {
    const bridge = connectedDesk();
    bridge.answer('openDemoAccount', () => {
      bridge.answer('getAccount', () =>
        ok(
          demoOverview({
            baseUrl: SERVICE,
            statusUrl: `${SERVICE}/status`,
            connectedName: 'Riverside Climbing',
          }),
        ),
      );
      return ok(demoInfo());
    });
    renderApp('#/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to the demo account' }));
    await waitFor(() => expect(window.location.hash).toBe('#/today'));
    expect(bridge.callsOf('openDemoAccount')).toHaveLength(1);

    bridge.answer('openConnectedAccount', () => ok(connectedInfo({ sessionId: 5 })));
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByTestId('account-summary')).toHaveTextContent('demo account'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Riverside Climbing' }));
    await waitFor(() => expect(window.location.hash).toBe('#/today'));
    expect(bridge.callsOf('openConnectedAccount')).toHaveLength(1);
  });

  it('signs out only after the confirm step, then shows the welcome screen', async () => {
    const bridge = connectedDesk();
    bridge.answer('signOut', () => ok(firstRunInfo({ sessionId: 9 })));
    renderApp('#/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out…' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Sign out of Riverside Climbing?' });
    expect(within(confirm).getByRole('button', { name: 'Keep working' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep working' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsOf('signOut')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Waiver Desk' })).toBeVisible();
    expect(window.location.hash).toBe('#/welcome');
    expect(bridge.callsOf('signOut')).toHaveLength(1);
  });

  it('connects a different account from Settings', async () => {
    const bridge = connectedDesk();
    bridge.answer('connectAccount', () => fail('auth_error', { serviceMessage: 'Unauthorized' }));
    renderApp('#/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect a different account' }));
    await userEvent.type(
      within(screen.getByRole('form', { name: 'Connect' })).getByLabelText('Account name'),
      'Granite Peak Gym',
    );
    await userEvent.type(screen.getByLabelText('API key'), 'other-key-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await within(screen.getByRole('form', { name: 'Connect' })).findByRole('alert')).toHaveTextContent(
      'Unauthorized',
    );
    expect(screen.getByTestId('account-summary')).toHaveTextContent('••••k9Q2');
    expect(window.location.hash).toBe('#/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('API key')).toBeNull();
  });
  it('moves to Today when the new account’s event replaces Settings before the answer comes', async () => {
    const bridge = installFakeBridge({
      getAppInfo: () => ok(demoInfo()),
      getAccount: () => ok(demoOverview()),
      getSettings: () => ok(settingsView()),
      listTodayCheckins: () => ok(today([checkin(1, 'Ada')])),
    });
    bridge.emit({ name: 'accountChanged', payload: demoInfo() });
    const answer = deferred<IpcResult<AppInfo>>();
    bridge.answer('connectAccount', () => answer.promise);
    renderApp('#/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your account' }));
    await userEvent.type(
      within(screen.getByRole('form', { name: 'Connect' })).getByLabelText('Account name'),
      'Granite Peak Gym',
    );
    await userEvent.type(screen.getByLabelText('API key'), 'first-key-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    bridge.answer('getAccount', () => ok(connectedOverview()));
    // The demo's account view cannot stand in for the connected account: the section reloads.
    act(() => bridge.emit({ name: 'accountChanged', payload: connectedInfo() }));
    answer.resolve(ok(connectedInfo()));
    await waitFor(() => expect(window.location.hash).toBe('#/today'));
    expect(await screen.findByText('Ada Tester')).toBeInTheDocument();
    expect(bridge.callsOf('connectAccount')).toHaveLength(1);
  });
});

describe('Settings: preferences', () => {
  it('shows each message beside its field as typed and saves nothing while one is wrong', async () => {
    const bridge = connectedDesk();
    renderApp('#/settings');
    const poll = await screen.findByLabelText('Status check interval (minutes)');
    await userEvent.clear(poll);
    await userEvent.type(poll, '9');
    expect(poll).toHaveAccessibleErrorMessage('The status check interval must be at most 5 minutes.');
    const timeout = screen.getByLabelText('Request timeout (seconds)');
    await userEvent.clear(timeout);
    expect(timeout).toHaveAccessibleErrorMessage('Enter the request timeout as a number.');
    const template = screen.getByLabelText('Console link');
    await userEvent.clear(template);
    await userEvent.type(template, 'https://console.waivers.example/find');
    expect(template).toHaveAccessibleErrorMessage("Put {waiverId} where the waiver's id goes.");
    expect(screen.queryByRole('link', { name: 'Test link' })).toBeNull();

    await userEvent.click(within(preferences()).getByRole('button', { name: 'Save' }));
    expect(bridge.callsOf('saveSettings')).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Request timeout (seconds)')).toHaveFocus());
  });

  it('saves only the fields that changed, and says so', async () => {
    const bridge = connectedDesk();
    // Like the desk: what is saved is what is read afterwards.
    let stored = settingsView();
    bridge.answer('getSettings', () => ok(stored));
    bridge.answer('saveSettings', (patch) => {
      stored = settingsView({
        preferences: { ...stored.preferences, ...patch } as typeof stored.preferences,
      });
      return ok(stored);
    });
    renderApp('#/settings');
    const save = () => within(preferences()).getByRole('button', { name: 'Save' });
    await screen.findByLabelText('Today refresh interval (minutes)');
    expect(save()).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Desk time zone'), 'America/Denver');
    const refresh = screen.getByLabelText('Today refresh interval (minutes)');
    await userEvent.clear(refresh);
    await userEvent.type(refresh, '10');
    // Typed back to what is saved: not a change.
    const search = screen.getByLabelText('Search timeout (seconds)');
    await userEvent.clear(search);
    await userEvent.type(search, '60');
    await userEvent.click(save());

    expect(await screen.findByText('Saved. The desk works with the new settings now.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(bridge.callsOf('saveSettings').map((call) => call.request)).toEqual([
      { timeZone: 'America/Denver', todayRefreshMinutes: 10 },
    ]);
    expect(screen.getByLabelText('Desk time zone')).toHaveValue('America/Denver');
    expect(screen.getByLabelText('Today refresh interval (minutes)')).toHaveValue(10);
    expect(save()).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Status check interval (minutes)'), '{backspace}3');
    expect(screen.queryByText(/^Saved/)).toBeNull();
  });

  it('offers this computer’s zone and every known zone, and a console test link in a new window', async () => {
    connectedDesk();
    renderApp('#/today');
    await screen.findByText('Ada Tester');
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    const zone = await screen.findByLabelText('Desk time zone');
    expect(zone).toHaveValue('');
    expect(
      within(zone).getByRole('option', { name: 'This computer’s zone (Europe/London)' }),
    ).toBeInTheDocument();
    expect(within(zone).getAllByRole('option').length).toBeGreaterThan(100);
    const link = screen.getByRole('link', { name: 'Test link' });
    // A waiver from today's list, so the console has a real one to find.
    expect(link).toHaveAttribute('href', 'https://console.waivers.example/lookup?waiver=WaiverOfAda');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');

    const template = screen.getByLabelText('Console link');
    await userEvent.clear(template);
    await userEvent.type(template, 'https://other.example/w/{{waiverId}');
    expect(screen.getByRole('link', { name: 'Test link' })).toHaveAttribute(
      'href',
      'https://other.example/w/WaiverOfAda',
    );
  });

  it('shows what the administrator fixed read-only', async () => {
    connectedDesk(
      settingsView({
        locked: ['timeZone'],
        preferences: { ...settingsView().preferences, timeZone: 'Asia/Tokyo' },
      }),
    );
    renderApp('#/settings');
    expect(await screen.findByText('Asia/Tokyo')).toBeInTheDocument();
    expect(screen.getByText('Desk time zone').closest('.form-field')).toHaveTextContent(
      'set for this computer by its administrator',
    );
    expect(screen.queryByLabelText('Desk time zone')).toBeNull();
  });

  it('follows a reopened session: the form starts again from what the desk now says', async () => {
    const bridge = connectedDesk();
    renderApp('#/settings');
    expect(await screen.findByLabelText('Desk time zone')).toHaveValue('');
    bridge.answer('getSettings', () =>
      ok(settingsView({ preferences: { ...settingsView().preferences, timeZone: 'Asia/Tokyo' } })),
    );
    act(() =>
      bridge.emit({
        name: 'accountChanged',
        payload: connectedInfo({ sessionId: 8, timeZone: 'Asia/Tokyo' }),
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Desk time zone')).toHaveValue('Asia/Tokyo'));
  });
});

describe('Settings: at the desk, and the scanner', () => {
  const counter = (preferences: Partial<DeskSettingsView['preferences']>) =>
    settingsView({
      preferences: {
        ...settingsView().preferences,
        accountName: '',
        deskName: 'Front desk',
        deskTags: [],
        minorsPass: false,
        scanGapMs: 50,
        scanPrefix: '',
        scanSuffix: '',
        scanSounds: true,
        scanVolume: 60,
        ...preferences,
      },
    });

  it('names the account and the desk, and marks tags to show, sending only what changed', async () => {
    const bridge = connectedDesk(counter({}));
    bridge.answer('saveSettings', (patch) =>
      ok(counter({ ...(patch as Partial<DeskSettingsView['preferences']>) })),
    );
    renderApp('#/settings');
    const form = await screen.findByRole('form', { name: 'At the desk' });
    const name = within(form).getByRole('textbox', { name: 'Account name' });
    // Empty (connected before accounts were named), the status page's name is offered as the placeholder.
    expect(name).toHaveAttribute('placeholder', 'Waiver Cloud');
    await userEvent.type(name, 'Granite Peak Gym');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Tags shown at the desk' }),
      'Season pass, , needs assistance',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(bridge.callsOf('saveSettings').map((call) => call.request)).toEqual([
      { accountName: 'Granite Peak Gym', deskTags: ['Season pass', 'needs assistance'] },
    ]);
    expect(
      await within(screen.getByRole('region', { name: 'At the desk' })).findByRole('status'),
    ).toHaveTextContent('Saved.');
  });

  it('refuses a desk without a name beside the field', async () => {
    const bridge = connectedDesk(counter({}));
    renderApp('#/settings');
    const form = await screen.findByRole('form', { name: 'At the desk' });
    const deskName = within(form).getByRole('textbox', { name: 'This desk’s name' });
    await userEvent.clear(deskName);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(deskName).toHaveAccessibleErrorMessage('Give this desk a name, such as Front desk.');
    expect(bridge.callsOf('saveSettings')).toHaveLength(0);
  });

  it('turns scan sounds back on, sets the volume and the scanner’s gap, and checks the gap', async () => {
    const bridge = connectedDesk(counter({ scanSounds: false }));
    bridge.answer('saveSettings', (patch) => ok(counter(patch as Partial<DeskSettingsView['preferences']>)));
    renderApp('#/settings#settings-scanner');
    const form = await screen.findByRole('form', { name: 'Scanner and sounds' });
    const sounds = within(form).getByRole('checkbox', { name: 'Play a sound after each scan' });
    expect(sounds).not.toBeChecked();
    expect(within(form).getByRole('slider', { name: 'Volume' })).toBeDisabled();
    await userEvent.click(sounds);
    const gap = within(form).getByRole('spinbutton', { name: /Time between a scanner’s keys/ });
    await userEvent.clear(gap);
    await userEvent.type(gap, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(gap).toHaveAccessibleErrorMessage(
      'The time between a scanner’s keys must be at most 200 milliseconds.',
    );
    expect(bridge.callsOf('saveSettings')).toHaveLength(0);
    await userEvent.clear(gap);
    await userEvent.type(gap, '80');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(bridge.callsOf('saveSettings').map((call) => call.request)).toEqual([
      { scanSounds: true, scanGapMs: 80 },
    ]);
  });

  it('lets minors signed for go in with one press only when a manager says so, and says what it means', async () => {
    const bridge = connectedDesk(counter({}));
    bridge.answer('saveSettings', (patch) => ok(counter(patch as Partial<DeskSettingsView['preferences']>)));
    renderApp('#/settings');
    const form = await screen.findByRole('form', { name: 'Minors' });
    const pass = within(form).getByRole('checkbox', {
      name: 'Minors signed for by a guardian or with an adult go in with one press',
    });
    // Off by default: a minor needs a look.
    expect(pass).not.toBeChecked();
    expect(pass).toHaveAccessibleDescription(/every minor needs a look, with the attention sound/);
    await userEvent.click(pass);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(bridge.callsOf('saveSettings').map((call) => call.request)).toEqual([{ minorsPass: true }]);
    expect(
      await within(screen.getByRole('region', { name: 'Minors' })).findByRole('status'),
    ).toHaveTextContent('Saved. Every screen says how minors stand by it now.');
  });
});

describe('Settings: several desks', () => {
  it('says how many records of the shared copy this desk could not read, and since when', async () => {
    const bridge = connectedDesk();
    bridge.answer('getSharedDatabase', () =>
      ok({
        address: 'postgres://desk@db.example.com/waivers',
        passwordSet: true,
        preferSync: false,
        locked: false,
        state: 'following',
        problem: null,
        unreadable: { count: 3, since: '2025-06-14T15:20:00.000Z' },
      }),
    );
    renderApp('#/settings');
    const line = await screen.findByTestId('shared-database-unreadable');
    expect(line).toHaveTextContent(
      /^The shared copy has 3 records this desk could not read, since \w+day, .+, \d\d:\d\d( [AP]M)?;/,
    );
    expect(line).toHaveTextContent('writes them again from the service');
  });
});
