import { step } from './take-step';

/** POST /deals/:id/accept: the awaited side accepts the terms (-> awaiting_funding). */
export const acceptOfferProcedure = step('accept');
