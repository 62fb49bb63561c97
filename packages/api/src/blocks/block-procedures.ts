import { authedProcedure } from '../trpc';

/** The OpenAPI tag of blocking. */
export const tags = ['Blocking'];

/** Any logged-in account blocks, unblocks and lists its blocks; a brand blocks creators, a creator brands. */
export const blockProcedure = authedProcedure;
