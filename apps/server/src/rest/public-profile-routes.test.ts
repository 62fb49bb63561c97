import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '5' });
});
afterAll(() => server.close());

const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const putProfile = (token: string, payload: object) =>
  server.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });

const profile = {
  first_name: 'Maya',
  last_name: 'Lopez',
  bio: 'Weeknight recipes for busy people.',
  platform: 'youtube',
  categories: ['Food'],
};

async function creatorWithPage(handle: string, extra: object = {}) {
  const account = await createVerifiedAccount(server);
  const saved = await putProfile(account.sessionToken, { ...profile, handle, ...extra });
  expect(saved.statusCode).toBe(200);
  const pkg = await server.app.inject({
    method: 'POST',
    url: '/api/profile/packages',
    headers: bearer(account.sessionToken),
    payload: {
      title: 'One Reel',
      deliverables: [{ type: 'instagram_reel', quantity: 1 }],
      price_cents: 45_000,
      delivery_days: 7,
    },
  });
  expect(pkg.statusCode).toBe(201);
  return account;
}

describe('a public creator page through the REST door', () => {
  it('is read without a session, by handle in any case or by id, with no email and no private figures', async () => {
    const maya = await creatorWithPage('Maya-Cooks');
    for (const url of ['/api/creator-pages/Maya-Cooks', '/api/creator-pages/maya-cooks', `/api/creators/${maya.user.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = res.json().profile;
      expect(page).toMatchObject({ id: maya.user.id, handle: 'Maya-Cooks', first_name: 'Maya', bio: profile.bio });
      // The rate card is what the creator publishes for brands: it is on the page.
      expect(page.packages).toHaveLength(1);
      for (const field of [
        'email',
        'searchable',
        'page_visibility',
        'showcase',
        'public_page',
        'profile_views',
        'profile_completion',
      ]) {
        expect(page, `${url} ${field}`).not.toHaveProperty(field);
      }
      expect(res.body).not.toContain(maya.email);
    }
    // A logged-in brand gets the counters as before, never the email.
    const brand = await createVerifiedAccount(server, 'brand');
    const seen = (await get('/api/creator-pages/maya-cooks', brand.sessionToken)).json().profile;
    expect(seen).toHaveProperty('profile_views');
    expect(seen).not.toHaveProperty('email');
  });

  it('kept to brands: a visitor is asked to log in (401), a brand reads it, another creator is refused (403)', async () => {
    const kai = await creatorWithPage('kai-private', { page_visibility: 'brands' });
    for (const url of ['/api/creator-pages/kai-private', `/api/creators/${kai.user.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: PROFILE_MESSAGES.creatorPageLimited, code: 'unauthorized' });
      expect(res.body).not.toContain('Maya');
    }
    const brand = await createVerifiedAccount(server, 'brand');
    expect((await get('/api/creator-pages/KAI-PRIVATE', brand.sessionToken)).json().profile.id).toBe(kai.user.id);
    const other = await createVerifiedAccount(server);
    expect((await get('/api/creator-pages/kai-private', other.sessionToken)).statusCode).toBe(403);
    expect((await get('/api/creator-pages/kai-private', kai.sessionToken)).statusCode).toBe(200);
  });

  it('answers 404 for a handle nobody has, with or without a session', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    for (const token of [undefined, brand.sessionToken]) {
      const res = await get(`/api/creator-pages/${encodeURIComponent("nobody' or 1=1 --")}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PROFILE_MESSAGES.creatorNotFound);
    }
  });
});

describe('choosing a handle through PUT /api/profile', () => {
  it('refuses a taken handle whatever its case with 409 and fields.handle, and a wrong shape with 400', async () => {
    await creatorWithPage('TakenName');
    const other = await createVerifiedAccount(server);
    const before = (await get('/api/profile', other.sessionToken)).json().profile.handle;
    const taken = await putProfile(other.sessionToken, { ...profile, handle: 'takenname' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: PROFILE_MESSAGES.handleTaken,
      code: 'conflict',
      fields: { handle: PROFILE_MESSAGES.handleTaken },
    });
    const shape = await putProfile(other.sessionToken, { ...profile, handle: 'no spaces!' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().fields).toEqual({ handle: PROFILE_MESSAGES.handleShape });
    const visibility = await putProfile(other.sessionToken, { ...profile, page_visibility: 'everyone' });
    expect(visibility.statusCode).toBe(400);
    expect(visibility.json().fields).toEqual({ page_visibility: PROFILE_MESSAGES.invalidChoice });
    expect((await get('/api/profile', other.sessionToken)).json().profile).toMatchObject({
      handle: before,
      page_visibility: 'public',
      public_page: true,
    });
  });
});

describe('a brand page through the REST door', () => {
  it('is read without a session, with its public facts only', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    await putProfile(brand.sessionToken, {
      first_name: 'Ben',
      last_name: 'Okafor',
      company_name: 'Acme Foods',
      description: 'Snacks.',
      budget_range: '5k-20k',
    });
    const res = await get(`/api/brands/${brand.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: brand.user.id, name: 'Acme Foods', description: 'Snacks.' });
    expect(res.json()).not.toHaveProperty('budget_range');
    expect(res.body).not.toContain(brand.email);
    expect(res.body).not.toContain('5k-20k');
    // Its record from its deals stays for logged-in readers.
    expect((await get(`/api/brands/${brand.user.id}/reliability`)).statusCode).toBe(401);
    expect((await get('/api/brands/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
