import type { DealRow, User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/check';
import { loadWallet } from '../ledger/wallet';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import { createTimerWorker, type TimerWorker } from '../timers/timer-worker';
import { ADMIN_EMAIL, HOUR, acceptLatest, castOfDeals, makeOffer, type Cast } from '../deals/deal-test-fixtures';
import { fundDeal } from '../deals/funding/fund-deal';
import { approveWork } from '../deals/work/approve-work';
import { submitLink } from '../deals/work/submit-link';
import { daysAfter } from '../deals/offers/offer-terms';
import { automaticPayoutKey } from './automatic-payouts';
import { payoutAccountOf, setAutomaticPayouts } from './payout-accounts';

const DAY = 24 * HOUR;
let deps: TestDeps;
let cast: Cast;
let timers: TimerWorker;
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
  timers = createTimerWorker(deps, () => {});
});
afterAll(() => deps.close());

/** A $450 deal with one Reel, delivered and approved: its money clears 3 days later. */
async function approvedDeal(creator: User): Promise<DealRow> {
  const offered = await makeOffer(deps, cast.brand, creator.id, {
    deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: daysAfter(deps.now(), 5), notes: '' }],
  });
  await acceptLatest(deps, creator, offered.id);
  const deal = await fundDeal(deps, cast.brand, offered.id, {});
  const reel = await deps.db
    .selectFrom('deal_deliverables')
    .select('id')
    .where('deal_id', '=', deal.id)
    .executeTakeFirstOrThrow();
  await submitLink(deps, creator, deal.id, reel.id, { url: 'https://drive.example.com/reel', note: '' });
  return approveWork(deps, cast.brand, deal.id);
}
const payoutsOf = (creator: User) =>
  deps.db
    .selectFrom('payment_operations')
    .select(['kind', 'status', 'amount_cents', 'deal_id', 'idempotency_key', 'details'])
    .where('user_id', '=', creator.id)
    .execute();

describe('paying a creator automatically when money clears', () => {
  it('pays each deal’s money once as it clears, tied to its deal, for a creator who chose it', async () => {
    const creator = (await createVerifiedAccount(deps, 'creator')).user;
    expect(await setAutomaticPayouts(deps, creator, true)).toMatchObject({ status: 'enabled', automatic: true });
    const deal = await approvedDeal(creator);
    expect((await timers.runDueTimers()).automaticPayouts).toBe(0);
    deps.clock.advance(3 * DAY);
    expect(await timers.runDueTimers()).toMatchObject({ cleared: 1, automaticPayouts: 1 });
    expect(await payoutsOf(creator)).toEqual([
      {
        kind: 'payout',
        status: 'succeeded',
        amount_cents: expect.anything(),
        deal_id: deal.id,
        idempotency_key: automaticPayoutKey(deal.id),
        details: { transfer_group: `deal_${deal.id}` },
      },
    ]);
    expect(await loadWallet(deps.db, creator)).toMatchObject({ available_cents: 0, paid_out_cents: 45_000 });
    // Later rounds pay nothing more.
    expect((await timers.runDueTimers()).automaticPayouts).toBe(0);
    expect(await payoutsOf(creator)).toHaveLength(1);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('leaves alone a creator who did not choose it, and the deals cleared before they did', async () => {
    const creator = (await createVerifiedAccount(deps, 'creator')).user;
    await approvedDeal(creator);
    deps.clock.advance(3 * DAY);
    expect(await timers.runDueTimers()).toMatchObject({ cleared: 1, automaticPayouts: 0 });
    // Chosen afterwards: the money already available stays for the creator to withdraw by hand.
    await setAutomaticPayouts(deps, creator, true);
    expect((await timers.runDueTimers()).automaticPayouts).toBe(0);
    expect(await loadWallet(deps.db, creator)).toMatchObject({ available_cents: 45_000, paid_out_cents: 0 });
    // Turned off: nothing more is paid by itself.
    expect(await setAutomaticPayouts(deps, creator, false)).toMatchObject({ automatic: false });
    await approvedDeal(creator);
    deps.clock.advance(3 * DAY);
    expect(await timers.runDueTimers()).toMatchObject({ cleared: 1, automaticPayouts: 0 });
    expect(await payoutAccountOf(deps, creator)).toMatchObject({ automatic: false });
  });
});
