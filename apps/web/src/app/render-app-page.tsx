import type { AppRouter } from '@sponsorly/api';
import type { PublicUser } from '@sponsorly/shared';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import type { AppClients } from '../lib/app-clients';
import type { PageHandle } from './router';
import { createQueryClient } from '../lib/query-client';
import { renderedInTimeZone } from '../lib/time-zone';
import { trpc } from '../lib/trpc';
import { App } from './app';
import { loadMatchedRoutes } from './load-matched-routes';
import { routes } from './router';

/** A call to the API inside the server: the procedure at `path` with `input`, for the request's session. */
export type ServerCall = (path: string, input: unknown) => Promise<unknown>;

export interface RenderedAppPage {
  html: string;
  /** The query cache the page was rendered from, for the browser to start with (hydration needs the same data). */
  state: DehydratedState;
}

/**
 * Renders an app page on the server for the session the request carries: who is logged in, and the
 * page's first data (its routes' `pageData`, the calls the page makes first), asked through `call`, which
 * runs the procedures in the server's own process. The browser hydrates this HTML with the same cache,
 * so the page is on screen as soon as its HTML and styles are, before any script has run. Instants are
 * written in `timeZone`, the reader's as their browser reported it (lib/time-zone.ts).
 */
export async function renderAppPage(
  path: string,
  search: string,
  user: PublicUser,
  call: ServerCall,
  timeZone?: string,
): Promise<RenderedAppPage> {
  const queryClient = createQueryClient();
  const trpcClient = trpc.createClient({ links: [serverLink(call)] });
  const clients: AppClients = { queryClient, trpcClient, utils: createTRPCQueryUtils({ queryClient, client: trpcClient }) };
  clients.utils.auth.me.setData(undefined, { user });
  await loadMatchedRoutes(routes, path);
  const url = new URL(`http://server${path}${search}`);
  await Promise.all(
    (matchRoutes(routes, path) ?? []).map(async ({ route, params }) => {
      const { pageData } = (route.handle ?? {}) as PageHandle;
      if (pageData) await (await pageData())({ utils: clients.utils, params, url });
    }),
  );
  // The routes' loaders start page data in the browser; here it is in already, and a loader would hold the
  // first render on its fallback.
  const router = createMemoryRouter(withoutLoaders(routes), { initialEntries: [`${path}${search}`] });
  try {
    const html = renderedInTimeZone(timeZone, () =>
      renderToString(
        <StrictMode>
          <App router={router} clients={clients} />
        </StrictMode>,
      ),
    );
    return { html, state: dehydrate(queryClient) };
  } finally {
    router.dispose();
  }
}

function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    loader: undefined,
    children: route.children ? withoutLoaders(route.children) : undefined,
  })) as RouteObject[];
}

/** A tRPC link that answers each query by calling the procedure in this process, never over the network. */
function serverLink(call: ServerCall): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        call(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
        );
      });
}
