import { REVIEW_DURATIONS, splitCents, type Currency, type DealAction } from '@sponsorly/shared';
import type { Database, DealRow, Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import type { AccountRef } from '../../ledger/accounts';
import { postJournal, type JournalEntry } from '../../ledger/journal';
import { issueDealReceipt } from '../../payments/receipts/issue-receipt';

/** What a step does besides moving the deal, in its transaction; what it returns goes into the event and the notifications. */
export type StepEffect = (
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'now' | 'settings'>,
  deal: DealRow,
) => Promise<{ details?: Record<string, unknown>; priceCents?: number }>;

const DAY_MS = REVIEW_DURATIONS.day;

/** The agreed terms (the deal's current version). */
function agreedTerms(trx: Transaction<Database>, deal: DealRow) {
  return trx
    .selectFrom('deal_versions')
    .select(['price_cents', 'fee_cents', 'review_days', 'deliverables', 'usage_rights'])
    .where('deal_id', '=', deal.id)
    .where('version', '=', deal.current_version)
    .executeTakeFirstOrThrow();
}

/** The ids of a deal's holds: the price for the creator and the fee. */
export const holdIds = (dealId: string) => ({ price: `hold:${dealId}:price`, fee: `hold:${dealId}:fee` });

/** The money a funded deal holds: the price for the creator and the fee, from the brand's balance, pending until approval. */
export function dealHolds(deal: DealRow, priceCents: number, feeCents: number): JournalEntry[] {
  const currency = deal.currency as Currency;
  const brand: AccountRef = { kind: 'brand_balance', userId: deal.brand_id, currency };
  const ids = holdIds(deal.id);
  return [
    {
      kind: 'pending',
      id: ids.price,
      debit: brand,
      credit: { kind: 'creator_clearing', userId: deal.creator_id, currency },
      amount: priceCents,
      code: 'hold_price',
      dealId: deal.id,
    },
    ...(feeCents > 0
      ? [
          {
            kind: 'pending',
            id: ids.fee,
            debit: brand,
            credit: { kind: 'platform_fees', currency },
            amount: feeCents,
            code: 'hold_fee',
            dealId: deal.id,
          } satisfies JournalEntry,
        ]
      : []),
  ];
}

/**
 * Funding: the price and fee held from the brand's balance (409 if it cannot cover them), the
 * deliverables' rows, and the brand's receipt (numbered last: its counter stays locked until the commit).
 */
const fund: StepEffect = async (trx, deps, deal) => {
  const terms = await agreedTerms(trx, deal);
  const price = Number(terms.price_cents);
  await postJournal(trx, dealHolds(deal, price, Number(terms.fee_cents)), deps.now());
  await trx
    .insertInto('deal_deliverables')
    .values(terms.deliverables.map((d, position) => ({ deal_id: deal.id, id: d.id, position, updated_at: deps.now() })))
    .execute();
  await issueDealReceipt(trx, deps, deal, terms);
  return { priceCents: price };
};

/** CLEARING_DAYS: how long released money clears before it can be withdrawn (0 to 30, default 3). */
export const clearingDaysOf = (deps: Pick<ServiceDeps, 'settings'>) =>
  deps.settings.clearingDays ?? REVIEW_DURATIONS.defaultClearingDays;
const clearsAt = (deps: Pick<ServiceDeps, 'settings'>, now: Date) => new Date(now.getTime() + clearingDaysOf(deps) * DAY_MS);

/** The last draft in: the brand's review window starts (the agreed days), with its reminder to come. */
const deliver: StepEffect = async (trx, deps, deal) => {
  const terms = await agreedTerms(trx, deal);
  const due = new Date(deps.now().getTime() + terms.review_days * DAY_MS);
  await trx.updateTable('deals').set({ review_due_at: due, review_reminded_at: null }).where('id', '=', deal.id).execute();
  return { details: { review_days: terms.review_days } };
};

/**
 * Approval, by the brand, an admin or the review window's end: both holds posted (the price to the
 * creator, clearing for 3 days; the fee to the platform), every deliverable approved, and the usage
 * rights running from now for their agreed days (a live post's date may move their start later).
 */
const release: StepEffect = async (trx, deps, deal) => {
  const now = deps.now();
  const terms = await agreedTerms(trx, deal);
  const price = Number(terms.price_cents);
  const ids = holdIds(deal.id);
  await postJournal(
    trx,
    [
      { kind: 'post', id: `release:${deal.id}:price`, pendingId: ids.price, code: 'release_price' },
      ...(Number(terms.fee_cents) > 0
        ? [{ kind: 'post', id: `release:${deal.id}:fee`, pendingId: ids.fee, code: 'release_fee' } satisfies JournalEntry]
        : []),
    ],
    now,
  );
  await trx
    .updateTable('deals')
    .set({ clears_at: clearsAt(deps, now) })
    .where('id', '=', deal.id)
    .execute();
  const rights = terms.usage_rights;
  const hasRights = rights.kind !== 'none';
  await trx
    .updateTable('deal_deliverables')
    .set({
      status: 'approved',
      approved_at: now,
      rights_start_at: hasRights ? now : null,
      rights_end_at: hasRights && rights.duration_days ? new Date(now.getTime() + rights.duration_days * DAY_MS) : null,
      updated_at: now,
    })
    .where('deal_id', '=', deal.id)
    .execute();
  return { priceCents: price, details: { clearing_days: clearingDaysOf(deps) } };
};

/**
 * The brand is refunded: both holds voided, the price and the fee back in its balance (to fund its next
 * deal, or to send back to its card).
 */
const refund: StepEffect = async (trx, deps, deal) => {
  const terms = await agreedTerms(trx, deal);
  const ids = holdIds(deal.id);
  await postJournal(
    trx,
    [
      { kind: 'void', id: `return:${deal.id}:price`, pendingId: ids.price, code: 'return_price' },
      ...(Number(terms.fee_cents) > 0
        ? [{ kind: 'void', id: `return:${deal.id}:fee`, pendingId: ids.fee, code: 'return_fee' } satisfies JournalEntry]
        : []),
    ],
    deps.now(),
  );
  return { priceCents: Number(terms.price_cents) };
};

/**
 * A dispute split by an admin: `creatorPercent` of the price posted to the creator and the same share of
 * the fee to the platform, the rest of each back to the brand (splitCents: no cent lost or made), then
 * clearing as an approval's does.
 */
export async function splitHolds(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'now' | 'settings'>,
  deal: DealRow,
  creatorPercent: number,
): Promise<number> {
  const now = deps.now();
  const terms = await agreedTerms(trx, deal);
  const ids = holdIds(deal.id);
  const [toCreator] = splitCents(Number(terms.price_cents), creatorPercent);
  const [fee] = splitCents(Number(terms.fee_cents), creatorPercent);
  const settle = (id: string, part: 'price' | 'fee', amount: number): JournalEntry =>
    amount > 0
      ? {
          kind: 'post',
          id: `release:${deal.id}:${part}`,
          pendingId: id,
          amount,
          code: part === 'price' ? 'release_price' : 'release_fee',
        }
      : { kind: 'void', id: `return:${deal.id}:${part}`, pendingId: id, code: part === 'price' ? 'return_price' : 'return_fee' };
  await postJournal(
    trx,
    [settle(ids.price, 'price', toCreator), ...(Number(terms.fee_cents) > 0 ? [settle(ids.fee, 'fee', fee)] : [])],
    now,
  );
  await trx
    .updateTable('deals')
    .set({ clears_at: clearsAt(deps, now) })
    .where('id', '=', deal.id)
    .execute();
  return toCreator;
}

/** The effects that belong to a step wherever it is taken from: a person's request, the timer, an admin. */
export const STEP_EFFECTS: Partial<Record<DealAction, StepEffect>> = {
  fund,
  deliver,
  approve: release,
  auto_approve: release,
  cancel: refund,
  cancel_overdue: refund,
  resolve_release: release,
  resolve_refund: refund,
};
