import { router } from '../trpc';
import { createReportProcedure } from './create-report';
import { dismissReportProcedure } from './dismiss-report';
import { hideCampaignProcedure, hideReviewProcedure } from './hide-content';
import { listAuditProcedure } from './list-audit';
import { listReportsProcedure } from './list-reports';
import { suspendUserProcedure } from './suspend-user';
import { unsuspendUserProcedure } from './unsuspend-user';
import { warnUserProcedure } from './warn-user';

/** Anyone logged in reports; administrators judge (docs/moderation.md). */
export const reportsRouter = router({ create: createReportProcedure });

export const moderationRouter = router({
  reports: listReportsProcedure,
  dismissReport: dismissReportProcedure,
  warnUser: warnUserProcedure,
  suspendUser: suspendUserProcedure,
  unsuspendUser: unsuspendUserProcedure,
  hideCampaign: hideCampaignProcedure,
  hideReview: hideReviewProcedure,
  audit: listAuditProcedure,
});
