import type { UserEventType } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type Transaction } from '@sponsorly/db';
import type { OperationNodeSource } from 'kysely';

/** The PostgreSQL channel that wakes every instance holding a user's open streams. */
export const USER_EVENTS_CHANNEL = 'sponsorly_user_events';

/**
 * Appends an event to each user's stream inside the caller's transaction, and NOTIFYs the channel with
 * each user's id, in one statement whatever the number of users (a deal's step tells both sides: a round
 * trip each saved). PostgreSQL delivers a NOTIFY only when the transaction commits, so a listener never
 * reads an event that was rolled back, and reading `user_events` after the id it last saw catches up
 * anything missed while a stream was down. `alongside`, a write the event is about (the notification
 * it announces), goes in the same statement: one round trip less.
 */
export async function publishUserEvent(
  trx: Transaction<Database> | Kysely<Database>,
  userIds: string | readonly string[],
  type: UserEventType,
  payload: Record<string, unknown>,
  alongside?: OperationNodeSource,
): Promise<void> {
  const ids = typeof userIds === 'string' ? [userIds] : [...userIds];
  await sql`
    with ${alongside ? sql`alongside as (${alongside}),` : sql``} added as (
      insert into user_events (user_id, type, payload)
      select user_id, ${type}, ${JSON.stringify(payload)}::jsonb from unnest(cast(${ids} as uuid[])) as user_id
      returning user_id)
    select pg_notify(${USER_EVENTS_CHANNEL}, user_id::text) from added`.execute(trx);
}

/**
 * Wakes the user's open streams without an event: each re-checks its session, so a logout or a password
 * change closes the streams of the ended sessions on every instance at once (realtime/). Like any
 * NOTIFY, it is delivered when the caller's transaction commits.
 */
export async function wakeUserStreams(db: Transaction<Database> | Kysely<Database>, userId: string): Promise<void> {
  await sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${userId})`.execute(db);
}
