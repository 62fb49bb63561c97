import { AUTH_DURATIONS, AUTH_LIMITS, AUTH_RATE_LIMITS } from './auth/limits';
import { FIELD_LIMITS } from './common/limits';
import { PROFILE_LIMITS } from './profile/limits';
import { PUBLIC_FORM_LIMITS, PUBLIC_FORM_RATE_LIMITS } from './public-forms/limits';
import { SITE_TIMINGS } from './site/timings';

/*
 * The features' limits under the names the code used before each feature had its own module. Closed to
 * new keys: a new feature exports its own constants from its folder (docs/decisions/0008-a-home-for-each-feature.md).
 */

/** Every length and count the product enforces. */
export const LIMITS = { ...FIELD_LIMITS, ...AUTH_LIMITS, ...PROFILE_LIMITS, ...PUBLIC_FORM_LIMITS } as const;

/** Time-based rules, in milliseconds. */
export const DURATIONS = { ...AUTH_DURATIONS, ...SITE_TIMINGS } as const;

/** Rate-limit defaults; the server multiplies each `points` by RATE_LIMIT_FACTOR. */
export const RATE_LIMITS = { ...AUTH_RATE_LIMITS, ...PUBLIC_FORM_RATE_LIMITS } as const;
