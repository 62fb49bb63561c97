import { matchRoutes, type RouteObject } from 'react-router';
import { startPageData } from '../lib/page-data';
import type { PageHandle } from './router';

/**
 * Loads the code of the lazy routes that match `path` and puts it on the routes, so the first render
 * shows the page itself rather than its loading state. A prerendered page is hydrated only after this:
 * otherwise React would find a spinner where the HTML has the page.
 */
export async function loadMatchedRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Starts the first data of the page at `url` (its routes' `handle.pageData`), so the calls go out with
 * the page's code rather than after it. The router's loaders ask again once it starts, and find them.
 */
export function startMatchedPageData(routes: RouteObject[], url: URL): void {
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const { pageData } = (route.handle ?? {}) as PageHandle;
    if (pageData) startPageData(pageData, params, url.href);
  }
}
