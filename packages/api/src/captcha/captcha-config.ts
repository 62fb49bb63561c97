import { captchaWidgetConfigSchema } from '@sponsorly/shared';
import { publicProcedure } from '../trpc';

/** Which widget the forms show, and its site key. */
export const captchaConfigProcedure = publicProcedure
  .output(captchaWidgetConfigSchema)
  .query(({ ctx }) => ctx.deps.captcha.widget);
