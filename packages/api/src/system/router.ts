import { router } from '../trpc';
import { healthProcedure } from './health';
import { helloProcedure } from './hello';
import { siteInfoProcedure } from './site-info';

export const systemRouter = router({
  hello: helloProcedure,
  health: healthProcedure,
  siteInfo: siteInfoProcedure,
});
