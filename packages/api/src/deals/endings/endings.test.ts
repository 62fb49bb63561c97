import { ENDING_LIMITS, ENDING_MESSAGES, type ResolveDisputeInput } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/check';
import { loadWallet } from '../../ledger/wallet';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../../testing';
import { createTimerWorker, type TimerWorker } from '../../timers/timer-worker';
import { acceptSilentCancellations } from '../timers/review-timers';
import { ADMIN_EMAIL, HOUR, acceptLatest, castOfDeals, makeOffer, type Cast } from '../deal-test-fixtures';
import { fundDeal } from '../funding/fund-deal';
import { loadDeal } from '../view/load-deals';
import { daysAfter } from '../offers/offer-terms';
import { approveWork } from '../work/approve-work';
import { requestChanges } from '../work/request-changes';
import { submitLink } from '../work/submit-link';
import { answerCancellation } from './answer-cancellation';
import { answerDispute } from './answer-dispute';
import { cancelOverdue } from './cancel-overdue';
import { resolveDispute } from './disputes';
import { openDispute } from './open-dispute';
import { requestCancellation } from './request-cancellation';

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

/** A funded deal between the cast's brand and a new brand-new pair: one Reel due in 5 days, $450 (+$45 fee). */
async function fundedDeal(
  options: { delivered?: boolean } = {},
): Promise<{ deal: DealRow; brand: User; creator: User; reel: string }> {
  const brand = (await createVerifiedAccount(deps, 'brand')).user;
  await deps.db.updateTable('brand_profiles').set({ company_name: 'Kiwi Labs' }).where('user_id', '=', brand.id).execute();
  const creator = (await createVerifiedAccount(deps, 'creator', { firstName: 'Lea', lastName: 'Moreau' })).user;
  const offered = await makeOffer(deps, brand, creator.id, {
    deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: daysAfter(deps.now(), 5), notes: '' }],
  });
  await acceptLatest(deps, creator, offered.id);
  const deal = await fundDeal(deps, brand, offered.id, {});
  const reel = (
    await deps.db.selectFrom('deal_deliverables').select('id').where('deal_id', '=', deal.id).executeTakeFirstOrThrow()
  ).id;
  if (options.delivered) await submitLink(deps, creator, deal.id, reel, { url: 'https://drive.example.com/reel', note: '' });
  return { deal, brand, creator, reel };
}
const statusOf = async (deal: DealRow) =>
  (await deps.db.selectFrom('deals').select('status').where('id', '=', deal.id).executeTakeFirstOrThrow()).status;
const titlesTo = async (user: User, kind: string) =>
  (
    await deps.db.selectFrom('notifications').select('title').where('user_id', '=', user.id).where('kind', '=', kind).execute()
  ).map((n) => n.title);

