import { DEAL_MESSAGES, DELIVERABLE_MESSAGES, type RequestChangesInput } from '@sponsorly/shared';
import { sql, type DealRow, type User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/check';
import { loadWallet } from '../../ledger/wallet';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../../testing';
import { TIMER_RETRY_DELAYS } from '../../timers/timer-retries';
import { createTimerWorker, type TimerWorker } from '../../timers/timer-worker';
import { ADMIN_EMAIL, HOUR, acceptLatest, castOfDeals, makeOffer, type Cast } from '../deal-test-fixtures';
import { fundDeal } from '../funding/fund-deal';
import { loadDeal } from '../view/load-deals';
import { daysAfter } from '../offers/offer-terms';
import { approveWork } from './approve-work';
import { requestChanges } from './request-changes';
import { addLivePost } from './live-post';
import { submitLink } from './submit-link';

const DAY = 24 * HOUR;
let deps: TestDeps;
let cast: Cast;
let timers: TimerWorker;
const log: string[] = [];
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
  timers = createTimerWorker(deps, (line) => log.push(line));
});
afterAll(() => deps.close());

/** A funded deal for a new creator: a Reel and a TikTok, $450 to the creator, organic rights for 90 days, 2 revisions. */
async function fundedDeal(): Promise<{ deal: DealRow; creator: User; reel: string; tiktok: string }> {
  const creator = (await createVerifiedAccount(deps, 'creator', { firstName: 'Ines', lastName: 'Costa' })).user;
  const offered = await makeOffer(deps, cast.brand, creator.id, {
    deliverables: [
      { type: 'instagram_reel', quantity: 1, due_date: daysAfter(deps.now(), 10), notes: '' },
      { type: 'tiktok_video', quantity: 1, due_date: daysAfter(deps.now(), 12), notes: '' },
    ],
  });
  await acceptLatest(deps, creator, offered.id);
  const deal = await fundDeal(deps, cast.brand, offered.id, {});
  const [reel, tiktok] = (
    await deps.db.selectFrom('deal_deliverables').select('id').where('deal_id', '=', deal.id).orderBy('position').execute()
  ).map((d) => d.id);
  return { deal, creator, reel: reel!, tiktok: tiktok! };
}

const link = (url: string, note = '') => ({ url, note });
const statusOf = async (deal: DealRow) =>
  await deps.db.selectFrom('deals').selectAll().where('id', '=', deal.id).executeTakeFirstOrThrow();
const notesTo = (user: User, kind: string) =>
  deps.db.selectFrom('notifications').select(['title', 'link']).where('user_id', '=', user.id).where('kind', '=', kind).execute();
const changes = (deliverable_id: string, comment: string): RequestChangesInput => ({ deliverable_id, comment });

