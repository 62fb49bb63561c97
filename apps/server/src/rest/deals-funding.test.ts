import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, PAYMENT_MESSAGES, SANDBOX_CARDS } from '@sponsorly/shared';
import { acceptLatest, dealAccounts, dealCall, offerBody, subjectsTo, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'deals-funding-chief@example.com';
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

/** An offer of $450 (+$45 fee) the creator accepted. */
async function agreedDeal(): Promise<string> {
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  const id = made.json().deal.id as string;
  expect((await acceptLatest(server, id, creator.sessionToken)).statusCode).toBe(200);
  return id;
}
const fund = (id: string, token?: string, body: unknown = {}) => call('POST', `/api/deals/${id}/fund`, token, body);
const wallet = (token?: string) => call('GET', '/api/wallet', token);

describe('POST /api/deals/:id/fund', () => {
  it('funds with the sandbox card (200 in_progress); the wallets show the money held; the creator is emailed', async () => {
    const id = await agreedDeal();
    const funded = await fund(id, brand.sessionToken, { card_number: SANDBOX_CARDS.succeeds });
    expect(funded.statusCode).toBe(200);
    expect(funded.json().deal).toMatchObject({
      id,
      status: 'in_progress',
      actions: [],
      next_step: 'The creator is making the deliverables.',
    });
    expect(funded.json().deal.events.at(-1)).toMatchObject({
      actor: 'brand',
      action: 'fund',
      from_status: 'awaiting_funding',
      to_status: 'in_progress',
    });

    expect((await wallet(brand.sessionToken)).json()).toEqual({
      currency: 'USD',
      available_cents: 0,
      pending_cents: 0,
      held_cents: 49_500,
      paid_out_cents: 0,
      owed_cents: 0,
    });
    const mine = (await wallet(creator.sessionToken)).json();
    expect(mine).toEqual({
      currency: 'USD',
      available_cents: 0,
      pending_cents: 0,
      held_cents: 45_000,
      paid_out_cents: 0,
      owed_cents: 0,
    });
    await server.deliverEmail();
    expect(subjectsTo(server, creator.email)).toContain('Acme Labs funded the deal: start the work');

    // Funded already: the same request answers the deal, and no second charge is made.
    const again = await fund(id, brand.sessionToken, { card_number: SANDBOX_CARDS.succeeds });
    expect(again.statusCode).toBe(200);
    expect((await wallet(brand.sessionToken)).json().held_cents).toBe(49_500);
  });

  it('answers a declined card 402 payment_declined with what to do, and the deal still waits for funding', async () => {
    const id = await agreedDeal();
    const declined = await fund(id, brand.sessionToken, { card_number: SANDBOX_CARDS.declined });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'payment_declined', message: PAYMENT_MESSAGES.declined.card_declined });
    const seen = (await call('GET', `/api/deals/${id}`, brand.sessionToken)).json().deal;
    expect(seen).toMatchObject({ status: 'awaiting_funding', actions: ['fund'] });
  });

  it('refuses a card number that is not 16 digits, naming the field', async () => {
    const id = await agreedDeal();
    const bad = await fund(id, brand.sessionToken, { card_number: '4242 4242' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', fields: { card_number: PAYMENT_MESSAGES.cardNumberInvalid } });
    expect((await call('GET', `/api/deals/${id}`, brand.sessionToken)).json().deal.status).toBe('awaiting_funding');
  });

  it('is the brand’s alone: the creator and an admin 403, another brand and a missing or malformed deal 404, anonymous 401, an offer 409', async () => {
    const id = await agreedDeal();
    expect((await fund(id, creator.sessionToken)).json()).toMatchObject({
      code: 'forbidden',
      message: DEAL_MESSAGES.wrongParty.fund,
    });
    expect((await fund(id, creator.sessionToken)).statusCode).toBe(403);
    expect((await fund(id, admin.sessionToken)).statusCode).toBe(403);
    const stranger = await fund(id, otherBrand.sessionToken);
    const missing = await fund('00000000-0000-4000-8000-000000000000', otherBrand.sessionToken);
    // A malformed id is a missing deal too, never a database error.
    const malformed = await fund('abc', brand.sessionToken);
    expect([stranger.statusCode, missing.statusCode, malformed.statusCode]).toEqual([404, 404, 404]);
    expect(stranger.body).toBe(missing.body);
    expect(malformed.body).toBe(missing.body);
    expect((await fund(id)).statusCode).toBe(401);
    const offered = (await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id))).json().deal.id;
    const early = await fund(offered, brand.sessionToken);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'state_changed', status: 'offered' });
  });
});

describe('GET /api/admin/ledger-check', () => {
  it('shows an admin that the ledger balances after the fundings above; anyone else is refused', async () => {
    const check = await call('GET', '/api/admin/ledger-check', admin.sessionToken);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ ok: true, problems: [] });
    expect(check.json().transfers).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/api/admin/ledger-check', brand.sessionToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/ledger-check')).statusCode).toBe(401);
  });
});

describe('GET /api/wallet', () => {
  it('answers zeros for someone with no money yet, and 401 to anonymous callers', async () => {
    expect((await wallet(otherBrand.sessionToken)).json()).toEqual({
      currency: 'USD',
      available_cents: 0,
      pending_cents: 0,
      held_cents: 0,
      paid_out_cents: 0,
      owed_cents: 0,
    });
    expect((await wallet()).statusCode).toBe(401);
  });
});
