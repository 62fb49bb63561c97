import {
  emailPreferencesSchema,
  isSwitchableEmailKind,
  updateEmailPreferencesSchema,
  type EmailPreferencesView,
  type UpdateEmailPreferences,
} from '@sponsorly/shared';
import { lockAccount } from '../auth/one-time-tokens';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { loadEmailChoices, loadEmailPreferences, saveEmailChoices } from './email-preferences';
import { tags } from './notification-procedures';

/**
 * Changes the kinds named (the others stay as they were) and the digest, if given. Turning the digest off
 * leaves the messages already waiting for it to go in the next digest: none is lost, none is sent twice.
 */
export async function updateEmailPreferences(
  deps: ServiceDeps,
  userId: string,
  input: UpdateEmailPreferences,
): Promise<EmailPreferencesView> {
  return deps.db.transaction().execute(async (trx) => {
    // Two saves at once (two tabs) each apply their change to what the other left.
    await lockAccount(trx, userId);
    const { off, digest } = await loadEmailChoices(trx, userId);
    for (const [kind, on] of Object.entries(input.email ?? {})) {
      if (!isSwitchableEmailKind(kind)) continue;
      if (on) off.delete(kind);
      else off.add(kind);
    }
    await saveEmailChoices(trx, userId, { off, digest: input.digest ?? digest }, deps.now());
    return loadEmailPreferences(trx, userId);
  });
}

/** PUT /notifications/preferences. */
export const updateEmailPreferencesProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/notifications/preferences',
      summary: 'Change your email preferences',
      description:
        'Names the kinds to turn on (true) or off (false); the others stay. `digest: "daily"` gathers new messages into one email a day. A payment email named off is 400, naming it: those always go.',
      tags,
    },
  })
  .input(updateEmailPreferencesSchema)
  .output(emailPreferencesSchema)
  .mutation(({ ctx, input }) => updateEmailPreferences(ctx.deps, ctx.session.user.id, input));
