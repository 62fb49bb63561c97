import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, PORTFOLIO_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let creator: JourneyAccount;
let brand: JourneyAccount;
beforeAll(async () => {
  journey = await startJourney();
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Lena', lastName: 'Park' });
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Omar', lastName: 'Haddad' });
});
afterAll(() => journey?.close());

/** A phone's photo: a JPEG with EXIF, as a person picks it from their files. */
const photo = () =>
  sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 30, g: 140, b: 110 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .toBuffer();
const artwork = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 230, g: 150, b: 40 } } })
    .png()
    .toBuffer();

describe('photos and portfolios', () => {
  it('a creator uploads a photo (with a progress bar), adds a piece of work, and a brand sees both on the page and as a search card cover', async () => {
    const page = await journey.newPage();
    await logIn(page, creator, '/profile/edit');
    await see.text(page.getByRole('heading', { level: 1 })).toBe('Edit Profile');

    // The upload is held until the progress bar has been seen: the bar shows while the photo goes up.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/profile/photo', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Upload a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await see.visible(page.getByRole('progressbar', { name: /Uploading your photo/ })).toBe(true);
    release();
    await see.text(page.getByRole('status').filter({ hasText: PHOTO_MESSAGES.uploaded })).toContain(PHOTO_MESSAGES.uploaded);
    await see.count(page.getByRole('progressbar')).toBe(0);
    const avatar = page.getByRole('img', { name: 'Your photo' });
    await see.attribute(avatar, 'src').toMatch(/^\/api\/media\/[0-9a-f-]{36}\/512\.jpg$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A piece of work for the portfolio: a picture, its title and the brand it was for.
    const portfolio = page.getByRole('region', { name: 'Portfolio' });
    await portfolio.getByLabel('Title').fill('Summer latte campaign');
    await portfolio.getByLabel('Brand (optional)').fill('Acme Coffee');
    await portfolio
      .getByLabel('Picture or video')
      .setInputFiles({ name: 'latte.png', mimeType: 'image/png', buffer: await artwork() });
    await portfolio.getByRole('button', { name: 'Add to portfolio' }).click();
    await see.text(portfolio.getByRole('status')).toContain(PORTFOLIO_MESSAGES.added);
    await see
      .texts(portfolio.getByRole('list', { name: 'Your portfolio, in order' }).locator('.portfolio-editor__title'))
      .toEqual(['Summer latte campaign']);
    // A link elsewhere is refused under its field.
    await portfolio.getByLabel('A link to a post').check();
    await portfolio.getByLabel('Title').fill('Elsewhere');
    await portfolio.getByLabel('Link to the post').fill('https://vimeo.com/123456');
    await portfolio.getByRole('button', { name: 'Add to portfolio' }).click();
    await see.text(portfolio.locator('.field__error')).toContain(PORTFOLIO_MESSAGES.linkUnsupported);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The brand sees the photo and the grid on the creator's page...
    const brandPage = await journey.newPage({ width: 390, height: 844 });
    await logIn(brandPage, brand, `/creators/${creator.id}`);
    await see.text(brandPage.getByRole('heading', { level: 1 })).toBe('Lena Park');
    await see.attribute(brandPage.getByRole('img', { name: 'Profile photo of Lena Park' }), 'src').toMatch(/\/api\/media\//);
    const grid = brandPage.getByRole('list', { name: 'Portfolio' });
    await see.text(grid).toContain('Summer latte campaign');
    await see.text(grid).toContain('For Acme Coffee');

    // ...and the picture as the cover of the creator's card in search, beside the photo.
    await brandPage.goto('/brand/creators/search');
    const card = brandPage.locator(`article[data-creator-id="${creator.id}"]`);
    await see.attribute(card.locator('.creator-card__cover img'), 'src').toMatch(/^\/api\/media\/[0-9a-f-]{36}\/1280\.jpg$/);
    await card.scrollIntoViewIfNeeded();
    await see.attribute(card.locator('.avatar img'), 'src').toMatch(/^\/api\/media\/[0-9a-f-]{36}\/512\.jpg$/);
    await expect
      .poll(() =>
        card.locator('.creator-card__cover img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(await brandPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
