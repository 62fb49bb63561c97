import { sql, type Database, type Kysely } from '@sponsorly/db';

/**
 * Counts a rate limit a logged-in account met (a 429), for the history /admin/reports shows beside a report.
 * One small upsert per refusal: the limits themselves bound how often that is. A failure to count is
 * swallowed: the refusal is what the caller must get, whatever happens to the count.
 */
export async function recordLimitHit(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  try {
    await db
      .insertInto('account_limit_hits')
      .values({ user_id: userId, hits: 1, last_hit_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ hits: sql`account_limit_hits.hits + 1`, last_hit_at: now }))
      .execute();
  } catch {
    // Counting is best effort (see above).
  }
}