describe('cancellation', () => {
  it('by agreement: the creator asks, the brand accepts, the deal is canceled and the brand refunded to its balance', async () => {
    const { deal, brand, creator } = await fundedDeal();
    await requestCancellation(deps, creator, deal.id, 'I fell ill and cannot film this month.');
    expect(await titlesTo(brand, 'cancellation_requested')).toEqual(['Lea Moreau asked to cancel the deal']);
    expect((await loadDeal(deps, brand, deal.id)).cancellation).toMatchObject({
      requested_side: 'creator',
      reason: 'I fell ill and cannot film this month.',
      status: 'open',
    });
    await expect(answerCancellation(deps, creator, deal.id, true)).rejects.toMatchObject({
      status: 403,
      message: ENDING_MESSAGES.ownCancellation,
    });
    await expect(requestCancellation(deps, brand, deal.id, 'Me too')).rejects.toMatchObject({
      status: 409,
      message: ENDING_MESSAGES.cancellationOpen,
    });

    await answerCancellation(deps, brand, deal.id, true);
    expect(await statusOf(deal)).toBe('canceled');
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 49_500, held_cents: 0 });
    expect(await loadWallet(deps.db, creator)).toMatchObject({ held_cents: 0, pending_cents: 0 });
    expect(await titlesTo(creator, 'deal_canceled')).toEqual(['The deal with Kiwi Labs was canceled']);
    expect((await loadDeal(deps, brand, deal.id)).cancellation).toBeNull();
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('refused: the work goes on and the side that asked is told; silence for 72 hours accepts a later request', async () => {
    const { deal, brand, creator } = await fundedDeal();
    await requestCancellation(deps, brand, deal.id, 'Our launch moved.');
    await answerCancellation(deps, creator, deal.id, false);
    expect(await statusOf(deal)).toBe('in_progress');
    expect(await titlesTo(brand, 'cancellation_refused')).toEqual(['Lea Moreau refused to cancel the deal']);
    await expect(answerCancellation(deps, creator, deal.id, true)).rejects.toMatchObject({
      status: 409,
      message: ENDING_MESSAGES.noCancellation,
    });

    await requestCancellation(deps, brand, deal.id, 'Our launch is canceled.');
    deps.clock.advance(72 * HOUR - 1);
    expect((await timers.runDueTimers()).canceled).toBe(0);
    deps.clock.advance(1);
    expect((await timers.runDueTimers()).canceled).toBe(1);
    expect(await statusOf(deal)).toBe('canceled');
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 49_500 });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('alone for a late deliverable: refused before it is 24 hours past its due day, then refunded in full', async () => {
    const { deal, brand, creator } = await fundedDeal();
    await expect(cancelOverdue(deps, brand, deal.id)).rejects.toMatchObject({ status: 409, message: ENDING_MESSAGES.notOverdue });
    expect((await loadDeal(deps, brand, deal.id)).can_cancel_overdue).toBe(false);
    await expect(cancelOverdue(deps, creator, deal.id)).rejects.toMatchObject({ status: 403 });
    deps.clock.advance(7 * DAY);
    expect((await loadDeal(deps, brand, deal.id)).can_cancel_overdue).toBe(true);
    expect((await loadDeal(deps, creator, deal.id)).can_cancel_overdue).toBe(false);
    await cancelOverdue(deps, brand, deal.id);
    expect(await statusOf(deal)).toBe('canceled');
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 49_500 });
  });

  it('not for work delivered on time and sent back for changes: the revision has its own due date, and only work never submitted counts', async () => {
    const brand = (await createVerifiedAccount(deps, 'brand')).user;
    const creator = (await createVerifiedAccount(deps, 'creator')).user;
    const offered = await makeOffer(deps, brand, creator.id, {
      deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: daysAfter(deps.now(), 1), notes: '' }],
    });
    await acceptLatest(deps, creator, offered.id);
    const deal = await fundDeal(deps, brand, offered.id, {});
    const reel = (
      await deps.db.selectFrom('deal_deliverables').select('id').where('deal_id', '=', deal.id).executeTakeFirstOrThrow()
    ).id;
    await submitLink(deps, creator, deal.id, reel, { url: 'https://drive.example.com/reel', note: '' });
    deps.clock.advance(2 * DAY);
    await requestChanges(deps, brand, deal.id, { deliverable_id: reel, comment: 'Show the label in the first seconds.' });
    const view = await loadDeal(deps, creator, deal.id);
    expect(view.work?.deliverables.find((d) => d.id === reel)).toMatchObject({
      status: 'changes_requested',
      due_date: daysAfter(deps.now(), 3),
    });
    // Past the first due date, then past the revision's too: the brand reviews or disputes, never cancels alone.
    expect((await loadDeal(deps, brand, deal.id)).can_cancel_overdue).toBe(false);
    deps.clock.advance(5 * DAY);
    expect((await loadDeal(deps, brand, deal.id)).can_cancel_overdue).toBe(false);
    await expect(cancelOverdue(deps, brand, deal.id)).rejects.toMatchObject({ status: 409, message: ENDING_MESSAGES.notOverdue });
    expect(await statusOf(deal)).toBe('changes_requested');
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 0 });
  });

  it('only while the work is in progress: delivering closes an open request, and delivered or approved work cannot be canceled', async () => {
    const { deal, brand, creator, reel } = await fundedDeal();
    await requestCancellation(deps, brand, deal.id, 'Our launch moved.');
    await submitLink(deps, creator, deal.id, reel, { url: 'https://drive.example.com/reel', note: '' });
    expect(await statusOf(deal)).toBe('delivered');
    expect((await loadDeal(deps, brand, deal.id)).cancellation).toBeNull();
    const requests = await deps.db.selectFrom('deal_cancellations').select('status').where('deal_id', '=', deal.id).execute();
    expect(requests).toEqual([{ status: 'closed' }]);
    // Delivered work is the brand's to approve, send back or dispute, not to cancel for a refund.
    for (const side of [brand, creator]) {
      await expect(requestCancellation(deps, side, deal.id, 'Not what we hoped')).rejects.toMatchObject({
        status: 409,
        message: ENDING_MESSAGES.cannotCancelNow,
      });
    }
    await approveWork(deps, brand, deal.id);
    await expect(requestCancellation(deps, creator, deal.id, 'Too late')).rejects.toMatchObject({
      status: 409,
      message: ENDING_MESSAGES.cannotCancelNow,
    });
    await expect(requestCancellation(deps, cast.otherBrand, deal.id, 'Not mine')).rejects.toMatchObject({ status: 404 });
  });

  it('the last draft in and the silence accepting the brand’s request at the same moment, ten times: one wins each time, and the money moves once at most', async () => {
    for (let round = 0; round < 10; round++) {
      const { deal, brand, creator, reel } = await fundedDeal();
      await requestCancellation(deps, brand, deal.id, 'Our launch moved.');
      const silent = new Date(deps.now().getTime() + ENDING_LIMITS.cancellationSilenceMs + (round % 2));
      const [submitted, timer] = await Promise.allSettled([
        submitLink(deps, creator, deal.id, reel, { url: 'https://drive.example.com/reel', note: '' }),
        acceptSilentCancellations({ ...deps, now: () => silent }, 100),
      ]);
      const status = await statusOf(deal);
      const request = await deps.db
        .selectFrom('deal_cancellations')
        .select('status')
        .where('deal_id', '=', deal.id)
        .executeTakeFirstOrThrow();
      const returned = await deps.db
        .selectFrom('ledger_transfers')
        .select('kind')
        .where('deal_id', '=', deal.id)
        .where('kind', '=', 'void')
        .execute();
      if (status === 'delivered') {
        expect(submitted.status).toBe('fulfilled');
        expect(request.status).toBe('closed');
        expect(returned).toEqual([]);
      } else {
        expect(status).toBe('canceled');
        expect(submitted).toMatchObject({ status: 'rejected', reason: { status: 409 } });
        expect(timer).toEqual({ status: 'fulfilled', value: 1 });
        expect(request.status).toBe('accepted');
        expect(returned).toHaveLength(2);
      }
    }
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('an approval and the auto-approval at the same moment, ten times: one wins each time, and the money moves once', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const { deal, brand } = await fundedDeal({ delivered: true });
      // The review window ends exactly now: the brand's approvals and the timer race for the same row.
      await deps.db
        .updateTable('deals')
        .set({ review_due_at: new Date(deps.now().getTime() + (round % 2 === 0 ? 1 : 0)) })
        .where('id', '=', deal.id)
        .execute();
      const results = await Promise.allSettled([
        approveWork(deps, brand, deal.id),
        timers.runDueTimers(),
        approveWork(deps, brand, deal.id),
      ]);
      expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
      // The timer passes over a deal whose row a refused approval holds at that instant (SKIP LOCKED), as
      // it would be at the worker's next tick: that tick, which applies what is still due.
      await timers.runDueTimers();
      const status = await statusOf(deal);
      outcomes.add(status);
      const settled = await deps.db
        .selectFrom('ledger_transfers')
        .select(['kind'])
        .where('deal_id', '=', deal.id)
        .where('kind', 'in', ['post', 'void'])
        .execute();
      expect(settled.map((t) => t.kind)).toEqual(['post', 'post']);
      const steps = await deps.db
        .selectFrom('deal_events')
        .select('action')
        .where('deal_id', '=', deal.id)
        .where('action', 'in', ['approve', 'auto_approve'])
        .execute();
      expect(steps).toHaveLength(1);
    }
    expect([...outcomes]).toEqual(['completed']);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});

