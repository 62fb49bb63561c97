import { AUTH_MESSAGES, ERROR_CODES, HTTP_MESSAGES, type ErrorCode } from '@sponsorly/shared';

/**
 * The one failure type services throw. Both doors (tRPC and REST) turn it into the same status and
 * the same JSON body `{ message, code }`; anything else becomes a generic 500 with no detail.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** retryAfterSeconds: a Retry-After header; fields: per-field messages; body: more keys for the JSON body. */
    readonly extra: { retryAfterSeconds?: number; fields?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, message, fields ? { fields } : {});
export const unauthorized = (message: string = AUTH_MESSAGES.session.unauthorized) =>
  new AppError(401, ERROR_CODES.unauthorized, message);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, HTTP_MESSAGES.rateLimited, { retryAfterSeconds });
