import { authRouter } from './auth/router';
import { adminRouter } from './admin/router';
import { applicationsRouter } from './applications/router';
import { campaignsRouter, invitationsRouter } from './campaigns/router';
import { creatorsRouter, profileRouter } from './profile/router';
import { dealsRouter } from './deals/router';
import { rateCardRouter } from './rate-card/router';
import { searchRouter } from './search/router';
import { hiddenCreatorsRouter, shortlistsRouter } from './shortlists/router';
import { captchaRouter, contactRouter, newsletterRouter } from './public-forms-router';
import { systemRouter } from './system/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
  profile: profileRouter,
  creators: creatorsRouter,
  rateCard: rateCardRouter,
  search: searchRouter,
  shortlists: shortlistsRouter,
  hiddenCreators: hiddenCreatorsRouter,
  deals: dealsRouter,
  campaigns: campaignsRouter,
  applications: applicationsRouter,
  invitations: invitationsRouter,
  captcha: captchaRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
