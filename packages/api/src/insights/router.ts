import { router } from '../trpc';
import { getCreatorInsightsProcedure } from './get-creator-insights';

export const insightsRouter = router({
  get: getCreatorInsightsProcedure,
});
