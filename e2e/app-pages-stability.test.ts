import type { Page } from 'playwright-core';
import { SESSION_COOKIE, seedSampleBrandSession } from '@sponsorly/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourney, type Journey } from './support/app';

/**
 * The logged-in pages hold still while their data arrives (docs/app-shell.md, "Speed of the app pages"):
 * opened afresh on a phone, with every API answer held back a moment so the page paints before its data,
 * the layout shifts Chromium reports add up to at most 0.05 once the final content is on screen.
 */
const MAX_LAYOUT_SHIFT = 0.05;
const API_DELAY_MS = 400;

let journey: Journey;
let sessionCookie: string;
let dealPath: string;
beforeAll(async () => {
  journey = await startJourney();
  const { server } = journey;
  ({ session: sessionCookie, dealPath } = await seedSampleBrandSession(server, server.deps.now(), 'journey'));
}, 120_000);
afterAll(() => journey?.close());

interface Shift {
  value: number;
  sources: string[];
}

/** Opens `path` as the sample brand on a 390 px phone, its API answers each held back by API_DELAY_MS. */
async function openAsBrand(path: string): Promise<Page> {
  const page = await journey.newPage({ width: 390, height: 844 });
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: sessionCookie, url: journey.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  await page.route(/\/(trpc|api)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
  await page.goto(path);
  return page;
}

/** Every layout shift since the page began (buffered), with the elements that moved, once its pictures are in. */
async function layoutShifts(page: Page): Promise<Shift[]> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images].every((image) => image.complete || image.getBoundingClientRect().top > innerHeight),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = [];
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return String(node?.nodeName);
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`;
        };
        interface LayoutShiftEntry extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null }>;
        }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShiftEntry[])
            if (!entry.hadRecentInput)
              shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered in the observer's first callback, before this next frame's.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)));
      }),
  );
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

describe('the app pages hold still as their data arrives (390 px)', () => {
  it('the dashboard', async () => {
    const page = await openAsBrand('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    // The last of its data: the figures and the recent activity.
    await page
      .getByRole('list')
      .filter({ has: page.getByRole('link') })
      .last()
      .waitFor();
    await expect.poll(() => page.locator('.dash-card__main dd').first().textContent()).not.toBe('–');
    const shifts = await layoutShifts(page);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    await page.context().close();
  });

  it('the creator search', async () => {
    const page = await openAsBrand('/brand/creators/search');
    await page.getByRole('heading', { level: 2, name: /\d+ creators?$/ }).waitFor();
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    const shifts = await layoutShifts(page);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    await page.context().close();
  });

  it('a deal', async () => {
    const page = await openAsBrand(dealPath);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    const shifts = await layoutShifts(page);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    await page.context().close();
  });
});
