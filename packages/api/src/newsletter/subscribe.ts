import { PUBLIC_FORM_MESSAGES, formSuccessMessageSchema, newsletterSchema } from '@sponsorly/shared';
import { newsletterWelcomeMessage } from '@sponsorly/email';
import { sql } from '@sponsorly/db';
import type { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse } from '../lib/rate-limits';
import { createRandomToken, hashToken } from '../lib/tokens';
import { enqueueEmail } from '../outbox/enqueue-email';
import { tags } from '../public-forms-procedures';
import { publicProcedure } from '../trpc';

/**
 * Subscribes an address. Idempotent, and the answer is the same whether or not the address was already
 * on the list. A new (or returning) subscriber gets a welcome email with a one-click unsubscribe link;
 * someone already subscribed gets nothing more, so the form cannot be used to flood a mailbox.
 */
export async function subscribeToNewsletter(
  deps: ServiceDeps,
  input: z.output<typeof newsletterSchema>,
  ip: string,
): Promise<{ success: true; message: string }> {
  await consumeOrRefuse(deps.limiters.newsletterPerIp, ip);
  await deps.captcha.verify(input.token, ip);
  const now = deps.now();
  const unsubscribeToken = createRandomToken();
  await deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('newsletter_subscribers')
      .select(['id', 'unsubscribed_at'])
      .where(sql<string>`lower(email)`, '=', input.email)
      .forUpdate()
      .executeTakeFirst();
    if (existing && existing.unsubscribed_at === null) return;
    if (existing) {
      await trx
        .updateTable('newsletter_subscribers')
        .set({ unsubscribe_token_hash: hashToken(unsubscribeToken), subscribed_at: now, unsubscribed_at: null })
        .where('id', '=', existing.id)
        .execute();
    } else {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({ email: input.email, unsubscribe_token_hash: hashToken(unsubscribeToken), subscribed_at: now, created_at: now })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      // A parallel request subscribed this address first and sent the one welcome email.
      if (!inserted) return;
    }
    const link = new URL('/unsubscribe', deps.settings.appUrl);
    link.searchParams.set('token', unsubscribeToken);
    await enqueueEmail(trx, newsletterWelcomeMessage(input.email, link.toString()), now);
  });
  deps.notifyOutbox();
  return { success: true, message: PUBLIC_FORM_MESSAGES.newsletter.thanks };
}

/** POST /subscribe-newsletter. */
export const subscribeToNewsletterProcedure = publicProcedure
  .meta({
    openapi: { method: 'POST', path: '/subscribe-newsletter', summary: 'Subscribe to the newsletter', tags, protect: false },
    refusals: ['rate_limited'],
  })
  .input(newsletterSchema)
  .output(formSuccessMessageSchema)
  .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.deps, input, ctx.ip));
