import { DEAL_DURATIONS, ENDING_LIMITS } from '@sponsorly/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../testing';
import { applyDueSteps, remindExpiringOffers } from './timers/deal-timers';
import { acceptSilentCancellations } from './timers/review-timers';
import { requestCancellation } from './endings/request-cancellation';
import { fundDeal } from './funding/fund-deal';
import { ADMIN_EMAIL, acceptLatest, castOfDeals, makeOffer, type Cast } from './deal-test-fixtures';
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
        takeStep(at(new Date(deadline.getTime() - 1)), cast.creator, deal.id, 'accept', deal.current_version),
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
        takeStep(deps, cast.creator, deal.id, 'accept', deal.current_version),
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
        takeStep(deps, cast.creator, deal.id, 'accept', deal.current_version, `k-${round}`),
        takeStep(deps, cast.creator, deal.id, 'accept', deal.current_version, `k-${round}`),
      ]);
      expect(results.map((d) => d.status)).toEqual(['awaiting_funding', 'awaiting_funding']);
      expect(await stepsOf(deal.id)).toEqual(['accept']);
    }
  });

  it('never deadlocks the silence timer with a person answering the cancellation request: both lock the deal first', async () => {
    const offered = await makeOffer(deps, cast.brand, cast.creator.id);
    await acceptLatest(deps, cast.creator, offered.id);
    const deal = await fundDeal(deps, cast.brand, offered.id, {});
    await requestCancellation(deps, cast.creator, deal.id, 'I cannot film this month.');
    const silent = at(new Date(deps.now().getTime() + ENDING_LIMITS.cancellationSilenceMs + 1));

    let timer: Promise<number> | undefined;
    let timerDone = false;
    // The brand refuses the request at the moment it falls due, holding the deal as every person's step
    // does (lockDealAsParty) while the timer runs.
    await deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('deals').select('id').where('id', '=', deal.id).forUpdate().execute();
      timer = acceptSilentCancellations(silent, 100).finally(() => (timerDone = true));
      // Either the timer leaves the deal to its holder and ends, or it waits for a lock (the request
      // taken first, then the deal: the order that deadlocks once the brand writes the request below).
      await expect
        .poll(async () => timerDone || (await sessionsWaitingOnALock()) > 0, { timeout: 5_000, interval: 20 })
        .toBe(true);
      await trx
        .updateTable('deal_cancellations')
        .set({ status: 'refused', answered_at: deps.now() })
        .where('deal_id', '=', deal.id)
        .where('status', '=', 'open')
        .execute();
    });
    expect(await timer).toBe(0);
    expect(await statusOf(deal.id)).toBe('in_progress');
  });
});

/** Sessions of this test's database waiting for a row lock another transaction holds. */
async function sessionsWaitingOnALock(): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(deps.db);
  return rows[0]!.waiting;
}
