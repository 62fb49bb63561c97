import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCreatorPath, type ShowcaseCreator } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { multipart, picture } from '../testing/pictures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '5' });
});
afterAll(() => server.close());

const showcase = async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/creators/showcase' });
  expect(res.statusCode).toBe(200);
  return { body: res.body, items: res.json().items as ShowcaseCreator[] };
};

const profile = {
  first_name: 'Maya',
  last_name: 'Lopez',
  bio: 'Weeknight recipes for busy people.',
  platform: 'youtube',
  talent_vertical: 'foodie',
  location: 'Lisbon, Portugal',
  categories: ['Food'],
};

interface Creator {
  handle: string;
  email: string;
  token: string;
}

/** A verified creator who joined a second after the one before, with these page settings and maybe a photo. */
async function creator(handle: string, settings: object, withPhoto = true): Promise<Creator> {
  server.clock.advance(1000);
  const email = `${handle.toLowerCase()}@example.com`;
  const account = await createVerifiedAccount(server, 'creator', { email });
  const saved = await server.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: bearer(account.sessionToken),
    payload: { ...profile, first_name: handle, handle, ...settings },
  });
  expect(saved.statusCode).toBe(200);
  if (withPhoto) {
    const body = multipart([{ name: 'file', file: { name: 'me.png', type: 'image/png', bytes: await picture('png') } }]);
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { ...bearer(account.sessionToken), ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode).toBe(200);
  }
  return { handle, email, token: account.sessionToken };
}

describe('the landing’s showcase of creators', () => {
  it('is an empty list, open to anyone, while nobody is shown', async () => {
    await creator('NotAsked', {});
    expect((await showcase()).items).toEqual([]);
  });

  it('lists only creators who opted in, whose page is public and who have a photo, newest first, without the email', async () => {
    const first = await creator('First', { showcase: true });
    const noPhoto = await creator('NoPhoto', { showcase: true }, false);
    const brandsOnly = await creator('BrandsOnly', { showcase: true, page_visibility: 'brands' });
    const outOfSearch = await creator('OutOfSearch', { showcase: true, searchable: false });
    const notOptedIn = await creator('NotOptedIn', { showcase: false });
    const newest = await creator('Newest', { showcase: true });

    const { items, body } = await showcase();
    expect(items.map((c) => c.handle)).toEqual([newest.handle, first.handle]);
    expect(items[0]).toEqual({
      handle: 'Newest',
      first_name: 'Newest',
      last_name: 'Lopez',
      photo: expect.objectContaining({ url: expect.stringMatching(/^\/api\/media\/.+\/512\.jpg$/) }),
      platform: 'youtube',
      talent_vertical: 'foodie',
      custom_talent_vertical: null,
      location: 'Lisbon, Portugal',
    });
    for (const someone of [first, noPhoto, brandsOnly, outOfSearch, notOptedIn, newest]) {
      expect(body).not.toContain(someone.email);
    }
    expect(body).not.toMatch(/followers|profile_views|price|@example\.com/);
    expect(publicCreatorPath(items[0]!.handle)).toBe('/c/Newest');
  });

  it('follows the creator’s choice both ways, and keeps it when a profile is saved without it', async () => {
    const later = await creator('Later', { showcase: false });
    expect((await showcase()).items.map((c) => c.handle)).not.toContain('Later');

    const own = await server.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(later.token) });
    expect(own.json().profile.showcase).toBe(false);
    const optIn = await server.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(later.token),
      payload: { ...profile, first_name: 'Later', showcase: true },
    });
    expect(optIn.json().profile.showcase).toBe(true);
    expect((await showcase()).items[0]!.handle).toBe('Later');

    // A caller that does not send the choice leaves it as it is.
    const resaved = await server.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(later.token),
      payload: { ...profile, first_name: 'Later' },
    });
    expect(resaved.json().profile.showcase).toBe(true);

    const bad = await server.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(later.token),
      payload: { ...profile, first_name: 'Later', showcase: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.showcase).toBe('Choose whether you are shown on the home page.');

    await server.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(later.token),
      payload: { ...profile, first_name: 'Later', showcase: false },
    });
    expect((await showcase()).items.map((c) => c.handle)).not.toContain('Later');
  });

  it('gives search cards the handle of the creator’s page', async () => {
    const brand = await createVerifiedAccount(server, 'brand', { email: 'showcase-brand@example.com' });
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/creators/search?q=Newest',
      headers: bearer(brand.sessionToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ first_name: 'Newest', handle: 'Newest' });
  });

  it('the session’s user carries the uploaded photo for the dashboard’s greeting, and null without one', async () => {
    const me = async (token: string) =>
      (await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;
    const withPhoto = await creator('WithPhoto', {});
    expect((await me(withPhoto.token)).photo).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/.+\/512\.jpg$/) });
    const without = await creator('Without', {}, false);
    expect((await me(without.token)).photo).toBeNull();
  });
});
