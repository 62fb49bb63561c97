import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database, MediaFile, Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import type { MadeFile } from './image-sizes';

/** Files written to storage for one new media row, not yet recorded. */
export interface StoredMedia {
  id: string;
  kind: 'image' | 'video';
  files: Record<string, MediaFile>;
}

/** Every key of a stored media's files. */
const keysOf = (media: Pick<StoredMedia, 'files'>) => Object.values(media.files).map((file) => file.key);

/**
 * Writes the made files under keys the server makes (`<media id>/<uuid>`), never from a file's name.
 * If one write fails, the ones written are removed.
 */
export async function writeMedia(deps: ServiceDeps, kind: 'image' | 'video', made: MadeFile[]): Promise<StoredMedia> {
  const media: StoredMedia = { id: randomUUID(), kind, files: {} };
  try {
    for (const file of made) {
      const key = `${media.id}/${randomUUID()}`;
      media.files[file.variant] = { key, content_type: file.contentType, size_bytes: file.bytes.length };
      await deps.files.put(key, Readable.from([file.bytes]));
    }
  } catch (error) {
    await discardMedia(deps, [media]);
    throw error;
  }
  return media;
}

/** The row of media written to storage, in the service's transaction. */
export async function recordMedia(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  ownerId: string,
  media: StoredMedia,
): Promise<void> {
  await trx
    .insertInto('media')
    .values({
      id: media.id,
      owner_id: ownerId,
      kind: media.kind,
      storage: deps.files.kind,
      files: JSON.stringify(media.files),
      created_at: deps.now(),
    })
    .execute();
}

/** Deletes media rows in the service's transaction; their files are removed once it commits (discardMedia). */
export async function deleteMediaRows(trx: Transaction<Database>, ids: string[]): Promise<StoredMedia[]> {
  if (!ids.length) return [];
  const rows = await trx.deleteFrom('media').where('id', 'in', ids).returning(['id', 'kind', 'files']).execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, files: row.files }));
}

/** Removes media files from storage: after the transaction that dropped their rows, or when it failed. */
export async function discardMedia(deps: ServiceDeps, media: Pick<StoredMedia, 'files'>[]): Promise<void> {
  await Promise.all(media.flatMap(keysOf).map((key) => deps.files.remove(key).catch(() => undefined)));
}
