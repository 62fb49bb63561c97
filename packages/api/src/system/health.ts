import { ERROR_CODES, HELLO_MESSAGE, HTTP_MESSAGES } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';

export function hello(): { message: string } {
  return { message: HELLO_MESSAGE };
}

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
