import { CAMPAIGN_MESSAGES as m } from '@sponsorly/shared';
import { roleProcedure } from '../trpc';

/** Brands make and run campaigns, read their applications and invite creators. */
export const brandProcedure = roleProcedure('brand', m.brandsOnly);
/** Creators apply, withdraw, and answer invitations. */
export const applicantProcedure = roleProcedure('creator', m.creatorsOnlyApply);
export const inviteeProcedure = roleProcedure('creator', m.creatorsOnlyInvitations);

/** The OpenAPI tag of campaigns and invitations. */
export const tags = ['Campaigns'];
