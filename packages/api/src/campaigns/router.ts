import { router } from '../trpc';
import { closeCampaignProcedure } from './close-campaign';
import { createCampaignProcedure } from './create-campaign';
import { declineInvitationProcedure } from './decline-invitation';
import { getCampaignProcedure } from './get-campaign';
import { inviteCreatorProcedure } from './invite-creator';
import { listMyCampaignsProcedure } from './list-my-campaigns';
import { listMyInvitationsProcedure } from './list-my-invitations';
import { listOpenCampaignsProcedure } from './list-open-campaigns';
import { publishCampaignProcedure } from './publish-campaign';
import { recordCampaignViewProcedure } from './record-campaign-view';
import { updateCampaignProcedure } from './update-campaign';

export const campaignsRouter = router({
  create: createCampaignProcedure,
  update: updateCampaignProcedure,
  publish: publishCampaignProcedure,
  close: closeCampaignProcedure,
  list: listOpenCampaignsProcedure,
  mine: listMyCampaignsProcedure,
  get: getCampaignProcedure,
  recordView: recordCampaignViewProcedure,
});

export const invitationsRouter = router({
  create: inviteCreatorProcedure,
  list: listMyInvitationsProcedure,
  decline: declineInvitationProcedure,
});