describe('disputes', () => {
  const resolve = (deal: DealRow, input: ResolveDisputeInput) =>
    deps.db
      .selectFrom('deal_disputes')
      .select('id')
      .where('deal_id', '=', deal.id)
      .executeTakeFirstOrThrow()
      .then(({ id }) => resolveDispute(deps, cast.admin, id, input));

  it('the creator disputes, the brand answers, an admin splits 70/30: both shares to the cent, both told', async () => {
    const { deal, brand, creator } = await fundedDeal({ delivered: true });
    await openDispute(deps, creator, deal.id, {
      reason: 'The brand keeps asking for work outside the brief.',
      evidence: ['https://drive.example.com/brief.pdf'],
    });
    expect(await statusOf(deal)).toBe('disputed');
    expect(await titlesTo(brand, 'dispute_opened')).toEqual(['Lea Moreau opened a dispute']);
    await expect(answerDispute(deps, creator, deal.id, 'More')).rejects.toMatchObject({
      status: 403,
      message: ENDING_MESSAGES.notYourDispute,
    });
    await answerDispute(deps, brand, deal.id, 'The reel missed the product shot we agreed on.');
    await expect(answerDispute(deps, brand, deal.id, 'Again')).rejects.toMatchObject({ status: 409 });
    expect((await loadDeal(deps, cast.admin, deal.id)).dispute).toMatchObject({
      status: 'open',
      evidence: ['https://drive.example.com/brief.pdf'],
      answer: 'The reel missed the product shot we agreed on.',
    });

    await resolve(deal, {
      outcome: 'split',
      creator_percent: 70,
      note: 'The reel follows the brief; the product shot is missing.',
    });
    expect(await statusOf(deal)).toBe('completed');
    // 70% of $450 to the creator; 70% of the $45 fee to the platform; the rest ($135 + $13.50) back to the brand.
    expect(await loadWallet(deps.db, creator)).toMatchObject({ pending_cents: 31_500, held_cents: 0 });
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 13_500 + 1_350, held_cents: 0 });
    const summary =
      '70% goes to the creator; the rest is refunded to the brand. The reel follows the brief; the product shot is missing.';
    for (const who of [brand, creator]) {
      expect(
        await deps.db
          .selectFrom('notifications')
          .select(['title', 'body'])
          .where('user_id', '=', who.id)
          .where('kind', '=', 'dispute_resolved')
          .execute(),
      ).toEqual([{ title: 'The dispute was decided', body: summary }]);
    }
    await expect(resolve(deal, { outcome: 'refund', note: 'Again' })).rejects.toMatchObject({ status: 409 });
    deps.clock.advance(3 * DAY);
    await timers.runDueTimers();
    expect(await loadWallet(deps.db, creator)).toMatchObject({ available_cents: 31_500, pending_cents: 0 });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('refund all cancels the deal; resume sends it back to work with new due dates', async () => {
    const refunded = await fundedDeal({ delivered: true });
    await openDispute(deps, refunded.brand, refunded.deal.id, { reason: 'Nothing like the brief.', evidence: [] });
    await resolve(refunded.deal, { outcome: 'refund', note: 'The draft is not the agreed deliverable.' });
    expect(await statusOf(refunded.deal)).toBe('canceled');
    expect(await loadWallet(deps.db, refunded.brand)).toMatchObject({ available_cents: 49_500 });

    const resumed = await fundedDeal({ delivered: true });
    await openDispute(deps, resumed.brand, resumed.deal.id, { reason: 'Wrong product.', evidence: [] });
    const due = daysAfter(deps.now(), 9);
    await resolve(resumed.deal, {
      outcome: 'resume',
      due_dates: [{ deliverable_id: resumed.reel, due_date: due }],
      note: 'Film it again with the right bottle.',
    });
    expect(await statusOf(resumed.deal)).toBe('in_progress');
    const view = await loadDeal(deps, resumed.creator, resumed.deal.id);
    expect(view.work!.deliverables[0]).toMatchObject({ status: 'pending', due_date: due });
    expect(view.dispute).toMatchObject({ status: 'resolved', outcome: 'resume', note: 'Film it again with the right bottle.' });
    await submitLink(deps, resumed.creator, resumed.deal.id, resumed.reel, { url: 'https://drive.example.com/reel-2', note: '' });
    expect(await statusOf(resumed.deal)).toBe('delivered');
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('resume keeps the agreed terms as both sides accepted them: the new due dates are the deliverables’ own, and lateness is read from them', async () => {
    const { deal, brand, creator, reel } = await fundedDeal({ delivered: true });
    const agreedDue = daysAfter(deps.now(), 5);
    // The versions as stored, each row as PostgreSQL writes it out: any change to any column shows.
    const versionRows = async () => {
      const query = sql<{ row: string }>`select v::text as row from deal_versions v where deal_id = ${deal.id} order by version`;
      return (await query.execute(deps.db)).rows.map((r) => r.row);
    };
    const accepted = await versionRows();
    await openDispute(deps, brand, deal.id, { reason: 'Wrong product.', evidence: [] });
    // The admin decides a week later: by the agreed date the Reel would now be late.
    deps.clock.advance(7 * DAY);
    const newDue = daysAfter(deps.now(), 4);
    await resolve(deal, {
      outcome: 'resume',
      due_dates: [{ deliverable_id: reel, due_date: newDue }],
      note: 'Film it again with the right bottle.',
    });

    expect(await versionRows()).toEqual(accepted);
    const ownDates = sql<{
      due_date: string | null;
    }>`select to_char(due_date, 'YYYY-MM-DD') as due_date from deal_deliverables where deal_id = ${deal.id}`;
    const moved = await ownDates.execute(deps.db);
    expect(moved.rows).toEqual([{ due_date: newDue }]);
    const view = await loadDeal(deps, brand, deal.id);
    expect(view.terms.deliverables.map((d) => d.due_date)).toEqual([agreedDue]);
    expect(view.versions.map((v) => v.deliverables.map((d) => d.due_date))).toEqual([[agreedDue]]);
    expect(view.work!.deliverables).toMatchObject([{ id: reel, status: 'pending', due_date: newDue }]);

    // Not late by the new date, whatever the agreed one says: no cancelling alone.
    expect(view.can_cancel_overdue).toBe(false);
    await expect(cancelOverdue(deps, brand, deal.id)).rejects.toMatchObject({ status: 409, message: ENDING_MESSAGES.notOverdue });
    // 24 hours after the end of the new due day, it is late.
    deps.clock.set(new Date(Date.parse(`${newDue}T00:00:00Z`) + 2 * DAY - 1));
    expect((await loadDeal(deps, brand, deal.id)).can_cancel_overdue).toBe(false);
    deps.clock.advance(1);
    expect((await loadDeal(deps, brand, deal.id)).can_cancel_overdue).toBe(true);
    expect((await loadDeal(deps, creator, deal.id)).can_cancel_overdue).toBe(false);
    await cancelOverdue(deps, brand, deal.id);
    expect(await statusOf(deal)).toBe('canceled');
    expect(await versionRows()).toEqual(accepted);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('takes the other side’s answer within 5 days only', async () => {
    const { deal, brand, creator } = await fundedDeal({ delivered: true });
    await openDispute(deps, brand, deal.id, { reason: 'Off brief.', evidence: [] });
    deps.clock.advance(5 * DAY + 1);
    await expect(answerDispute(deps, creator, deal.id, 'Too late?')).rejects.toMatchObject({
      status: 409,
      message: ENDING_MESSAGES.answerPastDue,
    });
    expect((await loadDeal(deps, cast.admin, deal.id)).dispute).toMatchObject({ answer: null });
  });

  it('opens only on delivered work, and is decided only by an admin', async () => {
    const { deal, brand, creator } = await fundedDeal();
    await expect(openDispute(deps, creator, deal.id, { reason: 'x', evidence: [] })).rejects.toMatchObject({ status: 409 });
    await submitLink(
      deps,
      creator,
      deal.id,
      (await deps.db.selectFrom('deal_deliverables').select('id').where('deal_id', '=', deal.id).executeTakeFirstOrThrow()).id,
      { url: 'https://x.example.com', note: '' },
    );
    await openDispute(deps, brand, deal.id, { reason: 'Late.', evidence: [] });
    const { id } = await deps.db
      .selectFrom('deal_disputes')
      .select('id')
      .where('deal_id', '=', deal.id)
      .executeTakeFirstOrThrow();
    await expect(resolveDispute(deps, brand, id, { outcome: 'refund', note: 'Mine' })).rejects.toMatchObject({ status: 403 });
    await expect(
      resolveDispute(deps, cast.admin, '00000000-0000-4000-8000-000000000000', { outcome: 'refund', note: 'x' }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await statusOf(deal)).toBe('disputed');
  });
});
