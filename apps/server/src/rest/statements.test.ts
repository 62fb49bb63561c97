import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, monthOf } from '@sponsorly/shared';
import { acceptLatest, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { pdfText } from '../testing/pdf-text';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'statements-chief@example.com';
const DAY = 24 * 3_600_000;
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let month: string;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  // The 5th of this month: the release and the withdrawal three days later fall in the same month.
  const now = server.clock.now;
  server.clock.now = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 5, 12));
  month = monthOf(server.clock.now);
  call = dealCall(server);
  ({ brand, creator } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

/** A deal of one Reel for $450, funded, delivered and approved: its price released to the creator today. */
async function releasedDeal(): Promise<void> {
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  const id = made.json().deal.id as string;
  await acceptLatest(server, id, creator.sessionToken);
  const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
  const reel = funded.json().deal.work.deliverables[0].id as string;
  await call('POST', `/api/deals/${id}/deliverables/${reel}/submissions`, creator.sessionToken, {
    url: 'https://drive.example.com/reel',
  });
  expect((await call('POST', `/api/deals/${id}/approve`, brand.sessionToken, {})).statusCode).toBe(200);
}
const statement = (token: string | undefined, path: string) => call('GET', `/api/statements/${path}`, token);

describe('a creator’s statement of a month', () => {
  it('lists the deal released and the withdrawal, with the totals, as CSV and as PDF', async () => {
    await releasedDeal();
    const releasedOn = server.clock.now.toISOString().slice(0, 10);
    server.clock.advance(3 * DAY);
    await server.runDueTimers();
    expect((await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 20_000 })).statusCode).toBe(201);
    const withdrawnOn = server.clock.now.toISOString().slice(0, 10);

    const csv = await statement(creator.sessionToken, `${month}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="sponsorly-statement-${month}\\.csv"`));
    expect(csv.body).toBe(
      [
        'date,kind,brand,deal,amount_usd',
        `${releasedOn},released,"Acme Labs","1 × Instagram Reel",450.00`,
        `${withdrawnOn},withdrawn,,,200.00`,
        ',total_released,,,450.00',
        ',total_withdrawn,,,200.00',
        '',
      ].join('\n'),
    );

    const pdf = await statement(creator.sessionToken, month);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf);
    for (const words of [
      'Statement',
      'Maya Lopez',
      'Acme Labs',
      '1 × Instagram Reel',
      'Total released $450.00',
      'Total withdrawn $200.00',
    ])
      expect(text).toContain(words);
  });

  it('lists nothing for a month before any money moved', async () => {
    const start = new Date(server.clock.now);
    const before = monthOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1)));
    const csv = await statement(creator.sessionToken, `${before}?format=csv`);
    expect(csv.body).toBe('date,kind,brand,deal,amount_usd\n,total_released,,,0.00\n,total_withdrawn,,,0.00\n');
  });

  it('is for creators only (403), refuses a malformed or future month (400), and asks a session (401)', async () => {
    const asBrand = await statement(brand.sessionToken, month);
    expect(asBrand.statusCode).toBe(403);
    expect(asBrand.json()).toEqual({ code: 'forbidden', message: PAYMENT_MESSAGES.creatorsStatements });
    for (const bad of ['2026-13', 'november', '2026-1', `${month}?format=xls`]) {
      const res = await statement(creator.sessionToken, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect((await statement(creator.sessionToken, '2026-13')).json().fields).toEqual({
      month: PAYMENT_MESSAGES.statementMonthInvalid,
    });
    const now = server.clock.now;
    const next = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
    const ahead = await statement(creator.sessionToken, next);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({
      message: PAYMENT_MESSAGES.statementMonthAhead,
      fields: { month: PAYMENT_MESSAGES.statementMonthAhead },
    });
    expect((await statement(undefined, month)).statusCode).toBe(401);
  });
});
