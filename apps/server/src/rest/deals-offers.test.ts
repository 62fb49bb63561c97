import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, DEAL_TERMS_MESSAGES } from '@sponsorly/shared';
import { loadConfig } from '../config';
import { bearer, creatorBody } from '../testing/accounts';
import { dayFromNow, dealAccounts, dealCall, offerBody, subjectsTo, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'deals-chief@example.com';
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let otherBrand: Account;
let admin: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  ({ brand, creator, otherBrand, admin } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

const HOUR = 3_600_000;

describe('POST /api/deals', () => {
  it('makes an offer (201): offered, awaiting the creator, expiring in 72 hours, with price, fee and total for the brand', async () => {
    const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
    expect(made.statusCode).toBe(201);
    const { deal } = made.json();
    expect(deal).toMatchObject({
      status: 'offered',
      awaiting: 'creator',
      your_side: 'brand',
      expires_at: new Date(server.clock.now.getTime() + 72 * HOUR).toISOString(),
      extended: false,
      funding_due_at: null,
      counterpart: { id: creator.user.id, name: 'Maya Lopez' },
      brand: { id: brand.user.id, name: 'Acme Labs' },
      currency: 'USD',
      actions: ['withdraw'],
      next_step: 'Waiting for the creator to accept, counter or decline your terms.',
      terms: {
        version: 1,
        proposed_by: 'brand',
        price_cents: 45_000,
        fee_cents: 4_500,
        total_cents: 49_500,
        revisions_included: 2,
        review_days: 3,
        usage_rights: { kind: 'organic', duration_days: 90 },
        message: 'We love your reels.',
        deliverables: [
          {
            id: expect.any(String),
            type: 'instagram_reel',
            quantity: 1,
            due_date: dayFromNow(server, 14),
            notes: 'Show the unboxing.',
          },
        ],
      },
      versions: [expect.objectContaining({ version: 1, changed: [] })],
      events: [
        {
          id: expect.any(String),
          actor: 'brand',
          action: 'offer',
          from_status: null,
          to_status: 'offered',
          version: 1,
          created_at: expect.any(String),
        },
      ],
    });
    // Nothing in the answer names an account's email or the request's digest.
    expect(made.body).not.toContain('@');
    expect(made.body).not.toContain('fingerprint');

    // The creator sees what they receive, and no fee.
    const seen = (await call('GET', `/api/deals/${deal.id}`, creator.sessionToken)).json().deal;
    expect(seen.terms.price_cents).toBe(45_000);
    expect(seen.terms).not.toHaveProperty('fee_cents');
    expect(seen.terms).not.toHaveProperty('total_cents');
    expect(seen).toMatchObject({
      your_side: 'creator',
      counterpart: { name: 'Acme Labs' },
      actions: ['accept', 'decline', 'counter', 'extend'],
    });

    await server.deliverEmail();
    const mail = server.mail.to(creator.email).find((m) => m.subject === 'Acme Labs sent you an offer');
    expect(mail?.text).toContain(`http://localhost:3000/deals/${deal.id}`);
    expect(mail?.text).toContain('$450');
  });

  it('starts from a creator’s package, copying what the offer leaves out', async () => {
    const pkg = await call('POST', '/api/profile/packages', creator.sessionToken, {
      title: 'TikTok pair',
      deliverables: [{ type: 'tiktok_video', quantity: 2 }],
      price_cents: 30_005,
      delivery_days: 5,
      revisions_included: 1,
      usage_rights: { kind: 'paid_ads', duration_days: 180 },
    });
    expect(pkg.statusCode).toBe(201);
    const made = await call('POST', '/api/deals', brand.sessionToken, {
      creator_id: creator.user.id,
      package_id: pkg.json().package.id,
      message: 'Your TikTok pair, please.',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().deal).toMatchObject({
      package_id: pkg.json().package.id,
      terms: {
        price_cents: 30_005,
        fee_cents: 3_001,
        total_cents: 33_006,
        revisions_included: 1,
        review_days: 3,
        usage_rights: { kind: 'paid_ads', duration_days: 180 },
        deliverables: [{ type: 'tiktok_video', quantity: 2, due_date: dayFromNow(server, 5), notes: null }],
      },
    });
  });

  it('ignores fields a client may not set: state, fee, parties', async () => {
    const made = await call('POST', '/api/deals', brand.sessionToken, {
      ...offerBody(server, creator.user.id),
      status: 'awaiting_funding',
      awaiting: 'brand',
      fee_cents: 0,
      brand_id: otherBrand.user.id,
      expires_at: '2099-01-01T00:00:00Z',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().deal).toMatchObject({
      status: 'offered',
      awaiting: 'creator',
      brand: { id: brand.user.id },
      terms: { fee_cents: 4_500 },
    });
    expect(made.json().deal.expires_at).toBe(new Date(server.clock.now.getTime() + 72 * HOUR).toISOString());
  });

  it('is for brands: a creator or an admin who is a creator gets 403, an anonymous caller 401', async () => {
    for (const token of [creator.sessionToken, admin.sessionToken]) {
      const refused = await call('POST', '/api/deals', token, offerBody(server, creator.user.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: DEAL_MESSAGES.brandsOnlyOffer, code: 'forbidden' });
    }
    expect((await call('POST', '/api/deals', undefined, offerBody(server, creator.user.id))).statusCode).toBe(401);
  });

  it('refuses the brand itself, another brand, an unverified or unknown creator, and one the brand hid', async () => {
    const signup = creatorBody();
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: signup })).statusCode).toBe(201);
    const unverified = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', signup.email.toLowerCase())
      .executeTakeFirstOrThrow();
    const hiddenOne = (await dealAccounts(server, 'nobody@example.com')).creator;
    expect((await call('POST', `/api/creators/${hiddenOne.user.id}/hide`, brand.sessionToken)).statusCode).toBe(204);

    const cases: [string, number, string][] = [
      [brand.user.id, 400, DEAL_MESSAGES.offerToSelf],
      [otherBrand.user.id, 404, DEAL_MESSAGES.creatorNotFound],
      [unverified.id, 404, DEAL_MESSAGES.creatorNotFound],
      ['00000000-0000-4000-8000-000000000000', 404, DEAL_MESSAGES.creatorNotFound],
      ["1' or '1'='1", 404, DEAL_MESSAGES.creatorNotFound],
      [hiddenOne.user.id, 400, DEAL_MESSAGES.creatorHidden],
    ];
    for (const [creatorId, status, message] of cases) {
      const refused = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creatorId));
      expect(refused.statusCode, creatorId).toBe(status);
      expect(refused.json().message, creatorId).toBe(message);
    }
  });

  it('checks amounts and terms on the server, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price_cents: 99 }, 'price_cents', DEAL_MESSAGES.priceRange],
      [{ price_cents: 10_000_001 }, 'price_cents', DEAL_MESSAGES.priceRange],
      [{ price_cents: 450.5 }, 'price_cents', DEAL_MESSAGES.priceRange],
      [{ price_cents: '45000' }, 'price_cents', DEAL_MESSAGES.priceRange],
      [{ price_cents: -45_000 }, 'price_cents', DEAL_MESSAGES.priceRange],
      [{ price_cents: 1e300 }, 'price_cents', DEAL_MESSAGES.priceRange],
      [{ currency: 'EUR' }, 'currency', DEAL_TERMS_MESSAGES.invalidCurrency],
      [{ review_days: 2 }, 'review_days', DEAL_MESSAGES.reviewDaysRange],
      [{ review_days: 15 }, 'review_days', DEAL_MESSAGES.reviewDaysRange],
      [{ revisions_included: -1 }, 'revisions_included', DEAL_MESSAGES.revisionsRange],
      [{ deliverables: undefined }, 'deliverables', DEAL_MESSAGES.deliverablesRequired],
      [{ usage_rights: { kind: 'paid_ads' } }, 'usage_rights.duration_days', DEAL_TERMS_MESSAGES.durationRequired],
      [
        { deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: 'tomorrow' }] },
        'deliverables.0.due_date',
        DEAL_MESSAGES.dueDateFormat,
      ],
      [
        { deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: dayFromNow(server, -1) }] },
        'deliverables.0.due_date',
        DEAL_MESSAGES.dueDatePast,
      ],
      [
        { deliverables: [{ type: 'hologram', quantity: 1, due_date: dayFromNow(server, 3) }] },
        'deliverables.0.type',
        DEAL_TERMS_MESSAGES.invalidDeliverableType,
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id, overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json(), JSON.stringify(overrides)).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
    }
  });

  it('answers a retry with the same Idempotency-Key with the same deal, once', async () => {
    const headers = { 'idempotency-key': 'offer-retry-1' };
    const body = offerBody(server, creator.user.id, { price_cents: 47_700 });
    const first = await call('POST', '/api/deals', brand.sessionToken, body, headers);
    const second = await call('POST', '/api/deals', brand.sessionToken, body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().deal.id).toBe(first.json().deal.id);
    const rows = await server.database.db
      .selectFrom('deal_versions')
      .select('deal_id')
      .where('price_cents', '=', 47_700)
      .execute();
    expect(rows).toHaveLength(1);

    const reused = await call('POST', '/api/deals', brand.sessionToken, { ...body, price_cents: 48_800 }, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'conflict', message: DEAL_MESSAGES.idempotencyKeyReused });
    for (const key of ['x'.repeat(256), ' ', 'tab\there']) {
      const bad = await call('POST', '/api/deals', brand.sessionToken, body, { 'idempotency-key': key });
      expect(bad.statusCode, key).toBe(400);
      expect(bad.json().message).toBe(DEAL_MESSAGES.idempotencyKeyInvalid);
    }
  });

  it('is the same procedure through tRPC', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/deals.offer',
      headers: { ...bearer(brand.sessionToken), origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify(offerBody(server, creator.user.id, { price_cents: 12_345 })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.deal.terms).toMatchObject({ price_cents: 12_345, fee_cents: 1_235 });
  });
});

