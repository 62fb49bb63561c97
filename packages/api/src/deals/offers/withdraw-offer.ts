import { step } from './take-step';

/** POST /deals/:id/withdraw: the side that sent the terms takes them back. */
export const withdrawOfferProcedure = step('withdraw');
