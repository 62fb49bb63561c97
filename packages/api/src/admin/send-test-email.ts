import { ADMIN_MESSAGES, accountMessageAnswerSchema, testEmailSchema } from '@sponsorly/shared';
import { adminTestMessage } from '@sponsorly/email';
import type { ServiceDeps } from '../lib/deps';
import { enqueueEmail } from '../outbox/enqueue-email';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';

export async function sendAdminTestEmail(deps: ServiceDeps, email: string): Promise<{ message: string }> {
  await enqueueEmail(deps.db, adminTestMessage(email), deps.now());
  deps.notifyOutbox();
  return { message: ADMIN_MESSAGES.testEmailQueued };
}

// The spec sends the address in the query with an empty body; the REST door reads both.
export const sendTestEmailProcedure = adminProcedure
  .meta({ openapi: { method: 'POST', path: '/protected/test-email', summary: 'Send a test email', tags }, successStatus: 202 })
  .input(testEmailSchema)
  .output(accountMessageAnswerSchema)
  .mutation(({ ctx, input }) => sendAdminTestEmail(ctx.deps, input.email));
