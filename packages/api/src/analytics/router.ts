import { router } from '../trpc';
import { brandAnalyticsProcedure } from './brand-analytics';

export const analyticsRouter = router({
  brand: brandAnalyticsProcedure,
});
