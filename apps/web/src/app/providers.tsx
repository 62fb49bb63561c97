import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createAppClients, type AppClients } from '../lib/app-clients';
import { trpc } from '../lib/trpc';

/** `clients`: the browser's (lib/app-clients.ts); without them (prerendering) the app makes its own. */
export function AppProviders({ clients, children }: { clients?: AppClients; children: ReactNode }) {
  // Created once per app, not per render: both hold caches and connections.
  const [{ queryClient, trpcClient }] = useState(() => clients ?? createAppClients());
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
