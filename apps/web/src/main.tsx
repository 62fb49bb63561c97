import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { loadMatchedRoutes, startMatchedPageData } from './app/load-matched-routes';
import { routes } from './app/router';
import { captureEarlyInput } from './lib/adopt-early-input';
import { appClients } from './lib/app-clients';
import { APP_HYDRATED_EVENT } from './lib/app-started';
import { readEmbeddedQueryCache, readEmbeddedSession } from './lib/embedded-session';
import { reportTimeZone } from './lib/time-zone';
import './styles/tokens.css';
import './styles/base.css';

/**
 * Loads the page's own code first, so the first render is the page itself: a prerendered page then
 * hydrates to exactly its HTML, and any other page appears whole instead of pushing the footer down
 * when it arrives. (Not a top-level await: the lazy chunks import this module's chunk, which must have
 * finished evaluating for them to load.)
 */
async function start(container: HTMLElement): Promise<void> {
  let pageLoaded = true;
  const clients = appClients();
  // Who is logged in and the page's data are asked for now, beside the page's code, not after it. The
  // server usually wrote who is logged in into the page, which saves the first call altogether.
  const session = readEmbeddedSession();
  if (session) reportTimeZone(session.user !== null);
  if (session) clients.utils.auth.me.setData(undefined, session);
  // A page the server rendered for this session comes with the data it was rendered from.
  const renderedFrom = readEmbeddedQueryCache();
  if (renderedFrom) hydrate(clients.queryClient, renderedFrom);
  if (!container.firstElementChild) {
    if (!session) void clients.utils.auth.me.prefetch();
    startMatchedPageData(routes, new URL(window.location.href));
  }
  try {
    await loadMatchedRoutes(routes, window.location.pathname);
  } catch {
    // Offline, or a newer release removed the chunk: the router tries again and shows its error page.
    pageLoaded = false;
  }
  // A page in the HTML is shown as it is: its routes' loaders (which start a page's data) have nothing to
  // do, and the router would otherwise render their fallback over it until they had run.
  const router = createBrowserRouter(routes, container.firstElementChild ? { hydrationData: loadedRoutes(routes) } : undefined);
  // As a transition, React renders in short slices and lets the browser answer input in between,
  // instead of holding the main thread for the whole page.
  startTransition(() => {
    if (container.firstElementChild && pageLoaded) {
      // Before hydrateRoot: its listeners then hear each edit before React's on the same root.
      const adoptEarlyInput = captureEarlyInput(container);
      hydrateRoot(
        container,
        <StrictMode>
          <App
            router={router}
            clients={clients}
            onMounted={() => {
              try {
                adoptEarlyInput();
              } finally {
                // The starter holds every click until this event: without it, no button would answer.
                document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
              }
            }}
          />
        </StrictMode>,
      );
    } else {
      createRoot(container).render(
        <StrictMode>
          <App router={router} clients={clients} />
        </StrictMode>,
      );
    }
  });
}

/** The matched routes' loaders as already run (their data is in the cache), by route id. */
function loadedRoutes(all: RouteObject[]): HydrationState {
  const matches = matchRoutes(all, window.location.pathname) ?? [];
  return { loaderData: Object.fromEntries(matches.filter((m) => m.route.loader && m.route.id).map((m) => [m.route.id, null])) };
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void start(container);
