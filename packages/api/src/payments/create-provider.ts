import type { PaymentProviderName } from '@sponsorly/shared';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';

/** The provider PAYMENT_PROVIDER names. */
export function createPaymentProvider(name: PaymentProviderName): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider();
    case 'stripe':
      throw new Error('PAYMENT_PROVIDER=stripe is not available yet');
  }
}
