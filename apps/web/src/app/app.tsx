import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AppClients } from '../lib/app-clients';
import { AppProviders } from './providers';

interface AppProps {
  /** The browser's router in the page, a memory router when prerendering. */
  router: DataRouter;
  /** Runs once the app is on screen: after hydration, for a prerendered page. */
  onMounted?: () => void;
  /** The browser's query cache and API client, which the routes fill ahead of their pages. */
  clients?: AppClients;
}

export function App({ router, onMounted, clients }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
