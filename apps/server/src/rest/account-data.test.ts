import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SANDBOX_CARDS } from '@sponsorly/shared';
import { postJournal } from '@sponsorly/api';
import { bearer, createVerifiedAccount, signUpAndVerify } from '../testing/accounts';
import { caller, nameBrand, publishedCampaign } from '../testing/campaigns';
import { acceptLatest, offerBody, type Account } from '../testing/deals';
import { creditWallet } from '../testing/ledger';
import { multipart, picture } from '../testing/pictures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  call = caller(server);
});
afterAll(() => server.close());

const exportOf = (token?: string, query = '') =>
  server.app.inject({ method: 'GET', url: `/api/account/export${query}`, headers: token ? bearer(token) : {} });
const deleteAccount = (token: string | undefined, payload: unknown) =>
  server.app.inject({ method: 'DELETE', url: '/api/account', headers: token ? bearer(token) : {}, payload: payload as object });

/** A brand that wrote to the creator, and the creator's answer: their conversation's id. */
async function converse(brand: Account, creator: Account, fromBrand: string, fromCreator: string) {
  const started = await call('POST', '/api/conversations', brand.sessionToken, { creator_id: creator.user.id, body: fromBrand });
  expect(started.statusCode).toBe(201);
  const id = started.json().conversation_id as string;
  expect((await call('POST', `/api/conversations/${id}/messages`, creator.sessionToken, { body: fromCreator })).statusCode).toBe(
    201,
  );
  return id;
}

async function offer(brand: Account, creator: Account) {
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  expect(made.statusCode).toBe(201);
  return made.json().deal.id as string;
}

const setDealStatus = (id: string, status: string) =>
  server.database.db.updateTable('deals').set({ status, awaiting: null }).where('id', '=', id).execute();

