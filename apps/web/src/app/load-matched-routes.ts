import { matchRoutes, type RouteObject } from 'react-router';

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
