import { router } from '../trpc';
import { blockUserProcedure } from './block-user';
import { listBlocksProcedure } from './list-blocks';
import { unblockUserProcedure } from './unblock-user';

/** Blocks between a brand and a creator (docs/blocking-and-verified-brands.md). */
export const blocksRouter = router({
  list: listBlocksProcedure,
  block: blockUserProcedure,
  unblock: unblockUserProcedure,
});
