import { AUTH_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';

/** Another account's session answers as an unknown id, so ids cannot be probed. */
export const sessionNotFound = () => new AppError(404, ERROR_CODES.notFound, AUTH_MESSAGES.account.sessionNotFound);
