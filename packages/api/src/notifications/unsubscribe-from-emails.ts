import {
  EMAIL_PREFERENCE_MESSAGES as m,
  ERROR_CODES,
  unsubscribeEmailSchema,
  unsubscribedAnswerSchema,
  type UnsubscribedAnswer,
} from '@sponsorly/shared';
import { lockAccount } from '../auth/one-time-tokens';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { publicProcedure } from '../trpc';
import { loadEmailChoices, saveEmailChoices } from './email-preferences';
import { emailKindLabel, readUnsubscribeToken } from './unsubscribe-links';

const invalidLink = () => new AppError(400, ERROR_CODES.invalidToken, m.invalidUnsubscribeLink);

/**
 * Turns off the kind of email a signed link names, for the person it names, without a login: the mail
 * client's one-click POST (RFC 8058) or the confirming page's button. Doing it again changes nothing.
 * A deleted account's link is as invalid as a forged one.
 */
export async function unsubscribeFromEmails(deps: ServiceDeps, input: { token: string }): Promise<UnsubscribedAnswer> {
  const named = readUnsubscribeToken(deps.settings.linkSecret, input.token);
  if (!named) throw invalidLink();
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', named.userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw invalidLink();
    await lockAccount(trx, user.id);
    const { off, digest } = await loadEmailChoices(trx, user.id);
    if (off.has(named.kind)) return;
    off.add(named.kind);
    await saveEmailChoices(trx, user.id, { off, digest }, deps.now());
  });
  const label = emailKindLabel(named.kind);
  return { kind: named.kind, label, message: m.unsubscribed(label) };
}

/**
 * The confirming page's button, on tRPC. The REST door is written by hand (the server's
 * notifications-unsubscribe route), because a mail client's one-click POST is a form, not JSON.
 */
export const unsubscribeFromEmailsProcedure = publicProcedure
  .input(unsubscribeEmailSchema)
  .output(unsubscribedAnswerSchema)
  .mutation(({ ctx, input }) => unsubscribeFromEmails(ctx.deps, input));
