import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { App } from './app/app';
import { preloadDeferredForms } from './app/deferred-forms';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { routes } from './app/router';

export interface PrerenderedPage {
  html: string;
  /** The components of the matched routes, by which the build finds the lazy chunks the page needs. */
  components: unknown[];
}

/**
 * Renders a page at build time as an anonymous visitor first sees it, before any call to the API has
 * answered; the browser hydrates this same tree (main.tsx), and the calls then fill in who is logged in
 * and the contact details. Nothing here may depend on the server's settings or on a session.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  await Promise.all([loadMatchedRoutes(routes, path), preloadDeferredForms()]);
  const components = (matchRoutes(routes, path) ?? []).map((match) => match.route.Component).filter(Boolean);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    const html = renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return { html, components };
  } finally {
    router.dispose();
  }
}
