import type { Page } from 'playwright-core';

/** A call to the REST API from the page, with its browser's session: what a journey sets up without clicking. */
export const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    [method, path, body] as const,
  );

/** Accepts the terms the deal shows now, as its page does: read the deal, then accept the version it shows. */
export async function acceptLatest(page: Page, dealId: string) {
  const shown = await api(page, 'GET', `/deals/${dealId}`);
  return api(page, 'POST', `/deals/${dealId}/accept`, { version: shown.json.deal.terms.version });
}
