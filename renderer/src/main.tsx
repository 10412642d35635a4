// First: before any module makes a schema.
import './no-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { callDesk } from './bridge/call-desk.ts';
import { watchDeskActivity } from './desk/desk-activity.ts';
import { watchPageProblems } from './desk/page-problems.ts';
import { languageFor, showLanguage } from './i18n/languages.ts';
import { createDeskQueryClient } from './query/query-client.ts';
import { rememberedLanguage } from './shell/LanguageProvider.tsx';
import './styles.css';

// First, so a problem while the page starts reaches the desk's log too.
watchPageProblems();
watchDeskActivity();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
/** How long a first start waits for the Language setting before it shows the system's language. */
const SETTING_WAIT_MS = 2_000;

/**
 * The language to start in: the one the page last showed; on its first start (a new
 * computer, a new window profile) the setting itself, read before anything is drawn, so
 * no screen shows in one language and then another. A desk too slow to say starts in the
 * system's, and the setting, once read, turns it.
 */
async function startingLanguage(): Promise<string> {
  const remembered = rememberedLanguage();
  if (remembered !== '') return remembered;
  const signal = AbortSignal.timeout(SETTING_WAIT_MS);
  try {
    return (await callDesk('getSettings', {}, { signal })).preferences.language ?? '';
  } catch {
    return '';
  }
}

void startingLanguage()
  .then((language) => showLanguage(languageFor(language)))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createDeskQueryClient()} />
      </StrictMode>,
    ),
  );
