import { contactSchema, newsletterSchema, unsubscribeSchema } from '@sponsorly/shared';
import { submitContact } from './contact/submit-contact';
import { subscribeToNewsletter } from './newsletter/subscribe';
import { unsubscribeFromNewsletter } from './newsletter/unsubscribe';
import { publicProcedure, router } from './trpc';

export const captchaRouter = router({
  /** Which widget the forms show, and its site key. */
  config: publicProcedure.query(({ ctx }) => ctx.deps.captcha.widget),
});

export const contactRouter = router({
  submit: publicProcedure.input(contactSchema).mutation(({ ctx, input }) => submitContact(ctx.deps, input, ctx.ip)),
});

export const newsletterRouter = router({
  subscribe: publicProcedure.input(newsletterSchema).mutation(({ ctx, input }) => subscribeToNewsletter(ctx.deps, input, ctx.ip)),
  unsubscribe: publicProcedure.input(unsubscribeSchema).mutation(({ ctx, input }) => unsubscribeFromNewsletter(ctx.deps, input)),
});
