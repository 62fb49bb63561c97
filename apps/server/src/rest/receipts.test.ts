import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, SANDBOX_CARDS, receiptNumber } from '@sponsorly/shared';
import { acceptLatest, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { pdfText } from '../testing/pdf-text';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'receipts-chief@example.com';
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let otherBrand: Account;
let admin: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50', COMPANY_NAME: 'Sponsorly Inc.' });
  call = dealCall(server);
  ({ brand, creator, otherBrand, admin } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

/** An offer of $450 (+$45 fee) the creator accepted. */
async function agreedDeal(from: Account = brand): Promise<string> {
  const made = await call('POST', '/api/deals', from.sessionToken, offerBody(server, creator.user.id));
  const id = made.json().deal.id as string;
  expect((await acceptLatest(server, id, creator.sessionToken)).statusCode).toBe(200);
  return id;
}
const fund = (id: string, token: string) => call('POST', `/api/deals/${id}/fund`, token, { card_number: SANDBOX_CARDS.succeeds });
const receipts = async (token: string) => (await call('GET', '/api/receipts', token)).json().items as Receipt[];
type Receipt = { id: string; number: string; kind: string; deal_id: string | null; total_cents: number; created_at: string };

/** Every receipt written so far, and the year's counter: the series as the books hold it. */
async function series() {
  const db = server.database.db;
  const rows = await db.selectFrom('receipts').select(['number', 'seq']).orderBy('seq').execute();
  const counter = await db.selectFrom('receipt_counters').select('last_seq').executeTakeFirst();
  return { seqs: rows.map((r) => r.seq), lastSeq: counter?.last_seq ?? 0 };
}
const year = () => server.clock.now.getUTCFullYear();

describe('receipts of funded deals', () => {
  it('gives a funded deal one receipt with the next number, and its PDF says what was paid, by which card', async () => {
    expect(await receipts(brand.sessionToken)).toEqual([]);
    const before = await series();
    const id = await agreedDeal();
    expect((await fund(id, brand.sessionToken)).statusCode).toBe(200);

    const [receipt, ...others] = await receipts(brand.sessionToken);
    expect(others).toEqual([]);
    expect(receipt).toEqual({
      id: expect.any(String),
      number: receiptNumber(year(), before.lastSeq + 1),
      kind: 'receipt',
      deal_id: id,
      total_cents: 49_500,
      currency: 'USD',
      created_at: server.clock.now.toISOString(),
    });
    // Funded already: the same request answers the deal and issues nothing more.
    expect((await fund(id, brand.sessionToken)).statusCode).toBe(200);
    expect(await receipts(brand.sessionToken)).toHaveLength(1);

    const pdf = await call('GET', `/api/receipts/${receipt!.id}`, brand.sessionToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${receipt!.number}\\.pdf"`));
    const text = await pdfText(pdf);
    for (const words of [
      receipt!.number,
      'Sponsorly Inc.',
      '100 Market Street, Suite 300, San Francisco, CA 94105',
      'Acme Labs',
      '1 × Instagram Reel, with Maya Lopez',
      'Price $450.00',
      'Platform fee $45.00',
      'Total $495.00',
      'Card ending 4242 $495.00',
    ])
      expect(text).toContain(words);
  });

  it('numbers two deals funded at the same moment one after the other: no gap, no duplicate', async () => {
    const before = await series();
    const [mine, theirs] = [await agreedDeal(brand), await agreedDeal(otherBrand)];
    const funded = await Promise.all([fund(mine, brand.sessionToken), fund(theirs, otherBrand.sessionToken)]);
    expect(funded.map((r) => r.statusCode)).toEqual([200, 200]);

    const numbers = [(await receipts(brand.sessionToken))[0]!, (await receipts(otherBrand.sessionToken))[0]!]
      .map((r) => r.number)
      .sort();
    expect(numbers).toEqual([receiptNumber(year(), before.lastSeq + 1), receiptNumber(year(), before.lastSeq + 2)]);
    const after = await series();
    expect(after.seqs).toEqual(Array.from({ length: after.lastSeq }, (_, i) => i + 1));
  });

  it('takes no number for a payment that did not go through', async () => {
    const before = await series();
    const id = await agreedDeal();
    const declined = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, { card_number: SANDBOX_CARDS.declined });
    expect(declined.statusCode).toBe(402);
    expect(await series()).toEqual(before);
    expect((await fund(id, brand.sessionToken)).statusCode).toBe(200);
    expect((await receipts(brand.sessionToken))[0]).toMatchObject({
      deal_id: id,
      number: receiptNumber(year(), before.lastSeq + 1),
    });
  });
});

describe('who may download a receipt', () => {
  it('answers the brand and admins; the other brand, the creator and a malformed id 404; logged out 401', async () => {
    const id = await agreedDeal();
    await fund(id, brand.sessionToken);
    const receipt = (await receipts(brand.sessionToken)).find((r) => r.deal_id === id)!;
    const url = `/api/receipts/${receipt.id}`;

    for (const stranger of [otherBrand, creator]) {
      const res = await call('GET', url, stranger.sessionToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: PAYMENT_MESSAGES.receiptNotFound });
    }
    expect((await call('GET', '/api/receipts/not-an-id', brand.sessionToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/receipts/${crypto.randomUUID()}`, brand.sessionToken)).statusCode).toBe(404);
    // As for a deal: logged out is 401, whoever's the receipt.
    expect((await call('GET', url)).statusCode).toBe(401);

    const asAdmin = await call('GET', url, admin.sessionToken);
    expect(asAdmin.statusCode).toBe(200);
    expect(await pdfText(asAdmin)).toContain(receipt.number);
    // An admin's own list is theirs: empty.
    expect(await receipts(admin.sessionToken)).toEqual([]);
    expect(await receipts(creator.sessionToken)).toEqual([]);
  });
});

describe('credit notes of refunds', () => {
  it('gives a refund to the card a credit note in the same series, once however often the request is sent', async () => {
    // A canceled deal leaves its price and fee in the brand's balance.
    const id = await agreedDeal();
    await fund(id, brand.sessionToken);
    await call('POST', `/api/deals/${id}/cancellation`, creator.sessionToken, { reason: 'Ill this month.' });
    expect((await call('POST', `/api/deals/${id}/cancellation/accept`, brand.sessionToken, {})).json().deal.status).toBe(
      'canceled',
    );
    const before = await series();

    const key = { 'Idempotency-Key': 'refund-receipts-1' };
    const refunds = await Promise.all(
      [1, 2].map(() => call('POST', '/api/wallet/refunds', brand.sessionToken, { amount_cents: 30_000 }, key)),
    );
    expect(refunds.map((r) => r.statusCode)).toEqual([201, 201]);

    const [note] = await receipts(brand.sessionToken);
    expect(note).toMatchObject({
      number: receiptNumber(year(), before.lastSeq + 1),
      kind: 'credit_note',
      deal_id: null,
      total_cents: 30_000,
    });
    expect((await series()).lastSeq).toBe(before.lastSeq + 1);
    const text = await pdfText(await call('GET', `/api/receipts/${note!.id}`, brand.sessionToken));
    for (const words of [note!.number, 'Credit note', 'Acme Labs', 'Amount refunded $300.00', 'Card ending 4242'])
      expect(text).toContain(words);
  });
});
