import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, EMAIL_PREFERENCE_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

describe('your data in Chromium', () => {
  it('a creator turns an email off on a phone, and the choice is kept', async () => {
    const creator = await createJourneyAccount(journey, 'creator', { firstName: 'Ines', lastName: 'Duarte' });
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, creator, '/settings/notifications');
    const offers = page.getByLabel('You receive an offer');
    await offers.waitFor();
    // A creator is not shown what only brands get.
    await see.count(page.getByLabel('A creator applies to your campaign')).toBe(0);
    expect(await offers.isChecked()).toBe(true);
    await offers.uncheck();
    await page.getByLabel('In one daily digest').check();
    await page.getByRole('button', { name: 'Save email preferences' }).click();
    await see
      .text(page.getByRole('status').filter({ hasText: EMAIL_PREFERENCE_MESSAGES.saved }))
      .toContain(EMAIL_PREFERENCE_MESSAGES.saved);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await page.getByLabel('You receive an offer').waitFor();
    expect(await page.getByLabel('You receive an offer').isChecked()).toBe(false);
    expect(await page.getByLabel('In one daily digest').isChecked()).toBe(true);
  });

  it('a brand deletes its account with its password and lands logged out on the home page', async () => {
    const brand = await createJourneyAccount(journey, 'brand', { firstName: 'Theo', lastName: 'Marsh' });
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, brand, '/settings/account');
    await page.getByRole('link', { name: 'Download your data' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download your data' }).getAttribute('href')).toBe('/api/account/export');

    await page.getByRole('button', { name: 'Delete account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await see.text(dialog).toContain(ACCOUNT_MESSAGES.wrongPassword);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel('Password').fill(brand.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText(ACCOUNT_MESSAGES.deleted).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    const user = await journey.server.deps.db
      .selectFrom('users')
      .select(['first_name', 'deleted_at'])
      .where('id', '=', brand.id)
      .executeTakeFirstOrThrow();
    expect(user.first_name).toBe('Deleted');
    expect(user.deleted_at).not.toBeNull();
  });
});
