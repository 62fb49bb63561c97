import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES as m, deleteAccountSchema, type DeleteAccountInput } from '@sponsorly/shared';
import { sql, type Database, type Transaction, type User } from '@sponsorly/db';
import { z } from 'zod';
import { checkPassword } from '../auth/check-password';
import { lockAccount } from '../auth/one-time-tokens';
import { hashPassword } from '../auth/passwords';
import { endAllSessions, type ActiveSession } from '../auth/sessions';
import { badRequest } from '../lib/app-error';
import { clientAddressKey } from '../lib/client-address';
import type { ServiceDeps } from '../lib/deps';
import { deleteMediaRows, discardMedia, type StoredMedia } from '../photos/media-store';
import { authedProcedure } from '../trpc';
import { tags } from './account-procedures';
import { deletionRefusal } from './deletion-refusal';

/** An address nobody can own (`.invalid` never resolves), unique per account, so the real one can sign up again. */
const vacatedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Deletes the account (docs/your-data.md "Deleting the account"). The password proves the person at
 * the keyboard owns it, and wrong guesses count like failed logins. Refused (409, with the reason) while
 * a deal is open or money is held, clearing, available or owed. Otherwise one transaction empties it:
 * the profile, rate card, audience, photo and portfolio go, the person's messages lose their text, the
 * names read "Deleted user", the email is freed, every session ends, open campaigns close and
 * applications are withdrawn. The row itself stays, so deals, conversations and the ledger's transfers
 * still point at something: money history is never rewritten. The stored files go once it commits.
 */
export async function deleteAccount(deps: ServiceDeps, session: ActiveSession, input: DeleteAccountInput, ip: string) {
  const { user } = session;
  await checkPassword(deps, user, input.password, ip, () => badRequest(m.wrongPassword, { password: m.wrongPassword }));
  // The hash of a secret nobody is told: no password opens the account again.
  const noPassword = await hashPassword(randomBytes(32).toString('base64url'), clientAddressKey(ip));
  const removed = await deps.db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    const refusal = await deletionRefusal(trx, user);
    if (refusal) throw refusal;
    return emptyAccount(trx, deps, user, noPassword);
  });
  await discardMedia(deps, removed);
}

