/**
 * Diagnostics → Updates and For support: what the desk runs and what waits, why
 * a fetched update has not installed yet, a manager's Restart now, keeping the
 * desk on its version, where it looks (the address rule beside the field), and
 * the support report saved as a download.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiagnosticsScreen } from '../../../renderer/src/screens/diagnostics/DiagnosticsScreen.tsx';
import type { UpdatesView } from '../../../shared/ipc/updates.ts';
import { type FakeBridge, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';

function updates(overrides: Partial<UpdatesView> = {}): UpdatesView {
  return {
    installs: 'yes',
    version: '1.1.0',
    channel: 'latest',
    feed: { address: 'https://updates.example.com/waiver-desk', fromEnvironment: false, fault: null },
    lastCheck: { at: '2031-05-06T09:00:00.000Z', outcome: 'found' },
    nextCheckAt: '2031-05-06T13:00:00.000Z',
    checking: false,
    waiting: { version: '1.2.0', state: 'ready', percent: 100 },
    holdUp: { reason: 'check-in-open' },
    pinnedVersion: null,
    deferredUntil: null,
    ...overrides,
  };
}

function renderScreen(view: UpdatesView = updates()): FakeBridge {
  const bridge = installFakeBridge({
    runDiagnostics: () =>
      ok({
        ranAt: '2031-05-06T09:20:00.000Z',
        account: { mode: 'demo', baseUrl: 'http://127.0.0.1:5200', statusUrl: '' },
        checks: [],
        failed: false,
        text: 'Waiver Desk doctor',
      }),
    getUpdates: () => ok(view),
    restartToUpdate: () => ok(view),
    saveUpdateChoices: (request) => ok({ ...view, pinnedVersion: request.pinnedVersion ?? null }),
    makeSupportReport: () => ok({ fileName: 'waiver-desk-support-2031-05-06-0920.txt', text: 'the report' }),
  });
  bridge.emit({ name: 'accountChanged', payload: readyInfo() });
  renderInDesk(<DiagnosticsScreen />);
  return bridge;
}

afterEach(() => vi.restoreAllMocks());

describe('Diagnostics: updates', () => {
  it('says what the desk runs, what is fetched, and that it waits for a check-in to finish', async () => {
    renderScreen();
    expect(await screen.findByText('This desk runs version 1.1.0 (regular releases).')).toBeInTheDocument();
    expect(
      screen.getByText('Looks for updates at https://updates.example.com/waiver-desk.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Last looked at 10:00 AM: a new version is out\./)).toBeInTheDocument();
    expect(screen.getByText(/Version 1\.2\.0 is fetched and checked/)).toBeInTheDocument();
    expect(screen.getByText('Waiting: someone is being checked in.')).toBeInTheDocument();
  });

  it('installs at once on Restart now, and keeps the desk on its version', async () => {
    const bridge = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Restart now' }));
    expect(bridge.callsOf('restartToUpdate')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep this desk on version 1.1.0' }));
    await waitFor(() =>
      expect(bridge.callsOf('saveUpdateChoices').map((call) => call.request)).toEqual([
        { pinnedVersion: '1.1.0' },
      ]),
    );
    expect(await screen.findByText('Kept on version 1.1.0: it takes no other.')).toBeInTheDocument();
  });

  it('offers no Restart now while nothing is fetched', async () => {
    renderScreen(
      updates({
        waiting: null,
        holdUp: null,
        lastCheck: { at: '2031-05-06T09:00:00.000Z', outcome: 'current' },
      }),
    );
    expect(await screen.findByText(/this is the newest version/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restart now' })).toBeNull();
  });

  it('refuses an update address over plain http to another computer, beside the field', async () => {
    const bridge = renderScreen();
    const field = await screen.findByLabelText('Update address');
    await userEvent.clear(field);
    await userEvent.type(field, 'http://updates.example.com/waiver-desk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Use an https:// address; plain http only for this computer.'),
    ).toBeInTheDocument();
    expect(bridge.callsOf('saveUpdateChoices')).toHaveLength(0);
  });
});

describe('Diagnostics: a support report', () => {
  it('is saved as a download under the name the desk gave it', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const bridge = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Save a support report' }));
    expect(
      await screen.findByText(
        'The report is saved as waiver-desk-support-2031-05-06-0920.txt: attach it to your message to support.',
      ),
    ).toBeInTheDocument();
    expect(clicked).toEqual(['waiver-desk-support-2031-05-06-0920.txt']);
    expect(bridge.callsOf('makeSupportReport')).toHaveLength(1);
  });
});
