import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DELIVERABLE_MESSAGES, monthOf } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { acceptLatest, api } from './support/api';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;
let admin: JourneyAccount;
const ADMIN = 'money-chief@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A 1×1 PNG: a screenshot as evidence. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20', ADMIN_EMAILS: ADMIN });
  const { db } = journey.server.deps;
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' }, { industry: 'food' });
  await db.updateTable('brand_profiles').set({ company_name: 'Mango & Co' }).where('user_id', '=', brand.id).execute();
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Maya', lastName: 'Lopez' }, { platform: 'instagram' });
  admin = await createJourneyAccount(journey, 'creator', { firstName: 'Ada', lastName: 'Chief' });
  await db.updateTable('users').set({ email: ADMIN }).where('id', '=', admin.id).execute();
  admin = { ...admin, email: ADMIN };
});
afterAll(() => journey?.close());

/** The deal's status as its badge says it, read until it is the one expected: `await status(page).toBe('completed')`. */
const status = (page: Page) => see.attribute(page.locator('.deal-header .deal-badge'), 'data-status');
const dateAhead = (days: number) => new Date(journey.server.clock.now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A deal of one Reel for $500 (+$50 fee), made, accepted and funded through the API; its id. */
async function fundedDeal(brandPage: Page, creatorPage: Page): Promise<string> {
  const made = await api(brandPage, 'POST', '/deals', {
    creator_id: creator.id,
    currency: 'USD',
    price_cents: 50_000,
    revisions_included: 1,
    review_days: 3,
    usage_rights: { kind: 'none', duration_days: null },
    message: 'Go',
    deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: dateAhead(10) }],
  });
  const id = made.json.deal.id as string;
  expect((await acceptLatest(creatorPage, id)).status).toBe(200);
  expect((await api(brandPage, 'POST', `/deals/${id}/fund`, {})).status).toBe(200);
  return id;
}

/** The same deal, its Reel then delivered as a link by the creator; its id. */
async function deliveredDeal(brandPage: Page, creatorPage: Page): Promise<string> {
  const id = await fundedDeal(brandPage, creatorPage);
  const reel = (await api(creatorPage, 'GET', `/deals/${id}`)).json.deal.work.deliverables[0].id as string;
  await api(creatorPage, 'POST', `/deals/${id}/deliverables/${reel}/submissions`, {
    url: 'https://drive.example.com/reel',
    note: '',
  });
  return id;
}

/** The brand on a desktop and the creator on a phone, each logged in. */
async function partiesLoggedIn(): Promise<{ brandPage: Page; creatorPage: Page }> {
  const brandPage = await journey.newPage({ width: 1280, height: 900 });
  const creatorPage = await journey.newPage({ width: 390, height: 844 });
  await logIn(brandPage, brand);
  await logIn(creatorPage, creator);
  return { brandPage, creatorPage };
}

