import { z } from 'zod';
import { hasNoControlExceptLines, isHttpUrl } from '../../common/text-rules';
import { HTTP_MESSAGES } from '../../http/messages';
import { DELIVERABLE_LIMITS as L } from './limits';
import { DELIVERABLE_MESSAGES as m } from './messages';

const dealId = z.string();
const deliverableId = z.string().trim().min(1, m.deliverableNotFound).max(100, m.deliverableNotFound);

/** A draft's note for the brand, whichever way the draft comes (a link as JSON, a file as multipart). */
export const draftNoteSchema = z.object({
  note: z
    .string()
    .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
    .trim()
    .max(L.noteMax, m.noteTooLong)
    .default(''),
});

/** A draft as a link, with a note for the brand. */
export const submitLinkSchema = z.object({
  url: z
    .string({ error: m.urlInvalid })
    .trim()
    .max(L.urlMax, m.urlTooLong)
    .refine((value) => isHttpUrl(value), m.urlInvalid),
  note: draftNoteSchema.shape.note,
});
export type SubmitLinkInput = z.infer<typeof submitLinkSchema>;
export const submitLinkInputSchema = submitLinkSchema.extend({ id: dealId, deliverable_id: deliverableId });

/** The live post of an approved deliverable; its usage rights run from then. */
export const liveUrlInputSchema = z.object({ id: dealId, deliverable_id: deliverableId, url: submitLinkSchema.shape.url });

/** The brand asks for changes to one deliverable, saying what. */
export const requestChangesSchema = z.object({
  deliverable_id: deliverableId,
  comment: z
    .string({ error: m.commentRequired })
    .trim()
    .min(1, m.commentRequired)
    .max(L.commentMax, m.commentTooLong)
    .refine(hasNoControlExceptLines, m.commentTooLong),
});
export type RequestChangesInput = z.infer<typeof requestChangesSchema>;
export const requestChangesInputSchema = requestChangesSchema.extend({ id: dealId });
