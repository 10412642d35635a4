/** Today reloads by itself on the desk's "Today refresh interval", and follows a changed interval. */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, today } from '../support/fixtures.ts';
import { advance, renderApp } from '../support/render.tsx';
import { connectedInfo, connectedOverview, settingsView } from './account-fixtures.ts';

const withRefresh = (todayRefreshMinutes: number) =>
  settingsView({ preferences: { ...settingsView().preferences, todayRefreshMinutes } });

describe('Today’s own refresh', () => {
  it('asks again every "Today refresh interval", and on the new interval once it changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bridge = installFakeBridge({
      getAppInfo: () => ok(connectedInfo()),
      getAccount: () => ok(connectedOverview()),
      getSettings: () => ok(withRefresh(2)),
      listTodayCheckins: () => ok(today([checkin(1, 'Early')])),
    });
    bridge.emit({ name: 'accountChanged', payload: connectedInfo() });
    renderApp('#/today');
    expect(await screen.findByText('Early Tester')).toBeInTheDocument();
    const calls = () => bridge.callsOf('listTodayCheckins').length;
    expect(calls()).toBe(1);

    await advance(119_000);
    expect(calls()).toBe(1);
    bridge.answer('listTodayCheckins', () => ok(today([checkin(2, 'Later')])));
    await advance(2_000);
    expect(calls()).toBe(2);
    expect(await screen.findByText('Later Tester')).toBeInTheDocument();

    // A saved change reopens the session; Today follows the new interval.
    bridge.answer('getSettings', () => ok(withRefresh(1)));
    act(() => bridge.emit({ name: 'accountChanged', payload: connectedInfo({ sessionId: 4 }) }));
    await advance(1_000);
    const afterSwitch = calls();
    await advance(61_000);
    expect(calls()).toBe(afterSwitch + 1);
  });
});
