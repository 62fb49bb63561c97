import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';

interface AppProps {
  /** The browser's router in the page, a memory router when prerendering. */
  router: DataRouter;
  /** Runs once the app is on screen: after hydration, for a prerendered page. */
  onMounted?: () => void;
}

export function App({ router, onMounted }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
