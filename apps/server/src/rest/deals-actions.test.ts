import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES } from '@sponsorly/shared';
import { bearer } from '../testing/accounts';
import { dayFromNow, dealAccounts, dealCall, offerBody, subjectsTo, versionShown, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'deals-actions-chief@example.com';
const HOUR = 3_600_000;
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let otherBrand: Account;
let otherCreator: Account;
let admin: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  ({ brand, creator, otherBrand, otherCreator, admin } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

async function newOffer(overrides: Record<string, unknown> = {}): Promise<string> {
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id, overrides));
  expect(made.statusCode).toBe(201);
  return made.json().deal.id;
}
/**
 * A step as the deal's page takes it: an acceptance or a counter-offer names the version the deal shows
 * now, unless the payload names one.
 */
async function step(id: string, action: string, token?: string, payload: object = {}, headers: Record<string, string> = {}) {
  const seen =
    (action === 'accept' || action === 'counter') && !('version' in payload) ? { version: await versionShown(server, id) } : {};
  return call('POST', `/api/deals/${id}/${action}`, token, { ...seen, ...payload }, headers);
}
const emailed = async (who: Account) => {
  await server.deliverEmail();
  return subjectsTo(server, who.email);
};

describe('answering an offer', () => {
  it('accept: the creator accepts (200) -> awaiting_funding, funding due in 72 hours; the brand is emailed', async () => {
    const id = await newOffer();
    const accepted = await step(id, 'accept', creator.sessionToken);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().deal).toMatchObject({
      status: 'awaiting_funding',
      awaiting: null,
      expires_at: null,
      actions: [],
      funding_due_at: new Date(server.clock.now.getTime() + 72 * HOUR).toISOString(),
      next_step: 'Waiting for the brand to fund the deal. Start the work once it is funded.',
    });
    expect((await call('GET', `/api/deals/${id}`, brand.sessionToken)).json().deal.next_step).toBe(
      'Fund the deal so the creator can start the work.',
    );
    expect(await emailed(brand)).toContain('Maya Lopez accepted your offer');
  });

  it('decline: the creator declines (200) -> declined; the brand is emailed', async () => {
    const id = await newOffer();
    const declined = await step(id, 'decline', creator.sessionToken);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().deal).toMatchObject({ status: 'declined', awaiting: null, next_step: 'This offer was declined.' });
    expect(await emailed(brand)).toContain('Maya Lopez declined the offer');
  });

  it('withdraw: the brand withdraws its own terms (200) -> withdrawn; the creator is told in the app, not by email', async () => {
    const id = await newOffer();
    const before = (await emailed(creator)).length;
    const withdrawn = await step(id, 'withdraw', brand.sessionToken);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().deal.status).toBe('withdrawn');
    expect(await emailed(creator)).toHaveLength(before);
    const notes = await server.database.db
      .selectFrom('notifications')
      .select(['kind', 'title'])
      .where('user_id', '=', creator.user.id)
      .where('link', '=', `/deals/${id}`)
      .execute();
    expect(notes).toContainEqual({ kind: 'offer_withdrawn', title: 'Acme Labs withdrew the offer' });
  });

  it('counter: new terms, a new version, the other side awaited and emailed', async () => {
    const id = await newOffer();
    const countered = await step(id, 'counter', creator.sessionToken, {
      price_cents: 52_000,
      review_days: 5,
      message: 'My rate is $520.',
    });
    expect(countered.statusCode).toBe(200);
    expect(countered.json().deal).toMatchObject({
      status: 'offered',
      awaiting: 'brand',
      actions: ['withdraw'],
      terms: { version: 2, proposed_by: 'creator', price_cents: 52_000, review_days: 5, message: 'My rate is $520.' },
      versions: [
        { version: 1, changed: [] },
        { version: 2, changed: ['price_cents', 'review_days'] },
      ],
    });
    expect(await emailed(brand)).toContain('Maya Lopez sent a counter-offer');
    // The brand sees the new fee on the new price.
    const brandView = (await call('GET', `/api/deals/${id}`, brand.sessionToken)).json().deal;
    expect(brandView.terms).toMatchObject({ price_cents: 52_000, fee_cents: 5_200, total_cents: 57_200 });
    expect(brandView.actions).toEqual(['accept', 'decline', 'counter']);

    const back = await step(id, 'counter', brand.sessionToken, {
      deliverables: [...brandView.terms.deliverables, { type: 'instagram_story', quantity: 2, due_date: dayFromNow(server, 10) }],
      message: 'Add two stories and it is a deal.',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().deal).toMatchObject({
      awaiting: 'creator',
      terms: { version: 3 },
      versions: [{}, {}, { changed: ['deliverables'] }],
    });
    expect(await emailed(creator)).toContain('Acme Labs sent a counter-offer');
    const accepted = await step(id, 'accept', creator.sessionToken);
    expect(accepted.json().deal).toMatchObject({ status: 'awaiting_funding', terms: { version: 3, price_cents: 52_000 } });
    expect(await emailed(brand)).toContain('Maya Lopez accepted your offer');
  });

  it('counter: refuses a counter-offer without a message or that changes nothing (400)', async () => {
    const id = await newOffer();
    const noMessage = await step(id, 'counter', creator.sessionToken, { price_cents: 50_000 });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().fields.message).toBe(DEAL_MESSAGES.counterMessageRequired);
    const same = await step(id, 'counter', creator.sessionToken, { price_cents: 45_000, message: 'Same' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(DEAL_MESSAGES.counterUnchanged);
    const bad = await step(id, 'counter', creator.sessionToken, { price_cents: 0, message: 'Free' });
    expect(bad.json().fields.price_cents).toBe(DEAL_MESSAGES.priceRange);
  });

  it('extend: the creator pushes the expiry back 72 hours, once', async () => {
    const id = await newOffer();
    server.clock.advance(50 * HOUR);
    const { deal } = (await call('GET', `/api/deals/${id}`, creator.sessionToken)).json();
    const extended = await step(id, 'extend', creator.sessionToken);
    expect(extended.statusCode).toBe(200);
    expect(extended.json().deal).toMatchObject({
      extended: true,
      expires_at: new Date(new Date(deal.expires_at).getTime() + 72 * HOUR).toISOString(),
    });
    expect(extended.json().deal.actions).toEqual(['accept', 'decline', 'counter']);
    // The same request again is a retry: 200, the same expiry.
    const again = await step(id, 'extend', creator.sessionToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().deal.expires_at).toBe(extended.json().deal.expires_at);
    expect(again.json().deal.events.filter((e: { action: string }) => e.action === 'extend')).toHaveLength(1);
    // The brand cannot extend.
    const byBrand = await step(id, 'extend', brand.sessionToken);
    expect(byBrand.statusCode).toBe(403);
    expect(byBrand.json().message).toBe(DEAL_MESSAGES.wrongParty.extend);
  });
});

