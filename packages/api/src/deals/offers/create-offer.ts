import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  ERROR_CODES,
  dealAnswerSchema,
  offerInputSchema,
  type OfferFields,
  type UsageRights,
} from '@sponsorly/shared';
import { sql, type CreatorPackageRow, type Database, type Transaction, type User } from '@sponsorly/db';
import { assertNotBlocked } from '../../blocks/block-between';
import { ensureConversation } from '../../conversations/ensure-conversation';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { takeFirstContact, takeOffer, withUsage } from '../../lib/usage-limits';
import { roleProcedure } from '../../trpc';
import { dealAnswer, tags } from '../view/deal-answer';
import { tellParties } from '../transitions/deal-notifications';
import { loadDealParties } from '../transitions/deal-parties';
import { checkIdempotencyKey, requestFingerprint } from '../transitions/idempotency';
import { checkDueDates, daysAfter, versionRow, withNewId, type DealTerms } from './offer-terms';
import { assertOfferableCreator, loadOfferPackage, markOfferOrigin, resolveOfferOrigin } from './offer-origin';
import { DEADLINE_DURATIONS_MS, DEAL_TRANSITIONS } from '../transitions/transitions';

/** The offer's terms: what the brand sent, and for what it left out, the package's (due `delivery_days` from today). */
export function offerTerms(offer: OfferFields, pkg: CreatorPackageRow | null, now: Date): DealTerms {
  const fromPackage = (p: CreatorPackageRow) =>
    p.deliverables.map((d) =>
      withNewId({ type: d.type, quantity: d.quantity, due_date: daysAfter(now, p.delivery_days), notes: null }),
    );
  // The schema requires these without a package.
  const deliverables = offer.deliverables?.map(withNewId) ?? fromPackage(pkg!);
  return {
    deliverables,
    price_cents: offer.price_cents ?? Number(pkg!.price_cents),
    currency: offer.currency,
    revisions_included: offer.revisions_included ?? pkg?.revisions_included ?? DEAL_LIMITS.defaultRevisions,
    review_days: offer.review_days,
    usage_rights: offer.usage_rights ?? ({ kind: pkg!.usage_rights_kind, duration_days: pkg!.usage_rights_days } as UsageRights),
  };
}

/** A retried offer (the same Idempotency-Key) is the deal the first one made; the key for another offer is refused. */
async function earlierOffer(
  trx: Transaction<Database>,
  brandId: string,
  key: string,
  fingerprint: string,
): Promise<string | null> {
  // Two requests with one key wait for each other here, so the second finds the first's deal.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`deal-offer:${brandId}:${key}`}, 0))`.execute(trx);
  const earlier = await trx
    .selectFrom('deal_events')
    .select(['deal_id', 'details'])
    .where('actor_id', '=', brandId)
    .where('action', '=', 'offer')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!earlier) return null;
  if (earlier.details.fingerprint !== fingerprint)
    throw new AppError(409, ERROR_CODES.conflict, DEAL_MESSAGES.idempotencyKeyReused);
  return earlier.deal_id;
}

/**
 * A brand's offer to a creator: the deal (`offered`, awaiting the creator, expiring in 72 hours), its
 * first version with the fee computed here, the `offer` event, the application or invitation it answers
 * marked `offered`, the pair's conversation, the creator's notification and both parties' page events,
 * all in one transaction. Returns the deal's id.
 */
export async function createOffer(deps: ServiceDeps, brand: User, offer: OfferFields, idempotencyKey?: string): Promise<string> {
  const t = DEAL_TRANSITIONS.offer;
  if (!(t.by as readonly string[]).includes(brand.user_type))
    throw new AppError(403, ERROR_CODES.forbidden, DEAL_MESSAGES.brandsOnlyOffer);
  const fingerprint = requestFingerprint(offer);
  // An offer counts among the brand's offers, and when it opens the conversation, among its first contacts.
  const offerTaken = await takeOffer(deps, brand.id);
  const taken = [offerTaken, ...(await withUsage([offerTaken], () => takeFirstContact(deps, brand.id, offer.creator_id)))];
  const { dealId, made } = await withUsage(taken, () => makeOffer(deps, brand, offer, fingerprint, idempotencyKey));
  // A retry answered with the first offer's deal made nothing, so it uses nothing.
  if (!made) await Promise.all(taken.map((give) => give()));
  if (made) deps.notifyOutbox();
  return dealId;
}

/** The offer's one transaction; `made` is false for a retry answered with the first offer's deal. */
function makeOffer(deps: ServiceDeps, brand: User, offer: OfferFields, fingerprint: string, idempotencyKey?: string) {
  const t = DEAL_TRANSITIONS.offer;
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const earlier = idempotencyKey ? await earlierOffer(trx, brand.id, idempotencyKey, fingerprint) : null;
    if (earlier) return { dealId: earlier, made: false };
    await assertOfferableCreator(trx, brand.id, offer.creator_id);
    await assertNotBlocked(trx, brand.id, offer.creator_id);
    const origin = await resolveOfferOrigin(trx, brand.id, offer);
    const pkg = offer.package_id ? await loadOfferPackage(trx, offer.creator_id, offer.package_id) : null;
    const terms = offerTerms(offer, pkg, now);
    checkDueDates(terms.deliverables, now);
    const applicationId = await markOfferOrigin(trx, origin, offer.creator_id, now);

    const deal = await trx
      .insertInto('deals')
      .values({
        brand_id: brand.id,
        creator_id: offer.creator_id,
        campaign_id: origin.campaignId,
        application_id: applicationId,
        package_id: pkg?.id ?? null,
        status: t.to,
        awaiting: t.awaiting,
        current_version: 1,
        currency: terms.currency,
        expires_at: new Date(now.getTime() + DEADLINE_DURATIONS_MS[t.starts]),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('deal_versions')
      .values(
        versionRow(
          deps,
          { dealId: deal.id, version: 1, proposedBy: 'brand', proposerId: brand.id, message: offer.message, now },
          terms,
        ),
      )
      .execute();
    await trx
      .insertInto('deal_events')
      .values({
        deal_id: deal.id,
        actor_id: brand.id,
        actor_role: 'brand',
        action: 'offer',
        from_status: null,
        to_status: deal.status,
        details: JSON.stringify({ version: 1, fingerprint }),
        idempotency_key: idempotencyKey ?? null,
        created_at: now,
      })
      .execute();
    await ensureConversation(trx, brand.id, offer.creator_id);
    const parties = await loadDealParties(trx, brand.id, offer.creator_id);
    await tellParties(trx, deps, {
      deal,
      action: 'offer',
      actorSide: 'brand',
      awaitedBefore: null,
      parties,
      priceCents: terms.price_cents,
    });
    return { dealId: deal.id, made: true };
  });
}

/** Only a brand makes offers. */
const brandProcedure = roleProcedure('brand', DEAL_MESSAGES.brandsOnlyOffer);

/** POST /deals: a brand makes an offer to a creator. */
export const createOfferProcedure = brandProcedure
  .meta({
    openapi: { method: 'POST', path: '/deals', summary: 'Make an offer to a creator', tags },
    successStatus: 201,
    refusals: ['not_found', 'blocked', 'conflict', 'rate_limited'],
    idempotent: true,
  })
  .input(offerInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const key = checkIdempotencyKey(ctx.idempotencyKey);
    const id = await createOffer(ctx.deps, ctx.session.user, input, key);
    return dealAnswer(ctx.deps, ctx.session.user, id);
  });
