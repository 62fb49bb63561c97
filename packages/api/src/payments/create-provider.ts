import type { PaymentProviderName } from '@sponsorly/shared';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeConnect, type StripeConnect, type StripeSettings } from './stripe/stripe-connect';
import { createStripeProvider } from './stripe/stripe-provider';

export interface PaymentProviders {
  /** The one PAYMENT_PROVIDER names: every new operation goes through it. */
  payments: PaymentProvider;
  /** The others this process can reach, to finish operations they started (provider-of.ts). */
  otherPaymentProviders: PaymentProvider[];
  stripe?: StripeConnect;
}

/**
 * The providers of PAYMENT_PROVIDER and the settings: the sandbox always (it needs nothing), Stripe when
 * its keys are set. The configuration has checked that the one named can be made.
 */
export function createPaymentProviders(name: PaymentProviderName, stripeSettings?: StripeSettings): PaymentProviders {
  const stripe = stripeSettings ? createStripeConnect(stripeSettings) : undefined;
  const all = [createSandboxProvider(), ...(stripe ? [createStripeProvider(stripe)] : [])];
  const payments = all.find((provider) => provider.name === name);
  if (!payments) throw new Error(`PAYMENT_PROVIDER=${name} needs its settings`);
  return { payments, otherPaymentProviders: all.filter((provider) => provider !== payments), ...(stripe ? { stripe } : {}) };
}
