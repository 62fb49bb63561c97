import { PORTFOLIO_MESSAGES } from '@sponsorly/shared';
import { roleProcedure } from '../trpc';

/** The portfolio procedures' group in the API document (with photos). */
export const tags = ['Photos and portfolio'];

/** Only a creator has a portfolio; the check runs before the input is read. */
export const creatorProcedure = roleProcedure('creator', PORTFOLIO_MESSAGES.creatorsOnly);
