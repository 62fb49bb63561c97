import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app';
import { preloadDeferredForms } from './app/deferred-forms';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { routes, type PageHandle } from './app/router';

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

/** A page of the app that the server answers with the shell, and what its first render loads. */
export interface LazyPage {
  /** Its route's whole path, as the router writes it: `/deals/:id`, `/admin/users/:id`, `/admin`. */
  path: string;
  /** What it loads: its components and its first data, by which the build finds their chunks. */
  loaded: unknown[];
  /**
   * Rendered on the server for a logged-in reader: the pages that name their first data (`pageData`),
   * which the server asks in its own process before it renders (app/render-app-page.tsx).
   */
  serverRendered: boolean;
}

/**
 * Every page whose code the browser loads on arrival, with the path that reaches it, so the server can
 * name that code in the shell it sends (scripts/prerender.ts) and the browser fetches it beside the app's
 * script instead of after it. A nested page also loads its parents' code (the admin console's frame).
 */
export async function lazyPages(): Promise<LazyPage[]> {
  const pages: LazyPage[] = [];
  const visit = async (route: RouteObject, parentPath: string, parentLoads: unknown[]) => {
    const path = joinPath(parentPath, route.path, route.index === true);
    const loads = [...parentLoads, ...(await loadedBy(route))];
    if (route.children?.length) for (const child of route.children) await visit(child, path, loads);
    else if (loads.length > 0 && route.path !== '*') pages.push({ path, loaded: loads, serverRendered: hasPageData(route) });
    // A parent with its own page (`/admin`) is reached by its index route, visited above.
  };
  for (const route of routes) await visit(route, '', []);
  return pages;
}

const hasPageData = (route: RouteObject) => Boolean(((route.handle ?? {}) as PageHandle).pageData);

async function loadedBy(route: RouteObject): Promise<unknown[]> {
  const loaded: unknown[] = [];
  if (typeof route.lazy === 'function') loaded.push((await route.lazy()).Component);
  else if (route.Component) loaded.push(route.Component);
  const { pageData } = (route.handle ?? {}) as PageHandle;
  if (pageData) loaded.push(await pageData());
  return loaded.filter(Boolean);
}

function joinPath(parent: string, path: string | undefined, index: boolean): string {
  if (index || !path) return parent || '/';
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

export { renderAppPage } from './app/render-app-page';
