/**
 * Status alerts in the page: in the browser host a desktop notification where
 * the browser allows it, an in-app toast where it does not; in Electron nothing
 * (main notifies). Permission is asked for only from the person's click.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../../renderer/locales/en.json' with { type: 'json' };
import spanish from '../../../renderer/locales/es.json' with { type: 'json' };
import { putCatalogInUse } from '../../../renderer/src/i18n/messages.ts';
import { StatusIndicator } from '../../../renderer/src/status/StatusIndicator.tsx';
import type { StatusAlert } from '../../../shared/ipc/service-status.ts';
import { type FakeBridge, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';
import { health, view } from './status-fixtures.ts';

/** A stand-in for the browser's Notification that records what it was asked to show. */
function installNotification(permission: NotificationPermission, grantOnRequest = false) {
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const requestPermission = vi.fn(async () => {
    if (grantOnRequest) FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  });
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const alert = (overrides: Partial<StatusAlert> = {}): StatusAlert => ({
  sessionId: 1,
  kind: 'state-changed',
  news: 'problem',
  subject: '<b>Elevated error rates</b>',
  more: 0,
  at: null,
  timeZone: 'America/Denver',
  noticeId: 301,
  ...overrides,
});

function openDesk(host: 'browser' | 'electron'): FakeBridge {
  const bridge = installFakeBridge({
    getServiceStatus: () => ok(view()),
    refreshServiceStatus: () => ok(view()),
    listRecentNotices: () => ok({ notices: [], more: false }),
  });
  bridge.emit({ name: 'accountChanged', payload: readyInfo({ host }) });
  bridge.emit({ name: 'serviceHealth', payload: health() });
  renderInDesk(<StatusIndicator />);
  return bridge;
}

describe('status alerts in the page', () => {
  it('shows a desktop notification in the browser host when allowed, as plain text, once per alert', () => {
    const { shown } = installNotification('granted');
    const bridge = openDesk('browser');
    act(() => bridge.emit({ name: 'statusAlert', payload: alert() }));
    expect(shown).toEqual([
      {
        title: 'Waiver service has a problem',
        options: {
          body: 'The status page reports: <b>Elevated error rates</b>.',
          tag: 'waiver-desk-status-state-changed-301',
        },
      },
    ]);
    expect(screen.queryByTestId('status-toast')).toBeNull();
    // Another session's alert is not this desk's to show.
    act(() => bridge.emit({ name: 'statusAlert', payload: alert({ sessionId: 9 }) }));
    expect(shown).toHaveLength(1);
  });

  it('shows an in-app toast instead when the browser does not allow notifications, text as text', async () => {
    const user = userEvent.setup();
    const { shown } = installNotification('denied');
    const bridge = openDesk('browser');
    act(() => bridge.emit({ name: 'statusAlert', payload: alert() }));
    const toast = screen.getByTestId('status-toast');
    expect(toast).toHaveTextContent('Waiver service has a problem');
    expect(toast).toHaveTextContent('The status page reports: <b>Elevated error rates</b>.');
    expect(toast.querySelector('b')).toBeNull();
    expect(shown).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('status-toast')).toBeNull();
  });

  it('leaves the notification to the main process in Electron', () => {
    const { shown } = installNotification('granted');
    const bridge = openDesk('electron');
    act(() => bridge.emit({ name: 'statusAlert', payload: alert() }));
    expect(shown).toHaveLength(0);
    expect(screen.queryByTestId('status-toast')).toBeNull();
  });

  it('asks for desktop alerts only from the person’s click in the panel', async () => {
    const user = userEvent.setup();
    const { shown, requestPermission } = installNotification('default', true);
    const bridge = openDesk('browser');
    act(() => bridge.emit({ name: 'statusAlert', payload: alert({ noticeId: undefined }) }));
    expect(screen.getAllByTestId('status-toast')).toHaveLength(1);
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Service operational/ }));
    await user.click(await screen.findByRole('button', { name: 'Turn on desktop alerts' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Desktop alerts are on/)).toBeInTheDocument();

    act(() =>
      bridge.emit({
        name: 'statusAlert',
        payload: alert({
          kind: 'maintenance-soon',
          news: 'maintenance-soon',
          at: '2031-05-06T16:30:00.000Z',
          minutes: 20,
          noticeId: 5,
        }),
      }),
    );
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]?.options?.body).toMatch(
      /^<b>Elevated error rates<\/b> begins at 10:30 AM \(in 20 min\)\.$/,
    );
    expect(screen.getAllByTestId('status-toast')).toHaveLength(1);
  });

  it('words the alert in the language in use, from its kind and values', () => {
    putCatalogInUse('es', 'es-US', spanish, english);
    try {
      installNotification('denied');
      const bridge = openDesk('browser');
      act(() => bridge.emit({ name: 'statusAlert', payload: alert({ more: 2 }) }));
      const toast = screen.getByTestId('status-toast');
      expect(toast).toHaveTextContent('El servicio de exenciones tiene un problema');
      expect(toast).toHaveTextContent('La página de estado informa: <b>Elevated error rates</b> (y 2 más).');
    } finally {
      putCatalogInUse('en', 'en-US', english);
    }
  });
});
