import { z } from 'zod';
import { cursorField, pageSizeField } from '../common/query-fields';
import { NOTIFICATION_LIMITS as L } from './limits';
import { NOTIFICATION_MESSAGES as m } from './messages';

export const notificationListSchema = z.object({
  cursor: cursorField(L.cursorMax, m.invalidCursor),
  limit: pageSizeField(L.pageSizeMax, L.pageSize, m.invalidLimit),
});

/** `{ids: [...]}` marks those read, `{all: true}` every one; exactly one of the two. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: m.invalidId }), { error: m.markReadChoice })
      .min(1, m.markReadChoice)
      .max(L.markReadMax, m.tooManyIds)
      .optional(),
    all: z.literal(true, { error: m.markReadChoice }).optional(),
  })
  .refine((value) => (value.ids === undefined) !== (value.all === undefined), { message: m.markReadChoice })
  // The same rule for the API document, which cannot read the refinement.
  .meta({ oneOf: [{ required: ['ids'] }, { required: ['all'] }] });
export type MarkNotificationsRead = z.output<typeof markNotificationsReadSchema>;

/**
 * The real-time stream's input. `lastEventId` is filled by tRPC from the Last-Event-ID header (or the
 * `lastEventId` query parameter) when a client resumes: the stream replays what came after it.
 */
export const userEventsInputSchema = z
  .object({
    lastEventId: z
      .string()
      .regex(/^\d{1,18}$/, m.invalidEventId)
      .nullish(),
  })
  .optional();
