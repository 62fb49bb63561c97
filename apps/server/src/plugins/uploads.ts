import {
  checkCanDispute,
  checkCanSubmit,
  inputJsonSchema,
  isInline,
  loadDeal,
  openDealFile,
  openDispute,
  storeUpload,
  toAppError,
  uploadSubmission,
  validationError,
  type ServiceDeps,
  type StoredUpload,
} from '@sponsorly/api';
import {
  DELIVERABLE_LIMITS,
  DELIVERABLE_MESSAGES,
  disputeSchema,
  draftNoteSchema,
  ENDING_LIMITS,
  ERROR_CODES,
} from '@sponsorly/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HandWrittenOperation } from '../rest/hand-written-operation';
import { handlePortfolioUpload, portfolioUploadForm } from './media-uploads';
import { sessionUserOf } from './request-context';

/**
 * A draft as a file, sent as multipart/form-data (`file`, and an optional `note`) to the same address
 * as a link: POST /api/deals/:id/deliverables/:deliverable_id/submissions. The right to submit is checked
 * before a byte is read; the file streams to storage, its type told from its bytes.
 */
export async function handleSubmissionUpload(
  deps: ServiceDeps,
  secureCookies: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const { id, deliverable_id: deliverableId } = request.params as { id: string; deliverable_id: string };
  const user = await sessionUserOf(deps, secureCookies, request, reply);
  const dealBytesLeft = await checkCanSubmit(deps, user, id, deliverableId);
  const maxBytes = deps.settings.uploadMaxBytes ?? DELIVERABLE_LIMITS.fileMaxBytes;
  let note = '';
  for await (const part of request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: DELIVERABLE_LIMITS.noteMax * 4 },
  })) {
    if (part.type === 'field') {
      if (part.fieldname === 'note' && typeof part.value === 'string') note = part.value;
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    // The note's checks are the link's (draftNoteSchema), made before a byte of the file is kept.
    const checked = draftNoteSchema.safeParse({ note });
    if (!checked.success) {
      part.file.resume();
      throw validationError(checked.error);
    }
    await uploadSubmission(
      deps,
      user,
      id,
      deliverableId,
      { fileName: part.filename, stream: part.file, truncated: () => part.file.truncated },
      checked.data.note,
      dealBytesLeft,
    );
    reply.status(201);
    return { deal: await loadDeal(deps, user, id) };
  }
  reply.status(400);
  return {
    code: ERROR_CODES.validation,
    message: DELIVERABLE_MESSAGES.fileMissing,
    fields: { file: DELIVERABLE_MESSAGES.fileMissing },
  };
}

/** Evidence files a dispute may carry, besides its links. */
const DISPUTE_FILES_MAX = 5;

/**
 * A dispute with evidence files, as multipart/form-data (`reason`, repeated `evidence` links, up to five
 * `file` parts) to the same address as the JSON form: POST /api/deals/:id/disputes. The right to dispute
 * is checked before a byte is read; each file is stored as a draft's is; if the dispute is refused after,
 * the files are removed.
 */
export async function handleDisputeUpload(
  deps: ServiceDeps,
  secureCookies: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const { id } = request.params as { id: string };
  const user = await sessionUserOf(deps, secureCookies, request, reply);
  // Evidence counts toward the deal's bytes like drafts, checked file by file as each streams in.
  let dealBytesLeft = await checkCanDispute(deps, user, id);
  const maxBytes = deps.settings.uploadMaxBytes ?? DELIVERABLE_LIMITS.fileMaxBytes;
  let reason = '';
  const links: string[] = [];
  const stored: StoredUpload[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: DISPUTE_FILES_MAX,
        fields: ENDING_LIMITS.evidenceMax + 2,
        fieldSize: ENDING_LIMITS.reasonMax * 4,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'reason' && typeof part.value === 'string') reason = part.value;
        if (part.fieldname === 'evidence' && typeof part.value === 'string' && part.value.trim()) links.push(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || !part.filename) {
        part.file.resume();
        continue;
      }
      const file = await storeUpload(
        deps,
        id,
        { fileName: part.filename, stream: part.file, truncated: () => part.file.truncated },
        dealBytesLeft,
      );
      stored.push(file);
      dealBytesLeft -= file.size;
    }
    await openDispute(deps, user, id, disputeSchema.parse({ reason, evidence: links }), stored);
  } catch (error) {
    await Promise.all(stored.map((file) => deps.files.remove(file.key)));
    throw toAppError(error) ?? error;
  }
  reply.status(201);
  return { deal: await loadDeal(deps, user, id) };
}

