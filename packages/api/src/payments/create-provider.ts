import type { PaymentProviderName } from '@sponsorly/shared';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';

/** The provider PAYMENT_PROVIDER names. Only the sandbox exists so far; Stripe joins it here. */
export function createPaymentProvider(name: PaymentProviderName): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider();
  }
}
