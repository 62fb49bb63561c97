import { MODERATION_LIMITS } from './enums';

/** What reporting and moderation say, on the pages and in the API. */
export const MODERATION_MESSAGES = {
  reportReceived: 'Thank you: your report was received. Our team will look at it.',
  reasonRequired: 'Choose a reason.',
  detailsTooLong: `Keep the details to ${MODERATION_LIMITS.detailsMax} characters.`,
  detailsRequired: 'Say what is wrong in the details.',
  notFound: 'There is nothing to report with this id.',
  cannotReportYourself: 'You cannot report yourself.',
  reportNotFound: 'No report with this id.',
  adminReasonRequired: 'Give a reason: every administrator action is recorded with one.',
  adminReasonTooLong: `Keep the reason to ${MODERATION_LIMITS.reasonMax} characters.`,
  userNotFound: 'No account with this id.',
  campaignNotFound: 'No campaign with this id.',
  reviewNotFound: 'No review with this id.',
  reportClosed: 'This report was closed already.',
  cannotSuspendAdmin: 'An administrator cannot be suspended.',
  /** The login refusal of a suspended account, with the address to write to. */
  accountSuspended: (support: string) => `This account is suspended. If you think this is a mistake, write to ${support}.`,
  /** The notification a warned account receives. */
  warning: (reason: string) => ({
    title: 'A warning from the Sponsorly team',
    body: `${reason} Please keep to the marketplace's rules: an account that keeps breaking them is suspended.`,
    action: 'Read it',
  }),
  /** The reason on the dispute that freezes a suspended account's funded deal. */
  frozenDisputeReason:
    'One side of this deal was suspended by the Sponsorly team. The deal is paused until an admin releases or refunds the payment.',
} as const;
