import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { insertCreator } from '../testing/creators';
import { dealCall, offerBody, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let otherBrand: Account;
let creator: Account;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  call = dealCall(server);
  [brand, otherBrand, creator] = await Promise.all([
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'creator'),
  ]);
});
afterAll(() => server.close());

const reviewsOf = (id: string, token?: string) => call('GET', `/api/users/${id}/reviews`, token);
const leaveSearch = (creatorId: string) =>
  server.database.db.updateTable('creator_profiles').set({ searchable: false }).where('user_id', '=', creatorId).execute();

describe('reviews about a person', () => {
  it('are for logged-in readers only: 401 without a session', async () => {
    const inSearch = await insertCreator(server.database.db, { first: 'Vera', last: 'Visible' });
    expect((await reviewsOf(inSearch)).statusCode).toBe(401);
    expect((await reviewsOf(brand.user.id)).statusCode).toBe(401);
    expect((await reviewsOf(inSearch, brand.sessionToken)).json()).toEqual({ count: 0, average: null, items: [] });
  });

  it('of a creator out of search are read only by the other party of a deal with them (and the creator): 404 for others', async () => {
    const creatorId = await insertCreator(server.database.db, { first: 'Otto', last: 'Outside' });
    expect((await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creatorId))).statusCode).toBe(201);
    await leaveSearch(creatorId);
    expect((await reviewsOf(creatorId, brand.sessionToken)).statusCode).toBe(200);
    const stranger = await reviewsOf(creatorId, otherBrand.sessionToken);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ code: 'not_found', message: REVIEW_MESSAGES.subjectNotFound });
    expect((await reviewsOf(creatorId, creator.sessionToken)).statusCode).toBe(404);
    // Not an account, not an id: the same 404.
    expect((await reviewsOf('00000000-0000-4000-8000-00000000abcd', brand.sessionToken)).statusCode).toBe(404);
    expect((await reviewsOf('not-an-id', brand.sessionToken)).statusCode).toBe(404);
  });

  it('of a brand are read by any logged-in reader; one’s own always', async () => {
    expect((await reviewsOf(brand.user.id, creator.sessionToken)).statusCode).toBe(200);
    expect((await reviewsOf(brand.user.id, otherBrand.sessionToken)).statusCode).toBe(200);
    await leaveSearch(creator.user.id);
    expect((await reviewsOf(creator.user.id, creator.sessionToken)).statusCode).toBe(200);
    expect((await reviewsOf(creator.user.id, brand.sessionToken)).statusCode).toBe(404);
  });
});
