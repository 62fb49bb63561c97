import { DEAL_MESSAGES as m, ERROR_CODES, type OfferFields } from '@sponsorly/shared';
import type { CreatorPackageRow, Database, Transaction } from '@sponsorly/db';
import { AppError, badRequest } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { creatorReach } from '../../search/creator-reach';

const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);

/**
 * Whom a brand may make an offer to: a creator in search (verified, not left it) whom this brand has not
 * hidden. Brands, unverified creators and ids that are nobody answer the same 404, so an offer cannot be
 * used to probe accounts; the brand's own id and a creator it hid get their own clear 400.
 */
export async function assertOfferableCreator(trx: Transaction<Database>, brandId: string, creatorId: string): Promise<void> {
  if (creatorId === brandId) throw badRequest(m.offerToSelf, { creator_id: m.offerToSelf });
  const reach = await creatorReach(trx, brandId, creatorId);
  if (reach === 'unknown') throw notFound(m.creatorNotFound);
  if (reach === 'hidden') throw badRequest(m.creatorHidden, { creator_id: m.creatorHidden });
}

/** Where an offer comes from: the brand's campaign, the creator's application to it, or the brand's invitation. */
export interface OfferOrigin {
  campaignId: string | null;
  applicationId: string | null;
  invitationId: string | null;
}

/**
 * Checks the campaign, application and invitation an offer names: each must be this brand's and this
 * creator's, and agree on the campaign (an application or an invitation brings its campaign). Another
 * brand's answers 404 as one that does not exist.
 */
export async function resolveOfferOrigin(trx: Transaction<Database>, brandId: string, offer: OfferFields): Promise<OfferOrigin> {
  let campaignId = offer.campaign_id ?? null;
  let applicationId: string | null = null;
  if (offer.application_id) {
    const application = isUuid(offer.application_id)
      ? await trx
          .selectFrom('applications as a')
          .innerJoin('campaigns as c', 'c.id', 'a.campaign_id')
          .select(['a.id', 'a.campaign_id', 'a.creator_id'])
          .where('a.id', '=', offer.application_id)
          .where('c.brand_id', '=', brandId)
          .executeTakeFirst()
      : undefined;
    if (!application) throw notFound(m.applicationNotFound);
    if (application.creator_id !== offer.creator_id)
      throw badRequest(m.applicationOtherCreator, { application_id: m.applicationOtherCreator });
    if (campaignId && campaignId !== application.campaign_id)
      throw badRequest(m.applicationOtherCampaign, { application_id: m.applicationOtherCampaign });
    campaignId = application.campaign_id;
    applicationId = application.id;
  }
  let invitationId: string | null = null;
  if (offer.invitation_id) {
    const invitation = isUuid(offer.invitation_id)
      ? await trx
          .selectFrom('campaign_invitations as i')
          .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
          .select(['i.id', 'i.campaign_id', 'i.creator_id'])
          .where('i.id', '=', offer.invitation_id)
          .where('c.brand_id', '=', brandId)
          .where('i.creator_id', '=', offer.creator_id)
          .executeTakeFirst()
      : undefined;
    if (!invitation) throw notFound(m.invitationNotFound);
    if (campaignId && campaignId !== invitation.campaign_id)
      throw badRequest(m.invitationOtherCampaign, { invitation_id: m.invitationOtherCampaign });
    campaignId = invitation.campaign_id;
    invitationId = invitation.id;
  }
  if (campaignId) {
    const campaign = isUuid(campaignId)
      ? await trx
          .selectFrom('campaigns')
          .select(['id', 'status'])
          .where('id', '=', campaignId)
          .where('brand_id', '=', brandId)
          .executeTakeFirst()
      : undefined;
    if (!campaign) throw notFound(m.campaignNotFound);
    if (campaign.status !== 'open' && campaign.status !== 'closed')
      throw badRequest(m.campaignNotOpen, { campaign_id: m.campaignNotOpen });
  }
  return { campaignId, applicationId, invitationId };
}

/**
 * Marks what the offer answers, in its transaction: the application (named, or the creator's open one
 * to the campaign) and the creator's invitation to the campaign become `offered`. A named application or
 * invitation that already has an offer (or was declined or withdrawn) refuses the offer: two brand tabs
 * sending one each make one offer.
 */
export async function markOfferOrigin(
  trx: Transaction<Database>,
  origin: OfferOrigin,
  creatorId: string,
  now: Date,
): Promise<string | null> {
  if (!origin.campaignId) return null;
  const application = await trx
    .updateTable('applications')
    .set({ status: 'offered', updated_at: now })
    .where('campaign_id', '=', origin.campaignId)
    .where('creator_id', '=', creatorId)
    .where('status', 'in', ['submitted', 'shortlisted'])
    .returning('id')
    .executeTakeFirst();
  if (origin.applicationId && application?.id !== origin.applicationId)
    throw new AppError(409, ERROR_CODES.conflict, m.applicationNotOpen);
  const invitation = await trx
    .updateTable('campaign_invitations')
    .set({ status: 'offered', updated_at: now })
    .where('campaign_id', '=', origin.campaignId)
    .where('creator_id', '=', creatorId)
    .where('status', 'in', ['pending', 'applied'])
    .returning('id')
    .executeTakeFirst();
  if (origin.invitationId && invitation?.id !== origin.invitationId)
    throw new AppError(409, ERROR_CODES.conflict, m.invitationNotOpen);
  return application?.id ?? null;
}

/** The creator's package an offer starts from; another creator's answers 404. */
export async function loadOfferPackage(
  trx: Transaction<Database>,
  creatorId: string,
  packageId: string,
): Promise<CreatorPackageRow> {
  const row = isUuid(packageId)
    ? await trx
        .selectFrom('creator_packages')
        .selectAll()
        .where('id', '=', packageId)
        .where('creator_id', '=', creatorId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(m.packageNotFound);
  return row;
}