describe('when a deal goes wrong, and the money after', () => {
  it('a cancellation by agreement refunds the brand, who sees it on its finances and sends it back to its card', async () => {
    const { brandPage, creatorPage } = await partiesLoggedIn();
    const id = await fundedDeal(brandPage, creatorPage);

    // The creator asks, with a reason; an empty reason is refused under the field.
    await creatorPage.goto(`/deals/${id}`);
    await creatorPage.getByRole('button', { name: 'Ask to cancel' }).click();
    await creatorPage.getByRole('button', { name: 'Send the request' }).click();
    await creatorPage.getByText('Say why, in a few words.').waitFor();
    await creatorPage.getByLabel('Why do you want to cancel?').fill('I broke my camera and cannot film this month.');
    await creatorPage.getByRole('button', { name: 'Send the request' }).click();
    await creatorPage.getByText('Your request is with Mango & Co.').waitFor();
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    // The brand reads it on the deal and accepts: canceled, refunded to its balance.
    await brandPage.goto(`/deals/${id}`);
    await brandPage.getByText('I broke my camera and cannot film this month.').waitFor();
    await brandPage.getByRole('button', { name: 'Accept and cancel the deal' }).click();
    await status(brandPage).toBe('canceled');

    await brandPage.goto('/brand/finances');
    await brandPage.getByRole('heading', { name: 'Finances', level: 1 }).waitFor();
    await see.text(brandPage.locator('.money-figures')).toMatch(/Balance\s*\$550/);
    // The movements are a request of their own: they may still be loading when the figures show.
    await see.text(brandPage.getByRole('region', { name: 'Movements' })).toContain('Held for a deal · returned');
    expect(await seriousAxeViolations(brandPage)).toEqual([]);
    const out = brandPage.getByRole('region', { name: 'Send back to your card' });
    await see.value(out.getByLabel('Amount (USD)')).toBe('550.00');
    await out.getByRole('button', { name: 'Send back to my card' }).click();
    await brandPage
      .getByRole('dialog', { name: 'Send $550 back to your card?' })
      .getByRole('button', { name: 'Send $550' })
      .click();
    await out.getByText('$550 is on its way back to your card.').waitFor();
    await see.text(brandPage.locator('.money-figures')).toMatch(/Balance\s*\$0[\s\S]*Sent back to your card\s*\$550/);
    // The deal's receipt, and the refund's credit note above it, each with its PDF.
    const receipts = brandPage.getByRole('region', { name: 'Receipts' });
    await see.text(receipts).toMatch(/SP-\d{4}-\d{6}\s*Credit note[^$]*\$550[\s\S]*SP-\d{4}-\d{6}\s*Receipt[^$]*\$550/);
    const download = brandPage.waitForEvent('download');
    await receipts
      .getByRole('link', { name: /^Download PDF of SP-/ })
      .last()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^SP-\d{4}-\d{6}\.pdf$/);
    await brandPage.context().close();
    await creatorPage.context().close();
  });

  it('a dispute decided by an admin with a 70/30 split: the creator’s share clears and is withdrawn', async () => {
    const { brandPage, creatorPage } = await partiesLoggedIn();
    const id = await deliveredDeal(brandPage, creatorPage);

    // The brand opens a dispute with a link to evidence; the creator answers.
    await brandPage.goto(`/deals/${id}`);
    await brandPage.getByRole('button', { name: 'Open a dispute' }).click();
    await brandPage.getByLabel('What is wrong?').fill('The reel shows a competitor’s bottle.');
    await brandPage.getByLabel('Link to evidence (optional)').fill('https://drive.example.com/brief.pdf');
    // A file that only calls itself an image is refused once, in the form, and opens nothing.
    const evidenceFiles = brandPage.getByLabel('Evidence files (optional)');
    await evidenceFiles.setInputFiles({ name: 'frame-11.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await brandPage.getByRole('button', { name: 'Open the dispute' }).click();
    const form = brandPage.getByRole('form', { name: 'Open the dispute' });
    await form.getByRole('alert').filter({ hasText: DELIVERABLE_MESSAGES.fileTypeRefused }).waitFor();
    await see.count(brandPage.getByText(DELIVERABLE_MESSAGES.fileTypeRefused)).toBe(1);
    await status(brandPage).toBe('delivered');
    await see.value(form.getByLabel('What is wrong?')).toBe('The reel shows a competitor’s bottle.');
    await evidenceFiles.setInputFiles({ name: 'frame-12.png', mimeType: 'image/png', buffer: PNG });
    await brandPage.getByRole('button', { name: 'Open the dispute' }).click();
    await status(brandPage).toBe('disputed');
    await creatorPage.goto(`/deals/${id}`);
    await creatorPage.getByText('The reel shows a competitor’s bottle.').waitFor();
    // The evidence: the link, and the brand's screenshot kept on Sponsorly, which the creator can open.
    const evidence = await creatorPage
      .locator('.deal-endings__dispute a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(evidence[0]).toBe('https://drive.example.com/brief.pdf');
    const shot = await creatorPage.evaluate(async (href) => (await fetch(href!)).headers.get('content-type'), evidence[1]);
    expect(shot).toBe('image/png');
    await creatorPage.getByLabel('Your side of it').fill('That bottle is in the background for a second.');
    await creatorPage.getByRole('button', { name: 'Send your answer' }).click();
    await creatorPage.getByText('Your answer is with the admin.').waitFor();

    // The admin reads it at /admin/disputes and splits 70/30 with a note.
    const adminPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(adminPage, admin, '/admin/disputes');
    const card = adminPage.getByRole('article', { name: 'Mango & Co and Maya Lopez' }).filter({ hasText: 'competitor' });
    await card.waitFor();
    await see.text(card).toContain('answered');
    await card.getByLabel('Decision', { exact: true }).selectOption('split');
    await card.getByLabel('Share for the creator (%)').fill('70');
    await card
      .getByLabel('The decision, as both parties will read it')
      .fill('The product is shown; the competitor is barely visible.');
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await card.getByRole('button', { name: 'Record the decision' }).click();
    await see.text(card).toContain('decided: Split by percentage');
    const releasedAt = journey.server.clock.now;

    // Both read the decision; the creator's $350 clears in three days and is withdrawn on /earnings.
    await creatorPage.reload();
    await status(creatorPage).toBe('completed');
    await creatorPage.getByText('70% goes to the creator; the rest is refunded to the brand.').waitFor();
    await creatorPage.goto('/earnings');
    await see.text(creatorPage.locator('.money-figures')).toMatch(/Clearing[^$]*\$350/);
    journey.server.clock.advance(3 * DAY_MS);
    await journey.server.runDueTimers();
    await creatorPage.reload();
    await see.text(creatorPage.locator('.money-figures')).toMatch(/Available to withdraw\s*\$350/);
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    const withdraw = creatorPage.getByRole('region', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount (USD)').fill('400');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await creatorPage.getByRole('dialog', { name: 'Withdraw $400?' }).getByRole('button', { name: 'Withdraw $400' }).click();
    await withdraw.getByText('There is not enough money in this balance.').waitFor();
    await withdraw.getByLabel('Amount (USD)').fill('350');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await creatorPage.getByRole('dialog', { name: 'Withdraw $350?' }).getByRole('button', { name: 'Withdraw $350' }).click();
    await withdraw.getByText('$350 is on its way to your bank.').waitFor();
    await see.text(creatorPage.locator('.money-figures')).toMatch(/Withdrawn\s*\$350/);
    // This month's statement lists the release (the CSV, read as a spreadsheet would).
    const statements = creatorPage.getByRole('region', { name: 'Statements' });
    const csvLink = statements.getByRole('link', { name: /^CSV statement for / });
    const csv = await creatorPage.evaluate(async (href) => (await fetch(href!)).text(), await csvLink.getAttribute('href'));
    expect(csv).toContain(',released,"Mango & Co","1 × Instagram Reel",350.00\n');
    expect((await api(adminPage, 'GET', '/admin/ledger-check')).json).toMatchObject({ ok: true });

    // The dashboards count it: the creator earned $350 this month; the brand spent $385 with the fee.
    await creatorPage.goto('/dashboard');
    // "This Month" and the brand's "Spent" are the server's month now, three days after the release and the
    // funding: they count the deal unless those days crossed into a new month; "Total" counts it either way.
    const earnings = creatorPage.getByRole('region', { name: 'Earnings' });
    const releasedThisMonth = monthOf(releasedAt) === monthOf(journey.server.clock.now);
    await see.text(earnings).toMatch(releasedThisMonth ? /This Month\s*\$350/ : /This Month\s*\$0/);
    await see.text(earnings).toMatch(/Total\s*\$350/);
    await see.text(creatorPage.getByRole('region', { name: 'Campaign Stats' })).toMatch(/Completed\s*1/);
    await brandPage.goto('/dashboard');
    await see
      .text(brandPage.getByRole('region', { name: 'Budget Overview' }))
      .toMatch(releasedThisMonth ? /Spent\s*\$385/ : /Spent\s*\$0/);

    // Both review the completed deal; the brand's review waits for the creator's, then shows on the creator's page.
    await brandPage.goto(`/deals/${id}`);
    const brandReview = brandPage.getByRole('form', { name: 'Your review' });
    await brandReview.getByRole('button', { name: 'Send review' }).click();
    await brandReview.getByText('Choose from 1 to 5 stars.').waitFor();
    await brandReview.getByLabel('4 stars').check();
    await brandReview.getByLabel('How did it go with Maya Lopez?').fill('Good work once we agreed on the bottle.');
    await brandReview.getByRole('button', { name: 'Send review' }).click();
    await brandPage.getByText('Thank you. Your review is in.').waitFor();
    await creatorPage.goto(`/deals/${id}`);
    await creatorPage.getByText('Mango & Co left a review. It shows once yours is in', { exact: false }).waitFor();
    await creatorPage.getByLabel('5 stars').check();
    await creatorPage.getByLabel('How did it go with Mango & Co?').fill('Fair, and paid as decided.');
    await creatorPage.getByRole('button', { name: 'Send review' }).click();
    await creatorPage.getByText('Good work once we agreed on the bottle.').waitFor();
    // Beside the deal, the brand's record: one completed deal (the other was canceled), its creator's review.
    await see
      .text(creatorPage.getByRole('region', { name: 'About Mango & Co' }))
      .toMatch(/Completed deals\s*1[\s\S]*Canceled deals\s*1[\s\S]*5\.0 \(1\)/);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    // The creator opens the brand's page from its record: who it is, its record, and the creator's review.
    await creatorPage.getByRole('link', { name: 'See Mango & Co’s page' }).click();
    await creatorPage.getByRole('heading', { name: 'Mango & Co', level: 1 }).waitFor();
    await see.text(creatorPage.getByRole('region', { name: 'Reviews' })).toContain('Fair, and paid as decided.');
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    await brandPage.goto(`/creators/${creator.id}`);
    const reviews = brandPage.getByRole('region', { name: 'Reviews' });
    await see.text(reviews).toContain('4.0 from 1 review');
    await see.text(reviews).toContain('Good work once we agreed on the bottle.');
    await brandPage.context().close();
    await creatorPage.context().close();
    await adminPage.context().close();
  });

  it('a dispute with a file sent after the deal moved on shows the deal as it now stands', async () => {
    const { brandPage, creatorPage } = await partiesLoggedIn();
    const id = await deliveredDeal(brandPage, creatorPage);

    // A tab whose live updates do not come through (a dropped connection): it learns of a change only by asking.
    await brandPage.route('**/realtime.events**', (route) => route.abort());
    await brandPage.goto(`/deals/${id}`);
    await brandPage.getByRole('button', { name: 'Open a dispute' }).click();
    await brandPage.getByLabel('What is wrong?').fill('The colours are off.');
    await brandPage
      .getByLabel('Evidence files (optional)')
      .setInputFiles({ name: 'frame-3.png', mimeType: 'image/png', buffer: PNG });
    // Meanwhile the work is approved from another tab: the dispute comes too late.
    expect((await api(brandPage, 'POST', `/deals/${id}/approve`, {})).status).toBe(200);
    await brandPage.getByRole('button', { name: 'Open the dispute' }).click();
    await status(brandPage).toBe('completed');
    await brandPage.getByText('This offer changed meanwhile:', { exact: false }).waitFor();
    await see.count(brandPage.getByRole('form', { name: 'Open the dispute' })).toBe(0);
    await brandPage.context().close();
    await creatorPage.context().close();
  });
});
