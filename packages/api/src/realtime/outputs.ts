import { USER_EVENT_TYPES } from '@sponsorly/shared';
import { z } from 'zod';
import type { streamUserEvents } from './stream-user-events';

/** One event of the stream; each is checked against it before it is sent. */
export const userEventSchema = z
  .object({
    id: z.string().meta({ description: 'The event’s id in user_events.' }),
    type: z.enum(USER_EVENT_TYPES),
    payload: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: 'UserEvent' });

/**
 * What the subscription returns: the stream itself. tRPC checks a subscription's output once, on the
 * stream, not on each value it yields, so this only says it is one; `streamUserEvents` checks each
 * event against `userEventSchema`.
 */
export const userEventStreamSchema = z.custom<ReturnType<typeof streamUserEvents>>(
  (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
);