describe('GET /api/account/export', () => {
  it('downloads everything the account made as one dated JSON file, with only the other side’s id and name', async () => {
    const brand = await createVerifiedAccount(server, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
    await nameBrand(server.database.db, brand.user.id, 'Acme Labs');
    const creator = await createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
    expect(
      (
        await call('PUT', '/api/profile', creator.sessionToken, {
          first_name: 'Maya',
          last_name: 'Lopez',
          bio: 'Smoothies every morning.',
        })
      ).statusCode,
    ).toBe(200);
    const pkg = await call('POST', '/api/profile/packages', creator.sessionToken, {
      title: 'One Reel',
      deliverables: [{ type: 'instagram_reel', quantity: 1 }],
      price_cents: 50_000,
      currency: 'USD',
      delivery_days: 7,
      revisions_included: 1,
      usage_rights: { kind: 'organic', duration_days: 30 },
    });
    expect(pkg.statusCode).toBe(201);
    const conversationId = await converse(brand, creator, 'Hi Maya, love your reels', 'Thanks Ben!');
    const dealId = await offer(brand, creator);

    const res = await exportOf(creator.sessionToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const day = server.clock.now.toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toContain(`attachment; filename="sponsorly-data-${day}.json"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ id: creator.user.id, email: creator.email, first_name: 'Maya', user_type: 'creator' });
    expect(data.profile.bio).toBe('Smoothies every morning.');
    expect(data.rate_card).toEqual([expect.objectContaining({ title: 'One Reel', price_cents: 50_000 })]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        with: { id: brand.user.id, name: 'Acme Labs' },
        messages: [
          expect.objectContaining({ body: 'Hi Maya, love your reels', from_me: false }),
          expect.objectContaining({ body: 'Thanks Ben!', from_me: true }),
        ],
      }),
    ]);
    expect(data.deals).toEqual([
      expect.objectContaining({
        id: dealId,
        status: 'offered',
        brand_name: 'Acme Labs',
        offers: [expect.objectContaining({ version: 1, price_cents: 45_000, message: 'We love your reels.' })],
        events: [expect.objectContaining({ action: 'offer', to_status: 'offered' })],
      }),
    ]);
    expect(data.money).toEqual({ movements: [], payments: [] });
    // Nothing of the brand's own account: not its email, nor its password hash, nor anyone's.
    expect(res.body).not.toContain(brand.email);
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('is always the session’s own account: another user’s id in the query changes nothing; logged out is 401', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const creator = await createVerifiedAccount(server, 'creator');
    const res = await exportOf(creator.sessionToken, `?user_id=${brand.user.id}&id=${brand.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().account.id).toBe(creator.user.id);
    expect(res.body).not.toContain(brand.email);
    const anonymous = await exportOf(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
  });

  it('gives a brand its campaigns and the applications to them', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const creator = await createVerifiedAccount(server, 'creator');
    const campaignId = await publishedCampaign(server, brand.sessionToken, { title: 'Summer launch' });
    const applied = await call('POST', `/api/campaigns/${campaignId}/applications`, creator.sessionToken, {
      pitch: 'I make smoothie reels every morning.',
      proposed_price_cents: 60_000,
      links: [],
    });
    expect(applied.statusCode).toBe(201);
    const data = (await exportOf(brand.sessionToken)).json();
    expect(data.campaigns).toEqual([expect.objectContaining({ id: campaignId, title: 'Summer launch', status: 'open' })]);
    expect(data.applications).toEqual([
      expect.objectContaining({ campaign_title: 'Summer launch', creator_id: creator.user.id, proposed_price_cents: 60_000 }),
    ]);
    expect(JSON.stringify(data)).not.toContain(creator.email);
  });
});

describe('DELETE /api/account', () => {
  it('needs the right password: a wrong one is 400 with the field’s message, and nothing changes', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    const wrong = await deleteAccount(creator.sessionToken, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation_error', fields: { password: ACCOUNT_MESSAGES.wrongPassword } });
    const missing = await deleteAccount(creator.sessionToken, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.password).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect((await call('GET', '/api/auth/me', creator.sessionToken)).json().user.email).toBe(creator.email);
    expect((await deleteAccount(undefined, { password: creator.password })).statusCode).toBe(401);
  });

  it('is refused with 409 and the reason while a deal is open, for either side, until it ends', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const creator = await createVerifiedAccount(server, 'creator');
    const dealId = await offer(brand, creator);
    for (const who of [creator, brand]) {
      const refused = await deleteAccount(who.sessionToken, { password: who.password });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'conflict', reason: 'open_deals', message: ACCOUNT_MESSAGES.openDeals(1) });
    }
    expect((await call('GET', '/api/auth/me', creator.sessionToken)).statusCode).toBe(200);
    await setDealStatus(dealId, 'declined');
    expect((await deleteAccount(creator.sessionToken, { password: creator.password })).statusCode).toBe(204);
  });

  it('is refused while money is held for a deal, or is available in the balance', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const creator = await createVerifiedAccount(server, 'creator');
    const dealId = await offer(brand, creator);
    expect((await acceptLatest(server, dealId, creator.sessionToken)).statusCode).toBe(200);
    const funded = await call('POST', `/api/deals/${dealId}/fund`, brand.sessionToken, { card_number: SANDBOX_CARDS.succeeds });
    expect(funded.statusCode).toBe(200);
    // With the deal itself out of the way, the money held for it still stops both sides.
    await setDealStatus(dealId, 'completed');
    for (const who of [brand, creator]) {
      const held = await deleteAccount(who.sessionToken, { password: who.password });
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({ reason: 'money_held', message: ACCOUNT_MESSAGES.moneyHeld });
    }

    const earner = await createVerifiedAccount(server, 'creator');
    await creditWallet(server, earner, 12_000);
    const available = await deleteAccount(earner.sessionToken, { password: earner.password });
    expect(available.statusCode).toBe(409);
    expect(available.json()).toMatchObject({ reason: 'money_available', message: ACCOUNT_MESSAGES.moneyAvailable(false) });
  });

  it('empties the account and keeps its history: profile, photo and text gone, "Deleted user", ledger kept, sessions ended', async () => {
    const brand = await createVerifiedAccount(server, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
    const creator = await createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
    const otherSession = await call('POST', '/api/auth/login', undefined, { email: creator.email, password: creator.password });
    expect(otherSession.statusCode).toBe(200);
    const saved = await call('PUT', '/api/profile', creator.sessionToken, {
      first_name: 'Maya',
      last_name: 'Lopez',
      bio: 'Smoothies every morning.',
      location: 'Austin, TX',
    });
    expect(saved.statusCode).toBe(200);
    const photo = multipart([{ name: 'file', file: { name: 'me.png', type: 'image/png', bytes: await picture('png') } }]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { ...bearer(creator.sessionToken), ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const media = await server.database.db.selectFrom('media').select('files').where('owner_id', '=', creator.user.id).execute();
    const keys = media.flatMap((row) => Object.values(row.files).map((file) => file.key));
    expect(keys.length).toBeGreaterThan(0);
    const conversationId = await converse(brand, creator, 'Hi Maya', 'My number is in my bio, call me');
    // Money in and out again: a history to keep, a balance of zero.
    await creditWallet(server, creator, 5_000);
    await server.database.db.transaction().execute((trx) =>
      postJournal(
        trx,
        [
          {
            kind: 'single',
            id: `test-withdrawn:${creator.user.id}`,
            debit: { kind: 'creator_available', userId: creator.user.id, currency: 'USD' },
            credit: { kind: 'provider', provider: 'sandbox', currency: 'USD' },
            amount: 5_000,
            code: 'payout',
          },
        ],
        server.clock.now,
      ),
    );
    const transfersOf = () =>
      server.database.db
        .selectFrom('ledger_transfers as t')
        .innerJoin('ledger_accounts as a', (join) =>
          join.on((eb) => eb.or([eb('a.id', '=', eb.ref('t.debit_account_id')), eb('a.id', '=', eb.ref('t.credit_account_id'))])),
        )
        .select('t.id')
        .where('a.user_id', '=', creator.user.id)
        .execute();
    expect(await transfersOf()).toHaveLength(2);
    const handle = (
      await server.database.db
        .selectFrom('creator_profiles')
        .select('handle')
        .where('user_id', '=', creator.user.id)
        .executeTakeFirstOrThrow()
    ).handle;

    const deleted = await deleteAccount(creator.sessionToken, { password: creator.password });
    expect(deleted.statusCode).toBe(204);
    expect(String(deleted.headers['set-cookie'])).toMatch(/sponsorly_session=;/);

    // Every session ended, and the password opens nothing.
    for (const token of [creator.sessionToken, otherSession.json().token as string])
      expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, { email: creator.email, password: creator.password });
    expect(login.statusCode).toBe(401);

    const db = server.database.db;
    const user = await db.selectFrom('users').selectAll().where('id', '=', creator.user.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Deleted', last_name: 'user' });
    expect(user.email).not.toContain(creator.email);
    expect(user.deleted_at).not.toBeNull();
    const profile = await db
      .selectFrom('creator_profiles')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ bio: null, location: null, searchable: false, showcase: false });
    expect(profile.handle).not.toBe(handle);
    const search = await db
      .selectFrom('creator_search')
      .select('visible')
      .where('creator_id', '=', creator.user.id)
      .executeTakeFirst();
    expect(search?.visible ?? false).toBe(false);
    expect((await call('GET', `/api/creator-pages/${handle}`)).statusCode).toBe(404);
    // Not even a brand, who may read pages kept to brands, finds the emptied one.
    expect((await call('GET', `/api/creators/${creator.user.id}`, brand.sessionToken)).statusCode).toBe(404);
    expect(await db.selectFrom('media').select('id').where('owner_id', '=', creator.user.id).execute()).toEqual([]);
    for (const key of keys) await expect(server.deps.files.open(key)).rejects.toThrow();

    // The brand's conversation keeps its place, with "Deleted user" and the message's text gone.
    const list = (await call('GET', '/api/conversations', brand.sessionToken)).json();
    expect(list.items.find((c: { id: string }) => c.id === conversationId).counterpart.name).toBe(ACCOUNT_MESSAGES.deletedName);
    const messages = (await call('GET', `/api/conversations/${conversationId}/messages`, brand.sessionToken)).json();
    const theirs = messages.items.find((m: { sender_id: string }) => m.sender_id === creator.user.id);
    expect(theirs.body).toBe(ACCOUNT_MESSAGES.removedMessage);
    expect(JSON.stringify(messages)).not.toContain('call me');
    const bell = (await call('GET', '/api/notifications', brand.sessionToken)).json();
    expect(JSON.stringify(bell)).not.toContain('call me');

    // Money history stays.
    expect(await transfersOf()).toHaveLength(2);

    // The address is free again: it signs up and is verified as a new account.
    const again = await signUpAndVerify(server, 'creator', { email: creator.email });
    expect(again.user.id).not.toBe(creator.user.id);
  });

  it('closes a brand’s open campaigns', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const campaignId = await publishedCampaign(server, brand.sessionToken);
    expect((await deleteAccount(brand.sessionToken, { password: brand.password })).statusCode).toBe(204);
    const campaign = await server.database.db
      .selectFrom('campaigns')
      .select(['status', 'closed_at'])
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(campaign.status).toBe('closed');
    expect(campaign.closed_at).not.toBeNull();
    const creator = await createVerifiedAccount(server, 'creator');
    expect((await call('GET', `/api/brands/${brand.user.id}`, creator.sessionToken)).statusCode).toBe(404);
  });

  it('forgets whom the account looked at and who looked at it: campaign views, search appearances, page views', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const creator = await createVerifiedAccount(server, 'creator');
    const stays = await createVerifiedAccount(server, 'brand');
    const campaignId = await publishedCampaign(server, stays.sessionToken);
    const db = server.database.db;
    const day = '2026-11-20';
    await db.insertInto('campaign_views').values({ campaign_id: campaignId, day, viewer_id: creator.user.id }).execute();
    await db
      .insertInto('creator_search_appearances')
      .values([
        { creator_id: creator.user.id, day, brand_id: brand.user.id },
        { creator_id: creator.user.id, day, brand_id: stays.user.id },
      ])
      .execute();
    await db
      .insertInto('creator_page_views')
      .values({ creator_id: creator.user.id, day, viewer: 'a'.repeat(32) })
      .execute();
    const trail = async () => ({
      campaignViews: await db.selectFrom('campaign_views').select('viewer_id').execute(),
      appearances: await db.selectFrom('creator_search_appearances').select(['creator_id', 'brand_id']).execute(),
      pageViews: await db.selectFrom('creator_page_views').select('creator_id').execute(),
    });

    expect((await deleteAccount(brand.sessionToken, { password: brand.password })).statusCode).toBe(204);
    expect((await trail()).appearances).toEqual([{ creator_id: creator.user.id, brand_id: stays.user.id }]);
    expect((await deleteAccount(creator.sessionToken, { password: creator.password })).statusCode).toBe(204);
    expect(await trail()).toEqual({ campaignViews: [], appearances: [], pageViews: [] });
  });
});
