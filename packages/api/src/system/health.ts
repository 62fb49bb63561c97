import { ERROR_CODES, HTTP_MESSAGES, healthAnswerSchema } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { publicProcedure } from '../trpc';
import { tags } from './system-procedures';

/** ok when the database answers within a second; otherwise 503 so a load balancer takes us out. */
export async function checkHealth(deps: ServiceDeps): Promise<{ status: 'ok' }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), 1000);
  });
  try {
    await Promise.race([sql`select 1`.execute(deps.db), timeout]);
    return { status: 'ok' };
  } catch {
    throw new AppError(503, ERROR_CODES.unavailable, HTTP_MESSAGES.unavailable);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /health: whether the server and its database answer. */
export const healthProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/health',
      summary: 'Whether the server and its database answer',
      description: '`ok` when both answer; 503 `service_unavailable` when the database does not.',
      tags,
      protect: false,
    },
  })
  .output(healthAnswerSchema)
  .query(({ ctx }) => checkHealth(ctx.deps));
