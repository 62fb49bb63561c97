import { randomUUID } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';
import { DELIVERABLE_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import type { Database, Transaction, User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { lockForSubmission, recordSubmission } from './submit-link';
import { isAllowedUpload, sniffStream } from '../../files/content-type';
import { dealFilesFull, deleteStoredFiles, fileAllowance } from './deal-file-limits';

/** What a draft upload brings: the part's stream and the name its sender gave it. */
export interface UploadedFile {
  fileName: string;
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  truncated: () => boolean;
}

/**
 * The name as it may be shown and sent back in Content-Disposition: no path, no control characters,
 * bounded, and, given the type told from the bytes, that type's extension in place of the one the
 * upload's name claimed (a PNG named "invoice.html" is stored as "invoice.png").
 */
export function cleanFileName(name: string, ext?: string | null): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  const named = clean || 'draft';
  if (!ext) return named;
  const stem = named.replace(/\.[A-Za-z0-9]{1,10}$/, '') || 'draft';
  return `${stem.slice(0, 190)}.${ext}`;
}

/**
 * Checks that the person may submit a draft of this deliverable now, and one more file (the round's
 * count, the deal's bytes: 413), in a short transaction of its own released before the upload's bytes
 * are read, so a refused upload is answered at once and no lock is held while a file streams in. The
 * transaction after the upload checks again, under the lock. Returns the bytes the deal has left.
 */
export async function checkCanSubmit(deps: ServiceDeps, user: User, dealId: string, deliverableId: string): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const deal = await lockForSubmission(trx, deps, user, dealId, deliverableId);
    return fileAllowance(trx, deps, deal.id, deliverableId, deal.revisions_used + 1);
  });
}

/**
 * A draft as a file: its type told from its first bytes (images, videos, PDFs; 415 otherwise), streamed
 * to storage under a key the server makes (413 past the size limit), then the submission recorded in one
 * transaction with the deal locked. A file whose submission is refused or fails is removed again.
 */
export async function uploadSubmission(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  deliverableId: string,
  file: UploadedFile,
  note: string,
  dealBytesLeft?: number,
): Promise<string> {
  const stored = await storeUpload(deps, dealId, file, dealBytesLeft);
  try {
    const { submissionId, replacedKeys } = await deps.db.transaction().execute(async (trx) => {
      const deal = await lockForSubmission(trx, deps, user, dealId, deliverableId);
      // Again under the lock: two uploads at once cannot both take the round's last file or the deal's last bytes.
      const left = await fileAllowance(trx, deps, deal.id, deliverableId, deal.revisions_used + 1);
      if (stored.size > left) throw dealFilesFull(deps.limiters.usage.dealFilesBytes);
      const fileId = await recordFile(trx, deps, user, deal.id, stored);
      return recordSubmission(trx, deps, user, deal, deliverableId, { kind: 'file', fileId, note });
    });
    await deleteStoredFiles(deps, replacedKeys);
    deps.notifyOutbox();
    return submissionId;
  } catch (error) {
    await deps.files.remove(stored.key);
    throw error;
  }
}

/** A file streamed to storage, not yet recorded: where it is, what it is, how big. */
export interface StoredUpload {
  key: string;
  mime: string;
  size: number;
  fileName: string;
}

/**
 * Streams an upload to storage under a key the server makes, its type told from its first bytes
 * (images, videos, PDFs; 415 otherwise), 413 past the size limit with nothing kept. Given the bytes the
 * deal has left, the stream is counted as it comes and cut past them (413 with the deal's limit).
 */
export async function storeUpload(
  deps: ServiceDeps,
  dealId: string,
  file: UploadedFile,
  dealBytesLeft?: number,
): Promise<StoredUpload> {
  const { mime, ext, body } = await sniffStream(file.stream);
  if (!mime || !isAllowedUpload(mime)) {
    file.stream.resume();
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, DELIVERABLE_MESSAGES.fileTypeRefused);
  }
  const key = `${dealId}/${randomUUID()}`;
  const counted = dealBytesLeft === undefined ? undefined : byteCap(dealBytesLeft);
  let size: number;
  try {
    // pipeline, not pipe: an error of the upload itself (cut at the size limit) reaches storage too.
    size = await deps.files.put(key, counted ? pipeline(body, counted.stream, () => undefined) : body);
  } catch (error) {
    await deps.files.remove(key);
    file.stream.resume();
    if (counted?.over()) throw dealFilesFull(deps.limiters.usage.dealFilesBytes);
    if (file.truncated() || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (file.truncated()) {
    await deps.files.remove(key);
    throw tooLarge();
  }
  return { key, mime, size, fileName: cleanFileName(file.fileName, ext) };
}

/** A stored upload's row on its deal: the parties and admins may then download it. */
export async function recordFile(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  user: User,
  dealId: string,
  stored: StoredUpload,
): Promise<string> {
  const row = await trx
    .insertInto('deal_files')
    .values({
      deal_id: dealId,
      uploaded_by: user.id,
      storage: deps.files.kind,
      storage_key: stored.key,
      file_name: stored.fileName,
      content_type: stored.mime,
      size_bytes: stored.size,
      created_at: deps.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Passes bytes on until more than `max` came, then fails the stream, so storage keeps nothing past it. */
function byteCap(max: number): { stream: Transform; over: () => boolean } {
  let seen = 0;
  let over = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) {
        over = true;
        done(new Error('over the deal files limit'));
        return;
      }
      done(null, chunk);
    },
  });
  return { stream, over: () => over };
}

const tooLarge = () => new AppError(413, ERROR_CODES.payloadTooLarge, DELIVERABLE_MESSAGES.fileTooLarge);
