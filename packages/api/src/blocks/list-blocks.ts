import { blocksAnswerSchema } from '@sponsorly/shared';
import { blockProcedure, tags } from './block-procedures';
import { loadBlockedAccounts } from './blocked-accounts';

/** GET /blocks: the accounts the user blocked, last blocked first (a few at most: no pages). */
export const listBlocksProcedure = blockProcedure
  .meta({ openapi: { method: 'GET', path: '/blocks', summary: 'The accounts you blocked', tags } })
  .output(blocksAnswerSchema)
  .query(async ({ ctx }) => ({ items: await loadBlockedAccounts(ctx.deps.db, ctx.session.user.id) }));
