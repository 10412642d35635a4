/**
 * Settings' This computer: each box saves only itself when ticked and says what
 * changed, a refusal leaves the box as it was with the reason, and in the browser
 * version the section says the choices are for the desktop app.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeskSettingsView } from '../../../shared/ipc/account.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { deferred, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { renderApp } from '../support/render.tsx';
import { connectedInfo, connectedOverview, settingsView } from './account-fixtures.ts';

function desk(info: AppInfo, settings: DeskSettingsView) {
  // Like the desk: what is saved is what is read afterwards.
  let stored = settings;
  const bridge = installFakeBridge({
    getAppInfo: () => ok(info),
    getAccount: () => ok(connectedOverview()),
    getSettings: () => ok(stored),
    saveSettings: (patch) => {
      stored = settingsView({
        preferences: { ...stored.preferences, ...patch } as typeof stored.preferences,
      });
      return ok(stored);
    },
  });
  bridge.emit({ name: 'accountChanged', payload: info });
  return bridge;
}

const withChoices = (startAtLogin: boolean, kioskMode: boolean) =>
  settingsView({ preferences: { ...settingsView().preferences, startAtLogin, kioskMode } });

const section = () => screen.getByRole('region', { name: 'This computer' });
const atLogin = () => within(section()).getByRole('checkbox', { name: /logs in to this computer/ });
const kiosk = () => within(section()).getByRole('checkbox', { name: /Kiosk mode/ });

describe('Settings: This computer', () => {
  it('shows the saved choices and saves each box alone when ticked, saying what changed', async () => {
    const bridge = desk(connectedInfo(), withChoices(false, true));
    renderApp('#/settings');
    await waitFor(() => expect(kiosk()).toBeChecked());
    expect(atLogin()).not.toBeChecked();
    expect(kiosk()).toHaveAccessibleDescription(/press Ctrl\+Shift\+K \(⌘⇧K on a Mac\) and confirm/);

    await userEvent.click(atLogin());
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'Waiver Desk now opens when someone logs in to this computer.',
    );
    expect(atLogin()).toBeChecked();

    await userEvent.click(kiosk());
    await waitFor(() =>
      expect(within(section()).getByRole('status')).toHaveTextContent('Kiosk mode is off.'),
    );
    expect(kiosk()).not.toBeChecked();
    expect(bridge.callsOf('saveSettings').map((call) => call.request)).toEqual([
      { startAtLogin: true },
      { kioskMode: false },
    ]);
    // The preferences form did not take these as edits of its own.
    expect(
      within(screen.getByRole('form', { name: 'Preferences' })).getByRole('button', { name: 'Save' }),
    ).toBeDisabled();
  });

  it('shows the choice while it saves, and the saved state with the reason when refused', async () => {
    const bridge = desk(connectedInfo(), withChoices(false, false));
    const answer = deferred<ReturnType<typeof fail>>();
    bridge.answer('saveSettings', () => answer.promise);
    renderApp('#/settings');
    await waitFor(() => expect(kiosk()).not.toBeChecked());

    await userEvent.click(kiosk());
    expect(kiosk()).toBeChecked();
    expect(kiosk()).toBeDisabled();
    answer.resolve(
      fail('storage_failed', {
        reason: { kind: 'settings_not_saved', folder: '/data', because: 'unwritable', cause: null },
      }),
    );
    await waitFor(() => expect(kiosk()).not.toBeChecked());
    expect(kiosk()).toBeEnabled();
    expect(
      within(section()).getByText(/The settings could not be saved: the folder \/data cannot be written to/),
    ).toBeVisible();
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('says in the browser version that the choices are for the desktop app', async () => {
    desk(connectedInfo({ host: 'browser' }), withChoices(false, false));
    renderApp('#/settings');
    // Settings shows once the desk said whether a manager's PIN guards it.
    await screen.findByRole('region', { name: 'This computer' });
    expect(await within(section()).findByRole('note')).toHaveTextContent(
      'These apply to the Waiver Desk desktop app on this computer, not to this browser window.',
    );
    await userEvent.click(kiosk());
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'Saved for the desktop app on this computer.',
    );
  });
});
