/** Manage, Settings and Diagnostics behind the manager's PIN, as the page shows it. */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ManagerLockView } from '../../../shared/ipc/manager-lock.ts';
import { connectedInfo, connectedOverview, settingsView } from '../account/account-fixtures.ts';
import { fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, today } from '../support/fixtures.ts';
import { renderApp } from '../support/render.tsx';

const LOCKED: ManagerLockView = { enabled: true, unlocked: false, lockedOutUntil: null, triesLeft: 5 };
const UNLOCKED: ManagerLockView = { ...LOCKED, unlocked: true };

function lockedDesk() {
  let lock = LOCKED;
  const bridge = installFakeBridge({
    getAppInfo: () => ok(connectedInfo()),
    getAccount: () => ok(connectedOverview()),
    getSettings: () => ok(settingsView()),
    listTodayCheckins: () => ok(today([checkin(1, 'Ada')])),
    getManagerLock: () => ok(lock),
    unlockManager: ({ pin }) => {
      if (pin === '2468') {
        lock = UNLOCKED;
        return ok({ status: 'ok', lock });
      }
      lock = { ...lock, triesLeft: lock.triesLeft - 1 };
      return ok({ status: 'wrong', lock });
    },
    lockManager: () => {
      lock = LOCKED;
      return ok(lock);
    },
  });
  bridge.emit({ name: 'accountChanged', payload: connectedInfo() });
  return bridge;
}

describe('the manager’s PIN in the page', () => {
  it('shows Settings only after the PIN, says how many tries are left, and locks again from the nav', async () => {
    const bridge = lockedDesk();
    renderApp('#/settings');
    const gate = await screen.findByTestId('manager-gate');
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Preferences' })).toBeNull();
    const pin = within(gate).getByLabelText('Manager PIN');
    expect(pin).toHaveFocus();
    await userEvent.type(pin, '1111{Enter}');
    expect(
      await within(gate).findByText('That PIN is not right: 4 tries left before a pause.'),
    ).toBeVisible();
    await userEvent.type(pin, '2468{Enter}');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const lockButton = screen.getByRole('button', { name: 'Lock' });
    await userEvent.click(lockButton);
    expect(await screen.findByTestId('manager-gate')).toBeVisible();
    expect(bridge.callsOf('lockManager')).toHaveLength(1);
  });

  it('gates Manage and Diagnostics too, and keeps the counter’s screens open', async () => {
    const bridge = lockedDesk();
    renderApp('#/diagnostics');
    await screen.findByTestId('manager-gate');
    expect(bridge.callsOf('runDiagnostics')).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Manage' }));
    await screen.findByTestId('manager-gate');
    expect(bridge.callsOf('listAccountTemplates')).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Today' }));
    expect(await screen.findByText('Ada Tester')).toBeVisible();
  });

  it('says how long the pause lasts after too many wrong PINs', async () => {
    const bridge = lockedDesk();
    bridge.answer('getManagerLock', () =>
      ok({ ...LOCKED, triesLeft: 0, lockedOutUntil: new Date(Date.now() + 299_000).toISOString() }),
    );
    renderApp('#/settings');
    const gate = await screen.findByTestId('manager-gate');
    expect(await within(gate).findByText(/Too many wrong PINs: no PIN is tried for 4:5\d\./)).toBeVisible();
    expect(within(gate).getByRole('button', { name: 'Unlock' })).toBeDisabled();
  });

  it('offers no switching or signing out in the account menu while locked', async () => {
    lockedDesk();
    renderApp('#/today');
    await screen.findByText('Ada Tester');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull());
    await userEvent.click(screen.getByTitle('Account: settings, switching, signing out'));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings']);
  });

  it('shows Settings when the desk cannot say whether it is locked, asking it only a few times', async () => {
    const bridge = lockedDesk();
    bridge.answer('getManagerLock', () => fail('internal'));
    renderApp('#/settings');
    expect(await screen.findByRole('heading', { name: 'Manager PIN' })).toBeVisible();
    expect(bridge.callsOf('getManagerLock').length).toBeLessThan(10);
  });
});
