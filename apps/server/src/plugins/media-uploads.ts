import {
  AppError,
  addUploadedPortfolioItem,
  checkPortfolioRoom,
  discardMedia,
  openMedia,
  receivePortfolioFile,
  receivePortfolioPoster,
  uploadPhoto,
  type ReceivedPortfolioFiles,
  type ServiceDeps,
} from '@sponsorly/api';
import {
  ERROR_CODES,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_VIDEO_TYPES,
} from '@sponsorly/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HandWrittenOperation } from '../rest/hand-written-operation';
import { sessionUserOf } from './request-context';

const MB = 1024 * 1024;
const notMultipart = (message: string) => new AppError(415, ERROR_CODES.unsupportedMediaType, message);
const missing = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { fields: { [field]: message } });

/**
 * POST /api/profile/photo: a creator's photo or a brand's logo as multipart/form-data (`file`). The
 * session is checked before a byte is read; the picture is checked by its bytes and made into its sizes.
 */
async function receivePhoto(deps: ServiceDeps, secureCookies: boolean, request: FastifyRequest, reply: FastifyReply) {
  const user = await sessionUserOf(deps, secureCookies, request, reply);
  if (!request.isMultipart()) throw notMultipart(PHOTO_MESSAGES.notAnImage);
  // One byte past the limit is enough to know it is too large; the service answers 413.
  for await (const part of request.parts({ limits: { fileSize: PHOTO_LIMITS.maxBytes + 1, files: 1, fields: 2 } })) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const photo = await uploadPhoto(deps, user, { stream: part.file, truncated: () => part.file.truncated });
    return { photo };
  }
  throw missing('file', PHOTO_MESSAGES.fileMissing);
}

/**
 * A picture, or a video with its poster frame, as multipart/form-data to POST /api/portfolio/items
 * (where a link comes as JSON): `title`, `brand`, then `file` and, for a video, `poster`. The right to add
 * is checked before a byte is read; whatever was stored is removed if the item is refused.
 */
export async function handlePortfolioUpload(
  deps: ServiceDeps,
  secureCookies: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const user = await sessionUserOf(deps, secureCookies, request, reply);
  if (user.user_type !== 'creator') throw new AppError(403, ERROR_CODES.forbidden, PORTFOLIO_MESSAGES.creatorsOnly);
  await checkPortfolioRoom(deps, user);
  const fields: Record<string, string> = {};
  const files: ReceivedPortfolioFiles = {};
  try {
    const parts = request.parts({
      limits: { fileSize: PORTFOLIO_LIMITS.videoMaxBytes + 1, files: 2, fields: 4, fieldSize: PORTFOLIO_LIMITS.titleMax * 8 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if ((part.fieldname === 'title' || part.fieldname === 'brand') && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      const upload = { stream: part.file, truncated: () => part.file.truncated };
      if (part.fieldname === 'file') await receivePortfolioFile(deps, upload, files);
      else if (part.fieldname === 'poster') await receivePortfolioPoster(upload, files);
      else part.file.resume();
    }
  } catch (error) {
    if (files.video) await discardMedia(deps, [files.video]);
    throw error;
  }
  const answer = await addUploadedPortfolioItem(deps, user, fields, files);
  reply.status(201);
  return answer;
}

/** The multipart form of POST /portfolio/items, as the API document shows it beside the JSON link. */
export const portfolioUploadForm = {
  type: 'object',
  required: ['title', 'file'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: PORTFOLIO_LIMITS.titleMax, description: 'What the work is.' },
    brand: {
      type: 'string',
      maxLength: PORTFOLIO_LIMITS.brandMax,
      description: 'The brand it was for; leave out for your own work.',
    },
    file: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `A JPEG, PNG or WebP picture (at most ${PORTFOLIO_LIMITS.imageMaxBytes / MB} MB) or an MP4, WebM or QuickTime video (at most ${PORTFOLIO_LIMITS.videoMaxBytes / MB} MB), told from its bytes: anything else is 415, a larger file 413.`,
    },
    poster: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'For a video, required: a picture of one of its frames (JPEG, PNG or WebP), shown before it plays.',
    },
  },
};

const LONG_CACHE = `public, max-age=${PHOTO_LIMITS.cacheSeconds}, immutable`;

/**
 * Photos and portfolios under /api: the photo upload, and the stored pictures and videos, served to
 * anyone (they are shown on public pages) with a year's caching: each address names one upload and
 * never changes, a new photo being a new address.
 */
export async function mediaUploads(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }): Promise<void> {
  app.post('/profile/photo', (request, reply) => receivePhoto(opts.deps, opts.secureCookies, request, reply));
  app.get('/media/:id/:variant', async (request, reply) => {
    const { id, variant } = request.params as { id: string; variant: string };
    const media = await openMedia(opts.deps, id, variant);
    reply
      .header('Content-Type', media.contentType)
      .header('Content-Length', String(media.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', LONG_CACHE);
    return reply.send(media.stream);
  });
}

const imageSchema = { $ref: '#/components/schemas/Image' };

/** The photo upload in the API document. */
export const photoUploadOperation: HandWrittenOperation = {
  method: 'POST',
  path: '/profile/photo',
  access: 'session',
  refusals: [],
  hasInput: true,
  operation: {
    operationId: 'photos-upload',
    summary: 'Upload your photo or logo',
    description: `A creator’s profile photo or a brand’s logo, as multipart/form-data with one \`file\`: a JPEG, PNG or WebP picture told from its bytes (anything else is 415 and nothing is kept), at most ${
      PHOTO_LIMITS.maxBytes / MB
    } MB (413 past it). The server cuts squares of ${PHOTO_LIMITS.sizes.join(', ')} pixels, as WebP and JPEG, with no EXIF or other metadata, and answers their addresses; it replaces the photo there was.`,
    tags: ['Photos and portfolio'],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The picture.' },
            },
          },
        },
      },
    },
    responses: {
      '200': {
        description: 'The photo’s sizes.',
        content: {
          'application/json': {
            schema: { type: 'object', required: ['photo'], additionalProperties: false, properties: { photo: imageSchema } },
          },
        },
      },
    },
  },
};

/** A stored picture's size or a portfolio video in the API document. */
export const mediaOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/media/{id}/{variant}',
  refusals: ['not_found'],
  hasInput: false,
  operation: {
    operationId: 'media-get',
    summary: 'A stored picture or video',
    description: `One size of a photo, a logo or a portfolio picture (\`256.webp\`, \`512.jpg\`, ...), or a portfolio video (\`video\`), as the views list their addresses. Each address names one upload and never changes, so it is sent with \`Cache-Control: ${LONG_CACHE}\`. An unknown one is 404.`,
    tags: ['Photos and portfolio'],
    parameters: [
      { name: 'id', in: 'path', required: true, description: 'The upload.', schema: { type: 'string', format: 'uuid' } },
      {
        name: 'variant',
        in: 'path',
        required: true,
        description: 'A size and format (`96.webp`, `512.jpg`, ...) or `video`.',
        schema: { type: 'string', pattern: '^(\\d{2,4}\\.(webp|jpg)|video)$' },
      },
    ],
    responses: {
      '200': {
        description: 'The file, with a year’s caching.',
        headers: {
          'Cache-Control': { description: `\`${LONG_CACHE}\``, required: true, schema: { type: 'string' } },
        },
        content: {
          'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } },
          'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
          ...Object.fromEntries(
            PORTFOLIO_VIDEO_TYPES.map((type) => [type, { schema: { type: 'string' as const, contentMediaType: type } }]),
          ),
        },
      },
    },
  },
};
