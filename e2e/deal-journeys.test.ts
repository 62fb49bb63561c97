import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEAL_MESSAGES, DEAL_TERMS_MESSAGES, DELIVERABLE_MESSAGES, PAYMENT_MESSAGES, SANDBOX_CARDS } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { acceptLatest, api } from './support/api';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;

const BRAND = 'Mango & Co';
const CREATOR = 'Maya Lopez';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first bytes of an MP4 (an ftyp box) and some more: a video by its signature. */
const MP4 = Buffer.concat([
  Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32,
  ]),
  Buffer.alloc(40_000, 7),
]);

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20' });
  const { db } = journey.server.deps;
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' }, { industry: 'food' });
  await db.updateTable('brand_profiles').set({ company_name: BRAND }).where('user_id', '=', brand.id).execute();
  // A verified creator is in search (and can be made offers) as soon as the account exists.
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Maya', lastName: 'Lopez' }, { platform: 'instagram' });
  await db
    .insertInto('creator_packages')
    .values({
      creator_id: creator.id,
      position: 0,
      title: 'Reel and stories',
      description: null,
      deliverables: JSON.stringify([
        { type: 'instagram_reel', quantity: 1 },
        { type: 'instagram_story', quantity: 3 },
      ]),
      price_cents: 45_000,
      currency: 'USD',
      delivery_days: 10,
      revisions_included: 1,
      usage_rights_kind: 'organic',
      usage_rights_days: 90,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
});
afterAll(() => journey?.close());

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));
const deliverable = (page: Page, n: number) => page.getByRole('group', { name: `Deliverable ${n}`, exact: true });
const dateAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const terms = (page: Page) => page.getByRole('region', { name: 'Terms' });
/** The deal's status as its badge says it, read until it is the one expected: `await status(page).toBe('completed')`. */
const status = (page: Page) => see.attribute(page.locator('.deal-header .deal-badge'), 'data-status');

