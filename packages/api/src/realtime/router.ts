import { userEventsInputSchema } from '@sponsorly/shared';
import { authedProcedure, router } from '../trpc';
import { userEventStreamSchema } from './outputs';
import { streamUserEvents } from './stream-user-events';

/**
 * The web app's real-time door: a subscription over server-sent events at `GET /trpc/realtime.events`.
 * The session comes from the cookie (or a bearer token) like any procedure; a client resuming sends
 * Last-Event-ID, which tRPC hands over as `lastEventId`. No REST face: SSE is the REST face.
 */
export const realtimeRouter = router({
  events: authedProcedure
    .input(userEventsInputSchema)
    .output(userEventStreamSchema)
    .subscription(({ ctx, input, signal }) => streamUserEvents(ctx.deps, ctx.session, input?.lastEventId, signal)),
});
