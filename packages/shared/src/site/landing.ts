import { DEAL_DURATIONS, DEAL_LIMITS } from '../deals/limits';

const HOUR = 60 * 60 * 1000;

/**
 * The landing's words for brands and its pricing. Every claim is what the deal's rules do
 * (docs/marketplace.md, docs/payments.md); `{fee}` is filled from the platform's fee setting.
 */
export const LANDING_COPY = {
  pricing: 'Free for creators. Brands pay {fee} per deal.',
  brandSteps: [
    {
      title: 'Post a campaign or search',
      text: 'Publish a brief creators apply to, or search creators by platform, niche, audience and price.',
    },
    {
      title: 'Agree an offer',
      text: 'Send the deliverables, dates, price and usage rights. The creator accepts, declines or counters until you agree.',
    },
    {
      title: 'Pay into escrow',
      text: `Fund the deal within ${DEAL_DURATIONS.fundingMs / HOUR} hours of its acceptance. Sponsorly holds the money while the creator works.`,
    },
    {
      title: 'Approve the work',
      text: 'Review each draft, ask for changes, and approve when it is right: your approval releases the payment to the creator.',
    },
  ],
  escrow: [
    {
      title: 'Held until you approve',
      text: 'Your payment stays with Sponsorly from funding until the work is approved; nobody can withdraw it meanwhile.',
    },
    {
      title: 'Released on approval',
      text: `The creator is paid when you approve, or when the review window (${DEAL_LIMITS.reviewDaysMin} to ${DEAL_LIMITS.reviewDaysMax} days, set in the offer) ends without you asking for changes or opening a dispute.`,
    },
    {
      title: 'Refunded if the deal is cancelled',
      text: 'A cancelled deal gives you back the price and the fee in full, to your Sponsorly balance for your next deal or back to your card.',
    },
    {
      title: 'Disputes decided by a person',
      text: 'If you and the creator disagree about the work, a Sponsorly admin reads the deal and releases the money, refunds it or splits it.',
    },
  ],
  pricingPlans: [
    {
      audience: 'Creators',
      price: 'Free',
      text: 'No fee and no subscription: you receive the whole price you agree.',
    },
    {
      audience: 'Brands',
      price: '{fee} per deal',
      text: 'Paid on top of the creator’s price when you fund a deal, and given back with it if the deal is cancelled. No subscription.',
    },
  ],
} as const;

/** The landing's showcase of creators who chose to be shown (docs/landing-and-legal-pages.md "Showcase"). */
export const SHOWCASE_COPY = {
  eyebrow: 'Creators on Sponsorly',
  title: 'Meet some of our creators',
  lead: 'Verified creators who chose to be shown here. Open a page to see their work and rates.',
  optIn: 'Show me on Sponsorly’s home page',
  optInHint:
    'Your name, photo, main platform and location, linking to your page, while your page is public and you have a photo.',
} as const;

/** How many creators the landing's showcase shows at most. */
export const SHOWCASE_LIMITS = { size: 8 } as const;
