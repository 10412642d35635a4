import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SlotFill, SlotOutlet, SlotProvider } from '../../../renderer/src/shell/slots.tsx';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { deferred, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, connectivity, needsSetupInfo, readyInfo, today } from '../support/fixtures.ts';
import { renderApp } from '../support/render.tsx';

const SETUP_PROBLEM = 'The waiver service address is not a web address: "wavers.example".';

describe('the set-up screen', () => {
  it('says what is wrong, opens the demo on request, and moves to Today when the account changes', async () => {
    const demoAnswer = deferred<IpcResult<AppInfo>>();
    const bridge = installFakeBridge({
      getAppInfo: () => ok(needsSetupInfo()),
      openDemoAccount: () => demoAnswer.promise,
      listTodayCheckins: () => ok(today([checkin(1, 'Demo')])),
    });
    bridge.emit({ name: 'accountChanged', payload: needsSetupInfo() });
    renderApp('#/today');

    expect(
      await screen.findByRole('heading', { name: 'This desk is not connected to an account' }),
    ).toBeVisible();
    expect(screen.getByTestId('setup-problem')).toHaveTextContent(SETUP_PROBLEM);
    expect(window.location.hash).toBe('#/setup');
    expect(screen.getByText('No account open')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Explore the demo account' }));
    expect(bridge.callsOf('openDemoAccount')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Opening the demo account…' })).toBeDisabled();

    // The main process announces the switch before the call returns.
    act(() => bridge.emit({ name: 'accountChanged', payload: readyInfo({ sessionId: 3 }) }));
    expect(await screen.findByRole('heading', { name: "Today's check-ins" })).toBeVisible();
    expect(window.location.hash).toBe('#/today');
    expect(await screen.findByText('Demo Tester')).toBeInTheDocument();
    expect(screen.getByText('Demo account')).toBeInTheDocument();
    demoAnswer.resolve(ok(readyInfo({ sessionId: 3 })));
  });

  it('follows the answer of the demo call when no event comes', async () => {
    const bridge = installFakeBridge({
      getAppInfo: () => ok(needsSetupInfo()),
      openDemoAccount: () => ok(readyInfo({ sessionId: 5 })),
      listTodayCheckins: () => ok(today([checkin(1, 'Demo')])),
    });
    renderApp('#/setup');
    await userEvent.click(await screen.findByRole('button', { name: 'Explore the demo account' }));
    expect(await screen.findByText('Demo Tester')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/today');
    expect(bridge.callsOf('openDemoAccount')).toHaveLength(1);
  });
});

describe('the shell', () => {
  it('opens on Today by default from the app info alone, before any event', async () => {
    installFakeBridge({
      getAppInfo: () =>
        ok(
          readyInfo({
            account: { mode: 'configured', baseUrl: 'https://api.waivers.example', statusUrl: '' },
          }),
        ),
      listTodayCheckins: () => ok(today([checkin(1, 'First')])),
    });
    renderApp('');
    expect(await screen.findByText('First Tester')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/today');
    // Named, never shown by its address: until the desk says its name, in words.
    expect(screen.getByTestId('account-name')).toHaveTextContent(/^Your waiver account$/);
    expect(screen.getByText('Europe/London')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '#/today');
  });

  it('follows an account switch live: new header, the new account’s data, the old one dropped', async () => {
    const bridge = installFakeBridge({
      getAppInfo: () => ok(readyInfo()),
      listTodayCheckins: () => ok(today([checkin(1, 'Old')])),
    });
    bridge.emit({ name: 'accountChanged', payload: readyInfo() });
    const { queryClient } = renderApp('#/today');
    expect(await screen.findByText('Old Tester')).toBeInTheDocument();

    bridge.answer('listTodayCheckins', () => ok(today([checkin(2, 'New')])));
    const configured = readyInfo({
      sessionId: 2,
      account: { mode: 'configured', baseUrl: 'https://api.waivers.example', statusUrl: '' },
    });
    act(() => bridge.emit({ name: 'accountChanged', payload: configured }));
    expect(await screen.findByText('New Tester')).toBeInTheDocument();
    expect(screen.queryByText('Old Tester')).toBeNull();
    // Named, never shown by its address: until the desk says its name, in words.
    expect(screen.getByTestId('account-name')).toHaveTextContent(/^Your waiver account$/);
    expect(screen.queryByText('Demo account')).toBeNull();
    // Queries of the old session still in flight when the switch came are dropped once they settle.
    await waitFor(() => {
      const sessionsCached = queryClient
        .getQueryCache()
        .findAll({ queryKey: ['session'] })
        .map((query) => query.queryKey[1]);
      expect(new Set(sessionsCached)).toEqual(new Set([2]));
    });
  });

  it('reloads the data when the desk’s zone changes within the same session', async () => {
    const bridge = installFakeBridge({
      getAppInfo: () => ok(readyInfo()),
      listTodayCheckins: () => ok(today([checkin(1, 'Zoned')])),
    });
    bridge.emit({ name: 'accountChanged', payload: readyInfo() });
    renderApp('#/today');
    expect(await screen.findByText('Zoned Tester')).toBeInTheDocument();
    act(() => bridge.emit({ name: 'accountChanged', payload: readyInfo() }));
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(1);
    const denver = readyInfo({ timeZone: 'America/Denver' });
    bridge.answer('getAppInfo', () => ok(denver));
    act(() => bridge.emit({ name: 'accountChanged', payload: denver }));
    await waitFor(() => expect(bridge.callsOf('listTodayCheckins')).toHaveLength(2));
    expect(screen.getByText('America/Denver')).toBeInTheDocument();
  });

  it('shows the service’s reachability with the time it changed, only for the open session', async () => {
    const bridge = installFakeBridge({
      getAppInfo: () => ok(readyInfo()),
      listTodayCheckins: () => ok(today([])),
    });
    bridge.emit({ name: 'accountChanged', payload: readyInfo() });
    bridge.emit({ name: 'connectivity', payload: connectivity('unknown') });
    renderApp('#/today');
    expect(await screen.findByTestId('connectivity')).toHaveTextContent('Checking the waiver service…');
    act(() => bridge.emit({ name: 'connectivity', payload: connectivity('failing') }));
    // 09:15 UTC is 10:15 in London in May.
    expect(screen.getByTestId('connectivity')).toHaveTextContent(
      /^Waiver service not answering this desk since 10:15( AM)?$/,
    );
    act(() => bridge.emit({ name: 'connectivity', payload: connectivity('online', 7) }));
    expect(screen.queryByTestId('connectivity')).toBeNull();
  });

  it('offers a way back to Today from a screen that does not exist', async () => {
    installFakeBridge({
      getAppInfo: () => ok(readyInfo()),
      listTodayCheckins: () => ok(today([checkin(1, 'Back')])),
    });
    renderApp('#/nowhere/at-all');
    expect(await screen.findByRole('heading', { name: 'There is no such screen' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: "Back to today's check-ins" }));
    expect(await screen.findByText('Back Tester')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/today');
  });

  it('says so, with a way to try again, when the desk itself does not answer', async () => {
    let answers = 0;
    installFakeBridge({
      getAppInfo: () => (answers++ === 0 ? { ok: false, error: { code: 'forbidden' } } : ok(readyInfo())),
      listTodayCheckins: () => ok(today([checkin(1, 'Later')])),
    });
    renderApp('#/today');
    expect(await screen.findByRole('alert')).toHaveTextContent('This window may not make that call');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Later Tester')).toBeInTheDocument();
  });

  it('puts the lookup box in its area, and leaves the sync area empty until the desk reports its copy', async () => {
    installFakeBridge({ getAppInfo: () => ok(readyInfo()), listTodayCheckins: () => ok(today([])) });
    const { container } = renderApp('#/today');
    await screen.findByTestId('today-empty');
    const lookup = container.querySelector('[data-slot="lookup"]');
    const sync = container.querySelector('[data-slot="sync"]');
    expect(lookup).toContainElement(await screen.findByRole('combobox'));
    expect(sync).toBeEmptyDOMElement();
  });
});

describe('slots', () => {
  it('render a screen’s content inside the outlet the shell placed', async () => {
    render(
      <SlotProvider>
        <header>
          <SlotOutlet name="lookup" />
        </header>
        <main>
          <SlotFill name="lookup">
            <input aria-label="Find a waiver" />
          </SlotFill>
        </main>
      </SlotProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('banner')).toContainElement(screen.getByLabelText('Find a waiver')),
    );
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
  });
});

describe('a damaged settings file at start', () => {
  it('says which settings went back to their defaults, once, until the person has seen it', async () => {
    installFakeBridge({
      getAppInfo: () =>
        ok(readyInfo({ settingsReset: { everything: false, settings: ['requestTimeoutMs', 'kioskMode'] } })),
      listTodayCheckins: () => ok(today([checkin(1, 'First')])),
    });
    renderApp('#/today');
    const notice = await screen.findByTestId('settings-reset-notice');
    expect(notice).toHaveTextContent(
      'These went back to their defaults: how long to wait for the service, kiosk mode.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('settings-reset-notice')).toBeNull();
  });

  it('says so when nothing could be read, and nothing when the file was sound', async () => {
    installFakeBridge({
      getAppInfo: () => ok(readyInfo({ settingsReset: { everything: true, settings: [] } })),
      listTodayCheckins: () => ok(today([checkin(1, 'First')])),
    });
    const { unmount } = renderApp('#/today');
    expect(await screen.findByTestId('settings-reset-notice')).toHaveTextContent(
      'every setting went back to its default',
    );
    unmount();
    installFakeBridge({
      getAppInfo: () => ok(readyInfo()),
      listTodayCheckins: () => ok(today([checkin(1, 'Second')])),
    });
    renderApp('#/today');
    expect(await screen.findByText('Second Tester')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-reset-notice')).toBeNull();
  });
});

describe('links found in the data folder at start', () => {
  it('says which were removed rather than followed, once, until the person has seen it', async () => {
    installFakeBridge({
      getAppInfo: () => ok(readyInfo({ linksRemoved: ['copies', 'secrets/apiKey'] })),
      listTodayCheckins: () => ok(today([checkin(1, 'First')])),
    });
    renderApp('#/today');
    const notice = await screen.findByTestId('links-removed-notice');
    expect(notice).toHaveTextContent('where its own files belong (copies, secrets/apiKey) and removed them');
    expect(notice).toHaveTextContent('connect the account again');
    await userEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('links-removed-notice')).toBeNull();
  });
});
