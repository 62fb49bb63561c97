import { ERROR_CODES, LIMIT_MESSAGES } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type Transaction } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';

export const tooManyFiles = (max: number) => new AppError(413, ERROR_CODES.payloadTooLarge, LIMIT_MESSAGES.filesPerRound(max));
export const dealFilesFull = (bytes: number) =>
  new AppError(413, ERROR_CODES.payloadTooLarge, LIMIT_MESSAGES.dealFilesBytes(bytes));

/**
 * The bytes a deal may still store: its limit less the files it keeps. Replaced drafts no longer count,
 * nor, for a new draft (`replacing`), the deliverable's drafts of this round that it is about to replace.
 */
export async function dealBytesLeft(
  db: Kysely<Database> | Transaction<Database>,
  deps: ServiceDeps,
  dealId: string,
  replacing?: { deliverableId: string; round: number },
) {
  let query = db
    .selectFrom('deal_files as f')
    .select(sql<string>`coalesce(sum(f.size_bytes), 0)`.as('used'))
    .where('f.deal_id', '=', dealId)
    .where('f.removed_at', 'is', null);
  if (replacing)
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('deal_submissions as s')
            .select('s.id')
            .whereRef('s.file_id', '=', 'f.id')
            .where('s.deliverable_id', '=', replacing.deliverableId)
            .where('s.round', '=', replacing.round),
        ),
      ),
    );
  const row = await query.executeTakeFirstOrThrow();
  return deps.limiters.usage.dealFilesBytes - Number(row.used);
}

/**
 * What one more file for this deliverable may take: refused (413) when the round already had
 * `filesPerRound` uploads or the deal is full; otherwise the deal's bytes left, which the upload may not pass.
 */
export async function fileAllowance(
  db: Kysely<Database> | Transaction<Database>,
  deps: ServiceDeps,
  dealId: string,
  deliverableId: string,
  round: number,
): Promise<number> {
  const { filesPerRound, dealFilesBytes } = deps.limiters.usage;
  const uploads = await db
    .selectFrom('deal_submissions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('deal_id', '=', dealId)
    .where('deliverable_id', '=', deliverableId)
    .where('round', '=', round)
    .where('kind', '=', 'file')
    .executeTakeFirstOrThrow();
  if (Number(uploads.n) >= filesPerRound) throw tooManyFiles(filesPerRound);
  const left = await dealBytesLeft(db, deps, dealId, { deliverableId, round });
  if (left <= 0) throw dealFilesFull(dealFilesBytes);
  return left;
}

/**
 * A new draft replaces the deliverable's earlier drafts of the same round: their files are marked
 * removed here, in the submission's transaction, and their bytes deleted by the caller once it commits
 * (returns their storage keys). Drafts of earlier rounds stay: the brand asked for changes to them.
 */
export async function retireReplacedFiles(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  dealId: string,
  deliverableId: string,
  round: number,
): Promise<string[]> {
  const rows = await trx
    .updateTable('deal_files')
    .set({ removed_at: deps.now() })
    .where('deal_id', '=', dealId)
    .where('removed_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('deal_submissions')
        .select('file_id')
        .where('deal_id', '=', dealId)
        .where('deliverable_id', '=', deliverableId)
        .where('round', '=', round)
        .where('file_id', 'is not', null)
        .$narrowType<{ file_id: string }>(),
    )
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Deletes replaced files' bytes after the commit; a failure leaves an orphan to log, never an error for the person. */
export async function deleteStoredFiles(deps: ServiceDeps, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => deps.files.remove(key).catch(() => undefined)));
}
