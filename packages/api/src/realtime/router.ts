import { router } from '../trpc';
import { streamUserEventsProcedure } from './stream-user-events';

/**
 * The web app's real-time door: a subscription over server-sent events at `GET /trpc/realtime.events`.
 * No REST face: SSE is the REST face.
 */
export const realtimeRouter = router({
  events: streamUserEventsProcedure,
});
