import {
  ALWAYS_SENT_EMAIL_KINDS,
  SWITCHABLE_EMAIL_KINDS,
  type EmailDigest,
  type EmailPreferencesView,
  type SwitchableEmailKind,
} from '@sponsorly/shared';
import type { Database, Kysely, Transaction } from '@sponsorly/db';

type Db = Kysely<Database> | Transaction<Database>;

/** What a person chose: the kinds of email turned off, and the digest. No row yet: everything on, no digest. */
export async function loadEmailChoices(db: Db, userId: string): Promise<{ off: Set<string>; digest: EmailDigest }> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['email_off', 'digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return emailChoicesOf(row);
}

/** The choices of a preferences row, or of none (everything on, no digest), read alone or joined to the user. */
export function emailChoicesOf(row: { email_off: string[] | null; digest: string | null } | undefined) {
  return { off: new Set(row?.email_off ?? []), digest: (row?.digest as EmailDigest | null | undefined) ?? 'off' };
}

/** The preferences as the API answers them: every kind a person may turn off, on or off; the ones always sent. */
export async function loadEmailPreferences(db: Db, userId: string): Promise<EmailPreferencesView> {
  const { off, digest } = await loadEmailChoices(db, userId);
  return {
    email: Object.fromEntries(SWITCHABLE_EMAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as Record<
      SwitchableEmailKind,
      boolean
    >,
    digest,
    always_on: [...ALWAYS_SENT_EMAIL_KINDS],
  };
}

/** Writes the person's choices: the kinds now off (a set of switchable kinds), and the digest. */
export async function saveEmailChoices(
  db: Db,
  userId: string,
  choices: { off: Iterable<string>; digest: EmailDigest },
  now: Date,
) {
  const off = [...new Set(choices.off)].filter((kind) => (SWITCHABLE_EMAIL_KINDS as readonly string[]).includes(kind)).sort();
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, email_off: off, digest: choices.digest, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_off: off, digest: choices.digest, updated_at: now }))
    .execute();
}
