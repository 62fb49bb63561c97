import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { startFakeStripe, type FakeStripe } from '@sponsorly/api/testing';
import { PAYMENT_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { acceptLatest, api } from './support/api';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

const WEBHOOK_SECRET = 'whsec_journeytest';
const DAY_MS = 24 * 60 * 60 * 1000;
let stripe: FakeStripe;
let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;

beforeAll(async () => {
  stripe = await startFakeStripe();
  journey = await startJourney({
    RATE_LIMIT_FACTOR: '20',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_journey',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    CLEARING_DAYS: '0',
  });
  // Stripe's events reach the app's webhook endpoint, as the dashboard's registration makes them.
  stripe.sendWebhooksTo(`${journey.baseUrl}/api/webhooks/stripe`, WEBHOOK_SECRET);
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' }, { industry: 'food' });
  await journey.server.deps.db
    .updateTable('brand_profiles')
    .set({ company_name: 'Mango & Co' })
    .where('user_id', '=', brand.id)
    .execute();
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Maya', lastName: 'Lopez' }, { platform: 'instagram' });
});
afterAll(async () => {
  await journey?.close();
  await stripe?.close();
});

const status = (page: Page) => see.attribute(page.locator('.deal-header .deal-badge'), 'data-status');
const dateAhead = (days: number) => new Date(journey.server.clock.now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

describe('real money through Stripe (test mode, against a local Stripe)', () => {
  it('a creator sets up payouts on Stripe, a brand pays on Stripe’s page, the deal starts live, and the creator withdraws', async () => {
    const creatorPage = await journey.newPage({ width: 390, height: 844 });
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(creatorPage, creator, '/earnings');
    await logIn(brandPage, brand);

    // The creator cannot withdraw before Stripe can pay them: the page offers the setup instead.
    const setup = creatorPage.getByRole('region', { name: 'Set up payouts' });
    await setup.getByText('Sponsorly pays you through Stripe.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    await setup.getByRole('button', { name: 'Set up payouts' }).click();
    await creatorPage.waitForURL(`${stripe.url}/express/onboarding/**`);
    await creatorPage.getByRole('button', { name: 'Agree and submit' }).click();
    await creatorPage.waitForURL('**/earnings?payouts=done');
    await creatorPage.getByRole('region', { name: 'Withdraw' }).waitFor();

    // The brand pays the agreed deal on Stripe's page.
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
    await brandPage.goto(`/deals/${id}`);
    const fund = brandPage.getByRole('region', { name: 'Fund this deal' });
    await fund.getByText('Stripe is in test mode', { exact: false }).waitFor();
    await see.count(fund.getByLabel('Card number')).toBe(0);
    await fund.getByRole('button', { name: 'Pay $550 on Stripe' }).click();
    await brandPage.waitForURL(`${stripe.url}/checkout/pay/**`);
    await brandPage.getByRole('heading', { name: 'Pay 550.00 USD' }).waitFor();
    await brandPage.getByRole('button', { name: 'Pay' }).click();
    await brandPage.waitForURL(`**/deals/${id}?payment=done`);
    // Stripe's event funds the deal; the page moves on by itself.
    await status(brandPage).toBe('in_progress');

    // The work is delivered and approved; with CLEARING_DAYS=0 the money is available at once.
    const reel = (await api(creatorPage, 'GET', `/deals/${id}`)).json.deal.work.deliverables[0].id as string;
    await api(creatorPage, 'POST', `/deals/${id}/deliverables/${reel}/submissions`, {
      url: 'https://drive.example.com/reel',
      note: '',
    });
    expect((await api(brandPage, 'POST', `/deals/${id}/approve`, {})).status).toBe(200);
    await journey.server.runDueTimers();
    await creatorPage.goto('/earnings');
    await see.text(creatorPage.locator('.money-figures')).toMatch(/Available to withdraw\s*\$500/);
    const withdraw = creatorPage.getByRole('region', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount (USD)').fill('500');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const confirmOut = creatorPage.getByRole('dialog', { name: 'Withdraw $500?' });
    await see.text(confirmOut).toContain(PAYMENT_MESSAGES.moneyOutDestination.stripe_payout);
    await confirmOut.getByRole('button', { name: 'Withdraw $500' }).click();
    await withdraw.getByText('$500 is on its way to your bank.').waitFor();
    const [account] = [...stripe.accounts.values()];
    expect([...stripe.transfers.values()]).toEqual([
      expect.objectContaining({ amount: 50_000, currency: 'usd', destination: account!.id }),
    ]);

    // The brand's receipt for the payment, with the card Stripe charged.
    await brandPage.goto('/brand/finances');
    const receipts = brandPage.getByRole('region', { name: 'Receipts' });
    await see.text(receipts).toMatch(/SP-\d{4}-\d{6}\s*Receipt[^$]*\$550/);
    const download = brandPage.waitForEvent('download');
    await receipts.getByRole('link', { name: /^Download PDF of SP-/ }).click();
    const pdf = await readFile((await (await download).path())!);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
    expect(text).toMatch(/SP-\d{4}-\d{6}/);
    expect(text).toContain('Mango & Co');
    expect(text).toContain('$550');
    expect(text).toMatch(/ending 4242/i);
  });
});
