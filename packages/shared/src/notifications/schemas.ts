import { z } from 'zod';
import { cursorField, pageSizeField } from '../common/query-fields';
import { NOTIFICATION_LIMITS as L } from './limits';
import { EMAIL_PREFERENCE_MESSAGES as pm, NOTIFICATION_MESSAGES as m } from './messages';
import { ALWAYS_SENT_EMAIL_KINDS, EMAIL_DIGESTS, SWITCHABLE_EMAIL_KINDS, type SwitchableEmailKind } from './preferences';

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

const switchableKind = z.enum(SWITCHABLE_EMAIL_KINDS as [SwitchableEmailKind, ...SwitchableEmailKind[]]);
const alwaysSentKind = z.enum(ALWAYS_SENT_EMAIL_KINDS);
const emailKind = z.enum([...SWITCHABLE_EMAIL_KINDS, ...ALWAYS_SENT_EMAIL_KINDS] as unknown as [string, ...string[]]);

/** GET /notifications/preferences: each kind of email a person may turn off, on (true) or off; the digest. */
export const emailPreferencesSchema = z
  .object({
    email: z
      .object(
        Object.fromEntries(SWITCHABLE_EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
          SwitchableEmailKind,
          z.ZodBoolean
        >,
      )
      .meta({ description: 'Each kind of email a person may turn off: true is on.' }),
    digest: z
      .enum(EMAIL_DIGESTS)
      .meta({ description: '`daily`: new messages come as one email a day instead of an email per message.' }),
    always_on: z
      .array(alwaysSentKind)
      .meta({ description: 'Emails about payments, always sent; account emails (verification, password) always go too.' }),
  })
  .meta({ id: 'EmailPreferences' });
export type EmailPreferencesView = z.infer<typeof emailPreferencesSchema>;

/**
 * PUT /notifications/preferences: the kinds to change (others stay as they are) and the digest. A kind
 * always sent may be named on, never off: that is a 400 naming it.
 */
export const updateEmailPreferencesSchema = z
  .object({
    email: z
      .partialRecord(emailKind, z.boolean({ error: pm.onOrOff }), {
        // zod's issue types leave this code out of a record's, though a record of known keys raises it.
        error: (issue) =>
          (issue.code as string) === 'unrecognized_keys' ? pm.unknownKinds((issue as { keys?: string[] }).keys ?? []) : undefined,
      })
      .superRefine((value, ctx) => {
        const off = ALWAYS_SENT_EMAIL_KINDS.filter((kind) => value[kind] === false);
        if (off.length > 0) ctx.addIssue({ code: 'custom', message: pm.alwaysSent(off) });
      })
      .optional(),
    digest: z.enum(EMAIL_DIGESTS, { error: pm.digestChoice }).optional(),
  })
  .refine((value) => value.email !== undefined || value.digest !== undefined, { message: pm.nothingToChange });
export type UpdateEmailPreferences = z.output<typeof updateEmailPreferencesSchema>;

/** The one-click unsubscribe's token, from the link in an email. */
export const unsubscribeEmailSchema = z.object({
  token: z
    .string({ error: pm.invalidUnsubscribeLink })
    .trim()
    .min(1, pm.invalidUnsubscribeLink)
    .max(400, pm.invalidUnsubscribeLink),
});
export const unsubscribedAnswerSchema = z.object({
  kind: switchableKind,
  label: z.string().meta({ description: 'The kind of email turned off, as the settings page names it.' }),
  message: z.string(),
});
export type UnsubscribedAnswer = z.infer<typeof unsubscribedAnswerSchema>;
