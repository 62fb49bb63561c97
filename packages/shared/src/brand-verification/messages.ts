import { BRAND_VERIFICATION_LIMITS as L } from './limits';

/** What verifying a brand's company says. */
export const BRAND_VERIFICATION_MESSAGES = {
  brandsOnly: 'Only brands verify a company.',
  emailRequired: 'Enter your work email address.',
  emailInvalid: 'Enter a valid email address, like you@yourcompany.com.',
  websiteMissing: 'Add your company’s website to your profile first: the address must be at its domain.',
  freeMailDomain: 'Use your work address at your company’s domain: free email providers cannot verify a company.',
  offDomain: (domain: string) => `Use an address at ${domain}, your website’s domain (or one of its subdomains).`,
  codeRequired: `Enter the ${L.codeDigits}-digit code from the email.`,
  codeInvalid: `Enter the ${L.codeDigits} digits from the email.`,
  codeWrong: 'That code is not right. Check the email and try again.',
  codeExpired: 'That code has expired. Ask for a new one.',
  noCode: 'There is no code waiting. Ask for a new one.',
  tooManyTries: 'Too many wrong codes. You can ask for a new code once this one has expired.',
  resendTooSoon: 'A code was just sent. Wait a minute before asking for another.',
  websiteChanged: 'Your website changed since the code was sent. Ask for a new code.',
  verifiedBadge: 'Verified company',
  verifiedBadgeHint: (domain: string) => `This brand proved it receives email at ${domain}.`,
} as const;