describe('who may answer', () => {
  it('answers the wrong party with 403, another brand’s or creator’s deal with 404, an admin with 403 and anonymous with 401', async () => {
    const id = await newOffer();
    const cases: [string, string | undefined, number, string?][] = [
      ['accept', brand.sessionToken, 403, DEAL_MESSAGES.wrongParty.accept],
      ['decline', brand.sessionToken, 403, DEAL_MESSAGES.wrongParty.decline],
      ['counter', brand.sessionToken, 403, DEAL_MESSAGES.wrongParty.counter],
      ['withdraw', creator.sessionToken, 403, DEAL_MESSAGES.wrongParty.withdraw],
      ['accept', admin.sessionToken, 403, DEAL_MESSAGES.adminsReadOnly],
      ['withdraw', admin.sessionToken, 403, DEAL_MESSAGES.adminsReadOnly],
      ['accept', otherCreator.sessionToken, 404, DEAL_MESSAGES.dealNotFound],
      ['withdraw', otherBrand.sessionToken, 404, DEAL_MESSAGES.dealNotFound],
      ['extend', otherBrand.sessionToken, 404, DEAL_MESSAGES.dealNotFound],
      ['accept', undefined, 401],
    ];
    for (const [action, token, status, message] of cases) {
      const res = await step(id, action, token, action === 'counter' ? { price_cents: 40_000, message: 'Lower' } : {});
      expect(res.statusCode, `${action} ${status}`).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    // Unknown and malformed ids answer as another's deal does.
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-deal']) {
      expect((await step(unknown, 'accept', creator.sessionToken, { version: 1 })).statusCode).toBe(404);
    }
    // None of it moved the deal.
    const { deal } = (await call('GET', `/api/deals/${id}`, brand.sessionToken)).json();
    expect(deal).toMatchObject({ status: 'offered', awaiting: 'creator', versions: [{ version: 1 }] });
    expect(deal.events).toHaveLength(1);
  });

  it('answers a step the deal has moved past with 409 state_changed and where it stands', async () => {
    const id = await newOffer();
    expect((await step(id, 'withdraw', brand.sessionToken)).statusCode).toBe(200);
    for (const action of ['accept', 'decline', 'extend']) {
      const late = await step(id, action, creator.sessionToken);
      expect(late.statusCode, action).toBe(409);
      expect(late.json()).toEqual({ message: DEAL_MESSAGES.stateChanged, code: 'state_changed', status: 'withdrawn' });
    }
    const lateCounter = await step(id, 'counter', creator.sessionToken, { price_cents: 50_000, message: 'Wait!' });
    expect(lateCounter.json()).toMatchObject({ code: 'state_changed', status: 'withdrawn' });
  });

  it('takes a step only on the version the page showed: terms countered since answer 409 and nothing moves', async () => {
    const id = await newOffer();
    expect(
      (await step(id, 'counter', creator.sessionToken, { price_cents: 52_000, message: 'My rate is $520.' })).statusCode,
    ).toBe(200);
    expect(
      (await step(id, 'counter', brand.sessionToken, { price_cents: 30_000, message: 'Our budget is $300.' })).statusCode,
    ).toBe(200);
    // A tab still showing the first offer must not agree to $300 it never showed.
    const stale = await step(id, 'accept', creator.sessionToken, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: DEAL_MESSAGES.termsChanged, code: 'state_changed', status: 'offered' });
    expect((await step(id, 'decline', creator.sessionToken, { version: 2 })).json().message).toBe(DEAL_MESSAGES.termsChanged);
    // Nor may it counter the $520 of version 2 when the brand's $300 is what awaits an answer.
    const staleCounter = await step(id, 'counter', creator.sessionToken, {
      version: 2,
      price_cents: 50_000,
      message: 'Meet me at $500.',
    });
    expect(staleCounter.statusCode).toBe(409);
    expect(staleCounter.json()).toEqual({ message: DEAL_MESSAGES.termsChanged, code: 'state_changed', status: 'offered' });
    // The brand's tab from when version 2 awaited it: the deal moved on, which is a 409, not a 403.
    const late = await step(id, 'accept', brand.sessionToken, { version: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DEAL_MESSAGES.termsChanged);
    expect((await call('GET', `/api/deals/${id}`, creator.sessionToken)).json().deal).toMatchObject({
      status: 'offered',
      terms: { version: 3 },
    });
    for (const version of [0, 1.5, '3']) {
      expect((await step(id, 'accept', creator.sessionToken, { version })).statusCode, String(version)).toBe(400);
      const counter = await step(id, 'counter', creator.sessionToken, {
        version,
        price_cents: 50_000,
        message: 'Meet me at $500.',
      });
      expect(counter.statusCode, String(version)).toBe(400);
    }
    const current = await step(id, 'accept', creator.sessionToken, { version: 3 });
    expect(current.statusCode).toBe(200);
    expect(current.json().deal).toMatchObject({ status: 'awaiting_funding', terms: { version: 3, price_cents: 30_000 } });
    // The same click again is a retry, not a conflict.
    expect((await step(id, 'accept', creator.sessionToken, { version: 3 })).statusCode).toBe(200);
  });

  it('refuses an acceptance or a counter-offer that names no version (400), through both doors, and nothing moves', async () => {
    const id = await newOffer();
    const unseen = {
      message: DEAL_MESSAGES.versionRequired,
      code: 'validation_error',
      fields: { version: DEAL_MESSAGES.versionRequired },
    };
    const accept = await call('POST', `/api/deals/${id}/accept`, creator.sessionToken, {});
    expect(accept.statusCode).toBe(400);
    expect(accept.json()).toMatchObject(unseen);
    const counter = await call('POST', `/api/deals/${id}/counter`, creator.sessionToken, {
      price_cents: 52_000,
      message: 'My rate is $520.',
    });
    expect(counter.statusCode).toBe(400);
    expect(counter.json()).toMatchObject(unseen);
    for (const procedure of ['accept', 'counter']) {
      const res = await server.app.inject({
        method: 'POST',
        url: `/trpc/deals.${procedure}`,
        headers: { ...bearer(creator.sessionToken), origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify({ id, price_cents: 52_000, message: 'My rate is $520.' }),
      });
      expect(res.statusCode, procedure).toBe(400);
      expect(res.json().error.message, procedure).toBe(DEAL_MESSAGES.versionRequired);
    }
    const { deal } = (await call('GET', `/api/deals/${id}`, brand.sessionToken)).json();
    expect(deal).toMatchObject({ status: 'offered', awaiting: 'creator', terms: { version: 1, price_cents: 45_000 } });
    expect(deal.versions).toHaveLength(1);
    expect(deal.events).toHaveLength(1);
    const told = await server.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', brand.user.id)
      .where('link', '=', `/deals/${id}`)
      .execute();
    expect(told).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key as the first, and refuses the key for another step', async () => {
    const id = await newOffer();
    const headers = { 'idempotency-key': 'accept-once' };
    const first = await step(id, 'accept', creator.sessionToken, {}, headers);
    const second = await step(id, 'accept', creator.sessionToken, {}, headers);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().deal).toEqual(first.json().deal);
    const other = await step(id, 'decline', creator.sessionToken, {}, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(DEAL_MESSAGES.idempotencyKeyReused);
    // Another key for the step already taken is another request: the deal has moved on.
    const fresh = await step(id, 'decline', creator.sessionToken, {}, { 'idempotency-key': 'decline-now' });
    expect(fresh.json()).toMatchObject({ code: 'state_changed', status: 'awaiting_funding' });
    await server.deliverEmail();
    expect(
      server.mail.to(brand.email).filter((m) => m.subject === 'Maya Lopez accepted your offer' && m.text.includes(id)),
    ).toHaveLength(1);
  });

  it('takes the same steps through tRPC', async () => {
    const id = await newOffer();
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/deals.decline',
      headers: { ...bearer(creator.sessionToken), origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ id }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.deal.status).toBe('declined');
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/trpc/deals.accept',
      headers: { ...bearer(creator.sessionToken), origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ id, version: await versionShown(server, id) }),
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.data.appCode).toBe('state_changed');
  });
});
