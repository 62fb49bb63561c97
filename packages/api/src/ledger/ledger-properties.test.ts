import fc from 'fast-check';
import { splitCents } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import type { AccountRef } from './accounts';
import { checkLedger } from './check';
import { postJournal, type JournalEntry } from './journal';
import { loadWallet } from './wallet';

let deps: TestDeps;
let brands: User[];
let creators: User[];
beforeAll(async () => {
  deps = await createTestDeps();
  brands = await Promise.all([0, 1].map(() => createVerifiedAccount(deps, 'brand').then((a) => a.user)));
  creators = await Promise.all([0, 1].map(() => createVerifiedAccount(deps, 'creator').then((a) => a.user)));
});
afterAll(() => deps.close());

const USD = 'USD' as const;
const provider: AccountRef = { kind: 'provider', provider: 'sandbox', currency: USD };
const fees: AccountRef = { kind: 'platform_fees', currency: USD };
const person = (kind: 'brand_balance' | 'creator_clearing' | 'creator_available', user: User): AccountRef => ({
  kind,
  userId: user.id,
  currency: USD,
});

/** What the deal path does to money, as arbitrary steps: which party, how much, which earlier hold. */
const step = fc.oneof(
  fc.record({ op: fc.constant('fund' as const), brand: fc.nat(1), amount: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({
    op: fc.constant('hold' as const),
    brand: fc.nat(1),
    creator: fc.nat(1),
    price: fc.integer({ min: 1, max: 300_000 }),
    feePercent: fc.integer({ min: 0, max: 20 }),
  }),
  fc.record({ op: fc.constant('approve' as const), deal: fc.nat(20) }),
  fc.record({ op: fc.constant('cancel' as const), deal: fc.nat(20) }),
  fc.record({ op: fc.constant('split' as const), deal: fc.nat(20), creatorPercent: fc.integer({ min: 1, max: 99 }) }),
  fc.record({ op: fc.constant('clear' as const), creator: fc.nat(1), amount: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ op: fc.constant('payout' as const), creator: fc.nat(1), amount: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ op: fc.constant('refund' as const), brand: fc.nat(1), amount: fc.integer({ min: 1, max: 300_000 }) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** The same money, counted by hand: what each wallet must say after the steps. */
interface Model {
  brand: { available: number; held: number; refunded: number }[];
  creator: { held: number; clearing: number; available: number; paidOut: number }[];
  deals: { brand: number; creator: number; price: number; fee: number; settled: boolean }[];
}

let seq = 0;
const post = (entries: JournalEntry[]) => deps.db.transaction().execute((trx) => postJournal(trx, entries, deps.now()));

/** Applies one step to the ledger and the model; a refusal (not enough money, a hold already settled) must change neither. */
async function apply(s: Step, model: Model, run: number): Promise<void> {
  const id = `p${run}:${++seq}`;
  const refused = async (entries: JournalEntry[]) => {
    await expect(post(entries)).rejects.toThrow();
  };
  switch (s.op) {
    case 'fund':
      await post([
        {
          kind: 'single',
          id,
          debit: provider,
          credit: person('brand_balance', brands[s.brand]!),
          amount: s.amount,
          code: 'funding',
        },
      ]);
      model.brand[s.brand]!.available += s.amount;
      return;
    case 'hold': {
      const fee = splitCents(s.price, s.feePercent)[0];
      const b = model.brand[s.brand]!;
      const entries: JournalEntry[] = [
        {
          kind: 'pending',
          id: `${id}:price`,
          debit: person('brand_balance', brands[s.brand]!),
          credit: person('creator_clearing', creators[s.creator]!),
          amount: s.price,
          code: 'hold_price',
        },
        ...(fee > 0
          ? [
              {
                kind: 'pending',
                id: `${id}:fee`,
                debit: person('brand_balance', brands[s.brand]!),
                credit: fees,
                amount: fee,
                code: 'hold_fee',
              } as JournalEntry,
            ]
          : []),
      ];
      if (b.available < s.price + fee) return refused(entries);
      await post(entries);
      b.available -= s.price + fee;
      b.held += s.price + fee;
      model.creator[s.creator]!.held += s.price;
      model.deals.push({ brand: s.brand, creator: s.creator, price: s.price, fee, settled: false });
      (model.deals.at(-1) as { id?: string }).id = id;
      return;
    }
    case 'approve':
    case 'cancel':
    case 'split': {
      const deal = model.deals[s.deal % Math.max(model.deals.length, 1)] as (Model['deals'][number] & { id: string }) | undefined;
      if (!deal) return;
      const creatorShare = s.op === 'approve' ? deal.price : s.op === 'cancel' ? 0 : splitCents(deal.price, s.creatorPercent)[0];
      const feeShare = s.op === 'approve' ? deal.fee : s.op === 'cancel' ? 0 : splitCents(deal.fee, s.creatorPercent)[0];
      const settle = (part: 'price' | 'fee', share: number): JournalEntry =>
        share > 0
          ? {
              kind: 'post',
              id: `${id}:${part}`,
              pendingId: `${deal.id}:${part}`,
              amount: share,
              code: part === 'price' ? 'release_price' : 'release_fee',
            }
          : {
              kind: 'void',
              id: `${id}:${part}`,
              pendingId: `${deal.id}:${part}`,
              code: part === 'price' ? 'return_price' : 'return_fee',
            };
      const entries = [settle('price', creatorShare), ...(deal.fee > 0 ? [settle('fee', feeShare)] : [])];
      if (deal.settled) return refused(entries);
      await post(entries);
      deal.settled = true;
      const b = model.brand[deal.brand]!;
      b.held -= deal.price + deal.fee;
      b.available += deal.price - creatorShare + (deal.fee - feeShare);
      model.creator[deal.creator]!.held -= deal.price;
      model.creator[deal.creator]!.clearing += creatorShare;
      return;
    }
    case 'clear': {
      const c = model.creator[s.creator]!;
      const entries: JournalEntry[] = [
        {
          kind: 'single',
          id,
          debit: person('creator_clearing', creators[s.creator]!),
          credit: person('creator_available', creators[s.creator]!),
          amount: s.amount,
          code: 'clearing',
        },
      ];
      if (c.clearing < s.amount) return refused(entries);
      await post(entries);
      c.clearing -= s.amount;
      c.available += s.amount;
      return;
    }
    case 'payout': {
      const c = model.creator[s.creator]!;
      const entries: JournalEntry[] = [
        {
          kind: 'single',
          id,
          debit: person('creator_available', creators[s.creator]!),
          credit: provider,
          amount: s.amount,
          code: 'payout',
        },
      ];
      if (c.available < s.amount) return refused(entries);
      await post(entries);
      c.available -= s.amount;
      c.paidOut += s.amount;
      return;
    }
    case 'refund': {
      const b = model.brand[s.brand]!;
      // Two-phase, as refunds are made: set aside, then paid once the provider has answered.
      const entries: JournalEntry[] = [
        {
          kind: 'pending',
          id,
          debit: person('brand_balance', brands[s.brand]!),
          credit: provider,
          amount: s.amount,
          code: 'refund',
        },
      ];
      if (b.available < s.amount) return refused(entries);
      await post(entries);
      await post([{ kind: 'post', id: `${id}:paid`, pendingId: id, code: 'refund' }]);
      b.available -= s.amount;
      b.refunded += s.amount;
    }
  }
}

describe('the ledger under any sequence of fund, hold, approve, cancel, split, clear, payout and refund', () => {
  it('keeps every invariant, and every wallet says what the steps add up to', async () => {
    const model: Model = {
      brand: brands.map(() => ({ available: 0, held: 0, refunded: 0 })),
      creator: creators.map(() => ({ held: 0, clearing: 0, available: 0, paidOut: 0 })),
      deals: [],
    };
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        // A run's holds are its own: the model keeps the money of every run, as the database does.
        model.deals = [];
        for (const s of steps) await apply(s, model, run);
        const check = await checkLedger(deps.db);
        expect(check.problems).toEqual([]);
        for (const [i, b] of brands.entries()) {
          expect(await loadWallet(deps.db, b)).toEqual({
            currency: USD,
            available_cents: model.brand[i]!.available,
            pending_cents: 0,
            held_cents: model.brand[i]!.held,
            paid_out_cents: model.brand[i]!.refunded,
            owed_cents: 0,
          });
        }
        for (const [i, c] of creators.entries()) {
          const m = model.creator[i]!;
          expect(await loadWallet(deps.db, c)).toEqual({
            currency: USD,
            available_cents: m.available,
            pending_cents: m.clearing,
            held_cents: m.held,
            paid_out_cents: m.paidOut,
            owed_cents: 0,
          });
        }
      }),
      { seed: 20261125, numRuns: 40 },
    );
  }, 120_000);
});
