import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_VERIFICATION_MESSAGES as m } from '@sponsorly/shared';
import { completeCampaign } from '@sponsorly/server';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { api } from './support/api';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;

beforeAll(async () => {
  journey = await startJourney();
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
  await journey.server.database.db
    .updateTable('brand_profiles')
    .set({ website: 'https://www.mango-drinks.com', company_name: 'Mango Drinks' })
    .where('user_id', '=', brand.id)
    .execute();
});
afterAll(() => journey?.close());

/** The code in the newest verification email to `to`, once the outbox has sent it. */
async function codeSentTo(to: string): Promise<string> {
  const find = () => journey.server.mail.to(to).findLast((mail) => mail.subject.includes('company verification code'));
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  return find()!.subject.slice(0, 6);
}

describe('a verified brand', () => {
  it('verifies its domain with the emailed code in settings, and creators see the badge on its campaign', async () => {
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(brandPage, brand, '/settings');
    const made = await api(brandPage, 'POST', '/campaigns', completeCampaign(journey.server, { title: 'Mango summer reels' }));
    expect(made.status).toBe(201);
    expect((await api(brandPage, 'POST', `/campaigns/${made.json.id}/publish`)).status).toBe(200);

    const section = brandPage.getByRole('region', { name: 'Verify your company' });
    await section.getByText('mango-drinks.com').first().waitFor();
    // A free mail address is refused with the reason, under the field.
    await section.getByLabel('Work email').fill('ben@gmail.com');
    await section.getByRole('button', { name: 'Send code' }).click();
    await section.getByText(m.freeMailDomain).waitFor();

    await section.getByLabel('Work email').fill('ben@mango-drinks.com');
    await section.getByRole('button', { name: 'Send code' }).click();
    await section.getByText('We sent a 6-digit code to').waitFor();
    const code = await codeSentTo('ben@mango-drinks.com');
    await section.getByLabel('Verification code').fill('000000' === code ? '111111' : '000000');
    await section.getByRole('button', { name: 'Verify', exact: true }).click();
    await section.getByText(m.codeWrong).waitFor();
    await section.getByLabel('Verification code').fill(code);
    await section.getByRole('button', { name: 'Verify', exact: true }).click();
    await section.getByText('Your company is verified for').waitFor();
    await see.text(section).toContain(m.verifiedBadge);
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // A creator, on a phone, sees the badge on the campaign, and finds it among verified brands only.
    const creatorPage = await journey.newPage({ width: 390, height: 800 });
    await logIn(creatorPage, creator, '/campaigns');
    const card = creatorPage.getByRole('article', { name: 'Mango summer reels' });
    await see.text(card).toContain(m.verifiedBadge);
    await creatorPage.getByLabel('Verified brands only').check();
    await creatorPage.waitForURL(/verified=true/);
    await see.text(creatorPage.getByRole('article', { name: 'Mango summer reels' })).toContain(m.verifiedBadge);
    await creatorPage.getByRole('link', { name: 'Mango summer reels' }).click();
    await creatorPage.getByRole('heading', { name: 'About the brand' }).waitFor();
    await see.text(creatorPage.locator('.brand-box')).toContain(m.verifiedBadge);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
  });
});
