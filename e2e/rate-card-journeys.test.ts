import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUDIENCE_MESSAGES, DEAL_TERMS_MESSAGES, RATE_CARD_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** A verified account made through the API, skipping the signup screens. */
function createAccount(kind: 'creator' | 'brand', firstName: string, lastName: string): Promise<JourneyAccount> {
  return createJourneyAccount(journey, kind, { firstName, lastName }, { platform: 'tiktok', industry: 'food' });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a creator’s audience and rate card', () => {
  it('a creator fills audience and a package, and a brand sees them on the public page', async () => {
    const creator = await createAccount('creator', 'Maya', 'Lopez');
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, creator);

    // Audience, in Edit Profile.
    await page.goto('/profile/edit');
    await page.getByLabel('First Name').waitFor();
    await page.getByLabel('Bio').fill('Weeknight recipes in 60 seconds.');
    const audience = page.getByRole('region', { name: 'Audience' });
    await audience.getByRole('button', { name: 'Add a platform' }).click();
    await audience.getByLabel('Platform').selectOption('tiktok');
    await audience.getByLabel('Handle').fill('@maya.cooks');
    await audience.getByLabel('Followers').fill('120,000');
    await audience.getByLabel('Average views').fill('45000');
    await audience.getByLabel('Engagement rate (%)').fill('4.257');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    // A wrong figure is named under its field, and the field points at its message.
    const rate = audience.getByLabel('Engagement rate (%)');
    await see.attribute(rate, 'aria-invalid').toBe('true');
    const describedBy = (await rate.getAttribute('aria-describedby')) ?? '';
    const messages = page.locator(
      describedBy
        .split(' ')
        .map((id) => `[id="${id}"]`)
        .join(', '),
    );
    await see.texts(messages).toContain(AUDIENCE_MESSAGES.engagementRate);
    await rate.fill('4.25');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/dashboard');

    // A package, on the rate card page reached from /profile.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Rate card' }).click();
    await page.waitForURL('**/profile/packages');
    await page.getByRole('button', { name: 'Add package' }).click();
    const form = page.getByRole('region', { name: 'New package' });
    await form.getByLabel('Title').fill('Reel + 3 stories');
    await form.getByRole('group', { name: 'Deliverable 1' }).getByLabel('Type').selectOption('instagram_reel');
    await form.getByRole('button', { name: 'Add deliverable' }).click();
    const second = form.getByRole('group', { name: 'Deliverable 2' });
    await second.getByLabel('Type').selectOption('instagram_story');
    await second.getByLabel('Quantity').fill('3');
    await form.getByLabel('Price (USD)').fill('450.5.0');
    await form.getByLabel('Rights').selectOption('paid_ads');
    await form.getByLabel('For how long').selectOption('90');
    await form.getByRole('button', { name: 'Add package' }).click();
    await form.getByText(DEAL_TERMS_MESSAGES.priceFormat).waitFor();
    await form.getByLabel('Price (USD)').fill('1,450.50');
    await form.getByRole('button', { name: 'Add package' }).click();
    await page.getByText(RATE_CARD_MESSAGES.created).waitFor();

    const card = page.getByRole('article', { name: 'Reel + 3 stories' });
    await see.text(card).toContain('$1,450.50');
    // Sent in integer cents, never through a float.
    const stored = await journey.server.deps.db
      .selectFrom('creator_packages')
      .select('price_cents')
      .where('creator_id', '=', creator.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.price_cents)).toBe(145_050);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Changing it in place.
    await card.getByRole('button', { name: 'Edit Reel + 3 stories' }).click();
    const edit = page.getByRole('region', { name: 'Edit "Reel + 3 stories"' });
    await edit.getByLabel('Delivery (days)').fill('10');
    await edit.getByRole('button', { name: 'Save package' }).click();
    await page.getByText(RATE_CARD_MESSAGES.updated).waitFor();
    await see.text(card).toContain('Delivery in 10 days');
    await page.context().close();

    // A brand opens the creator's page.
    const brand = await createAccount('brand', 'Ben', 'Okafor');
    const brandPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(brandPage, brand, `/creators/${creator.id}`);
    await brandPage.getByRole('heading', { name: 'Maya Lopez', level: 1 }).waitFor();
    const shownAudience = brandPage.getByRole('region', { name: 'Audience' });
    await see.text(shownAudience).toMatch(/TikTok\s+Self-reported/);
    for (const text of ['@maya.cooks', '120,000', '45,000', '4.25%']) await see.text(shownAudience).toContain(text);
    const shownPackage = brandPage.getByRole('region', { name: 'Rate card' }).getByRole('article', { name: 'Reel + 3 stories' });
    for (const text of [
      '$1,450.50',
      '1 × Instagram Reel',
      '3 × Instagram Story',
      'Delivery in 10 days',
      '2 revisions included',
      'Paid ads for 90 days',
    ]) {
      await see.text(shownPackage).toContain(text);
    }
    await see.count(brandPage.getByRole('button', { name: /Edit|Delete/ })).toBe(0);
    await see.text(brandPage.locator('body')).not.toContain(creator.email);
    expect(await noSidewaysScroll(brandPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // The rate card page is the creator's: a brand is told so by the server's answer.
    await brandPage.goto('/profile/packages');
    await brandPage.getByText(RATE_CARD_MESSAGES.creatorsOnly).waitFor();
    await brandPage.context().close();
  });

  it('a creator deletes a package after confirming', async () => {
    const creator = await createAccount('creator', 'Lina', 'Park');
    const page = await journey.newPage();
    await logIn(page, creator);
    const token = (
      (await (
        await fetch(`${journey.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(creator),
        })
      ).json()) as { token: string }
    ).token;
    const created = await fetch(`${journey.baseUrl}/api/profile/packages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'One TikTok',
        deliverables: [{ type: 'tiktok_video', quantity: 1 }],
        price_cents: 30_000,
        delivery_days: 5,
      }),
    });
    expect(created.status).toBe(201);

    await page.goto('/profile/packages');
    const card = page.getByRole('article', { name: 'One TikTok' });
    await see.text(card).toContain('No usage rights');
    await card.getByRole('button', { name: 'Delete One TikTok' }).click();
    await card.getByRole('group', { name: 'Delete One TikTok?' }).getByRole('button', { name: 'Keep' }).click();
    await card.getByRole('button', { name: 'Delete One TikTok' }).click();
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(RATE_CARD_MESSAGES.deleted).waitFor();
    await see.count(page.getByRole('article')).toBe(0);
    await page.context().close();
  });
});
