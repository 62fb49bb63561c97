import type { Params } from 'react-router';
import { appClients, type QueryUtils } from './app-clients';

export interface PageDataArgs {
  utils: QueryUtils;
  params: Params;
  url: URL;
}

/**
 * Starts the calls a page makes first, while its code is still on the way: the router runs it as the page's
 * loader, and it returns without waiting, so the page renders as soon as its code is in and finds its data
 * in the cache or on the way. It asks exactly what the page's hooks ask, or the page asks again.
 */
export type PageData = (args: PageDataArgs) => Promise<void>;

/** A page's first data, loaded apart from its page: a small module, in before the page's code. */
export type PageDataModule = () => Promise<PageData>;

/** Starts a page's first data without waiting for it; a failure is left to the page, which asks again. */
export function startPageData(load: PageDataModule, params: Params, url: string): void {
  void load()
    .then((data) => data({ utils: appClients().utils, params, url: new URL(url) }))
    .catch(() => undefined);
}
