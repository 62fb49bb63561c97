import { CAMPAIGN_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';

// Another brand's campaign answers exactly as one that does not exist: ids tell nothing.
export const campaignNotFound = () => new AppError(404, ERROR_CODES.notFound, m.notFound);

/**
 * A change the campaign's (or application's, invitation's) current state does not allow, usually because
 * someone moved first: 409 `state_changed`, with the state it is in now so the page can show it.
 */
export const stateChanged = (status: string, message: string = m.stateChanged) =>
  new AppError(409, ERROR_CODES.stateChanged, message, { body: { status } });
