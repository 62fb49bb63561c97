import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { isDatabaseUnavailable } from '@sponsorly/db';
import { ERROR_CODES, HTTP_MESSAGES } from '@sponsorly/shared';
import { ZodError } from 'zod';
import { AppError } from './app-error';
import { validationError } from './zod-errors';

/** The one table from HTTP status to tRPC code; both doors read it, so a failure has one status. */
const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  402: 'PAYMENT_REQUIRED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};
const STATUS_BY_TRPC_CODE = Object.fromEntries(
  Object.entries(TRPC_CODE_BY_STATUS).map(([status, code]) => [code, Number(status)]),
);

export const trpcCodeForStatus = (status: number): TRPC_ERROR_CODE_KEY => TRPC_CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR';

/**
 * Any failure as the AppError both doors answer with, or null for an unexpected error (a bug or an
 * outage we did not foresee), which each door logs and answers with a generic 500 carrying no detail.
 * tRPC wraps what a procedure throws in a TRPCError; its cause is the service's own error.
 */
export function toAppError(error: unknown): AppError | null {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (cause instanceof AppError) return cause;
  if (cause instanceof ZodError) return validationError(cause);
  if (isDatabaseUnavailable(cause)) return new AppError(503, ERROR_CODES.unavailable, HTTP_MESSAGES.unavailable);
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
    // tRPC's own refusals (an unknown procedure, a wrong method, a malformed batch).
    const status = STATUS_BY_TRPC_CODE[error.code] ?? 400;
    const code = status === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation;
    return new AppError(status, code, status === 404 ? HTTP_MESSAGES.notFound : HTTP_MESSAGES.invalidInput);
  }
  return null;
}

/** The JSON body of a failure: `{ message, code }`, with `fields` for a validation failure. */
export function errorBody(error: AppError): Record<string, unknown> {
  return {
    message: error.message,
    code: error.code,
    ...(error.extra.fields ? { fields: error.extra.fields } : {}),
    ...(error.status === 429 && error.extra.retryAfterSeconds ? { retry_after: error.extra.retryAfterSeconds } : {}),
    ...error.extra.body,
  };
}
