import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformFakes } from '@sponsorly/server';
import { CONNECTION_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';

let fakes: PlatformFakes;
let journey: Journey;
let creator: JourneyAccount;

beforeAll(async () => {
  fakes = new PlatformFakes();
  await fakes.start();
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20', ...fakes.env('youtube') });
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Noor', lastName: 'Haddad' }, { platform: 'youtube' });
});
afterAll(async () => {
  await journey?.close();
  await fakes?.stop();
});

describe('connecting a channel', () => {
  it('a creator connects YouTube through the platform’s login and sees "Verified by YouTube" on the profile', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, creator, '/profile/edit');
    const section = page.getByRole('region', { name: 'Connected channels' });
    // Only the platforms this server has a client for are offered.
    await section.getByRole('link', { name: 'Connect YouTube' }).waitFor();
    expect(await section.getByRole('link', { name: 'Connect Instagram' }).count()).toBe(0);

    // Off to the platform's authorization page, which approves and sends the creator back.
    await section.getByRole('link', { name: 'Connect YouTube' }).click();
    await page.waitForURL(`${journey.baseUrl}/profile/edit?connected=youtube`);
    await section.getByText(CONNECTION_MESSAGES.connected('youtube')).waitFor();
    await section.getByText('@fakecreator').waitFor();
    await section.getByText('125,000 followers').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/connected-channels-1280.png', fullPage: false });

    await page.goto('/profile');
    const audience = page.getByRole('region', { name: 'Audience' });
    await audience.getByText('Verified by YouTube, just now').waitFor();
    await audience.getByText('125,000').waitFor();
    await audience.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/connected-profile-1280.png', fullPage: false });

    const phone = await journey.newPage({ width: 390, height: 844 });
    await logIn(phone, creator, '/profile/edit?connected=youtube');
    const phoneSection = phone.getByRole('region', { name: 'Connected channels' });
    await phoneSection.getByRole('button', { name: 'Refresh' }).waitFor();
    await phoneSection.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: '/tmp/connected-channels-390.png', fullPage: false });

    // A brand looking for proven reach finds the creator, the card saying who confirmed the figure.
    const brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ivy', lastName: 'Brandt' });
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(brandPage, brand, '/brand/creators/search?verified=true');
    const card = brandPage.locator(`[data-creator-id="${creator.id}"]`);
    await card.getByText('Verified by YouTube, just now').waitFor();
    await brandPage.getByRole('checkbox', { name: /Verified figures only/ }).waitFor();
    expect(await brandPage.getByRole('checkbox', { name: /Verified figures only/ }).isChecked()).toBe(true);
    await brandPage.screenshot({ path: '/tmp/connected-search-1280.png', fullPage: false });

    // Disconnecting asks first, then the figure is the creator's own again.
    await phoneSection.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Disconnect YouTube?' });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await phoneSection.getByText('YouTube is disconnected.').waitFor();
    await phoneSection.getByRole('link', { name: 'Connect YouTube' }).waitFor();
  });
});
