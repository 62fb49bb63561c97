import { DEAL_MESSAGES, type DealParty, type DealStatus } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import { postJournal, type JournalEntry } from '../../ledger/journal';
import { checkLedger } from '../../ledger/check';
import { dealHolds, splitHolds } from './step-effects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../../testing';
import { runTransition, type TransitionAction } from './apply-transition';
import { ADMIN_EMAIL, HOUR, castOfDeals, insertDeal, type Cast } from '../deal-test-fixtures';
import { DEAL_TRANSITIONS } from './transitions';

let deps: TestDeps;
let cast: Cast;
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
  // Enough for every `fund` the table tries.
  await deps.db.transaction().execute((trx) => postJournal(trx, [brandCredit('credit:table', 10_000_000)], deps.now()));
});
afterAll(() => deps.close());

/** Where a deal can stand for these steps: an offer waiting for either side, awaiting funding, and later or final states. */
const STATES = {
  'offered, awaiting the creator': { status: 'offered', awaiting: 'creator' },
  'offered, awaiting the brand': { status: 'offered', awaiting: 'brand' },
  awaiting_funding: { status: 'awaiting_funding' },
  in_progress: { status: 'in_progress' },
  delivered: { status: 'delivered' },
  changes_requested: { status: 'changes_requested' },
  completed: { status: 'completed' },
  disputed: { status: 'disputed' },
  declined: { status: 'declined' },
  withdrawn: { status: 'withdrawn' },
  expired: { status: 'expired' },
  funding_expired: { status: 'funding_expired' },
} as const satisfies Record<string, { status: DealStatus; awaiting?: DealParty }>;
type State = keyof typeof STATES;
const ACTORS = ['brand', 'creator', 'admin', 'stranger', 'system'] as const;
type Actor = (typeof ACTORS)[number];
const ACTIONS: TransitionAction[] = [
  'accept',
  'decline',
  'counter',
  'withdraw',
  'extend',
  'expire',
  'fund',
  'fund_expire',
  'deliver',
  'request_changes',
  'approve',
  'auto_approve',
  'cancel',
  'cancel_overdue',
  'dispute',
  'resolve_release',
  'resolve_refund',
  'resolve_split',
  'resolve_resume',
  'chargeback',
];
/** The states in which a deal's money is held (the steps after funding post or void the holds). */
const FUNDED: State[] = ['in_progress', 'delivered', 'changes_requested', 'disputed'];

/**
 * The expected answer of every action, by every actor, in every state, written out by hand from
 * docs/marketplace.md rather than computed from the table, so the table is checked against the rules.
 * `-> state` is the result; 403, 404 and 409 the refusals.
 */
