import { step } from './take-step';

/** POST /deals/:id/extend: the creator extends the offer’s expiry, once. */
export const extendOfferProcedure = step('extend');
