import { RATE_CARD_MESSAGES } from '@sponsorly/shared';
import { roleProcedure } from '../trpc';

/** The rate card procedures' group in the API document. */
export const tags = ['Rate card'];

/** Only a creator has a rate card; the check runs before the input is read. */
export const creatorProcedure = roleProcedure('creator', RATE_CARD_MESSAGES.creatorsOnly);
