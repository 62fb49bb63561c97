import type { FastifyInstance, FastifyError } from 'fastify';
import { AppError, errorBody, toAppError } from '@sponsorly/api';
import { ERROR_CODES, HTTP_MESSAGES } from '@sponsorly/shared';

/** Fastify's own refusals (before any route runs), in our words. */
const FASTIFY_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError(413, ERROR_CODES.payloadTooLarge, HTTP_MESSAGES.bodyTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(415, ERROR_CODES.unsupportedMediaType, HTTP_MESSAGES.unsupportedMediaType),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError(400, ERROR_CODES.validation, HTTP_MESSAGES.badJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError(400, ERROR_CODES.validation, HTTP_MESSAGES.badJson),
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError(400, ERROR_CODES.validation, HTTP_MESSAGES.badJson),
};

/**
 * One error shape for every route: `{ message, code }`, mapped to a status by the same table the tRPC
 * door uses (packages/api lib/error-mapping.ts). Anything unexpected is logged and answered with a
 * generic 500 that carries no stack and no SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error) ?? (error.code ? FASTIFY_ERRORS[error.code] : undefined) ?? fastifyClientError(error);
    if (known) {
      if (known.status === 503) request.log.warn({ code: error.code }, 'database unavailable');
      if (known.extra.retryAfterSeconds) reply.header('Retry-After', String(known.extra.retryAfterSeconds));
      const body = errorBody(known);
      // A server-side failure names the request, so a person reporting it can give the id to look up.
      return reply.status(known.status).send(known.status >= 500 ? { ...body, request_id: request.id } : body);
    }
    request.log.error({ err: error, route: request.routeOptions.url, userId: request.userId }, 'unexpected error');
    return reply.status(500).send({ message: HTTP_MESSAGES.internal, code: ERROR_CODES.internal, request_id: request.id });
  });
}

/**
 * Another 4xx raised by Fastify or a plugin: the status stays, the wording is ours, and a status with a
 * code of its own keeps it (the multipart parser's limits answer 413 `payload_too_large`, as a body's do).
 */
function fastifyClientError(error: FastifyError): AppError | undefined {
  if (error.statusCode === 429) return new AppError(429, ERROR_CODES.rateLimited, HTTP_MESSAGES.rateLimited);
  if (error.statusCode === 413) return FASTIFY_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE;
  if (error.statusCode === 415) return FASTIFY_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, ERROR_CODES.validation, HTTP_MESSAGES.invalidInput);
  }
  return undefined;
}
