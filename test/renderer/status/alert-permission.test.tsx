/**
 * The desktop-alerts permission followed through the browser's Permissions API: what it
 * says stands over `Notification.permission`, and a change the person makes in the
 * browser's site settings shows in the panel and reaches the alerts without a reload.
 * A file of its own: the page follows the permission once, for the whole page.
 */
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusIndicator } from '../../../renderer/src/status/StatusIndicator.tsx';
import type { StatusAlert } from '../../../shared/ipc/service-status.ts';
import { installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';
import { health, view } from './status-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The browser's view of the permission: a status whose state the test changes, as the settings would. */
function installPermissions(state: PermissionState) {
  const status = Object.assign(new EventTarget(), { state, name: 'notifications' });
  const query = vi.fn(async () => status);
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { permissions: { query } }));
  const change = (next: PermissionState) => {
    status.state = next;
    status.dispatchEvent(new Event('change'));
  };
  return { query, change };
}

/** Notification.permission as a browser can misreport it (Chromium's headless shell: "denied"). */
function installNotification(permission: NotificationPermission) {
  const shown: string[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => FakeNotification.permission);
    constructor(title: string) {
      shown.push(title);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

const problem: StatusAlert = {
  sessionId: 1,
  kind: 'state-changed',
  news: 'problem',
  subject: 'Elevated error rates',
  more: 0,
  at: null,
  timeZone: 'America/Denver',
  noticeId: 301,
};

describe('the desktop-alerts permission, followed', () => {
  it('reads the Permissions API, follows its changes into the panel and the alerts, and asks it once', async () => {
    const user = userEvent.setup();
    const shown = installNotification('denied');
    const { query, change } = installPermissions('prompt');
    const bridge = installFakeBridge({
      getServiceStatus: () => ok(view()),
      refreshServiceStatus: () => ok(view()),
      listRecentNotices: () => ok({ notices: [], more: false }),
    });
    bridge.emit({ name: 'accountChanged', payload: readyInfo({ host: 'browser' }) });
    bridge.emit({ name: 'serviceHealth', payload: health() });
    renderInDesk(<StatusIndicator />);

    await user.click(screen.getByRole('button', { name: /Service operational/ }));
    // "prompt" from the Permissions API stands over Notification.permission's "denied".
    expect(await screen.findByRole('button', { name: 'Turn on desktop alerts' })).toBeInTheDocument();

    // The person allows alerts in the browser's site settings: the panel follows, no reload.
    act(() => change('granted'));
    expect(await screen.findByText(/Desktop alerts are on/)).toBeInTheDocument();
    act(() => bridge.emit({ name: 'statusAlert', payload: problem }));
    expect(shown).toEqual(['Waiver service has a problem']);
    expect(screen.queryByTestId('status-toast')).toBeNull();

    // And blocks them again: the next alert is a toast in the desk.
    act(() => change('denied'));
    expect(await screen.findByText(/This browser blocks desktop alerts/)).toBeInTheDocument();
    act(() => bridge.emit({ name: 'statusAlert', payload: { ...problem, noticeId: 302 } }));
    expect(shown).toHaveLength(1);
    expect(screen.getAllByTestId('status-toast')).toHaveLength(1);
    expect(query).toHaveBeenCalledTimes(1);
  });
});
