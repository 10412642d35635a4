/** The account menu in the header: one step to Settings, switching and signing out, by keyboard too. */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeBridge, ok } from '../support/fake-bridge.ts';
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

function desk(connected: boolean) {
  const info = connected ? connectedInfo() : demoInfo();
  const bridge = installFakeBridge({
    getAppInfo: () => ok(info),
    getAccount: () =>
      ok(
        connected
          ? connectedOverview()
          : demoOverview({
              baseUrl: SERVICE,
              statusUrl: `${SERVICE}/status`,
              connectedName: 'Riverside Climbing',
            }),
      ),
    getSettings: () => ok(settingsView()),
    listTodayCheckins: () => ok(today([checkin(1, 'Menu')])),
  });
  bridge.emit({ name: 'accountChanged', payload: info });
  return bridge;
}

const menuButton = () => screen.getByRole('button', { name: /Riverside Climbing|Demo account/ });

describe('the account menu', () => {
  it('opens with Enter on its first item, moves with the arrows, and Esc gives focus back', async () => {
    desk(true);
    renderApp('#/today');
    await screen.findByText('Menu Tester');
    menuButton().focus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Settings',
      'Switch to the demo account',
      'Sign out…',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton()).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveFocus();
  });

  it('takes one step to Settings, and closes on a click elsewhere', async () => {
    desk(true);
    renderApp('#/today');
    await screen.findByText('Menu Tester');
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('heading', { name: "Today's check-ins" }));
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(window.location.hash).toBe('#/settings');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switches to the demo account in one step', async () => {
    const bridge = desk(true);
    bridge.answer('openDemoAccount', () => ok(demoInfo({ sessionId: 6 })));
    renderApp('#/settings');
    await screen.findByTestId('account-summary');
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Switch to the demo account' }));
    await waitFor(() => expect(window.location.hash).toBe('#/today'));
    expect(bridge.callsOf('openDemoAccount')).toHaveLength(1);
    expect(await screen.findByText('Demo account')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('goes back to the kept account from the demo', async () => {
    const bridge = desk(false);
    bridge.answer('openConnectedAccount', () => ok(connectedInfo({ sessionId: 7 })));
    renderApp('#/today');
    await screen.findByText('Menu Tester');
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Back to Riverside Climbing' }));
    await waitFor(() => expect(bridge.callsOf('openConnectedAccount')).toHaveLength(1));
  });

  it('signs out from the menu after the confirm step', async () => {
    const bridge = desk(true);
    bridge.answer('signOut', () => ok(firstRunInfo({ sessionId: 10 })));
    renderApp('#/today');
    await screen.findByText('Menu Tester');
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out…' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Sign out of Riverside Climbing?' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(menuButton()).toHaveFocus();
    expect(bridge.callsOf('signOut')).toHaveLength(0);
    expect(confirm).not.toBeInTheDocument();

    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Waiver Desk' })).toBeVisible();
    expect(bridge.callsOf('signOut')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Demo account/ })).toBeNull();
  });
});
