import { router } from '../trpc';
import { applyToCampaignProcedure } from './apply-to-campaign';
import { declineApplicationProcedure } from './decline-application';
import { listCampaignApplicationsProcedure } from './list-campaign-applications';
import { listMyApplicationsProcedure } from './list-my-applications';
import { shortlistApplicationProcedure } from './shortlist-application';
import { withdrawApplicationProcedure } from './withdraw-application';

export const applicationsRouter = router({
  submit: applyToCampaignProcedure,
  forCampaign: listCampaignApplicationsProcedure,
  mine: listMyApplicationsProcedure,
  withdraw: withdrawApplicationProcedure,
  shortlist: shortlistApplicationProcedure,
  decline: declineApplicationProcedure,
});