type UploadHandler = typeof handleSubmissionUpload;

/** A file part of a multipart form, as the API document shows it. */
const filePart = (description: string) => ({ type: 'string', contentMediaType: 'application/octet-stream', description });
const FILE_RULE = `An image, a video or a PDF (its type is told from its bytes; anything else is 415), at most ${
  DELIVERABLE_LIMITS.fileMaxBytes / 1024 / 1024
} MB (413 past it).`;

/**
 * Procedures whose address also takes a multipart/form-data body (a draft or evidence as files): the
 * handler that serves it (the REST plugin calls it for a multipart request) and the form the API
 * document shows beside the JSON body.
 */
export const MULTIPART_UPLOADS: Record<string, { handle: UploadHandler; form: Record<string, unknown> }> = {
  'deals.submitLink': {
    handle: handleSubmissionUpload,
    form: {
      type: 'object',
      required: ['file'],
      properties: {
        file: filePart(`The draft. ${FILE_RULE}`),
        note: { type: 'string', maxLength: DELIVERABLE_LIMITS.noteMax, description: 'A note for the brand.' },
      },
    },
  },
  'deals.openDispute': {
    handle: handleDisputeUpload,
    form: disputeForm(),
  },
  'portfolio.add': { handle: handlePortfolioUpload, form: portfolioUploadForm },
};

/** The dispute's own fields (repeat `evidence` for each link), and up to five `file` parts. */
function disputeForm(): Record<string, unknown> {
  const fields = inputJsonSchema(disputeSchema) as { properties?: Record<string, unknown> };
  return {
    ...fields,
    properties: {
      ...fields.properties,
      file: { type: 'array', maxItems: DISPUTE_FILES_MAX, items: filePart(`Evidence. ${FILE_RULE}`) },
    },
  };
}

/** The download in the API document: its failures are listed from `refusals`, like a procedure's. */
export const dealFileOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/deals/{id}/files/{file_id}',
  access: 'session',
  refusals: ['not_found'],
  hasInput: false,
  operation: {
    operationId: 'deals-downloadFile',
    summary: 'Download a file of a deal (a draft or evidence)',
    description:
      'To the deal’s parties and administrators; anyone else gets 404, as for a file that does not exist. Images and videos come inline, anything else as an attachment, never cached.',
    tags: ['Deals'],
    parameters: [
      { name: 'id', in: 'path', required: true, description: 'The deal.', schema: { type: 'string' } },
      { name: 'file_id', in: 'path', required: true, description: 'The file, as the deal lists it.', schema: { type: 'string' } },
    ],
    responses: {
      '200': {
        description: 'The file, under the type it was stored with.',
        headers: {
          'Content-Disposition': {
            description: '`inline` or `attachment`, with the file’s name (RFC 6266).',
            required: true,
            schema: { type: 'string' },
          },
        },
        content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      },
    },
  },
};

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Deal files, under /api (the multipart parser is registered beside it, for the REST door's uploads). GET /api/deals/:id/files/:file_id streams a deal's file to
 * its parties and admins (anyone else: 404, as for a file that does not exist), as an attachment unless
 * it is an image or a video, always with nosniff, never cached.
 */
export async function uploads(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }): Promise<void> {
  app.get('/deals/:id/files/:file_id', async (request, reply) => {
    const { id, file_id: fileId } = request.params as { id: string; file_id: string };
    const user = await sessionUserOf(opts.deps, opts.secureCookies, request, reply);
    const { file, stream } = await openDealFile(opts.deps, user, id, fileId);
    reply
      .header('Content-Type', file.content_type)
      .header('Content-Length', String(file.size_bytes))
      .header('Content-Disposition', contentDisposition(isInline(file.content_type) ? 'inline' : 'attachment', file.file_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store');
    return reply.send(stream);
  });
}
