import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { App } from '../../../renderer/src/App.tsx';
import { DeskProvider } from '../../../renderer/src/desk/DeskProvider.tsx';
import { createDeskQueryClient } from '../../../renderer/src/query/query-client.ts';

/** A piece of the page inside what every screen has around it: the QueryClient and the desk state. */
export function renderInDesk(ui: ReactNode, queryClient: QueryClient = createDeskQueryClient()) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DeskProvider>{ui}</DeskProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The whole page at the given hash route. */
export function renderApp(hash: string, queryClient: QueryClient = createDeskQueryClient()) {
  window.location.hash = hash;
  const view = render(<App queryClient={queryClient} />);
  return { ...view, queryClient };
}

/** Moves fake time on and lets React, promises and the query cache catch up. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
