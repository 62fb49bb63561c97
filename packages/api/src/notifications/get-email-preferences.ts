import { emailPreferencesSchema } from '@sponsorly/shared';
import { authedProcedure } from '../trpc';
import { loadEmailPreferences } from './email-preferences';
import { tags } from './notification-procedures';

/** GET /notifications/preferences: the person's own email preferences. */
export const getEmailPreferencesProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/notifications/preferences',
      summary: 'Your email preferences',
      description:
        'Each kind of email you may turn off (true: on), the daily digest of new messages, and the payment emails that always go.',
      tags,
    },
  })
  .output(emailPreferencesSchema)
  .query(({ ctx }) => loadEmailPreferences(ctx.deps.db, ctx.session.user.id));
