import { PROFILE_MESSAGES } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import { getPublicCreator } from './public-creator';
import { listPublicProfilePages, loadCreatorPageMeta, publicHandleOf } from './public-pages';
import { updateOwnProfile } from './update-own-profile';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const handleOf = async (id: string) =>
  (await deps.db.selectFrom('creator_profiles').select('handle').where('user_id', '=', id).executeTakeFirstOrThrow()).handle;
const creator = (firstName: string, lastName: string) => createVerifiedAccount(deps, 'creator', { firstName, lastName });
const profileInput = { first_name: 'Maya', last_name: 'Lopez', bio: 'Weeknight recipes.' };

describe('a default handle, from the name', () => {
  it('is made at signup from the name, without accents or spaces, and numbered when taken', async () => {
    const first = await creator('Zoë', 'Ångström-Núñez');
    expect(await handleOf(first.user.id)).toBe('zoe-angstrom-nunez');
    const second = await creator('ZOE', 'angstrom nunez');
    expect(await handleOf(second.user.id)).toBe('zoe-angstrom-nunez-2');
    const third = await creator('Zoe', 'Angstrom Nunez');
    expect(await handleOf(third.user.id)).toBe('zoe-angstrom-nunez-3');
  });

  it('is "creator" for a name with too few letters to make one, and cut to leave room for a number', async () => {
    const short = await creator('李', '娜');
    expect(await handleOf(short.user.id)).toMatch(/^creator(-\d+)?$/);
    const long = await creator('Maximiliana Alexandrina', 'Vandenberghe-Montgomery');
    const handle = await handleOf(long.user.id);
    expect(handle).toBe('maximiliana-alexandrina');
    expect(handle.length).toBeLessThanOrEqual(24);
  });

  it('is made for every creator whatever inserts the profile, with a random suffix after the ninth', async () => {
    const handles: string[] = [];
    for (let i = 0; i < 11; i++) handles.push(await handleOf((await creator('Same', 'Name')).user.id));
    expect(handles.slice(0, 9)).toEqual(['same-name', ...Array.from({ length: 8 }, (_, i) => `same-name-${i + 2}`)]);
    for (const handle of handles.slice(9)) expect(handle).toMatch(/^same-name-[0-9a-f]{5}$/);
    expect(new Set(handles.map((h) => h.toLowerCase())).size).toBe(11);
  });
});

