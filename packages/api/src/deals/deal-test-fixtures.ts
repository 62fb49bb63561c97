// Test support for the deals tests only (never imported by runtime code).
import {
  counterInputSchema,
  offerInputSchema,
  type CounterInput,
  type DealParty,
  type DealStatus,
  type OfferInput,
} from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import { createVerifiedAccount, type TestDeps } from '../testing';
import { counterOffer } from './offers/counter-offer';
import { createOffer } from './offers/create-offer';
import { daysAfter } from './offers/offer-terms';
import { takeStep } from './offers/take-step';

export const ADMIN_EMAIL = 'deals-admin@example.com';
export const HOUR = 60 * 60 * 1000;

export interface Cast {
  brand: User;
  creator: User;
  otherBrand: User;
  otherCreator: User;
  admin: User;
}

/** A brand and a creator to deal, another of each who are strangers to their deals, and an admin (a creator listed in ADMIN_EMAILS). */
export async function castOfDeals(deps: TestDeps): Promise<Cast> {
  const [brand, creator, otherBrand, otherCreator, admin] = await Promise.all([
    createVerifiedAccount(deps, 'brand'),
    createVerifiedAccount(deps, 'creator', { firstName: 'Maya', lastName: 'Lopez' }),
    createVerifiedAccount(deps, 'brand'),
    createVerifiedAccount(deps, 'creator', { firstName: 'Rita', lastName: 'Sousa' }),
    createVerifiedAccount(deps, 'creator', { email: ADMIN_EMAIL }),
  ]);
  await deps.db.updateTable('brand_profiles').set({ company_name: 'Acme Labs' }).where('user_id', '=', brand.user.id).execute();
  return {
    brand: brand.user,
    creator: creator.user,
    otherBrand: otherBrand.user,
    otherCreator: otherCreator.user,
    admin: admin.user,
  };
}

/** An offer's raw input as a client sends it: one Reel due in two weeks, $450. */
export function offerInput(deps: TestDeps, creatorId: string, overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    creator_id: creatorId,
    deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: daysAfter(deps.now(), 14), notes: 'Show the unboxing.' }],
    price_cents: 45_000,
    usage_rights: { kind: 'organic', duration_days: 90 },
    message: 'We love your reels.',
    ...overrides,
  };
}

/** An offer made through the service, as a brand makes one; returns the deal row. */
export async function makeOffer(
  deps: TestDeps,
  brand: User,
  creatorId: string,
  overrides: Partial<OfferInput> = {},
  key?: string,
): Promise<DealRow> {
  const id = await createOffer(deps, brand, offerInputSchema.parse(offerInput(deps, creatorId, overrides)), key);
  return deps.db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The version of the terms the deal shows now, as a page that has just loaded it names it. */
export async function currentVersion(deps: TestDeps, dealId: string): Promise<number> {
  const deal = await deps.db.selectFrom('deals').select('current_version').where('id', '=', dealId).executeTakeFirstOrThrow();
  return deal.current_version;
}

/** Accepts the terms the deal shows now, as a person who has just loaded its page does. */
export async function acceptLatest(deps: TestDeps, user: User, dealId: string, key?: string): Promise<DealRow> {
  return takeStep(deps, user, dealId, 'accept', await currentVersion(deps, dealId), key);
}

/**
 * A counter-offer as a client sends it (parsed by the API's schema), on the version named or, left out,
 * on the terms the deal shows now.
 */
export async function counterLatest(
  deps: TestDeps,
  user: User,
  input: Omit<CounterInput, 'version'> & { version?: number },
  key?: string,
): Promise<DealRow> {
  const version = input.version ?? (await currentVersion(deps, input.id));
  return counterOffer(deps, user, counterInputSchema.parse({ ...input, version }), key);
}

/**
 * A deal written straight into a state, with its first version, for the table tests: faster than
 * walking it there, and able to reach states this issue has no step into yet.
 */
export async function insertDeal(
  deps: TestDeps,
  cast: Pick<Cast, 'brand' | 'creator'>,
  state: {
    status: DealStatus;
    awaiting?: DealParty | null;
    expiresAt?: Date | null;
    fundingDueAt?: Date | null;
    reviewDueAt?: Date | null;
    extended?: boolean;
  },
): Promise<DealRow> {
  const now = deps.now();
  const deal = await deps.db
    .insertInto('deals')
    .values({
      brand_id: cast.brand.id,
      creator_id: cast.creator.id,
      status: state.status,
      awaiting: state.status === 'offered' ? (state.awaiting ?? 'creator') : null,
      expires_at: state.expiresAt === undefined ? new Date(now.getTime() + 72 * HOUR) : state.expiresAt,
      funding_due_at: state.fundingDueAt === undefined ? new Date(now.getTime() + 72 * HOUR) : state.fundingDueAt,
      extended: state.extended ?? false,
      review_due_at: state.reviewDueAt === undefined ? new Date(now.getTime() + 72 * HOUR) : state.reviewDueAt,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await deps.db
    .insertInto('deal_versions')
    .values({
      deal_id: deal.id,
      version: 1,
      proposed_by: 'brand',
      proposer_id: cast.brand.id,
      deliverables: JSON.stringify([
        { id: 'd1', type: 'instagram_reel', quantity: 1, due_date: daysAfter(now, 14), notes: null },
      ]),
      price_cents: 45_000,
      fee_cents: 4_500,
      currency: 'USD',
      revisions_included: 2,
      review_days: 3,
      usage_rights: JSON.stringify({ kind: 'none', duration_days: null }),
      created_at: now,
    })
    .execute();
  return deal;
}
