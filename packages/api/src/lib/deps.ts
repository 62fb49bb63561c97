import type { Database, Kysely } from '@sponsorly/db';
import type { EmailTransport } from '@sponsorly/email';
import type { PlatformClients, SiteSocialNetwork } from '@sponsorly/shared';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import type { FileStorage } from '../files/file-storage';
import type { PaymentProvider } from '../payments/provider';
import type { StripeConnect } from '../payments/stripe/stripe-connect';
import type { UserEventHub } from '../realtime/user-event-hub';
import type { RateLimiters } from './rate-limits';

/** Settings the services need, taken from the validated server configuration. */
export interface ServiceSettings {
  appUrl: string;
  /** SECRET: signs the links emails carry without a login (a kind of email's one-click unsubscribe). */
  linkSecret: string;
  mailFrom: string;
  adminEmails: readonly string[];
  /** The spec's {email}, {phone} and street address, shown on the landing page. */
  contact: { email: string; phone: string; address: string };
  /** SOCIAL_<NETWORK>_URL: Sponsorly's own accounts, in the pages' order; an unset one is absent. */
  socialLinks?: readonly { network: SiteSocialNetwork; url: string }[];
  /** COMPANY_NAME: the platform's legal name, with `contact.address` at the head of receipts and statements. */
  companyName: string;
  outbox: { maxAttempts: number; backoffBaseMs: number; backoffMaxMs: number; pollIntervalMs: number; claimLeaseMs: number };
  /** PLATFORM_FEE_PERCENT: the fee a brand pays on a deal's price (DEAL_LIMITS.defaultPlatformFeePercent when unset). */
  platformFeePercent?: number;
  /** The largest upload accepted (DELIVERABLE_LIMITS.fileMaxBytes when unset). */
  uploadMaxBytes?: number;
  /** CLEARING_DAYS: days released money clears before it can be withdrawn (REVIEW_DURATIONS.defaultClearingDays when unset). */
  clearingDays?: number;
  /** How often the timer worker looks for due deadlines (packages/api/src/timers). */
  timerPollIntervalMs?: number;
  /** The platforms creators can connect, with their OAuth clients (connections/); none when unset. */
  platforms?: PlatformClients;
  /** PLATFORM_TIMEOUT_MS: how long a call to a platform may take. */
  platformTimeoutMs?: number;
  /** The key that seals platform tokens, derived from SECRET (connections/token-cipher.ts). */
  tokenKey?: Buffer;
}

/** Everything a service needs, passed in rather than imported, so tests can run each part for real. */
export interface ServiceDeps {
  db: Kysely<Database>;
  /**
   * Whether two statements can run at once: a PostgreSQL server's pool can, embedded PGlite (one
   * connection) runs them in turn. A service that needs two independent reads then runs them side by side
   * or does both in one statement (search/search-creators.ts).
   */
  parallelStatements: boolean;
  settings: ServiceSettings;
  limiters: RateLimiters;
  transport: EmailTransport;
  /** The clock; tests move it forward to check expiry. */
  now: () => Date;
  /** Guards the public forms (contact, newsletter). */
  captcha: CaptchaVerifier;
  /** Where uploaded files live (the local disk under DATA_DIR by default). */
  files: FileStorage;
  /** Where money comes from and goes to (PAYMENT_PROVIDER; the sandbox by default). */
  payments: PaymentProvider;
  /**
   * The other providers this process can still reach: a payment operation is always finished through the
   * provider that started it (its `provider` column), even after PAYMENT_PROVIDER changed (payments/provider-of.ts).
   */
  otherPaymentProviders?: readonly PaymentProvider[];
  /** Stripe Connect, when its keys are set (payments/stripe): creators' payout accounts and Stripe's webhooks. */
  stripe?: StripeConnect;
  /** Called after a provider's webhook is kept, so the timer worker applies it at once rather than on its next round. */
  notifyProviderEvents?: () => void;
  /** Called after a transaction that queued email commits, so delivery starts at once. */
  notifyOutbox: () => void;
  /** This process's listener for the real-time streams (realtime/); absent where nothing streams (service tests, benchmarks). */
  userEvents?: UserEventHub;
}
