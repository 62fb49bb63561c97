import { BRAND_VERIFICATION_MESSAGES } from '@sponsorly/shared';
import { roleProcedure } from '../trpc';

/** The OpenAPI tag of brand verification. */
export const tags = ['Profiles'];

/** Only a brand verifies a company; the role comes from the session, checked before the input is read. */
export const brandProcedure = roleProcedure('brand', BRAND_VERIFICATION_MESSAGES.brandsOnly);
