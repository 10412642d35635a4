/**
 * Links leaving the Electron app, by the shared rule (`shared/ipc/external-links.ts`):
 * the service's own https hosts go to the OS browser at once, another https host
 * only after the person agrees in a dialog naming it, nothing else ever. The hosts
 * are read at each click, so a changed address in Settings applies at once.
 */
import { BrowserWindow, dialog, shell, type WebContents } from 'electron';
import { judgeLink, type LinkHosts } from '../../shared/ipc/external-links.ts';
import { deskLog } from '../logging/desk-log.ts';
import { mainWords } from './main-words.ts';

export type LinkHostsSource = () => LinkHosts;

export type LinkOutcome = 'opened' | 'declined' | 'refused';

const OPEN_BUTTON = 0;
const CANCEL_BUTTON = 1;

/** Asks in the window the link was clicked in; with no window to ask in, the link stays closed. */
async function personAgrees(contents: WebContents, host: string): Promise<boolean> {
  const window = BrowserWindow.fromWebContents(contents);
  if (!window) return false;
  const words = await mainWords();
  const { response } = await dialog.showMessageBox(window, {
    type: 'question',
    title: words.say('main.link.title'),
    message: words.say('common.links.confirmTitle', { host }),
    detail: words.say('common.links.confirmDetail', { host }),
    buttons: [words.say('main.link.open'), words.say('main.link.cancel')],
    defaultId: CANCEL_BUTTON,
    cancelId: CANCEL_BUTTON,
    noLink: true,
  });
  return response === OPEN_BUTTON;
}

/** Follows a link the page asked to leave by, as the rule allows; never throws. */
export async function followExternalLink(
  rawUrl: string,
  contents: WebContents,
  hosts: LinkHostsSource,
): Promise<LinkOutcome> {
  try {
    const verdict = judgeLink(rawUrl, hosts());
    if (verdict.action === 'refuse') {
      // The scheme only: the rest of a link (a prefilled signing link's query) can name a person.
      deskLog.info(`refused a link leaving the app (${rawUrl.split(':')[0]?.slice(0, 20) ?? 'unknown'}:)`);
      return 'refused';
    }
    if (verdict.action === 'confirm' && !(await personAgrees(contents, verdict.host))) return 'declined';
    // Only an https address the rule allowed (and the person agreed to) reaches the OS browser.
    await shell.openExternal(verdict.url);
    return 'opened';
  } catch (error) {
    deskLog.warn(`a link could not be opened: ${error instanceof Error ? error.name : typeof error}`);
    return 'refused';
  }
}