describe('choosing a handle', () => {
  it('saves a handle as typed and answers it on the own profile with the page settings', async () => {
    const { user } = await creator('Maya', 'Lopez');
    const view = await updateOwnProfile(deps, user, { ...profileInput, handle: '  Maya_Cooks-2 ' });
    expect(view).toMatchObject({ handle: 'Maya_Cooks-2', page_visibility: 'public', public_page: true });
    expect(await handleOf(user.id)).toBe('Maya_Cooks-2');
  });

  it('refuses a handle of the wrong shape with its own message, changing nothing', async () => {
    const { user } = await creator('Rui', 'Costa');
    const before = await handleOf(user.id);
    for (const handle of ['ab', 'a'.repeat(31), 'rui costa', 'rui.costa', 'rui/costa', 'ruí', '<b>rui</b>', '']) {
      const failure = await updateOwnProfile(deps, user, { ...profileInput, handle }).catch((e: unknown) => e);
      expect(failure, handle).toMatchObject({ status: 400 });
      const message = handle === '' ? PROFILE_MESSAGES.handleRequired : PROFILE_MESSAGES.handleShape;
      expect((failure as { extra: { fields: Record<string, string> } }).extra.fields, handle).toEqual({ handle: message });
    }
    expect(await handleOf(user.id)).toBe(before);
    // 3 and 30 characters are fine.
    await updateOwnProfile(deps, user, { ...profileInput, handle: 'r-c' });
    await updateOwnProfile(deps, user, { ...profileInput, handle: 'r'.repeat(30) });
    expect(await handleOf(user.id)).toBe('r'.repeat(30));
  });

  it("refuses another creator's handle whatever its case (409), and lets a creator change the case of their own", async () => {
    const taker = await creator('Ana', 'Silva');
    await updateOwnProfile(deps, taker.user, { ...profileInput, handle: 'AnaCooks' });
    const other = await creator('Ana', 'Souza');
    const before = await handleOf(other.user.id);
    for (const handle of ['AnaCooks', 'anacooks', 'ANACOOKS']) {
      const failure = await updateOwnProfile(deps, other.user, { ...profileInput, handle }).catch((e: unknown) => e);
      expect(failure, handle).toMatchObject({ status: 409, code: 'conflict', message: PROFILE_MESSAGES.handleTaken });
      expect((failure as { extra: { fields: Record<string, string> } }).extra.fields).toEqual({
        handle: PROFILE_MESSAGES.handleTaken,
      });
    }
    expect(await handleOf(other.user.id)).toBe(before);
    await updateOwnProfile(deps, taker.user, { ...profileInput, handle: 'anacooks' });
    expect(await handleOf(taker.user.id)).toBe('anacooks');
  });

  it('is held unique by the database too, whatever the case', async () => {
    const a = await creator('Db', 'One');
    const b = await creator('Db', 'Two');
    await deps.db.updateTable('creator_profiles').set({ handle: 'Unique-One' }).where('user_id', '=', a.user.id).execute();
    await expect(
      deps.db.updateTable('creator_profiles').set({ handle: 'UNIQUE-one' }).where('user_id', '=', b.user.id).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      deps.db.updateTable('creator_profiles').set({ handle: 'has space' }).where('user_id', '=', b.user.id).execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('leaves the handle and the page setting as they are when they are not sent', async () => {
    const { user } = await creator('Leo', 'Park');
    await updateOwnProfile(deps, user, { ...profileInput, handle: 'leo-park-eats', page_visibility: 'brands' });
    const view = await updateOwnProfile(deps, user, profileInput);
    expect(view).toMatchObject({ handle: 'leo-park-eats', page_visibility: 'brands', public_page: false });
  });
});

describe('who reads a page', () => {
  it('lets anyone read a public page by id or by handle in any case, without the email or the counters', async () => {
    const { user } = await creator('Nia', 'Obi');
    await updateOwnProfile(deps, user, { ...profileInput, first_name: 'Nia', last_name: 'Obi', handle: 'NiaObi' });
    for (const key of [{ id: user.id }, { handle: 'NiaObi' }, { handle: 'niaobi' }]) {
      const view = await getPublicCreator(deps, null, key);
      expect(view).toMatchObject({ id: user.id, handle: 'NiaObi', first_name: 'Nia' });
      for (const field of ['email', 'searchable', 'page_visibility', 'public_page', 'profile_views', 'profile_completion']) {
        expect(view, field).not.toHaveProperty(field);
      }
      expect(JSON.stringify(view)).not.toContain(user.email);
    }
    // Another creator may read a public page too.
    const other = await creator('Other', 'Reader');
    expect((await getPublicCreator(deps, other.user, { handle: 'niaobi' })).id).toBe(user.id);
  });

  it('keeps a limited page from visitors (401) and other creators (403), and shows it to brands, admins and its creator', async () => {
    const { user } = await creator('Kai', 'Limited');
    await updateOwnProfile(deps, user, { ...profileInput, handle: 'kai-limited', page_visibility: 'brands' });
    await expect(getPublicCreator(deps, null, { handle: 'kai-limited' })).rejects.toMatchObject({
      status: 401,
      message: PROFILE_MESSAGES.creatorPageLimited,
    });
    await expect(getPublicCreator(deps, null, { id: user.id })).rejects.toMatchObject({ status: 401 });
    const other = await creator('Other', 'Creator');
    await expect(getPublicCreator(deps, other.user, { handle: 'kai-limited' })).rejects.toMatchObject({ status: 403 });
    const brand = await createVerifiedAccount(deps, 'brand');
    const seen = await getPublicCreator(deps, brand.user, { handle: 'kai-limited' });
    expect(seen).toMatchObject({ handle: 'kai-limited', profile_views: expect.any(Number) });
    expect(seen).not.toHaveProperty('email');
    expect((await getPublicCreator(deps, user, { handle: 'kai-limited' })).id).toBe(user.id);
  });

  it('treats a creator who left search as limited: not public, not in the sitemap', async () => {
    const { user } = await creator('Out', 'OfSearch');
    await updateOwnProfile(deps, user, { ...profileInput, handle: 'out-of-search', searchable: false });
    await expect(getPublicCreator(deps, null, { handle: 'out-of-search' })).rejects.toMatchObject({ status: 401 });
    expect((await loadCreatorPageMeta(deps.db, 'out-of-search'))?.public).toBe(false);
    expect(await publicHandleOf(deps.db, user.id)).toBeNull();
    expect((await listPublicProfilePages(deps.db)).map((p) => p.path)).not.toContain('/c/out-of-search');
  });

  it('has no page for an unverified creator, a brand, or an unknown handle: 404 for everyone', async () => {
    const unverified = await creator('Not', 'Verified');
    await sql`update users set email_verified_at = null where id = ${unverified.user.id}`.execute(deps.db);
    const handle = await handleOf(unverified.user.id);
    const brand = await createVerifiedAccount(deps, 'brand');
    for (const key of [{ handle }, { handle: 'no-such-handle' }, { id: brand.user.id }, { id: 'not-a-uuid' }]) {
      await expect(getPublicCreator(deps, null, key), JSON.stringify(key)).rejects.toMatchObject({ status: 404 });
      await expect(getPublicCreator(deps, brand.user, key), JSON.stringify(key)).rejects.toMatchObject({ status: 404 });
    }
    expect(await loadCreatorPageMeta(deps.db, handle)).toBeNull();
  });

  it('lists public creator pages and named brands in the sitemap, and no limited page', async () => {
    const open = await creator('Open', 'Page');
    await updateOwnProfile(deps, open.user, { ...profileInput, handle: 'open-page' });
    const closed = await creator('Closed', 'Page');
    await updateOwnProfile(deps, closed.user, { ...profileInput, handle: 'closed-page', page_visibility: 'brands' });
    const named = await createVerifiedAccount(deps, 'brand');
    await updateOwnProfile(deps, named.user, { first_name: 'Ben', last_name: 'Okafor', company_name: 'Acme Foods' });
    const paths = (await listPublicProfilePages(deps.db)).map((p) => p.path);
    expect(paths).toContain('/c/open-page');
    expect(paths).not.toContain('/c/closed-page');
    expect(paths).toContain(`/brands/${named.user.id}`);
  });
});
