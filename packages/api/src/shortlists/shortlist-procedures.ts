import { DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { roleProcedure } from '../trpc';

/** The OpenAPI tag of lists and hidden creators. */
export const tags = ['Shortlists'];

/** Lists and hidden creators belong to a brand; the role comes from the session, checked before the input is read. */
export const listsProcedure = roleProcedure('brand', DISCOVERY_MESSAGES.shortlistsBrandsOnly);
export const hideProcedure = roleProcedure('brand', DISCOVERY_MESSAGES.hideBrandsOnly);
