import { ERROR_CODES, PUBLIC_FORM_MESSAGES, formSuccessMessageSchema, unsubscribeSchema } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { hashToken } from '../lib/tokens';
import { tags } from '../public-forms-procedures';
import { publicProcedure } from '../trpc';

/** One click from the welcome email, no login: the link's token names the subscription. Idempotent. */
export async function unsubscribeFromNewsletter(
  deps: ServiceDeps,
  input: { token: string },
): Promise<{ success: true; message: string }> {
  const subscriber = await deps.db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'unsubscribed_at'])
    .where('unsubscribe_token_hash', '=', hashToken(input.token))
    .executeTakeFirst();
  if (!subscriber) throw new AppError(400, ERROR_CODES.invalidToken, PUBLIC_FORM_MESSAGES.newsletter.invalidUnsubscribeLink);
  if (subscriber.unsubscribed_at === null) {
    await deps.db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: deps.now() })
      .where('id', '=', subscriber.id)
      .execute();
  }
  return { success: true, message: PUBLIC_FORM_MESSAGES.newsletter.unsubscribed };
}

/** POST /newsletter/unsubscribe: the link from an email, no login. */
export const unsubscribeFromNewsletterProcedure = publicProcedure
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
  .output(formSuccessMessageSchema)
  .mutation(({ ctx, input }) => unsubscribeFromNewsletter(ctx.deps, input));
