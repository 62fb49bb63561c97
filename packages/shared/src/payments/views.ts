import type { Currency } from '../deals/offers/enums';

/**
 * A person's money on Sponsorly, from the ledger. A brand: `available` to fund deals or send back to
 * its card, `held` in deals under way, `paid_out` sent back to its card. A creator: `held` for them in
 * deals under way, `pending` released for approved work and clearing, `available` to withdraw,
 * `paid_out` withdrawn.
 */
export interface WalletView {
  currency: Currency;
  available_cents: number;
  pending_cents: number;
  held_cents: number;
  paid_out_cents: number;
}
