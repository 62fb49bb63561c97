import {
  CAPTCHA_PROVIDERS,
  contactSchema,
  ERROR_CODES,
  HTTP_MESSAGES,
  newsletterSchema,
  unsubscribeSchema,
} from '@sponsorly/shared';
import { z } from 'zod';
import { submitContact } from './contact/submit-contact';
import { AppError } from './lib/app-error';
import { subscribeToNewsletter } from './newsletter/subscribe';
import { unsubscribeFromNewsletter } from './newsletter/unsubscribe';
import { publicProcedure, router } from './trpc';

const successSchema = z.object({ success: z.literal(true) });
const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });
/** An ALTCHA challenge, signed by the server; the widget solves it and sends the solution back. */
const altchaChallengeSchema = z
  .looseObject({ parameters: z.looseObject({}), signature: z.string() })
  .meta({ id: 'AltchaChallenge' });

export const captchaRouter = router({
  /** Which widget the forms show, and its site key. */
  config: publicProcedure
    .output(
      z.object({ provider: z.enum(CAPTCHA_PROVIDERS), siteKey: z.string().nullable(), challengeUrl: z.string().nullable() }),
    )
    .query(({ ctx }) => ctx.deps.captcha.widget),
  /** A fresh ALTCHA challenge; there is none when a hosted captcha is configured. */
  challenge: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/captcha/challenge',
        summary: 'A captcha challenge for the public forms',
        tags: ['Public forms'],
        protect: false,
      },
      refusals: ['not_found'],
    })
    .output(altchaChallengeSchema)
    .query(({ ctx }) => {
      const { captcha } = ctx.deps;
      if (!('createChallenge' in captcha) || typeof captcha.createChallenge !== 'function') {
        throw new AppError(404, ERROR_CODES.notFound, HTTP_MESSAGES.notFound);
      }
      return (captcha as { createChallenge(): Promise<z.infer<typeof altchaChallengeSchema>> }).createChallenge();
    }),
});

const tags = ['Public forms'];

export const contactRouter = router({
  submit: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/submit-contact', summary: 'Send a message to the team', tags, protect: false },
      refusals: ['rate_limited'],
    })
    .input(contactSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => submitContact(ctx.deps, input, ctx.ip)),
});

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/subscribe-newsletter', summary: 'Subscribe to the newsletter', tags, protect: false },
      refusals: ['rate_limited'],
    })
    .input(newsletterSchema)
    .output(successMessageSchema)
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.deps, input, ctx.ip)),
  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/unsubscribe',
        summary: 'Unsubscribe with the link from an email',
        tags,
        protect: false,
      },
      refusals: ['invalid_token'],
    })
    .input(unsubscribeSchema)
    .output(successMessageSchema)
    .mutation(({ ctx, input }) => unsubscribeFromNewsletter(ctx.deps, input)),
});
