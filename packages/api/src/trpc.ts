import { TRPCError, initTRPC } from '@trpc/server';
import { ERROR_CODES, MESSAGES } from '@sponsorly/shared';
import { isDatabaseUnavailable } from '@sponsorly/db';
import { ZodError } from 'zod';
import { AppError, unauthorized } from './lib/app-error';
import type { RequestContext } from './context';

const STATUS_TO_TRPC = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
} as const;

function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

const t = initTRPC.context<RequestContext>().create({
  // Never send a stack; an unexpected error's message may hold SQL, so it is replaced.
  isDev: false,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    if (cause instanceof AppError) {
      return { ...shape, message: cause.message, data: { ...shape.data, stack: undefined, appCode: cause.code, fields: cause.extra.fields } };
    }
    if (cause instanceof ZodError) {
      const fields = fieldsOf(cause);
      const message = Object.values(fields)[0] ?? MESSAGES.http.invalidInput;
      return { ...shape, message, data: { ...shape.data, stack: undefined, appCode: ERROR_CODES.validation, fields } };
    }
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      return { ...shape, message: MESSAGES.http.internal, data: { ...shape.data, stack: undefined, appCode: ERROR_CODES.internal } };
    }
    return { ...shape, data: { ...shape.data, stack: undefined } };
  },
});

/** Turns a service's AppError into the matching tRPC error, with Retry-After on a 429. */
const appErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    const cause = new AppError(503, ERROR_CODES.unavailable, MESSAGES.http.unavailable);
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: cause.message, cause });
  }
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    if (cause.extra.retryAfterSeconds) ctx.setHeader('Retry-After', String(cause.extra.retryAfterSeconds));
    const code = STATUS_TO_TRPC[cause.status as keyof typeof STATUS_TO_TRPC] ?? 'INTERNAL_SERVER_ERROR';
    throw new TRPCError({ code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(appErrors);

/** A procedure for logged-in users only; the session is resolved on the server, never trusted from the client. */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.getSession();
  if (!session) throw unauthorized();
  return next({ ctx: { ...ctx, session } });
});
