/** Electron's desktop notifications of the service status, against the mocked Electron. */
import { describe, expect, it, vi } from 'vitest';
import { notificationText, showStatusNotifications } from '../../electron/main/status-notifications.ts';
import { EventHub } from '../../electron/runtime/event-hub.ts';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const BACK_TO_NORMAL = {
  kind: 'state-changed',
  news: 'back-to-normal',
  subject: null,
  more: 0,
  at: null,
  timeZone: 'America/Denver',
} as const;

describe('status notifications in Electron', () => {
  it('shows one notification per status alert and nothing for other events', async () => {
    const events = new EventHub(() => {});
    const stop = showStatusNotifications(events);
    const before = electron.shownNotifications.length;
    events.emit('serviceHealth', {
      sessionId: 1,
      verdict: 'degraded',
      page: 'degraded',
      lastKnownPage: 'degraded',
      desk: 'online',
      lastReadingAt: null,
      nextCheckAt: null,
      reason: null,
      checking: false,
    });
    events.emit('statusAlert', { sessionId: 1, ...BACK_TO_NORMAL });
    await vi.waitFor(() => expect(electron.shownNotifications.length - before).toBe(1));
    const shown = electron.shownNotifications.slice(before);
    expect(shown[0]).toMatchObject({
      shown: true,
      options: {
        title: 'Waiver service back to normal',
        body: 'The status page reports every part of the service working again.',
      },
    });
    stop();
    events.emit('statusAlert', { sessionId: 1, ...BACK_TO_NORMAL });
    await new Promise((resolve) => setImmediate(resolve));
    expect(electron.shownNotifications.length - before).toBe(1);
  });

  it('keeps the text plain where the notification server reads markup', () => {
    expect(notificationText('Search <b>rebuild</b> & more', 'linux')).toBe(
      'Search &lt;b&gt;rebuild&lt;/b&gt; &amp; more',
    );
    expect(notificationText('Search <b>rebuild</b> & more', 'darwin')).toBe('Search <b>rebuild</b> & more');
  });
});
