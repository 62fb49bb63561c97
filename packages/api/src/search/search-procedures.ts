import { DISCOVERY_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import { isAdmin } from '../auth/users';
import { AppError } from '../lib/app-error';
import { authedProcedure } from '../trpc';

/** The OpenAPI tag of creator search. */
export const tags = ['Creator search'];

/** Brands and admins search creators; the role comes from the session, checked before the input is read. */
export const searcherProcedure = authedProcedure.meta({ access: ['brand', 'admin'] }).use(({ ctx, next }) => {
  const user = ctx.session.user;
  if (user.user_type !== 'brand' && !isAdmin(user, ctx.deps.settings.adminEmails)) {
    throw new AppError(403, ERROR_CODES.forbidden, DISCOVERY_MESSAGES.searchBrandsOnly);
  }
  return next();
});
