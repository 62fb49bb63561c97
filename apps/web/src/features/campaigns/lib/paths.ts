import type { FormFailure } from '../../../components/form/form-errors';

/** Where the campaign pages live. */
export const campaignPaths = {
  brandList: '/brand/campaigns',
  new: '/brand/campaigns/new',
  manage: (id: string) => `/brand/campaigns/${id}`,
  edit: (id: string) => `/brand/campaigns/${id}/edit`,
  browse: '/campaigns',
  view: (id: string) => `/campaigns/${id}`,
  /** The offer form (the deals pages), prefilled from an application. */
  makeOffer: (a: { creator_id: string; campaign_id: string; id: string }) =>
    `/deals/new?${new URLSearchParams({ creator: a.creator_id, campaign: a.campaign_id, application: a.id }).toString()}`,
};

/** What a campaign page is handed when the form moves on to it: a message to show, or a refusal to place. */
export interface CampaignPageState {
  notice?: string;
  failure?: FormFailure;
}
