import { BLOCK_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type RawBuilder, type Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';

/** The refusal of any contact between a blocked pair: the same words whichever side blocked. */
export const blockedContact = () => new AppError(403, ERROR_CODES.blocked, BLOCK_MESSAGES.blocked);

/** Whether either of the two blocked the other. */
export async function isBlockedBetween(
  db: Kysely<Database> | Transaction<Database>,
  oneId: string,
  otherId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', oneId), eb('blocked_id', '=', otherId)]),
        eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', oneId)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses contact between a blocked pair (a message, an offer or a counter-offer, an invitation, an
 * application, a first message). Every door calls it with the two parties, before anything is written.
 */
export async function assertNotBlocked(
  db: Kysely<Database> | Transaction<Database>,
  oneId: string,
  otherId: string,
): Promise<void> {
  if (await isBlockedBetween(db, oneId, otherId)) throw blockedContact();
}

/**
 * SQL: no block between the viewer and the account in the column `otherColumn` (e.g. `s.creator_id`),
 * either way. The viewer's blocks are read once per statement (both ways, each through its index) and
 * each row compared with them: asked row by row, a search's tens of thousands of rows each read `blocks`.
 */
export function notBlockedSql(viewerId: string, otherColumn: string): RawBuilder<boolean> {
  const other = sql.ref(otherColumn);
  return sql<boolean>`${other} <> all(array(select b.blocked_id from blocks b where b.blocker_id = ${viewerId} union all select b.blocker_id from blocks b where b.blocked_id = ${viewerId}))`;
}