function expected(action: TransitionAction, actor: Actor, state: State): string {
  if (actor === 'stranger') return '404';
  // The work: the creator delivers; the brand reviews (an admin may approve, as a dispute's decision); silence approves.
  if (action === 'deliver')
    return actor !== 'creator' ? '403' : state === 'in_progress' || state === 'changes_requested' ? '-> delivered' : '409';
  if (action === 'request_changes') return actor !== 'brand' ? '403' : state === 'delivered' ? '-> changes_requested' : '409';
  if (action === 'approve')
    return actor !== 'brand' && actor !== 'admin' ? '403' : state === 'delivered' ? '-> completed' : '409';
  if (action === 'auto_approve') return actor !== 'system' ? '403' : state === 'delivered' ? '-> completed' : '409';
  // Ending early: by agreement or silence (the step is the acceptance), alone for a late deliverable, a dispute, an admin's decision.
  // A cancellation (by agreement or silence) only while the work is in progress: delivered work is reviewed, not canceled.
  if (action === 'cancel') return actor === 'admin' ? '403' : state === 'in_progress' ? '-> canceled' : '409';
  if (action === 'cancel_overdue')
    return actor !== 'brand' ? '403' : state === 'in_progress' || state === 'changes_requested' ? '-> canceled' : '409';
  if (action === 'dispute')
    return actor !== 'brand' && actor !== 'creator'
      ? '403'
      : state === 'delivered' || state === 'changes_requested'
        ? '-> disputed'
        : '409';
  if (action.startsWith('resolve_')) {
    const to = {
      resolve_release: 'completed',
      resolve_refund: 'canceled',
      resolve_split: 'completed',
      resolve_resume: 'in_progress',
    }[action as 'resolve_release'];
    return actor !== 'admin' ? '403' : state === 'disputed' ? `-> ${to}` : '409';
  }
  // The bank took back the card payment: the work under way is paused as a dispute, by the system alone.
  if (action === 'chargeback')
    return actor !== 'system'
      ? '403'
      : state === 'in_progress' || state === 'delivered' || state === 'changes_requested'
        ? '-> disputed'
        : '409';
  const offeredTo =
    state === 'offered, awaiting the creator' ? 'creator' : state === 'offered, awaiting the brand' ? 'brand' : null;
  if (actor === 'system') {
    if (action === 'expire') return offeredTo ? '-> expired' : '409';
    if (action === 'fund_expire') return state === 'awaiting_funding' ? '-> funding_expired' : '409';
    return '403';
  }
  if (actor === 'admin' || action === 'expire' || action === 'fund_expire') return '403';
  // Only the brand funds, and only a deal waiting for it (with its holds: fund-deal.test.ts).
  if (action === 'fund') return actor !== 'brand' ? '403' : state === 'awaiting_funding' ? '-> in_progress' : '409';
  if (action === 'extend' && actor !== 'creator') return '403';
  if (!offeredTo) return '409';
  const awaited = offeredTo === actor;
  switch (action) {
    case 'accept':
      return awaited ? '-> awaiting_funding' : '403';
    case 'decline':
      return awaited ? '-> declined' : '403';
    case 'counter':
      return awaited ? `-> offered, awaiting the ${actor === 'brand' ? 'creator' : 'brand'}` : '403';
    case 'withdraw':
      return awaited ? '403' : '-> withdrawn';
    case 'extend':
      return awaited ? '-> offered, awaiting the creator' : '403';
    default:
      throw new Error(`No rule written for ${action}`);
  }
}

const userOf = (actor: Actor): User | null =>
  actor === 'system' ? null : { brand: cast.brand, creator: cast.creator, admin: cast.admin, stranger: cast.otherBrand }[actor];

/** The money a funded deal holds, from a balance the brand was given: what approving posts. */
async function holdMoney(deal: DealRow): Promise<void> {
  await deps.db
    .transaction()
    .execute((trx) =>
      postJournal(trx, [brandCredit(`credit:${deal.id}`, 49_500), ...dealHolds(deal, 45_000, 4_500)], deps.now()),
    );
}
const brandCredit = (id: string, amount: number): JournalEntry => ({
  kind: 'single',
  id,
  debit: { kind: 'provider', provider: 'sandbox', currency: 'USD' },
  credit: { kind: 'brand_balance', userId: cast.brand.id, currency: 'USD' },
  amount,
  code: 'funding',
});

async function attempt(action: TransitionAction, actor: Actor, state: State): Promise<string> {
  const timer = actor === 'system';
  const now = deps.now().getTime();
  // A person acts before the deadlines; the timer once they are past.
  const deadline = new Date(timer ? now - 1 : now + 24 * HOUR);
  const deal = await insertDeal(deps, cast, {
    ...STATES[state],
    expiresAt: deadline,
    fundingDueAt: deadline,
    reviewDueAt: deadline,
  });
  if (FUNDED.includes(state)) await holdMoney(deal);
  const user = userOf(actor);
  try {
    const result = await deps.db.transaction().execute((trx) =>
      runTransition(trx, deps, {
        dealId: deal.id,
        action,
        actor: user ? { kind: 'person', user } : { kind: 'system' },
        // A counter-offer's new terms come with it; the runner only needs a version written.
        // A split's share is the admin's to give (disputes.ts); here 70% to the creator.
        ...(action === 'resolve_split'
          ? { effect: async (t, moved) => ({ priceCents: await splitHolds(t, deps, moved, 70) }) }
          : {}),
        ...(action === 'counter'
          ? {
              effect: async (t, moved) => {
                const first = await t
                  .selectFrom('deal_versions')
                  .selectAll()
                  .where('deal_id', '=', moved.id)
                  .executeTakeFirstOrThrow();
                await t
                  .insertInto('deal_versions')
                  .values({
                    ...first,
                    version: moved.current_version,
                    deliverables: JSON.stringify(first.deliverables),
                    usage_rights: JSON.stringify(first.usage_rights),
                    price_cents: 50_000,
                    fee_cents: 5_000,
                  })
                  .execute();
                return {};
              },
            }
          : {}),
      }),
    );
    const moved = result.deal;
    return moved.status === 'offered' ? `-> offered, awaiting the ${moved.awaiting}` : `-> ${moved.status}`;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 409)
      expect((error as { code?: string }).code, `${action} ${actor} ${state}`).toMatch(/state_changed|conflict/);
    return String(status ?? error);
  }
}

