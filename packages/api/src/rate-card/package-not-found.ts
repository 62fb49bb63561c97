import { ERROR_CODES, RATE_CARD_MESSAGES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';

/**
 * Another creator's package answers exactly as one that does not exist: its id tells the caller
 * nothing about whether it is real.
 */
export const packageNotFound = () => new AppError(404, ERROR_CODES.notFound, RATE_CARD_MESSAGES.notFound);
