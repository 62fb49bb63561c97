import { parseInput, submitContact, subscribeToNewsletter, unsubscribeFromNewsletter, type CaptchaVerifier, type ServiceDeps } from '@sponsorly/api';
import { contactSchema, newsletterSchema, unsubscribeSchema } from '@sponsorly/shared';
import type { FastifyInstance } from 'fastify';

/** The spec's public form paths (contact, newsletter) and the ALTCHA challenge the widget fetches. */
export async function publicFormRoutes(app: FastifyInstance, opts: { deps: ServiceDeps; captcha: CaptchaVerifier }) {
  const { deps, captcha } = opts;

  if ('createChallenge' in captcha && typeof captcha.createChallenge === 'function') {
    const altcha = captcha as CaptchaVerifier & { createChallenge(): Promise<unknown> };
    app.get('/captcha/challenge', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return altcha.createChallenge();
    });
  }

  app.post('/submit-contact', async (req) => submitContact(deps, parseInput(contactSchema, req.body), req.ip));

  app.post('/subscribe-newsletter', async (req) => subscribeToNewsletter(deps, parseInput(newsletterSchema, req.body), req.ip));

  app.post('/newsletter/unsubscribe', async (req) => unsubscribeFromNewsletter(deps, parseInput(unsubscribeSchema, req.body)));
}
