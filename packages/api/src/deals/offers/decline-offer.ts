import { step } from './take-step';

/** POST /deals/:id/decline: the awaited side declines the offer. */
export const declineOfferProcedure = step('decline');