async function emptyAccount(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  user: User,
  noPassword: string,
): Promise<StoredMedia[]> {
  const now = deps.now();
  const id = user.id;
  const [first, last] = m.deletedName.split(' ') as [string, string];
  await trx
    .updateTable('users')
    .set({
      email: vacatedEmail(id),
      password_hash: noPassword,
      first_name: first,
      last_name: last,
      username: null,
      is_admin: false,
      auto_payout_since: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();

  // The profile row stays (deals and conversations join it), emptied and out of search, showcase and its page.
  await trx
    .updateTable('creator_profiles')
    .set({
      platform: null,
      bio: null,
      profile_image: null,
      social_links: '{}',
      categories: '[]',
      interests: '[]',
      content_type: '[]',
      portfolio_items: '[]',
      achievements: null,
      location: null,
      languages: '[]',
      available_for_hire: false,
      talent_vertical: null,
      custom_talent_vertical: null,
      searchable: false,
      showcase: false,
      page_visibility: 'brands',
      // The old handle is freed and its page answers as one that does not exist.
      handle: `deleted-${id.replace(/-/g, '').slice(0, 22)}`,
      updated_at: now,
    })
    .where('user_id', '=', id)
    .execute();
  await trx
    .updateTable('brand_profiles')
    .set({
      website: null,
      company_name: null,
      logo: null,
      company_size: null,
      description: null,
      budget_range: null,
      updated_at: now,
    })
    .where('user_id', '=', id)
    .execute();
  await trx.deleteFrom('creator_audience').where('creator_id', '=', id).execute();
  await trx.deleteFrom('creator_packages').where('creator_id', '=', id).execute();
  await trx.deleteFrom('portfolio_items').where('creator_id', '=', id).execute();
  await trx.deleteFrom('profile_photos').where('user_id', '=', id).execute();
  const media = await trx.selectFrom('media').select('id').where('owner_id', '=', id).execute();
  const removed = await deleteMediaRows(
    trx,
    media.map((row) => row.id),
  );

  // Messages keep their place in the other side's conversation, not their words; nor do the notifications quoting them.
  await trx.updateTable('messages').set({ body: m.removedMessage, warning: false }).where('sender_id', '=', id).execute();
  await trx
    .updateTable('notifications')
    .set({ body: '' })
    .where('kind', '=', 'new_message')
    .where(
      'link',
      'in',
      trx
        .selectFrom('conversations')
        .select(sql<string>`'/messages/' || id`.as('link'))
        .where((eb) => eb.or([eb('brand_id', '=', id), eb('creator_id', '=', id)])),
    )
    .execute();
  await trx.deleteFrom('email_digest_items').where('user_id', '=', id).execute();

  // What others can still act on ends: campaigns close, applications are withdrawn, invitations declined.
  await trx
    .updateTable('campaigns')
    .set({ status: 'closed', closed_at: now, updated_at: now })
    .where('brand_id', '=', id)
    .where('status', 'in', ['draft', 'open'])
    .execute();
  await trx
    .updateTable('applications')
    .set({ status: 'withdrawn', updated_at: now })
    .where('creator_id', '=', id)
    .where('status', 'in', ['submitted', 'shortlisted'])
    .execute();
  await trx
    .updateTable('campaign_invitations')
    .set({ status: 'declined', updated_at: now })
    .where('creator_id', '=', id)
    .where('status', '=', 'pending')
    .execute();

  // What was only the person's own: gone.
  for (const table of ['notifications', 'user_events', 'notification_preferences', 'recent_searches', 'saved_searches'] as const)
    await trx.deleteFrom(table).where('user_id', '=', id).execute();
  await trx.deleteFrom('shortlists').where('brand_id', '=', id).execute();
  await trx.deleteFrom('hidden_creators').where('brand_id', '=', id).execute();
  await trx.deleteFrom('shortlist_entries').where('creator_id', '=', id).execute();
  await trx.deleteFrom('one_time_tokens').where('user_id', '=', id).execute();
  // The trail of who looked at whom (analytics and insights): the account's own visits and searches,
  // and the counts of its own page. Others' figures drop by what this account did.
  await trx.deleteFrom('campaign_views').where('viewer_id', '=', id).execute();
  await trx
    .deleteFrom('creator_search_appearances')
    .where((eb) => eb.or([eb('brand_id', '=', id), eb('creator_id', '=', id)]))
    .execute();
  await trx
    .deleteFrom('creator_profile_views')
    .where((eb) => eb.or([eb('brand_id', '=', id), eb('creator_id', '=', id)]))
    .execute();
  await trx.deleteFrom('creator_page_views').where('creator_id', '=', id).execute();
  await endAllSessions(trx, id);
  return removed;
}

/** DELETE /account: with the password; 204, and the session is gone. */
export const deleteAccountProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/account',
      summary: 'Delete your account',
      description:
        'Needs the password (a wrong one is 400; guesses count as failed logins). Refused with 409 and a `reason` (`open_deals`, `money_held`, `money_available`, `money_owed`) while a deal is not over or the account holds, clears, has or owes money. Otherwise the profile, rate card, photo and portfolio are removed, the account’s messages lose their text, its name reads "Deleted user", its email address is freed, every session ends, its open campaigns close and its applications are withdrawn; deals and the ledger’s transfers stay.',
      tags,
    },
    successStatus: 204,
    refusals: ['conflict', 'rate_limited'],
  })
  .input(deleteAccountSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx.deps, ctx.session, input, ctx.ip);
    ctx.clearSessionCookie();
  });
