import {
  creatorIdSchema,
  DISCOVERY_LIMITS,
  ERROR_CODES,
  PROFILE_MESSAGES,
  SIMILARITY_TERM_KINDS,
  similarCreatorsAnswerSchema,
  type SharedTerm,
  type SimilarCreator,
  type SimilarityTermKind,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { isAdmin } from '../auth/users';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { authedProcedure } from '../trpc';
import { visibleTo } from './search-conditions';
import { tags } from './search-procedures';

/**
 * "More like this": creators who share this creator's terms (categories, vertical, content types,
 * location), the rarer the shared term the closer (each shared term weighs ln(N / creators with it), as
 * in inverse document frequency): sharing "vegan" and "Lisbon" says more than sharing "lifestyle". The
 * shared terms come with each, rarest first, as the reason. The viewer's right to see the page is
 * checked by the caller.
 */
export async function findSimilarCreators(deps: ServiceDeps, viewerId: string, creatorId: string): Promise<SimilarCreator[]> {
  // Only a creator with a page (verified) has suggestions; anyone else is not found, as on the page.
  const page = await deps.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', creatorId)
    .where('user_type', '=', 'creator')
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!page) throw new AppError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.creatorNotFound);
  const { rows } = await sql<{ creator_id: string; shared: string[] }>`
    with source as (select terms from creator_search where creator_id = ${creatorId}),
    frequency as (
      select t as term, (select count(*) from creator_search c where c.visible and c.terms @> array[t]) as n
      from source, unnest(source.terms) t
    ),
    everyone as (select count(*) as n from creator_search where visible)
    select s.creator_id,
      array(select f.term from frequency f where f.term = any(s.terms) order by f.n, f.term) as shared,
      (select sum(ln((everyone.n + 1)::float8 / (f.n + 1))) from frequency f where f.term = any(s.terms)) as score
    from creator_search s, source, everyone
    where ${visibleTo(viewerId)} and s.terms && source.terms and s.creator_id <> ${creatorId}
    order by score desc, s.creator_id
    limit ${DISCOVERY_LIMITS.similarMax}`.execute(deps.db);
  const cards = new Map(
    (
      await loadCreatorCards(
        deps.db,
        rows.map((r) => r.creator_id),
      )
    ).map((card) => [card.id, card]),
  );
  return rows.flatMap((row) => {
    const creator = cards.get(row.creator_id);
    return creator ? [{ creator, shared_terms: row.shared.map(toSharedTerm).filter((t): t is SharedTerm => t !== null) }] : [];
  });
}

/** `category:vegan` is `{kind: 'category', value: 'vegan'}`. */
function toSharedTerm(term: string): SharedTerm | null {
  const colon = term.indexOf(':');
  const kind = term.slice(0, colon) as SimilarityTermKind;
  return SIMILARITY_TERM_KINDS.includes(kind) ? { kind, value: term.slice(colon + 1) } : null;
}

/** GET /creators/{id}/similar: like the creator's page itself, for brands and admins, and the creator at their own. */
export const findSimilarCreatorsProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/creators/{id}/similar', summary: 'Creators like this one', tags },
    refusals: ['forbidden', 'not_found'],
  })
  .input(creatorIdSchema)
  .output(similarCreatorsAnswerSchema)
  .query(async ({ ctx, input }) => {
    const user = ctx.session.user;
    if (user.user_type !== 'brand' && user.id !== input.id && !isAdmin(user, ctx.deps.settings.adminEmails)) {
      throw new AppError(403, ERROR_CODES.forbidden, PROFILE_MESSAGES.creatorForbidden);
    }
    if (!isUuid(input.id)) throw new AppError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.creatorNotFound);
    return { items: await findSimilarCreators(ctx.deps, user.id, input.id) };
  });
