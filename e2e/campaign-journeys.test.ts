import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;
/** The campaign the first journey publishes, visited again on a phone. */
let campaignId = '';

const TITLE = 'Summer smoothie launch';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20' });
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' }, { industry: 'food' });
  await journey.server.deps.db
    .updateTable('brand_profiles')
    .set({ company_name: 'Mango & Co' })
    .where('user_id', '=', brand.id)
    .execute();
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Maya', lastName: 'Lopez' }, { platform: 'instagram' });
});
afterAll(() => journey?.close());

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));
const deliverable = (page: Page, n: number) => page.getByRole('group', { name: `Deliverable ${n}`, exact: true });

/** A datetime-local value `days` ahead in the browser's own time zone, and a date `days` ahead. */
async function localDateTime(page: Page, days: number): Promise<string> {
  return page.evaluate(
    (at) => {
      const d = new Date(at);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T17:00`;
    },
    Date.now() + days * DAY_MS,
  );
}
const dateAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('a campaign from brief to shortlist', () => {
  it('a brand publishes a brief with two deliverables, a creator applies, the brand shortlists, the creator sees it', async () => {
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(brandPage, brand);

    // No campaigns yet: the empty state leads to the form.
    await brandPage.goto('/brand/campaigns');
    await brandPage.getByText('No campaigns yet').waitFor();
    await brandPage.getByRole('link', { name: 'Create campaign' }).click();
    await brandPage.waitForURL('**/brand/campaigns/new');

    // Publishing an empty brief names each missing field under it, focuses the first, and saves nothing.
    await brandPage.getByRole('button', { name: 'Publish' }).click();
    await brandPage.getByText(CAMPAIGN_MESSAGES.titleRequired).waitFor();
    for (const message of [
      CAMPAIGN_MESSAGES.descriptionRequired,
      CAMPAIGN_MESSAGES.platformsRequired,
      CAMPAIGN_MESSAGES.deliverablesRequired,
      CAMPAIGN_MESSAGES.budgetRequired,
    ]) {
      await see.visible(brandPage.getByText(message), message).toBe(true);
    }
    await see.attribute(brandPage.getByLabel('Title'), 'aria-invalid').toBe('true');
    await expect.poll(() => focusedName(brandPage)).toBe('title');
    expect(new URL(brandPage.url()).pathname).toBe('/brand/campaigns/new');

    // The brief, written field by field; the preview follows.
    await brandPage.getByLabel('Title').fill(TITLE);
    await brandPage.getByLabel('Description').fill('Show our new mango smoothie in your morning routine.');
    await brandPage.getByRole('group', { name: 'Where the content is posted' }).getByLabel('Instagram').check();
    await brandPage.getByRole('group', { name: 'Where the content is posted' }).getByLabel('TikTok').check();
    await deliverable(brandPage, 1).getByLabel('Type').selectOption('instagram_reel');
    await deliverable(brandPage, 1).getByLabel('Notes').fill('Show the bottle in the first 3 seconds.');
    await brandPage.getByRole('button', { name: 'Add deliverable' }).click();
    await deliverable(brandPage, 2).getByLabel('Type').selectOption('tiktok_video');
    await deliverable(brandPage, 2).getByLabel('Quantity').fill('2');
    await brandPage.getByLabel('A range').check();
    await brandPage.getByLabel('From (USD)').fill('500');
    await brandPage.getByLabel('To (USD)').fill('800');
    await brandPage.getByLabel('Application deadline').fill(await localDateTime(brandPage, 7));
    await brandPage.getByLabel('Content due date').fill(dateAhead(21));
    await brandPage.getByLabel('Rights', { exact: true }).selectOption('organic');
    await brandPage.getByLabel('For how long').selectOption('90');
    const preview = brandPage.getByRole('complementary', { name: 'Preview' });
    await see.text(preview).toContain('TikTok video');
    await see.text(preview).toContain('$500 – $800');
    await see.text(preview).toContain('Organic repost for 90 days');

    // A draft first: the page becomes the draft's edit page, with what was typed.
    await brandPage.getByRole('button', { name: 'Save draft' }).click();
    await brandPage.waitForURL(/\/brand\/campaigns\/[0-9a-f-]{36}\/edit$/);
    await brandPage.getByText('Draft saved.').waitFor();
    campaignId = new URL(brandPage.url()).pathname.split('/')[3]!;
    await see.value(brandPage.getByLabel('To (USD)')).toBe('800');
    await see.value(deliverable(brandPage, 2).getByLabel('Quantity')).toBe('2');

    // Then published: the campaign's page says so.
    await brandPage.getByRole('button', { name: 'Publish' }).click();
    await brandPage.waitForURL(`**/brand/campaigns/${campaignId}`);
    await brandPage.getByText('Published. Creators can now find the campaign and apply.').waitFor();
    await brandPage.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await see.text(brandPage.locator('.campaign-manage__header')).toContain('Open');
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // The creator finds it on /campaigns, filtered by platform in the address, and applies.
    const creatorPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(creatorPage, creator, '/campaigns');
    await creatorPage.getByRole('link', { name: TITLE }).waitFor();
    await creatorPage.getByLabel('Platform', { exact: true }).selectOption('instagram');
    await creatorPage.waitForURL(/platform=instagram/);
    await creatorPage.getByRole('link', { name: TITLE }).click();
    await creatorPage.waitForURL(`**/campaigns/${campaignId}`);
    const brief = creatorPage.locator('.campaign-view__main');
    await see.text(brief).toContain('Instagram Reel');
    await see.text(brief).toContain('Show the bottle in the first 3 seconds.');
    await see.text(brief).toContain('Organic repost for 90 days');
    await see.text(brief).toContain('The brand may repost the content on its own channels');
    await see.text(creatorPage.getByRole('region', { name: 'About the brand' })).toContain('Mango & Co');
    await see
      .text(creatorPage.getByRole('region', { name: 'About the brand' }))
      .toContain('Mango & Co has no completed deals on Sponsorly yet.');

    await creatorPage.getByRole('button', { name: 'Apply', exact: true }).click();
    await creatorPage.getByLabel('Your pitch').fill('I make smoothie reels every morning for 40k followers.');
    await see.visible(creatorPage.getByText('54/1000')).toBe(true);
    await creatorPage.getByLabel('Your price (USD)').fill('600');
    await creatorPage.getByLabel('Link 1').fill('https://instagram.com/p/abc');
    await creatorPage.getByRole('button', { name: 'Send application' }).click();
    await creatorPage.getByText('Application sent.').waitFor();
    await see.text(creatorPage.locator('.standing')).toContain('Submitted');
    await see.count(creatorPage.getByRole('button', { name: 'Apply', exact: true })).toBe(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    // The brand sees the application under New, with the pitch, the price and a link that opens elsewhere.
    await brandPage.reload();
    const card = brandPage.getByRole('article', { name: 'Maya Lopez' });
    await card.waitFor();
    await see.text(card).toContain('I make smoothie reels every morning for 40k followers.');
    await see.text(card).toContain('$600');
    const link = card.getByRole('link', { name: /instagram\.com\/p\/abc/ });
    await see.attribute(link, 'rel').toBe('noopener noreferrer nofollow');
    await see.attribute(link, 'target').toBe('_blank');
    const application = await journey.server.deps.db
      .selectFrom('applications')
      .select('id')
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    await see
      .attribute(card.getByRole('link', { name: 'Make offer to Maya Lopez' }), 'href')
      .toBe(`/deals/new?creator=${creator.id}&campaign=${campaignId}&application=${application.id}`);

    // Shortlisted: it moves to its tab, kept in the address.
    await card.getByRole('button', { name: 'Shortlist Maya Lopez' }).click();
    await see.text(brandPage.getByRole('tab', { name: /Shortlisted/ })).toContain('1');
    await brandPage.getByRole('tab', { name: /Shortlisted/ }).click();
    await brandPage.waitForURL(/stage=shortlisted/);
    await brandPage.getByRole('tabpanel').getByRole('article', { name: 'Maya Lopez' }).waitFor();
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // The creator sees "Shortlisted" among their applications, and on the dashboard.
    await creatorPage.goto('/campaigns?view=applications');
    const mine = creatorPage.getByRole('article', { name: TITLE });
    await see.text(mine).toContain('Shortlisted');
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    await creatorPage.goto('/dashboard');
    await see.text(creatorPage.getByRole('region', { name: 'Campaign Stats' })).toMatch(/Active\s+1/);

    // The brand's list counts it, and so does its dashboard.
    await brandPage.goto('/brand/campaigns');
    const row = brandPage.getByRole('article', { name: TITLE });
    await see.text(row).toMatch(/Shortlisted\s+1/);
    await brandPage.goto('/dashboard');
    await see.text(brandPage.getByRole('region', { name: 'Campaign Management' })).toMatch(/Active Campaigns\s+1/);
    await brandPage.context().close();
    await creatorPage.context().close();
  });

  it('from the shortlist to an agreement: an offer made from the application, a counter, an acceptance, and the talk on the deal page', async () => {
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(brandPage, brand, `/brand/campaigns/${campaignId}?stage=shortlisted`);
    await brandPage.getByRole('tabpanel').getByRole('link', { name: 'Make offer to Maya Lopez' }).click();
    await brandPage.waitForURL(/\/deals\/new\?creator=.*&campaign=.*&application=/);

    // The offer starts from the brief and the application: both deliverables due on the content date, the creator's $600.
    await brandPage.getByRole('heading', { name: 'Make an offer to Maya Lopez' }).waitFor();
    await brandPage.getByText(`For your campaign “${TITLE}”.`, { exact: false }).waitFor();
    await see.value(deliverable(brandPage, 1).getByLabel('Type')).toBe('instagram_reel');
    await see.value(deliverable(brandPage, 1).getByLabel('Notes (optional)')).toBe('Show the bottle in the first 3 seconds.');
    await see.value(deliverable(brandPage, 2).getByLabel('Type')).toBe('tiktok_video');
    await see.value(deliverable(brandPage, 2).getByLabel('Quantity')).toBe('2');
    await see.value(deliverable(brandPage, 2).getByLabel('Due date')).toBe(dateAhead(21));
    await see.value(brandPage.getByLabel('Price (USD)')).toBe('600');
    await see.text(brandPage.locator('.deal-form .price-breakdown')).toMatch(/You pay\s+\$660/);
    await brandPage.getByLabel('Message to Maya (optional)').fill('Your pitch won us over.');
    await brandPage.getByRole('button', { name: 'Send offer' }).click();
    await brandPage.waitForURL(/\/deals\/[0-9a-f-]{36}$/);
    const dealPath = new URL(brandPage.url()).pathname;
    await brandPage.getByRole('heading', { name: 'Offer to Maya Lopez', exact: true }).waitFor();

    // The conversation sits beside the terms: the brand asks a question there.
    const brandTalk = brandPage.getByRole('region', { name: 'Messages' });
    await brandTalk.getByLabel('Message to Maya Lopez').fill('Could the reel go up on a Monday?');
    await brandTalk.getByRole('button', { name: 'Send' }).click();
    await brandTalk.getByRole('log').getByText('Could the reel go up on a Monday?').waitFor();
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // The application moved to Offered in the pipeline.
    const pipelinePage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(pipelinePage, brand, `/brand/campaigns/${campaignId}?stage=offered`);
    await pipelinePage.getByRole('tabpanel').getByRole('article', { name: 'Maya Lopez' }).waitFor();
    await pipelinePage.context().close();

    // The creator, on a phone: the application says an offer came; the deal page has the question, and the offer is countered.
    const creatorPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(creatorPage, creator, '/campaigns?view=applications');
    await see.text(creatorPage.getByRole('article', { name: TITLE })).toContain('Offer received');
    await creatorPage.goto(dealPath);
    await creatorPage.getByRole('heading', { name: 'Offer from Mango & Co', exact: true }).waitFor();
    const creatorTalk = creatorPage.getByRole('region', { name: 'Messages' });
    await creatorTalk.getByRole('log').getByText('Could the reel go up on a Monday?').waitFor();
    expect(await noSidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    await creatorPage.getByRole('button', { name: 'Counter' }).click();
    const counter = creatorPage.getByRole('region', { name: 'Counter-offer' });
    await counter.getByLabel('Price (USD)').fill('650');
    await counter.getByLabel('Message').fill('Two TikToks take a full day of filming each.');
    await counter.getByRole('button', { name: 'Send counter-offer' }).click();
    await counter.waitFor({ state: 'detached' });
    await creatorPage.getByText('Waiting for the brand to accept, counter or decline your terms.').waitFor();

    // The answer in the deal's conversation reaches the brand's open deal page without a reload.
    await creatorTalk.getByLabel('Message to Mango & Co').fill('Monday works. Reel first, then the TikToks.');
    await creatorTalk.getByRole('button', { name: 'Send' }).click();
    await brandTalk.getByRole('log').getByText('Monday works. Reel first, then the TikToks.').waitFor({ timeout: 5_000 });

    // The counter reaches it too; the brand accepts version 2 and both see the agreement.
    await brandPage.getByRole('listitem', { name: /^Version 2: counter-offer from Maya Lopez/ }).waitFor({ timeout: 5_000 });
    await brandPage.getByRole('button', { name: 'Accept offer' }).click();
    await brandPage
      .getByRole('dialog', { name: 'Accept these terms?' })
      .getByRole('button', { name: 'Confirm and accept' })
      .click();
    await see.attribute(brandPage.locator('.deal-header .deal-badge'), 'data-status').toBe('awaiting_funding');
    await see.text(brandPage.getByRole('region', { name: 'Fund this deal' })).toContain('$715');
    expect(await seriousAxeViolations(brandPage)).toEqual([]);
    await see.attribute(creatorPage.locator('.deal-header .deal-badge'), 'data-status').toBe('awaiting_funding');
    await see.text(creatorPage.getByRole('region', { name: 'What happens next' })).toContain('you receive the full $650');

    // The deal is in the data as agreed: the accepted version is its terms, for the campaign and application it came from.
    const deal = await journey.server.deps.db
      .selectFrom('deals')
      .select(['status', 'current_version', 'campaign_id', 'application_id'])
      .where('id', '=', dealPath.split('/')[2]!)
      .executeTakeFirstOrThrow();
    const application = await journey.server.deps.db
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(deal).toEqual({
      status: 'awaiting_funding',
      current_version: 2,
      campaign_id: campaignId,
      application_id: application.id,
    });
    expect(application.status).toBe('offered');
    await brandPage.context().close();
    await creatorPage.context().close();
  });

  it('the brand invites a creator from its Saved list; the creator finds the invitation and declines it', async () => {
    expect(campaignId).not.toBe('');
    const rita = await createJourneyAccount(journey, 'creator', { firstName: 'Rita', lastName: 'Sousa' }, { platform: 'tiktok' });
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(brandPage, brand, `/creators/${rita.id}`);
    await brandPage.getByRole('button', { name: 'Save Rita Sousa' }).click();
    await see.attribute(brandPage.getByRole('button', { name: 'Saved Rita Sousa' }), 'aria-pressed').toBe('true');

    await brandPage.goto(`/brand/campaigns/${campaignId}`);
    const invite = brandPage.getByRole('region', { name: 'Invite your saved creators' });
    await invite.getByRole('button', { name: 'Invite Rita Sousa' }).click();
    await invite.getByText('Invited', { exact: true }).waitFor();

    const ritaPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(ritaPage, rita, '/campaigns');
    await see.text(ritaPage.getByRole('link', { name: /Invitations/ })).toContain('1');
    await ritaPage.getByRole('link', { name: /Invitations/ }).click();
    await ritaPage.waitForURL(/view=invitations/);
    const card = ritaPage.getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: `Decline the invitation to ${TITLE}` }).click();
    await see.text(card).toContain('Declined');
    await see.count(card.getByRole('link', { name: `View and apply to ${TITLE}` })).toBe(0);
    expect(await seriousAxeViolations(ritaPage)).toEqual([]);
    await brandPage.context().close();
    await ritaPage.context().close();
  });

  it('on a phone, every campaign page fits 360 px, passes axe, and a missing campaign is named', async () => {
    expect(campaignId).not.toBe('');
    const brandPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(brandPage, brand);
    for (const [path, ready] of [
      ['/brand/campaigns', TITLE],
      [`/brand/campaigns/${campaignId}`, 'Applicants'],
      [`/brand/campaigns/${campaignId}/edit`, 'Change budget or deadline'],
      ['/brand/campaigns/new', 'New campaign'],
    ] as const) {
      await brandPage.goto(path);
      await brandPage.getByRole('heading', { name: ready }).first().waitFor();
      expect(await noSidewaysScroll(brandPage), path).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(brandPage), path).toEqual([]);
    }
    // The preview is one press away on a phone.
    await brandPage.getByRole('button', { name: 'Preview' }).click();
    await brandPage.getByRole('complementary', { name: 'Preview' }).getByText('Untitled campaign').waitFor();
    await see.visible(brandPage.getByLabel('Title')).toBe(false);

    const creatorPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(creatorPage, creator);
    for (const [path, ready] of [
      ['/campaigns', TITLE],
      [`/campaigns/${campaignId}`, TITLE],
      ['/campaigns?view=invitations', 'No invitations yet'],
      ['/campaigns?view=applications', TITLE],
    ] as const) {
      await creatorPage.goto(path);
      await creatorPage.getByText(ready).first().waitFor();
      expect(await noSidewaysScroll(creatorPage), path).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(creatorPage), path).toEqual([]);
    }
    await creatorPage.goto('/campaigns/00000000-0000-4000-8000-000000000000');
    await creatorPage.getByRole('heading', { name: 'Campaign not found' }).waitFor();
    await brandPage.context().close();
    await creatorPage.context().close();
  });
});