describe('the work of a funded deal', () => {
  it('lists the agreed deliverables as pending; the last draft in makes the deal delivered and starts the review window', async () => {
    const { deal, creator, reel, tiktok } = await fundedDeal();
    expect((await loadDeal(deps, creator, deal.id)).work).toMatchObject({
      deliverables: [
        { id: reel, status: 'pending', submissions: [] },
        { id: tiktok, status: 'pending', submissions: [] },
      ],
      revisions_used: 0,
      revisions_included: 2,
      review_due_at: null,
    });

    await submitLink(deps, creator, deal.id, reel, link('https://drive.example.com/reel-v1', 'First cut, 28 s.'));
    expect((await statusOf(deal)).status).toBe('in_progress');
    await submitLink(deps, creator, deal.id, tiktok, link('https://drive.example.com/tiktok-v1'));
    const delivered = await statusOf(deal);
    expect(delivered.status).toBe('delivered');
    expect(delivered.review_due_at!.getTime()).toBe(deps.now().getTime() + 3 * DAY);

    const view = await loadDeal(deps, cast.brand, deal.id);
    expect(view.work!.deliverables[0]).toMatchObject({
      status: 'submitted',
      submissions: [{ round: 1, kind: 'link', url: 'https://drive.example.com/reel-v1', note: 'First cut, 28 s.', file: null }],
    });
    expect(view.work!.review_due_at).toBe(delivered.review_due_at!.toISOString());
    expect(view.events.at(-1)).toMatchObject({
      actor: 'creator',
      action: 'deliver',
      from_status: 'in_progress',
      to_status: 'delivered',
    });
    expect(await notesTo(cast.brand, 'work_delivered')).toContainEqual({
      title: 'Ines Costa delivered the work',
      link: `/deals/${deal.id}`,
    });
  });

  it('requests changes while revisions last; the creator resubmits; past the limit the request is refused and nothing changes', async () => {
    const { deal, creator, reel, tiktok } = await fundedDeal();
    await submitLink(deps, creator, deal.id, reel, link('https://drive.example.com/a'));
    await submitLink(deps, creator, deal.id, tiktok, link('https://drive.example.com/b'));

    const asked = await requestChanges(deps, cast.brand, deal.id, changes(reel, 'Show the bottle in the first 3 seconds.'));
    expect(asked).toMatchObject({ status: 'changes_requested', revisions_used: 1 });
    expect(await notesTo(creator, 'changes_requested')).toEqual([
      { title: 'Acme Labs requested changes', link: `/deals/${deal.id}` },
    ]);
    const work = (await loadDeal(deps, creator, deal.id)).work!;
    expect(work.deliverables.map((d) => d.status)).toEqual(['changes_requested', 'submitted']);
    expect(work.deliverables[0]!.change_requests).toEqual([
      { round: 1, comment: 'Show the bottle in the first 3 seconds.', created_at: expect.any(String) },
    ]);

    // The TikTok was not asked to change; the Reel's new draft (round 2) delivers again, with a new window.
    deps.clock.advance(HOUR);
    await submitLink(deps, creator, deal.id, reel, link('https://drive.example.com/a2'));
    expect((await statusOf(deal)).review_due_at!.getTime()).toBe(deps.now().getTime() + 3 * DAY);
    expect((await loadDeal(deps, creator, deal.id)).work!.deliverables[0]!.submissions.map((s) => s.round)).toEqual([1, 2]);

    await requestChanges(deps, cast.brand, deal.id, changes(tiktok, 'Louder music, please.'));
    await submitLink(deps, creator, deal.id, tiktok, link('https://drive.example.com/b2'));
    await expect(requestChanges(deps, cast.brand, deal.id, changes(reel, 'One more thing.'))).rejects.toMatchObject({
      status: 409,
      code: 'revisions_exhausted',
      message: DELIVERABLE_MESSAGES.revisionsExhausted(2),
    });
    expect(await statusOf(deal)).toMatchObject({ status: 'delivered', revisions_used: 2 });
    expect(
      await deps.db.selectFrom('deal_change_requests').select('comment').where('deal_id', '=', deal.id).execute(),
    ).toHaveLength(2);
  });

  it('approval releases the price to the creator (clearing for 3 days, then available) and the fee to the platform; the rights start', async () => {
    const { deal, creator, reel, tiktok } = await fundedDeal();
    await submitLink(deps, creator, deal.id, reel, link('https://drive.example.com/a'));
    await submitLink(deps, creator, deal.id, tiktok, link('https://drive.example.com/b'));
    const approved = await approveWork(deps, cast.brand, deal.id);
    expect(approved).toMatchObject({ status: 'completed', approved_at: deps.now() });
    expect(approved.clears_at!.getTime()).toBe(deps.now().getTime() + 3 * DAY);
    expect(await loadWallet(deps.db, creator)).toEqual({
      currency: 'USD',
      available_cents: 0,
      pending_cents: 45_000,
      held_cents: 0,
      paid_out_cents: 0,
      owed_cents: 0,
    });
    expect(await notesTo(creator, 'work_approved')).toEqual([
      { title: 'Acme Labs approved your work: $450 released', link: `/deals/${deal.id}` },
    ]);
    const work = (await loadDeal(deps, creator, deal.id)).work!;
    expect(work.deliverables.map((d) => d.status)).toEqual(['approved', 'approved']);
    expect(work.deliverables[0]!.rights_end_at).toBe(new Date(deps.now().getTime() + 90 * DAY).toISOString());

    // Not before three days; then once.
    deps.clock.advance(3 * DAY - 1);
    expect((await timers.runDueTimers()).cleared).toBe(0);
    deps.clock.advance(1);
    expect((await timers.runDueTimers()).cleared).toBeGreaterThanOrEqual(1);
    expect(await timers.runDueTimers()).toMatchObject({ cleared: 0 });
    expect(await loadWallet(deps.db, creator)).toMatchObject({ available_cents: 45_000, pending_cents: 0 });
    expect(await notesTo(creator, 'payment_available')).toEqual([
      { title: '$450 is available to withdraw', link: `/deals/${deal.id}` },
    ]);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the live post moves the usage rights’ start to its date; the brand is reminded once, 7 days before they end', async () => {
    const { deal, creator, reel, tiktok } = await fundedDeal();
    await expect(addLivePost(deps, creator, deal.id, reel, 'https://instagram.com/p/live')).rejects.toMatchObject({
      status: 409,
      message: DELIVERABLE_MESSAGES.liveOnlyApproved,
    });
    await submitLink(deps, creator, deal.id, reel, link('https://drive.example.com/a'));
    await submitLink(deps, creator, deal.id, tiktok, link('https://drive.example.com/b'));
    await approveWork(deps, cast.brand, deal.id);
    deps.clock.advance(2 * DAY);
    await expect(addLivePost(deps, cast.brand, deal.id, reel, 'https://instagram.com/p/live')).rejects.toMatchObject({
      status: 403,
    });
    await addLivePost(deps, creator, deal.id, reel, 'https://instagram.com/p/live');
    const work = (await loadDeal(deps, cast.brand, deal.id)).work!;
    expect(work.deliverables[0]).toMatchObject({
      live_url: 'https://instagram.com/p/live',
      rights_start_at: deps.now().toISOString(),
      rights_end_at: new Date(deps.now().getTime() + 90 * DAY).toISOString(),
    });
    // The TikTok, with no live post, keeps the approval's dates: two days earlier.
    expect(work.deliverables[1]!.rights_end_at).toBe(new Date(deps.now().getTime() + 88 * DAY).toISOString());

    const rightsNotes = async () =>
      (
        await deps.db
          .selectFrom('notifications')
          .select('title')
          .where('user_id', '=', cast.brand.id)
          .where('kind', '=', 'rights_ending')
          .where('link', '=', `/deals/${deal.id}`)
          .execute()
      ).map((n) => n.title);
    // 81 days on, the TikTok's rights end in 7 days; two days later, the Reel's.
    deps.clock.advance(81 * DAY - 1);
    await timers.runDueTimers();
    expect(await rightsNotes()).toEqual([]);
    deps.clock.advance(1);
    await timers.runDueTimers();
    expect(await rightsNotes()).toEqual(['Your usage rights to content by Ines Costa end in 7 days']);
    deps.clock.advance(2 * DAY);
    await timers.runDueTimers();
    expect(await rightsNotes()).toEqual([
      'Your usage rights to content by Ines Costa end in 7 days',
      'Your usage rights to content by Ines Costa end in 7 days',
    ]);
    await timers.runDueTimers();
    expect(await rightsNotes()).toHaveLength(2);
  });

  it('silence approves: the brand is reminded at half the window, then the work is approved by the system', async () => {
    const { deal, creator, reel, tiktok } = await fundedDeal();
    await submitLink(deps, creator, deal.id, reel, link('https://drive.example.com/a'));
    await submitLink(deps, creator, deal.id, tiktok, link('https://drive.example.com/b'));
    deps.clock.advance(36 * HOUR - 1);
    await timers.runDueTimers();
    expect(await notesTo(cast.brand, 'review_reminder')).not.toContainEqual(
      expect.objectContaining({ link: `/deals/${deal.id}` }),
    );
    deps.clock.advance(1);
    await timers.runDueTimers();
    await timers.runDueTimers();
    expect((await notesTo(cast.brand, 'review_reminder')).filter((n) => n.link === `/deals/${deal.id}`)).toEqual([
      { title: 'Review the work of Ines Costa', link: `/deals/${deal.id}` },
    ]);

    // A person cannot act on the last instant's far side; the timer does.
    deps.clock.advance(36 * HOUR);
    await expect(approveWork(deps, cast.brand, deal.id)).rejects.toMatchObject({
      status: 409,
      message: DELIVERABLE_MESSAGES.reviewPastDue,
    });
    expect((await timers.runDueTimers()).autoApproved).toBeGreaterThanOrEqual(1);
    expect(await statusOf(deal)).toMatchObject({ status: 'completed' });
    const event = await deps.db
      .selectFrom('deal_events')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ actor_role: 'system', action: 'auto_approve', to_status: 'completed', actor_id: null });
    expect(await notesTo(creator, 'work_approved')).toEqual([
      { title: 'Your work was approved: $450 released', link: `/deals/${deal.id}` },
    ]);
    expect(await loadWallet(deps.db, creator)).toMatchObject({ pending_cents: 45_000 });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('a timer that dies halfway through an auto-approval leaves nothing half done, and a round after the retry wait finishes it once', async () => {
    const { deal, creator, reel, tiktok } = await fundedDeal();
    await submitLink(deps, creator, deal.id, reel, link('https://drive.example.com/a'));
    await submitLink(deps, creator, deal.id, tiktok, link('https://drive.example.com/b'));
    deps.clock.advance(3 * DAY);
    // The process "dies" as the release is written: the database refuses that transfer, as a crash would cut it off.
    await sql`create function die_on_release() returns trigger language plpgsql as $$
      begin if new.id like 'release:%' then raise exception 'worker killed'; end if; return new; end $$`.execute(deps.db);
    await sql`create trigger die_on_release before insert on ledger_transfers for each row execute function die_on_release()`.execute(
      deps.db,
    );
    try {
      expect((await timers.runDueTimers()).autoApproved).toBe(0);
    } finally {
      await sql`drop trigger die_on_release on ledger_transfers`.execute(deps.db);
      await sql`drop function die_on_release()`.execute(deps.db);
    }
    // Nothing of the step happened: the deal, its events, its money and its notifications are as they were.
    expect(await statusOf(deal)).toMatchObject({ status: 'delivered', approved_at: null, clears_at: null });
    expect(
      await deps.db
        .selectFrom('deal_events')
        .select('action')
        .where('deal_id', '=', deal.id)
        .where('action', '=', 'auto_approve')
        .execute(),
    ).toEqual([]);
    expect(
      await deps.db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('deal_id', '=', deal.id)
        .where('kind', '=', 'post')
        .execute(),
    ).toEqual([]);
    expect(await notesTo(creator, 'work_approved')).toEqual([]);
    expect(log.filter((line) => line.includes(deal.id))).toEqual([
      expect.stringMatching(/^timer auto_approve: row \S+ failed \(attempt 1, next at .+\): worker killed$/),
    ]);

    deps.clock.advance(TIMER_RETRY_DELAYS.firstMs);
    expect((await timers.runDueTimers()).autoApproved).toBeGreaterThanOrEqual(1);
    expect(await statusOf(deal)).toMatchObject({ status: 'completed' });
    expect(
      await deps.db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('deal_id', '=', deal.id)
        .where('kind', '=', 'post')
        .execute(),
    ).toHaveLength(2);
    expect(await notesTo(creator, 'work_approved')).toHaveLength(1);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('approves once however many answers arrive at the same moment; the money moves once', async () => {
    const { deal, creator, reel, tiktok } = await fundedDeal();
    await submitLink(deps, creator, deal.id, reel, link('https://drive.example.com/a'));
    await submitLink(deps, creator, deal.id, tiktok, link('https://drive.example.com/b'));
    const answers = await Promise.allSettled([
      ...Array.from({ length: 4 }, () => approveWork(deps, cast.brand, deal.id)),
      requestChanges(deps, cast.brand, deal.id, changes(reel, 'Shorter.')),
      approveWork(deps, cast.admin, deal.id),
    ]);
    const outcome = await statusOf(deal);
    const releases = await deps.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('deal_id', '=', deal.id)
      .where('code', '=', 'release_price')
      .execute();
    expect(answers.some((a) => a.status === 'fulfilled')).toBe(true);
    if (outcome.status === 'completed') expect(releases).toHaveLength(1);
    else expect(outcome.status).toBe('changes_requested');
    const steps = await deps.db
      .selectFrom('deal_events')
      .select('action')
      .where('deal_id', '=', deal.id)
      .where('action', 'in', ['approve', 'request_changes'])
      .execute();
    expect(steps).toHaveLength(1);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('is the creator’s to submit and the brand’s to review, each in its state; a stranger finds nothing', async () => {
    const { deal, creator, reel } = await fundedDeal();
    await expect(submitLink(deps, cast.brand, deal.id, reel, link('https://x.example.com'))).rejects.toMatchObject({
      status: 403,
      message: DELIVERABLE_MESSAGES.onlyCreatorSubmits,
    });
    await expect(submitLink(deps, cast.admin, deal.id, reel, link('https://x.example.com'))).rejects.toMatchObject({
      status: 403,
      message: DEAL_MESSAGES.adminsReadOnly,
    });
    await expect(submitLink(deps, cast.otherCreator, deal.id, reel, link('https://x.example.com'))).rejects.toMatchObject({
      status: 404,
    });
    await expect(submitLink(deps, creator, deal.id, 'no-such-deliverable', link('https://x.example.com'))).rejects.toMatchObject({
      status: 404,
      message: DELIVERABLE_MESSAGES.deliverableNotFound,
    });
    await expect(approveWork(deps, creator, deal.id)).rejects.toMatchObject({
      status: 403,
      message: DEAL_MESSAGES.wrongParty.approve,
    });
    await expect(approveWork(deps, cast.brand, deal.id)).rejects.toMatchObject({ status: 409, code: 'state_changed' });
    await expect(requestChanges(deps, creator, deal.id, changes(reel, 'x'))).rejects.toMatchObject({ status: 403 });
    const unfunded = await makeOffer(deps, cast.brand, creator.id);
    await acceptLatest(deps, creator, unfunded.id);
    const first = (
      await deps.db
        .selectFrom('deal_versions')
        .select('deliverables')
        .where('deal_id', '=', unfunded.id)
        .executeTakeFirstOrThrow()
    ).deliverables[0]!.id;
    await expect(submitLink(deps, creator, unfunded.id, first, link('https://x.example.com'))).rejects.toMatchObject({
      status: 409,
      message: DELIVERABLE_MESSAGES.notWorking,
    });
    expect(
      await deps.db.selectFrom('deal_submissions').select('id').where('deal_id', 'in', [deal.id, unfunded.id]).execute(),
    ).toEqual([]);
  });
});
