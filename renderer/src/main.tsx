// First: before any module makes a schema.
import './no-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createDeskQueryClient } from './query/query-client.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App queryClient={createDeskQueryClient()} />
  </StrictMode>,
);
