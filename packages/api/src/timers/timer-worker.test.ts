import { DEAL_DURATIONS } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../testing';
import { ADMIN_EMAIL, HOUR, acceptLatest, castOfDeals, counterLatest, makeOffer, type Cast } from '../deals/deal-test-fixtures';
import { takeStep } from '../deals/offers/take-step';
import { createTimerWorker, type TimerWorker } from './timer-worker';

let deps: TestDeps;
let cast: Cast;
let timers: TimerWorker;
const log: string[] = [];
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
  timers = createTimerWorker(deps, (line) => log.push(line));
});
afterAll(async () => {
  await timers.stop();
  await deps.close();
});

const dealRow = (id: string) => deps.db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = async (id: string) =>
  (
    await deps.db.selectFrom('deal_events').select(['actor_role', 'action']).where('deal_id', '=', id).orderBy('id').execute()
  ).map((e) => `${e.actor_role} ${e.action}`);
const notesOf = async (id: string, kind: string) =>
  (
    await deps.db
      .selectFrom('notifications')
      .select('user_id')
      .where('link', '=', `/deals/${id}`)
      .where('kind', '=', kind)
      .execute()
  )
    .map((n) => n.user_id)
    .sort();
const both = () => [cast.brand.id, cast.creator.id].sort();

describe('the timer worker', () => {
  it('expires an offer exactly when its 72 hours are up, once, telling both sides', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    deps.clock.advance(DEAL_DURATIONS.offerExpiryMs - 1);
    expect((await timers.runDueTimers()).expiredOffers).toBe(0);
    expect((await dealRow(deal.id)).status).toBe('offered');

    deps.clock.advance(1);
    expect((await timers.runDueTimers()).expiredOffers).toBe(1);
    expect((await timers.runDueTimers()).expiredOffers).toBe(0);
    expect(await dealRow(deal.id)).toMatchObject({ status: 'expired', awaiting: null });
    expect(await eventsOf(deal.id)).toEqual(['brand offer', 'system expire']);
    expect(await notesOf(deal.id, 'offer_expired')).toEqual(both());
    // Once expired, a person's step is refused with the state it is in.
    await expect(acceptLatest(deps, cast.creator, deal.id)).rejects.toMatchObject({
      status: 409,
      code: 'state_changed',
      extra: { body: { status: 'expired' } },
    });
  });

  it('reminds the awaited side once, 24 hours before the expiry, and again for a counter-offer’s new expiry', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    deps.clock.advance(DEAL_DURATIONS.offerExpiryMs - DEAL_DURATIONS.offerExpiringNoticeMs - 1);
    expect((await timers.runDueTimers()).remindedOffers).toBe(0);
    deps.clock.advance(1);
    expect((await timers.runDueTimers()).remindedOffers).toBe(1);
    deps.clock.advance(HOUR);
    expect((await timers.runDueTimers()).remindedOffers).toBe(0);
    expect(await notesOf(deal.id, 'offer_expiring')).toEqual([cast.creator.id]);
    const [reminder] = await deps.db
      .selectFrom('notifications')
      .select('title')
      .where('link', '=', `/deals/${deal.id}`)
      .where('kind', '=', 'offer_expiring')
      .execute();
    expect(reminder!.title).toBe('The offer from Acme Labs expires in 24 hours');

    await counterLatest(deps, cast.creator, { id: deal.id, price_cents: 55_000, message: 'Counter' });
    expect((await dealRow(deal.id)).expiry_reminded_at).toBeNull();
    deps.clock.advance(DEAL_DURATIONS.offerExpiryMs - DEAL_DURATIONS.offerExpiringNoticeMs);
    expect((await timers.runDueTimers()).remindedOffers).toBe(1);
    expect(await notesOf(deal.id, 'offer_expiring')).toEqual(both());
  });

  it('never reminds of an offer already past its expiry, and expires it instead', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    deps.clock.advance(DEAL_DURATIONS.offerExpiryMs + HOUR);
    await timers.runDueTimers();
    expect((await dealRow(deal.id)).status).toBe('expired');
    expect(await notesOf(deal.id, 'offer_expiring')).toEqual([]);
  });

  it('keeps an extended offer until its later expiry', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    deps.clock.advance(60 * HOUR);
    await takeStep(deps, cast.creator, deal.id, 'extend');
    deps.clock.advance(12 * HOUR);
    expect((await timers.runDueTimers()).expiredOffers).toBe(0);
    deps.clock.advance(DEAL_DURATIONS.offerExtensionMs - 1);
    expect((await timers.runDueTimers()).expiredOffers).toBe(0);
    deps.clock.advance(1);
    expect((await timers.runDueTimers()).expiredOffers).toBe(1);
    expect(await eventsOf(deal.id)).toEqual(['brand offer', 'creator extend', 'system expire']);
  });

  it('ends an accepted deal the brand has not funded 72 hours after acceptance, once', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    deps.clock.advance(10 * HOUR);
    await acceptLatest(deps, cast.creator, deal.id);
    deps.clock.advance(DEAL_DURATIONS.fundingMs - 1);
    expect((await timers.runDueTimers()).expiredFunding).toBe(0);
    deps.clock.advance(1);
    expect((await timers.runDueTimers()).expiredFunding).toBe(1);
    expect((await timers.runDueTimers()).expiredFunding).toBe(0);
    expect(await dealRow(deal.id)).toMatchObject({ status: 'funding_expired' });
    expect(await eventsOf(deal.id)).toEqual(['brand offer', 'creator accept', 'system fund_expire']);
    expect(await notesOf(deal.id, 'funding_expired')).toEqual(both());
    expect(await notesOf(deal.id, 'offer_accepted')).toEqual([cast.brand.id]);
  });

  it('finds nothing to do when a person moved first', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    await takeStep(deps, cast.creator, deal.id, 'decline');
    deps.clock.advance(10 * DEAL_DURATIONS.offerExpiryMs);
    await timers.runDueTimers();
    expect(await eventsOf(deal.id)).toEqual(['brand offer', 'creator decline']);
    expect(await notesOf(deal.id, 'offer_declined')).toEqual([cast.brand.id]);
  });

  it('closes campaigns past their application deadline too', async () => {
    const campaign = await deps.db
      .insertInto('campaigns')
      .values({
        brand_id: cast.brand.id,
        title: 'Spring',
        status: 'open',
        application_deadline: new Date(deps.now().getTime() - 1),
        created_at: deps.now(),
        updated_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await timers.runDueTimers()).closedCampaigns).toBe(1);
    expect(await deps.db.selectFrom('campaigns').select('status').where('id', '=', campaign.id).executeTakeFirst()).toEqual({
      status: 'closed',
    });
  });

  it('runs by itself once started, and stops', async () => {
    const worker = createTimerWorker({ ...deps, settings: { ...deps.settings, timerPollIntervalMs: 10 } }, (line) =>
      log.push(line),
    );
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    deps.clock.advance(DEAL_DURATIONS.offerExpiryMs);
    worker.start();
    for (let i = 0; i < 100 && (await dealRow(deal.id)).status === 'offered'; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    expect((await dealRow(deal.id)).status).toBe('expired');
    expect(log).toEqual([]);
  });
});
