/** The page: one QueryClient, the desk state following main's events, and the hash router. */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import { DeskProvider } from './desk/DeskProvider.tsx';
import { ExternalLinkGuard } from './links/ExternalLinkGuard.tsx';
import { routes } from './routes.tsx';
import { LanguageProvider } from './shell/LanguageProvider.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createHashRouter(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <DeskProvider>
        <LanguageProvider>
          <RouterProvider router={router} />
          <ExternalLinkGuard />
        </LanguageProvider>
      </DeskProvider>
    </QueryClientProvider>
  );
}
