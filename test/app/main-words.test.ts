/**
 * What the main process shows itself (desktop notifications, native dialogs) speaks
 * the Language setting, from the page's own catalogs: against the mocked Electron, a
 * status alert and the dialogs come out in Spanish when the language is Spanish, and
 * the system's language decides when the setting is left to it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../renderer/locales/en.json' with { type: 'json' };
import spanish from '../../renderer/locales/es.json' with { type: 'json' };
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { loadMainWords, speakInMain } = await import('../../electron/main/main-words.ts');
const { showStatusNotifications } = await import('../../electron/main/status-notifications.ts');
const { offerKioskExit } = await import('../../electron/main/kiosk.ts');
const { followExternalLink } = await import('../../electron/main/external-links.ts');
const { openMainWindow } = await import('../../electron/main/main-window.ts');
const { EventHub } = await import('../../electron/runtime/event-hub.ts');

afterEach(async () => {
  await speakInMain('en', []);
  vi.clearAllMocks();
});

const maintenanceSoon = {
  kind: 'maintenance-soon',
  news: 'maintenance-soon',
  subject: 'Search index rebuild',
  more: 0,
  // 16:30 UTC is 10:30 in Denver in May.
  at: '2031-05-06T16:30:00.000Z',
  minutes: 20,
  timeZone: 'America/Denver',
  noticeId: 9,
} as const;

async function notified(alert: typeof maintenanceSoon) {
  const events = new EventHub(() => {});
  const stop = showStatusNotifications(events);
  const before = electron.shownNotifications.length;
  events.emit('statusAlert', { sessionId: 1, ...alert });
  await vi.waitFor(() => expect(electron.shownNotifications.length).toBe(before + 1), { timeout: 10_000 });
  stop();
  return electron.shownNotifications.at(-1)?.options;
}

describe('the language main speaks', () => {
  it('is the chosen one the desk has, else the first of the system’s it has, else English', async () => {
    expect((await loadMainWords('es', ['en-US'])).language).toBe('es');
    expect((await loadMainWords('', ['de-DE', 'es-MX', 'en-US'])).language).toBe('es');
    expect((await loadMainWords('de', ['de-DE'])).language).toBe('en');
    // A tag that cannot name a catalog file is not looked for.
    expect((await loadMainWords('../en', ['x'])).language).toBe('en');
  });

  it('reads the same catalogs as the page, English where a started language lacks a message', async () => {
    const french = await loadMainWords('fr', []);
    expect(french.say('main.kiosk.title')).toBe('Mode kiosque');
    const spanishWords = await loadMainWords('es', []);
    expect(spanishWords.say('main.link.open')).toBe(spanish['main.link.open']);
    expect((await loadMainWords('en', [])).say('main.link.open')).toBe(english['main.link.open']);
  });
});

describe('a status alert as a desktop notification', () => {
  it('comes out in Spanish when the language is Spanish', async () => {
    await speakInMain('es', ['en-US']);
    const options = await notified(maintenanceSoon);
    expect(options?.title).toBe('El mantenimiento programado empieza pronto');
    expect(options?.body).toMatch(/^Search index rebuild empieza a las 10:30\s?a\.\s?m\. \(en 20 min\)\.$/);
  });

  it('follows the setting as it changes, and speaks English by default', async () => {
    const options = await notified(maintenanceSoon);
    expect(options?.title).toBe('Planned maintenance starts soon');
    expect(options?.body).toBe('Search index rebuild begins at 10:30 AM (in 20 min).');
    await speakInMain('', ['es-US']);
    expect((await notified(maintenanceSoon))?.title).toBe('El mantenimiento programado empieza pronto');
  });
});

describe('native dialogs', () => {
  it('the kiosk mode question comes out in Spanish when the language is Spanish', async () => {
    await speakInMain('es', []);
    openMainWindow('/app/dist/electron/preload.cjs', { kiosk: true });
    const window = electron.createdWindows.at(-1)!;
    offerKioskExit(window as never, vi.fn());
    const shortcut = process.platform === 'darwin' ? { meta: true } : { control: true };
    window.webContents.emit(
      'before-input-event',
      { preventDefault: vi.fn() },
      { type: 'keyDown', key: 'k', shift: true, alt: false, control: false, meta: false, ...shortcut },
    );
    await vi.waitFor(() => expect(electron.dialog.showMessageBox).toHaveBeenCalledTimes(1), {
      timeout: 10_000,
    });
    expect(electron.dialog.showMessageBox.mock.calls[0]?.[1]).toMatchObject({
      title: 'Modo quiosco',
      message: '¿Salir del modo quiosco?',
      buttons: ['Salir del modo quiosco', 'Seguir en modo quiosco'],
    });
  });

  it('the question before a link to another host comes out in Spanish, naming the host', async () => {
    await speakInMain('es', []);
    openMainWindow('/app/dist/electron/preload.cjs');
    const window = electron.createdWindows.at(-1)!;
    const outcome = await followExternalLink('https://example.org/page', window.webContents as never, () => ({
      hosts: [],
      domains: [],
      localOrigins: [],
    }));
    expect(outcome).toBe('declined');
    expect(electron.dialog.showMessageBox.mock.calls[0]?.[1]).toMatchObject({
      title: 'Salir de Waiver Desk',
      message: '¿Abrir una página en example.org?',
      detail: expect.stringContaining('hacia example.org'),
      buttons: ['Abrir en el navegador', 'Cancelar'],
    });
  });
});
