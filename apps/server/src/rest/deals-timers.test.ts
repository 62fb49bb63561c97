import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_DURATIONS, DEAL_MESSAGES } from '@sponsorly/shared';
import { acceptLatest, dealAccounts, dealCall, offerBody, subjectsTo, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'deals-timers-chief@example.com';
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  ({ brand, creator } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

const newOffer = async () =>
  (await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id))).json().deal.id as string;
const dealAs = async (token: string, id: string) => (await call('GET', `/api/deals/${id}`, token)).json().deal;
const mailAbout = async (who: Account, id: string, subject: string) => {
  await server.deliverEmail();
  return server.mail.to(who.email).filter((m) => m.subject === subject && m.text.includes(`/deals/${id}`));
};

describe('deal timers through the server', () => {
  it('emails the creator 24 hours before an offer expires, then expires it at 72 hours and emails both sides, once', async () => {
    const id = await newOffer();
    server.clock.advance(DEAL_DURATIONS.offerExpiryMs - DEAL_DURATIONS.offerExpiringNoticeMs);
    await server.runDueTimers();
    await server.runDueTimers();
    expect(await mailAbout(creator, id, 'The offer from Acme Labs expires in 24 hours')).toHaveLength(1);

    server.clock.advance(DEAL_DURATIONS.offerExpiringNoticeMs);
    await server.runDueTimers();
    await server.runDueTimers();
    expect(await mailAbout(creator, id, 'The offer from Acme Labs expired')).toHaveLength(1);
    expect(await mailAbout(brand, id, 'Your offer to Maya Lopez expired without an answer')).toHaveLength(1);
    const deal = await dealAs(creator.sessionToken, id);
    expect(deal).toMatchObject({
      status: 'expired',
      expires_at: null,
      actions: [],
      next_step: 'This offer expired without an answer.',
    });
    expect(deal.events.map((e: { actor: string; action: string }) => `${e.actor} ${e.action}`)).toEqual([
      'brand offer',
      'system expire',
    ]);

    const late = await acceptLatest(server, id, creator.sessionToken);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'state_changed', status: 'expired' });
  });

  it('refuses an answer past the expiry even before the timer ran', async () => {
    const id = await newOffer();
    server.clock.advance(DEAL_DURATIONS.offerExpiryMs);
    const late = await acceptLatest(server, id, creator.sessionToken);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'state_changed', message: DEAL_MESSAGES.offerPastExpiry, status: 'offered' });
    expect((await dealAs(creator.sessionToken, id)).actions).toEqual([]);
    await server.runDueTimers();
    expect((await dealAs(creator.sessionToken, id)).status).toBe('expired');
  });

  it('ends an accepted deal that is not funded within 72 hours, emailing both sides', async () => {
    const id = await newOffer();
    expect((await acceptLatest(server, id, creator.sessionToken)).statusCode).toBe(200);
    server.clock.advance(DEAL_DURATIONS.fundingMs - 1);
    await server.runDueTimers();
    expect((await dealAs(brand.sessionToken, id)).status).toBe('awaiting_funding');
    server.clock.advance(1);
    await server.runDueTimers();
    const deal = await dealAs(brand.sessionToken, id);
    expect(deal).toMatchObject({
      status: 'funding_expired',
      funding_due_at: null,
      next_step: 'This deal ended because it was not funded in time.',
    });
    expect(await mailAbout(brand, id, 'Your deal with Maya Lopez expired unfunded')).toHaveLength(1);
    expect(await mailAbout(creator, id, 'Acme Labs did not fund the deal in time')).toHaveLength(1);
    expect(subjectsTo(server, creator.email).filter((s) => s === 'Acme Labs did not fund the deal in time')).toHaveLength(1);
  });
});
