// First: before any module makes a schema.
import './no-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
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
// The page starts in the language it last showed (else the system's); the setting, once read, may change it.
void showLanguage(languageFor(rememberedLanguage())).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createDeskQueryClient()} />
    </StrictMode>,
  ),
);
