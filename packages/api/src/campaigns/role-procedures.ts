import { CAMPAIGN_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import { authedProcedure } from '../trpc';

/** The role comes from the session, checked before the input is read. */
const onlyFor = (userType: 'brand' | 'creator', message: string) =>
  authedProcedure.use(({ ctx, next }) => {
    if (ctx.session.user.user_type !== userType) throw new AppError(403, ERROR_CODES.forbidden, message);
    return next();
  });

/** Brands make and run campaigns, read their applications and invite creators. */
export const brandProcedure = onlyFor('brand', m.brandsOnly);
/** Creators apply, withdraw, and answer invitations. */
export const applicantProcedure = onlyFor('creator', m.creatorsOnlyApply);
export const inviteeProcedure = onlyFor('creator', m.creatorsOnlyInvitations);