describe('the transition table', () => {
  // Over a thousand cases, each a deal of its own: on a busy two-core machine that outlasts the default timeout.
  it('answers every action, by every actor, in every state, as docs/marketplace.md says', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    let cases = 0;
    for (const action of ACTIONS) {
      for (const actor of ACTORS) {
        for (const state of Object.keys(STATES) as State[]) {
          cases++;
          const got = await attempt(action, actor, state);
          const want = expected(action, actor, state);
          if (got !== want) mismatches.push(`${action} by ${actor} when ${state}: got ${got}, want ${want}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cases).toBe(ACTIONS.length * ACTORS.length * Object.keys(STATES).length);
    // Every approval posted the holds it found, once; every refusal moved nothing.
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('holds only the states the database accepts, and leaves room for the next steps', () => {
    for (const [action, t] of Object.entries(DEAL_TRANSITIONS)) {
      expect(t.by.length, action).toBeGreaterThan(0);
      if (t.from.length === 0) expect(action).toBe('offer');
    }
  });

  it('writes one event per step, with who, what, from and to', async () => {
    const deal = await insertDeal(deps, cast, { status: 'offered', awaiting: 'creator' });
    await deps.db
      .transaction()
      .execute((trx) =>
        runTransition(trx, deps, { dealId: deal.id, action: 'accept', actor: { kind: 'person', user: cast.creator } }),
      );
    const events = await deps.db.selectFrom('deal_events').selectAll().where('deal_id', '=', deal.id).execute();
    expect(events).toEqual([
      expect.objectContaining({
        actor_id: cast.creator.id,
        actor_role: 'creator',
        action: 'accept',
        from_status: 'offered',
        to_status: 'awaiting_funding',
      }),
    ]);
    const row = await deps.db.selectFrom('deals').selectAll().where('id', '=', deal.id).executeTakeFirstOrThrow();
    expect(row.awaiting).toBeNull();
    expect(row.funding_due_at!.getTime()).toBe(deps.now().getTime() + 72 * HOUR);
  });

  it('refuses a person once an offer is past its expiry, even before the timer ran', async () => {
    const deal = await insertDeal(deps, cast, { status: 'offered', awaiting: 'creator', expiresAt: deps.now() });
    await expect(
      deps.db
        .transaction()
        .execute((trx) =>
          runTransition(trx, deps, { dealId: deal.id, action: 'accept', actor: { kind: 'person', user: cast.creator } }),
        ),
    ).rejects.toMatchObject({ status: 409, code: 'state_changed', message: DEAL_MESSAGES.offerPastExpiry });
  });

  it('lets the creator extend an offer once, by 72 hours, and says so the second time', async () => {
    const expiresAt = new Date(deps.now().getTime() + 10 * HOUR);
    const deal = await insertDeal(deps, cast, { status: 'offered', awaiting: 'creator', expiresAt });
    const extend = () =>
      deps.db
        .transaction()
        .execute((trx) =>
          runTransition(trx, deps, { dealId: deal.id, action: 'extend', actor: { kind: 'person', user: cast.creator } }),
        );
    const { deal: extended } = await extend();
    expect(extended.expires_at!.getTime()).toBe(expiresAt.getTime() + 72 * HOUR);
    expect(extended.extended).toBe(true);
    // The same request again is a retry: the same answer, nothing more.
    expect((await extend()).applied).toBe(false);
    // After another step, a second extension is refused with its own message.
    await deps.db
      .insertInto('deal_events')
      .values({
        deal_id: deal.id,
        actor_id: cast.brand.id,
        actor_role: 'brand',
        action: 'offer',
        to_status: 'offered',
        created_at: deps.now(),
      })
      .execute();
    await expect(extend()).rejects.toMatchObject({ status: 409, message: DEAL_MESSAGES.alreadyExtended });
  });
});