describe('an offer, a counter-offer and an agreement', () => {
  it('a brand offers two deliverables, the creator counters higher, the brand accepts, both see awaiting_funding, and the brand funds it with the sandbox card', async () => {
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(brandPage, brand);

    // From the creator's page to the offer form, the creator's card at the top.
    await brandPage.goto(`/creators/${creator.id}`);
    await brandPage.getByRole('link', { name: 'Book this package: Reel and stories' }).waitFor();
    await brandPage.getByRole('link', { name: 'Make an offer' }).click();
    await brandPage.waitForURL(`**/deals/new?creator=${creator.id}`);
    await brandPage.getByRole('heading', { name: `Make an offer to ${CREATOR}` }).waitFor();
    await brandPage.getByRole('region', { name: 'The creator' }).getByRole('heading', { name: CREATOR }).waitFor();

    // Sent without a price: the message is under the field, which has the focus; nothing was made.
    await deliverable(brandPage, 1).getByLabel('Type').selectOption({ label: 'Instagram Reel' });
    await brandPage.getByRole('button', { name: 'Send offer' }).click();
    await brandPage.getByText(DEAL_TERMS_MESSAGES.priceRequired).waitFor();
    await expect.poll(() => focusedName(brandPage)).toBe('price');
    const price = brandPage.getByLabel('Price (USD)');
    await see
      .attribute(price, 'aria-describedby')
      .toContain((await brandPage.getByText(DEAL_TERMS_MESSAGES.priceRequired).locator('..').getAttribute('id')) ?? 'missing');

    // Two deliverables with their due dates, the price in dollars with the fee and total shown, rights in plain words.
    await deliverable(brandPage, 1).getByLabel('Due date').fill(dateAhead(10));
    await deliverable(brandPage, 1).getByLabel('Notes (optional)').fill('Show the bottle in the first 3 seconds.');
    await brandPage.getByRole('button', { name: 'Add deliverable' }).click();
    await deliverable(brandPage, 2).getByLabel('Type').selectOption({ label: 'TikTok video' });
    await deliverable(brandPage, 2).getByLabel('Quantity').fill('2');
    await deliverable(brandPage, 2).getByLabel('Due date').fill(dateAhead(14));
    await price.fill('500');
    await see.text(brandPage.locator('.deal-form .price-breakdown')).toMatch(/Platform fee \(10%\)\s+\$50[\s\S]*You pay\s+\$550/);
    await brandPage.getByLabel('Rights').selectOption({ label: 'Paid ads' });
    await brandPage.getByText('The brand may use the content in ads it pays for.').waitFor();
    await brandPage.getByLabel('For how long').selectOption({ label: '90 days' });
    await brandPage.getByLabel('Message to Maya (optional)').fill('We love your smoothie series.');
    expect(await seriousAxeViolations(brandPage)).toEqual([]);
    await brandPage.getByRole('button', { name: 'Send offer' }).click();

    // The deal's page: the brand sees the price, the fee and the total.
    await brandPage.waitForURL(/\/deals\/[0-9a-f-]{36}$/);
    const dealPath = new URL(brandPage.url()).pathname;
    await brandPage.getByRole('heading', { name: `Offer to ${CREATOR}`, exact: true }).waitFor();
    await status(brandPage).toBe('offered');
    await see
      .text(brandPage.locator('.deal-header'))
      .toContain('Waiting for the creator to accept, counter or decline your terms.');
    await see.text(brandPage.locator('.deal-header')).toMatch(/The offer expires in 3 days/);
    await see.text(terms(brandPage)).toMatch(/Price for the creator\s+\$500[\s\S]*Platform fee\s+\$50[\s\S]*You pay\s+\$550/);
    await see.text(terms(brandPage)).toContain('Paid ads for 90 days');
    await brandPage.getByRole('button', { name: 'Withdraw offer' }).waitFor();
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // The creator, on a phone: the offer in their list at the price they receive, no fee anywhere.
    const creatorPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(creatorPage, creator, '/deals');
    const row = creatorPage.getByRole('article', { name: BRAND });
    await row.waitFor();
    await see.text(row).toMatch(/\$500\s+for you/);
    await see.text(row).toContain('1 × Instagram Reel + 1 more');
    await see.text(row).not.toMatch(/\$550|fee/i);
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    await row.getByRole('link', { name: BRAND }).click();
    await creatorPage.waitForURL(`**${dealPath}`);
    await creatorPage.getByRole('heading', { name: `Offer from ${BRAND}`, exact: true }).waitFor();
    await see.text(terms(creatorPage)).toMatch(/You receive\s+\$500/);
    await see.text(creatorPage.locator('main')).not.toMatch(/\$550|Platform fee/);
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    // A counter-offer needs a message; then it goes with the higher price.
    await creatorPage.getByRole('button', { name: 'Counter' }).click();
    const counter = creatorPage.getByRole('region', { name: 'Counter-offer' });
    await counter.waitFor();
    await counter.getByLabel('Price (USD)').fill('650');
    await counter.getByRole('button', { name: 'Send counter-offer' }).click();
    await counter.getByText(DEAL_MESSAGES.counterMessageRequired).waitFor();
    await expect.poll(() => focusedName(creatorPage)).toBe('message');
    await counter.getByLabel('Message').fill('Two TikToks take a full day of filming each.');
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    await counter.getByRole('button', { name: 'Send counter-offer' }).click();
    await counter.waitFor({ state: 'detached' });
    await creatorPage.getByText('Waiting for the brand to accept, counter or decline your terms.').waitFor();
    await see.text(terms(creatorPage)).toMatch(/You receive\s+\$650/);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    // The brand sees version 2 with the price change highlighted, and the new total.
    await brandPage.reload();
    const version2 = brandPage.getByRole('listitem', { name: /^Version 2: counter-offer from Maya Lopez/ });
    await version2.waitFor();
    const priceChange = version2
      .getByRole('list', { name: 'What version 2 changed' })
      .getByRole('listitem')
      .filter({ hasText: 'Price' });
    await see.text(priceChange.locator('del')).toMatch(/\$500$/);
    await see.text(priceChange.locator('ins')).toMatch(/\$650$/);
    // Highlighted: the change sits on the accent tint, not on the card's white.
    expect(await priceChange.evaluate((li) => getComputedStyle(li).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await see.text(version2).toContain('Two TikToks take a full day of filming each.');
    await see
      .text(terms(brandPage).locator('.deal-terms__row.is-changed'))
      .toMatch(/Changed in version 2[\s\S]*\$650[\s\S]*\$65[\s\S]*\$715/);
    await see.visible(brandPage.getByRole('heading', { name: 'Your answer' })).toBe(true);
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // Accepting lists what it agrees to first; closing the dialog binds nothing.
    await brandPage.getByRole('button', { name: 'Accept offer' }).click();
    const accept = brandPage.getByRole('dialog', { name: 'Accept these terms?' });
    await see
      .text(accept)
      .toMatch(
        /Price\s*You pay \$715 \(the \$650 price and the platform fee\)[\s\S]*1 × Instagram Reel, due [\s\S]*2 × TikTok video, due [\s\S]*Usage rights\s*Paid ads for 90 days/,
      );
    await see.text(accept).toContain('Nothing is agreed until you confirm.');
    expect(await seriousAxeViolations(brandPage)).toEqual([]);
    await accept.getByRole('button', { name: 'Not yet' }).click();
    await accept.waitFor({ state: 'hidden' });
    await brandPage.reload();
    await status(brandPage).toBe('offered');
    expect((await api(brandPage, 'GET', `/deals/${dealPath.split('/').pop()}`)).json.deal.status).toBe('offered');
    await brandPage.getByRole('button', { name: 'Accept offer' }).click();
    await accept.getByRole('button', { name: 'Confirm and accept' }).click();
    await status(brandPage).toBe('awaiting_funding');
    const funding = brandPage.getByRole('region', { name: 'Fund this deal' });
    await see.text(funding).toMatch(/Price for Maya Lopez\s+\$650[\s\S]*Platform fee\s+\$65[\s\S]*You pay\s+\$715/);
    await see.text(funding).toContain('No real card is charged and no money moves.');
    await see.count(brandPage.getByRole('listitem').filter({ hasText: 'You accepted version 2' })).toBe(1);
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // The creator sees the agreement too, and it is under "Agreed".
    await creatorPage.reload();
    await status(creatorPage).toBe('awaiting_funding');
    await see.text(creatorPage.getByRole('region', { name: 'What happens next' })).toContain('you receive the full $650');
    await see.count(creatorPage.getByRole('region', { name: 'Fund this deal' })).toBe(0);
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    await creatorPage.goto('/deals?show=agreed');
    await creatorPage.getByRole('article', { name: BRAND }).getByText('Awaiting funding').waitFor();
    await creatorPage.getByRole('button', { name: 'Offers', pressed: false }).click();
    await creatorPage.getByText('No deals here').waitFor();

    // The brand funds it: the declined test card is refused with what to do, then the paying one goes through.
    const card = funding.getByLabel('Card number');
    await see.value(card).toBe(SANDBOX_CARDS.succeeds);
    await card.fill('4242');
    await funding.getByRole('button', { name: 'Pay $715 and start the deal' }).click();
    await funding.getByText(PAYMENT_MESSAGES.cardNumberInvalid).waitFor();
    await see.attribute(card, 'aria-invalid').toBe('true');
    await card.fill(SANDBOX_CARDS.declined);
    await funding.getByRole('button', { name: 'Pay $715 and start the deal' }).click();
    await funding.getByRole('alert').getByText(PAYMENT_MESSAGES.declined.card_declined).waitFor();
    await status(brandPage).toBe('awaiting_funding');
    await card.fill(SANDBOX_CARDS.succeeds);
    await funding.getByRole('button', { name: 'Pay $715 and start the deal' }).click();
    await brandPage.getByText('Paid. $715 is held by Sponsorly, and Maya Lopez has been told to start the work.').waitFor();
    await status(brandPage).toBe('in_progress');
    await see.text(brandPage.locator('.deal-header')).toContain('The creator is making the deliverables.');
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // The creator's deal page says the work can start, and the money is held in the ledger.
    await creatorPage.goto(dealPath);
    await status(creatorPage).toBe('in_progress');
    await see.text(creatorPage.locator('.deal-header')).toContain('Make the deliverables and submit each by its due date.');
    const dealId = dealPath.split('/')[2]!;
    const held = await journey.server.deps.db
      .selectFrom('ledger_transfers')
      .select(['id', 'amount'])
      .where('deal_id', '=', dealId)
      .where('kind', '=', 'pending')
      .orderBy('id')
      .execute();
    expect(held.map((t) => [t.id, Number(t.amount)])).toEqual([
      [`hold:${dealId}:fee`, 6_500],
      [`hold:${dealId}:price`, 65_000],
    ]);
    await brandPage.context().close();
    await creatorPage.context().close();
  }, 120_000);

  it('the creator submits drafts, the brand asks for a change, the creator revises, the brand approves: the price is released, then clears', async () => {
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(brandPage, brand);
    // A deal of two deliverables made, accepted and funded through the API, as the pages above do.
    const made = await api(brandPage, 'POST', '/deals', {
      creator_id: creator.id,
      currency: 'USD',
      price_cents: 40_000,
      revisions_included: 1,
      review_days: 3,
      usage_rights: { kind: 'organic', duration_days: 30 },
      message: 'Go!',
      deliverables: [
        { type: 'instagram_reel', quantity: 1, due_date: dateAhead(10) },
        { type: 'instagram_story', quantity: 3, due_date: dateAhead(10) },
      ],
    });
    const dealId = made.json.deal.id as string;
    const creatorPage = await journey.newPage({ width: 390, height: 844 });
    await logIn(creatorPage, creator);
    expect((await acceptLatest(creatorPage, dealId)).status).toBe(200);
    expect((await api(brandPage, 'POST', `/deals/${dealId}/fund`, {})).status).toBe(200);

    // The creator, on a phone: each deliverable waits for a draft; a bad address is refused under the field.
    await creatorPage.goto(`/deals/${dealId}`);
    const reel = creatorPage.getByRole('listitem', { name: '1 × Instagram Reel' });
    const stories = creatorPage.getByRole('listitem', { name: '3 × Instagram Story' });
    await reel.getByText('Not submitted yet').waitFor();
    await reel.getByLabel('Link to the work').fill('drive.example.com/reel');
    await reel.getByRole('button', { name: 'Submit draft' }).click();
    await reel.getByText(DELIVERABLE_MESSAGES.urlInvalid).waitFor();
    await reel.getByLabel('Link to the work').fill('https://drive.example.com/reel-v1');
    await reel.getByLabel('Note for the brand (optional)').fill('First cut, 28 seconds.');
    await reel.getByRole('button', { name: 'Submit draft' }).click();
    await reel.getByText('Submitted', { exact: true }).waitFor();
    await status(creatorPage).toBe('in_progress');
    // The stories go up as a video file, in the same form: choosing a file only chooses it, nothing is sent
    // until "Submit draft". A text file named .mp4 is refused first, by what its bytes are.
    const submissionsOf = async (n: number) =>
      (await api(creatorPage, 'GET', `/deals/${dealId}`)).json.deal.work.deliverables[n].submissions.length as number;
    await stories.getByLabel('A file').check();
    await stories
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'stories.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video at all') });
    await stories.getByRole('button', { name: 'Submit draft' }).click();
    await stories.getByText(DELIVERABLE_MESSAGES.fileTypeRefused).waitFor();
    await stories.getByLabel('File', { exact: true }).setInputFiles({ name: 'stories.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await stories.getByLabel('Note for the brand (optional)').fill('Three stories in one file.');
    await see.text(stories).toContain('Not submitted yet');
    expect(await submissionsOf(1)).toBe(0);
    await stories.getByRole('button', { name: 'Submit draft' }).click();
    // By the time the page says so, the deal it shows is the one the upload moved.
    await creatorPage.getByText('stories.mp4 submitted as a draft of 3 × Instagram Story.').waitFor();
    await status(creatorPage).toBe('delivered');
    await see.text(creatorPage.locator('.deal-header')).toContain('Waiting for the brand to review your work.');
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    // The brand reviews: the drafts open elsewhere; it asks for one change, which uses its only revision.
    await brandPage.goto(`/deals/${dealId}`);
    const review = brandPage.getByRole('region', { name: 'Your review' });
    await see
      .text(review)
      .toContain('Approve the work to release $400 to Maya Lopez, or request changes to a deliverable below (1 revision left).');
    const draft = brandPage.getByRole('link', { name: /drive\.example\.com\/reel-v1/ });
    await see.attribute(draft, 'rel').toBe('noopener noreferrer nofollow');
    const video = brandPage.getByRole('link', { name: 'stories.mp4' });
    const fetched = await brandPage.evaluate(
      async (href) => {
        const res = await fetch(href!);
        return { status: res.status, type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength };
      },
      await video.getAttribute('href'),
    );
    expect(fetched).toEqual({ status: 200, type: 'video/mp4', size: MP4.length });
    await brandPage.getByRole('button', { name: 'Request changes to 1 × Instagram Reel' }).click();
    await brandPage.getByRole('button', { name: 'Send change request' }).click();
    await brandPage.getByText(DELIVERABLE_MESSAGES.commentRequired).waitFor();
    await brandPage.getByLabel('What should change').fill('Show the bottle in the first 3 seconds.');
    await brandPage.getByRole('button', { name: 'Send change request' }).click();
    await status(brandPage).toBe('changes_requested');
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // The creator reads the comment and sends a new draft; the deal is delivered again.
    await creatorPage.reload();
    await reel.getByText('Show the bottle in the first 3 seconds.').waitFor();
    await reel.getByLabel('Link to the work').fill('https://drive.example.com/reel-v2');
    await reel.getByRole('button', { name: 'Submit new draft' }).click();
    await status(creatorPage).toBe('delivered');

    // No revisions left: the brand can only approve, after confirming; the price is released.
    await brandPage.reload();
    await see.text(review).toContain('(no revisions left)');
    await see.count(brandPage.getByRole('button', { name: /Request changes/ })).toBe(0);
    await review.getByRole('button', { name: 'Approve and release $400' }).click();
    await brandPage
      .getByRole('dialog', { name: 'Approve the work?' })
      .getByRole('button', { name: 'Approve and release $400' })
      .click();
    await brandPage.getByText('Approved. $400 is released to Maya Lopez.').waitFor();
    await status(brandPage).toBe('completed');

    await creatorPage.reload();
    await status(creatorPage).toBe('completed');
    await creatorPage.getByText(/\$400 released to you\. Available to withdraw from/).waitFor();
    await creatorPage.goto('/earnings');
    await see.text(creatorPage.locator('.money-figures')).toMatch(/Clearing[^$]*\$400/);
    await see.text(creatorPage.locator('.money-figures')).toMatch(/Available to withdraw\s*\$0/);

    // Three days later the money has cleared, and the creator withdraws it.
    journey.server.clock.advance(3 * DAY_MS);
    await journey.server.runDueTimers();
    await creatorPage.reload();
    await see.text(creatorPage.locator('.money-figures')).toMatch(/Available to withdraw\s*\$400/);
    const withdraw = creatorPage.getByRole('region', { name: 'Withdraw' });
    await see.value(withdraw.getByLabel('Amount (USD)')).toBe('400.00');
    // Before anything moves, the withdrawal asks, with the amount and where it goes (the sandbox says so).
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    const confirmOut = creatorPage.getByRole('dialog', { name: 'Withdraw $400?' });
    await see.text(confirmOut).toContain(PAYMENT_MESSAGES.moneyOutDestination.sandbox_payout);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    expect((await api(creatorPage, 'GET', '/wallet')).json).toMatchObject({ available_cents: 40_000, paid_out_cents: 0 });
    await confirmOut.getByRole('button', { name: 'Withdraw $400' }).click();
    await withdraw.getByText('$400 is on its way to your bank.').waitFor();
    expect((await api(creatorPage, 'GET', '/wallet')).json).toMatchObject({ available_cents: 0, paid_out_cents: 40_000 });
    // Each money line names the deal's other side and its title, its sign and colour saying in or out.
    const lines = creatorPage.getByRole('region', { name: 'Movements' }).getByRole('listitem');
    await see
      .text(lines.filter({ hasText: 'Price of a deal · released to you' }))
      .toMatch(/Mango & Co · 1 × Instagram Reel \+ 1 more[\s\S]*In:\s*\+\$400\.00/);
    await see.text(lines.filter({ hasText: 'Withdrawn' }).first()).toMatch(/Out:\s*−\$400\.00/);
    expect(
      await lines
        .filter({ hasText: 'Withdrawn' })
        .first()
        .locator('.money-amount')
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(185, 28, 28)');

    // The prompt to withdraw is gone once nothing is left: on the deal page and in the dashboard's activity.
    await creatorPage.goto(`/deals/${dealId}`);
    await creatorPage.getByText(/\$400 released to you\. It cleared on .* and was withdrawn/).waitFor();
    await see.count(creatorPage.getByText(/available to withdraw/i)).toBe(0);
    await creatorPage.goto('/dashboard');
    const activity = creatorPage.getByRole('region', { name: 'Recent Activity' });
    await activity.getByText('$400 cleared and was withdrawn').waitFor();
    await see.count(activity.getByText('$400 is available to withdraw')).toBe(0);
    // A completed deal is counted once: as completed, never as active too.
    const counts = (await api(creatorPage, 'GET', '/deals/counts')).json as Record<string, number>;
    const live = ['offered', 'awaiting_funding', 'in_progress', 'delivered', 'changes_requested', 'disputed'].reduce(
      (sum, state) => sum + (counts[state] ?? 0),
      0,
    );
    expect(counts.completed).toBeGreaterThanOrEqual(1);
    await see
      .text(creatorPage.getByRole('region', { name: 'Campaign Stats' }))
      .toMatch(new RegExp(`Active\\s*${live}\\b[\\s\\S]*Completed\\s*${counts.completed}\\b`));

    // The brand reviews first: the creator is asked to review to read it; once they have, the ask is gone.
    expect((await api(brandPage, 'POST', `/deals/${dealId}/reviews`, { rating: 5, text: 'Fast and lovely work.' })).status).toBe(
      201,
    );
    await creatorPage.goto('/notifications');
    const reviewed = creatorPage.getByRole('listitem').filter({ hasText: 'Mango & Co reviewed your deal' });
    await see.text(reviewed).toContain('Leave your review to read theirs');
    await creatorPage.goto(`/deals/${dealId}`);
    const reviews = creatorPage.getByRole('region', { name: 'Reviews' });
    await reviews.getByLabel('5 stars').check();
    await reviews.getByLabel('How did it go with Mango & Co?').fill('Clear brief, quick approval.');
    await reviews.getByRole('button', { name: 'Send review' }).click();
    await reviews.getByText('Fast and lovely work.').waitFor();
    await creatorPage.goto('/notifications');
    await see.text(reviewed).toContain('Both reviews are in: read theirs on the deal.');
    await see.count(creatorPage.getByText('Leave your review to read theirs')).toBe(0);
    await creatorPage.goto(`/deals/${dealId}`);

    // The reel is live: the creator adds the post, and both see how long the brand may still use it.
    await creatorPage.reload();
    await reel.getByLabel('Link to the live post').fill('https://instagram.com/p/mango-live');
    await reel.getByRole('button', { name: 'Add the live post' }).click();
    await reel.getByRole('link', { name: 'Live post' }).waitFor();
    await see.text(reel).toMatch(/Usage rights: \d+ days left, until/);
    await see.attribute(reel.getByRole('link', { name: 'Live post' }), 'rel').toBe('noopener noreferrer nofollow');
    await brandPage.context().close();
    await creatorPage.context().close();
  }, 180_000);

  it('a brand books a package (prefilled), then withdraws it after confirming; a stranger’s link is not found', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, brand, `/creators/${creator.id}`);
    await page.getByRole('link', { name: 'Book this package: Reel and stories' }).click();
    await page.waitForURL(/package=/);
    await see.value(page.getByLabel('Price (USD)')).toBe('450');
    await see.value(deliverable(page, 2).getByLabel('Quantity')).toBe('3');
    await see.value(deliverable(page, 1).getByLabel('Due date')).toBe(
      await page.evaluate(() => {
        const d = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      }),
    );
    await see.value(page.getByLabel('Rights')).toBe('organic');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Send offer' }).click();
    await page.waitForURL(/\/deals\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Withdraw offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your offer?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await status(page).toBe('offered');
    await page.getByRole('button', { name: 'Withdraw offer' }).click();
    await dialog.getByRole('button', { name: 'Withdraw offer' }).click();
    await status(page).toBe('withdrawn');
    await page.getByText('You withdrew version 1.').waitFor();
    await see.count(page.getByRole('button', { name: 'Withdraw offer' })).toBe(0);

    await page.goto('/deals/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Deal not found' }).waitFor();
    await page.context().close();
  });
});