describe('PLATFORM_FEE_PERCENT', () => {
  it('is a whole percent from 0 to 50, 10 when unset, checked at start', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).platformFeePercent).toBe(10);
    expect(loadConfig({ DATABASE_URL: 'memory://', PLATFORM_FEE_PERCENT: ' ' }).platformFeePercent).toBe(10);
    expect(loadConfig({ DATABASE_URL: 'memory://', PLATFORM_FEE_PERCENT: '0' }).platformFeePercent).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'memory://', PLATFORM_FEE_PERCENT: '50' }).platformFeePercent).toBe(50);
    for (const bad of ['51', '-1', '10.5', 'ten', '1e1', '100']) {
      expect(() => loadConfig({ DATABASE_URL: 'memory://', PLATFORM_FEE_PERCENT: bad }), bad).toThrow('PLATFORM_FEE_PERCENT');
    }
  });

  it('sets the fee the brand pays, rounded half a cent up', async () => {
    const other = await startTestServer({ PLATFORM_FEE_PERCENT: '15', RATE_LIMIT_FACTOR: '50' });
    try {
      const parties = await dealAccounts(other, 'chief-15@example.com');
      const made = await dealCall(other)(
        'POST',
        '/api/deals',
        parties.brand.sessionToken,
        offerBody(other, parties.creator.user.id, { price_cents: 1_010 }),
      );
      // 15 % of $10.10 is 151.5 cents: 152.
      expect(made.json().deal.terms).toMatchObject({ price_cents: 1_010, fee_cents: 152, total_cents: 1_162 });
      await other.deliverEmail();
      expect(subjectsTo(other, parties.creator.email)).toContain('Acme Labs sent you an offer');
    } finally {
      await other.close();
    }
  });
});
