import { DEAL_DURATIONS } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../testing';
import { applyDueSteps, remindExpiringOffers } from './timers/deal-timers';
import { ADMIN_EMAIL, castOfDeals, makeOffer, type Cast } from './deal-test-fixtures';
import { takeStep } from './offers/take-step';

/*
 * Real concurrency needs real connections: on PostgreSQL each side of a race runs in its own
 * transaction on its own pooled connection. PGlite has one connection, so it runs them one after the
 * other and these tests would prove nothing there.
 */
const onPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '');
const ROUNDS = 12;

let deps: TestDeps;
let cast: Cast;
beforeAll(async () => {
  if (!onPostgres) return;
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
});
afterAll(() => deps?.close());

/** The same services with the clock at another instant (the person just before the deadline, the timer at it). */
const at = (instant: Date): TestDeps => ({ ...deps, now: () => instant });
const stepsOf = async (id: string) =>
  (
    await deps.db.selectFrom('deal_events').select('action').where('deal_id', '=', id).where('action', '<>', 'offer').execute()
  ).map((e) => e.action);
const statusOf = async (id: string) =>
  (await deps.db.selectFrom('deals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe.skipIf(!onPostgres)('races on PostgreSQL', () => {
  it('lets exactly one of a creator accepting and the timer expiring win, round after round', async () => {
    const winners: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const deal = await makeOffer(deps, cast.brand, cast.creator.id);
      const deadline = deal.expires_at!;
      const [accept, timer] = await Promise.allSettled([
        takeStep(at(new Date(deadline.getTime() - 1)), cast.creator, deal.id, 'accept'),
        applyDueSteps(at(deadline), 'expire', 100),
      ]);
      const status = await statusOf(deal.id);
      const steps = await stepsOf(deal.id);
      if (accept.status === 'fulfilled') {
        expect(status).toBe('awaiting_funding');
        expect(steps).toEqual(['accept']);
        expect(timer).toEqual({ status: 'fulfilled', value: 0 });
      } else {
        expect(accept.reason).toMatchObject({ status: 409, code: 'state_changed', extra: { body: { status: 'expired' } } });
        expect(status).toBe('expired');
        expect(steps).toEqual(['expire']);
      }
      const notes = await deps.db
        .selectFrom('notifications')
        .select('kind')
        .where('link', '=', `/deals/${deal.id}`)
        .where('kind', 'in', ['offer_accepted', 'offer_expired'])
        .execute();
      expect(notes.map((n) => n.kind).sort()).toEqual(
        status === 'expired' ? ['offer_expired', 'offer_expired'] : ['offer_accepted'],
      );
      winners.push(status);
    }
    expect(winners).toHaveLength(ROUNDS);
  });

  it('lets exactly one of the creator accepting and the brand withdrawing win', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const deal = await makeOffer(deps, cast.brand, cast.creator.id);
      const results = await Promise.allSettled([
        takeStep(deps, cast.creator, deal.id, 'accept'),
        takeStep(deps, cast.brand, deal.id, 'withdraw'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toMatchObject({ status: 409, code: 'state_changed' });
      expect(await stepsOf(deal.id)).toHaveLength(1);
    }
  });

  it('lets two timer workers (two instances) apply a deadline once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const deal = await makeOffer(deps, cast.brand, cast.creator.id);
      const later = at(new Date(deal.expires_at!.getTime()));
      const soon = at(new Date(deal.expires_at!.getTime() - DEAL_DURATIONS.offerExpiringNoticeMs));
      const reminded = await Promise.all([remindExpiringOffers(soon, 100), remindExpiringOffers(soon, 100)]);
      expect(reminded[0] + reminded[1]).toBe(1);
      const applied = await Promise.all([applyDueSteps(later, 'expire', 100), applyDueSteps(later, 'expire', 100)]);
      expect(applied[0] + applied[1]).toBe(1);
      expect(await stepsOf(deal.id)).toEqual(['expire']);
    }
  });

  it('answers two same-key accepts sent at once with one step', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const deal = await makeOffer(deps, cast.brand, cast.creator.id);
      const results = await Promise.all([
        takeStep(deps, cast.creator, deal.id, 'accept', `k-${round}`),
        takeStep(deps, cast.creator, deal.id, 'accept', `k-${round}`),
      ]);
      expect(results.map((d) => d.status)).toEqual(['awaiting_funding', 'awaiting_funding']);
      expect(await stepsOf(deal.id)).toEqual(['accept']);
    }
  });
});
