import { TRPCError, initTRPC } from '@trpc/server';
import { ADMIN_MESSAGES, ERROR_CODES, HTTP_MESSAGES, REALTIME_TIMINGS } from '@sponsorly/shared';
import type { RequestContext } from './context';
import type { ProcedureMeta } from './doors/procedure-meta';
import { assertAdmin } from './admin/admin-services';
import { AppError, unauthorized } from './lib/app-error';
import { toAppError, trpcCodeForStatus } from './lib/error-mapping';
import { recordLimitHit } from './moderation/record-limit-hit';
import { streamPing } from './realtime/stream-ping';

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // Never send a stack; an unexpected error's message may hold SQL, so it is replaced.
    isDev: false,
    // Subscriptions stream over server-sent events (realtime/): pings keep proxies from closing an
    // idle stream, and the client reconnects (resuming by event id) when even those stop.
    sse: {
      ping: streamPing,
      client: { reconnectAfterInactivityMs: REALTIME_TIMINGS.reconnectAfterInactivityMs },
    },
    // The same message, code and fields the REST door answers (lib/error-mapping.ts), in tRPC's envelope.
    errorFormatter({ shape, error, ctx }) {
      const known = toAppError(error);
      // A server failure names the request, so the page can show a reference to quote.
      const requestId = !known || known.status >= 500 ? ctx?.requestId : undefined;
      if (known) {
        return {
          ...shape,
          message: known.message,
          data: {
            ...shape.data,
            stack: undefined,
            httpStatus: known.status,
            appCode: known.code,
            fields: known.extra.fields,
            retryAfter: known.extra.retryAfterSeconds,
            requestId,
          },
        };
      }
      return {
        ...shape,
        message: HTTP_MESSAGES.internal,
        data: { ...shape.data, stack: undefined, appCode: ERROR_CODES.internal, requestId },
      };
    },
  });

/** Gives a service's failure the tRPC code of its HTTP status, with Retry-After on a 429. */
const appErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const known = toAppError(result.error);
  if (!known) return result;
  if (known.extra.retryAfterSeconds) ctx.setHeader('Retry-After', String(known.extra.retryAfterSeconds));
  if (known.status === 429) {
    const session = await ctx.getSession().catch(() => null);
    if (session) await recordLimitHit(ctx.deps.db, session.user.id, ctx.deps.now());
  }
  throw new TRPCError({ code: trpcCodeForStatus(known.status), message: known.message, cause: known });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/**
 * A procedure for logged-in users only; the session is resolved on the server, never trusted from the
 * client. The check runs before the input is read, so an anonymous caller learns nothing from errors.
 */
export const authedProcedure = publicProcedure.meta({ access: 'session' }).use(async ({ ctx, next }) => {
  const session = await ctx.getSession();
  if (!session) throw unauthorized();
  return next({ ctx: { session } });
});

/**
 * Logged-in users of one type only (brands make campaigns and offers, creators apply), with the message
 * the others get in the 403. The type comes from the session, checked before the input is read.
 */
export const roleProcedure = (userType: 'brand' | 'creator', message: string) =>
  authedProcedure.meta({ access: [userType] }).use(({ ctx, next }) => {
    if (ctx.session.user.user_type !== userType) throw new AppError(403, ERROR_CODES.forbidden, message);
    return next();
  });

/** Administrators only: the role comes from the session's account, never from the client. */
export const adminProcedure = publicProcedure.meta({ access: ['admin'] }).use(async ({ ctx, next }) => {
  const session = await ctx.getSession();
  if (!session) throw unauthorized(ADMIN_MESSAGES.mustLogIn);
  assertAdmin(ctx.deps, session.user);
  return next({ ctx: { session } });
});
