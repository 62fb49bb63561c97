import { accountRouter } from './account/router';
import { authRouter } from './auth/router';
import { adminRouter } from './admin/router';
import { blocksRouter } from './blocks/router';
import { brandVerificationRouter } from './brand-verification/router';
import { applicationsRouter } from './applications/router';
import { campaignsRouter, invitationsRouter } from './campaigns/router';
import { conversationsRouter } from './conversations/router';
import { notificationsRouter } from './notifications/router';
import { creatorsRouter, profileRouter } from './profile/router';
import { dealsRouter } from './deals/router';
import { walletRouter } from './ledger/router';
import { payoutsRouter } from './payments/router';
import { receiptsRouter } from './payments/receipts/router';
import { reviewsRouter } from './deals/reviews/router';
import { rateCardRouter } from './rate-card/router';
import { photosRouter } from './photos/router';
import { portfolioRouter } from './portfolio/router';
import { realtimeRouter } from './realtime/router';
import { searchRouter } from './search/router';
import { hiddenCreatorsRouter, shortlistsRouter } from './shortlists/router';
import { connectionsRouter } from './connections/router';
import { analyticsRouter } from './analytics/router';
import { insightsRouter } from './insights/router';
import { captchaRouter, contactRouter, newsletterRouter } from './public-forms-router';
import { systemRouter } from './system/router';
import { moderationRouter, reportsRouter } from './moderation/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  system: systemRouter,
  profile: profileRouter,
  creators: creatorsRouter,
  rateCard: rateCardRouter,
  photos: photosRouter,
  portfolio: portfolioRouter,
  search: searchRouter,
  shortlists: shortlistsRouter,
  connections: connectionsRouter,
  analytics: analyticsRouter,
  insights: insightsRouter,
  hiddenCreators: hiddenCreatorsRouter,
  deals: dealsRouter,
  wallet: walletRouter,
  payouts: payoutsRouter,
  receipts: receiptsRouter,
  reviews: reviewsRouter,
  campaigns: campaignsRouter,
  applications: applicationsRouter,
  invitations: invitationsRouter,
  conversations: conversationsRouter,
  blocks: blocksRouter,
  brandVerification: brandVerificationRouter,
  notifications: notificationsRouter,
  realtime: realtimeRouter,
  captcha: captchaRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  admin: adminRouter,
  reports: reportsRouter,
  moderation: moderationRouter,
});

export type AppRouter = typeof appRouter;
