import { z } from 'zod';
import { PAYMENT_MESSAGES } from './messages';

/** 16 digits, spaces allowed between groups, as people type a card number. */
const cardNumber = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{16}$/, PAYMENT_MESSAGES.cardNumberInvalid));

/**
 * Funding a deal with the sandbox provider: a test card number, or none (the sandbox's card that
 * succeeds). The amount is never taken from the client: the server reads it from the agreed terms.
 */
export const fundDealSchema = z.object({
  card_number: cardNumber.optional(),
});

/** POST /deals/:id/fund: the deal's id with the card. */
export const fundDealInputSchema = fundDealSchema.extend({ id: z.string() });
export type FundDealInput = z.infer<typeof fundDealSchema>;
