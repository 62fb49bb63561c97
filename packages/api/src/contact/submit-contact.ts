import { contactSchema, formSuccessSchema } from '@sponsorly/shared';
import { contactNotificationMessage } from '@sponsorly/email';
import type { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse } from '../lib/rate-limits';
import { enqueueEmail } from '../outbox/enqueue-email';
import { tags } from '../public-forms-procedures';
import { publicProcedure } from '../trpc';

/**
 * Stores a contact form message and queues a notification to the team in the same transaction. The
 * input was validated by the shared schema; the captcha is checked here, after validation, so a typo
 * does not use up a solved captcha.
 */
export async function submitContact(
  deps: ServiceDeps,
  input: z.output<typeof contactSchema>,
  ip: string,
): Promise<{ success: true }> {
  await consumeOrRefuse(deps.limiters.contactPerIp, ip);
  await deps.captcha.verify(input.token, ip);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({ name: input.name, email: input.email, message: input.message, created_at: now })
      .execute();
    await enqueueEmail(trx, contactNotificationMessage(deps.settings.contact.email, input), now);
  });
  deps.notifyOutbox();
  return { success: true };
}

/** POST /submit-contact. */
export const submitContactProcedure = publicProcedure
  .meta({
    openapi: { method: 'POST', path: '/submit-contact', summary: 'Send a message to the team', tags, protect: false },
    refusals: ['rate_limited'],
  })
  .input(contactSchema)
  .output(formSuccessSchema)
  .mutation(({ ctx, input }) => submitContact(ctx.deps, input, ctx.ip));
