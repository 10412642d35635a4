/** The set-up screen corrects a stored account in place, unless the administrator fixed what is wrong. */
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountOverview } from '../../../shared/ipc/account.ts';
import { installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, needsSetupInfo, today } from '../support/fixtures.ts';
import { renderApp } from '../support/render.tsx';
import { connectedInfo, demoOverview, settingsView } from './account-fixtures.ts';

const PROBLEM = 'The waiver service address is not a web address: "wavers.example".';

function setupDesk(overview: Partial<AccountOverview>) {
  const bridge = installFakeBridge({
    getAppInfo: () => ok(needsSetupInfo()),
    getAccount: () => ok(demoOverview({ mode: 'configured', ...overview })),
    getSettings: () => ok(settingsView()),
    listTodayCheckins: () => ok(today([checkin(1, 'Fixed')])),
  });
  bridge.emit({ name: 'accountChanged', payload: needsSetupInfo() });
  return bridge;
}

describe('the set-up screen', () => {
  it('offers the connect form with the stored address, so a bad one is corrected in place', async () => {
    const bridge = setupDesk({ baseUrl: 'wavers.example', statusUrl: '', authScheme: 'legacy' });
    bridge.answer('connectAccount', () => ok(connectedInfo()));
    renderApp('#/setup');
    const address = await screen.findByLabelText('Waiver service address');
    // Why, in the page's words for the setting the main process could not use.
    expect(screen.getByTestId('setup-problem')).toHaveTextContent(PROBLEM);
    expect(address).toHaveValue('wavers.example');
    expect(screen.getByLabelText('Service status page address')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'sw-api-key (legacy)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Explore the demo account' })).toBeEnabled();

    await userEvent.type(screen.getByLabelText('Account name'), 'Granite Peak Gym');
    await userEvent.type(screen.getByLabelText('API key'), 'the-key-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(address).toHaveAccessibleErrorMessage('Enter a web address such as https://api.example.com.');
    expect(bridge.callsOf('connectAccount')).toHaveLength(0);

    await userEvent.clear(address);
    await userEvent.type(address, 'https://api.waivers.example');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Fixed Tester')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/today');
    expect(bridge.callsOf('connectAccount')[0]?.request).toMatchObject({
      accountName: 'Granite Peak Gym',
      baseUrl: 'https://api.waivers.example',
      authScheme: 'legacy',
    });
  });

  it('offers only the demo when the administrator fixed the setting at fault', async () => {
    setupDesk({ baseUrl: 'wavers.example', lockedSettings: ['baseUrl'] });
    renderApp('#/setup');
    expect(await screen.findByText(/only they can correct it/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Connect' })).toBeNull();
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(screen.getByRole('button', { name: 'Explore the demo account' })).toBeEnabled();
  });
});
