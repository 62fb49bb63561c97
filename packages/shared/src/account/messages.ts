/** What the account's data pages and the API say: the download, and deleting the account. */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  wrongPassword: 'That is not your password. Your account was not deleted.',
  /** Refusals of a deletion (409), by reason. */
  openDeals: (count: number) =>
    `You have ${count === 1 ? 'a deal' : `${count} deals`} still open. Finish, decline or cancel ${
      count === 1 ? 'it' : 'them'
    } before you delete your account.`,
  moneyHeld: 'Money is still held for a deal or waiting to clear. Delete your account once it has been released or refunded.',
  moneyAvailable: (brand: boolean) =>
    brand
      ? 'Your Sponsorly balance still holds money. Send it back to your card before you delete your account.'
      : 'You still have money to withdraw. Withdraw it before you delete your account.',
  moneyOwed: 'Your account owes a card payment your bank took back. Settle it before you delete your account.',
  /** The name a deleted account shows everywhere it is still seen (its deals, conversations, reviews). */
  deletedName: 'Deleted user',
  /** What a deleted account's messages read. */
  removedMessage: 'This message was removed when its sender deleted their account.',
  /** Shown on the landing page after the deletion logs the person out. */
  deleted: 'Your account has been deleted. Thank you for using Sponsorly.',
} as const;

/** Why a deletion was refused: the `reason` of the 409 body. */
export const ACCOUNT_DELETION_REFUSALS = ['open_deals', 'money_held', 'money_available', 'money_owed'] as const;
export type AccountDeletionRefusal = (typeof ACCOUNT_DELETION_REFUSALS)[number];
