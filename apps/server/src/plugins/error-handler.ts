import type { FastifyInstance, FastifyError } from 'fastify';
import { AppError } from '@sponsorly/api';
import { isDatabaseUnavailable } from '@sponsorly/db';
import { ERROR_CODES, MESSAGES } from '@sponsorly/shared';

const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.http.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.http.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.http.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.http.badJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.http.badJson },
};

/**
 * One error shape for every route: `{ message, code }`. Known failures keep their status and message;
 * anything unexpected is logged and answered with a generic 500 that carries no stack and no SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      return reply.status(error.status).send({
        message: error.message,
        code: error.code,
        ...(error.extra.fields ? { fields: error.extra.fields } : {}),
        ...error.extra.body,
      });
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      const code = known.status === 413 ? 'payload_too_large' : known.status === 415 ? 'unsupported_media_type' : ERROR_CODES.validation;
      return reply.status(known.status).send({ message: known.message, code });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code }, 'database unavailable');
      return reply.status(503).send({ message: MESSAGES.http.unavailable, code: ERROR_CODES.unavailable });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: MESSAGES.http.rateLimited, code: ERROR_CODES.rateLimited });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: MESSAGES.http.invalidInput, code: ERROR_CODES.validation });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: MESSAGES.http.internal, code: ERROR_CODES.internal });
  });
}
