import type { PaymentProviderName } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import type { PaymentProvider } from './provider';

/**
 * The provider that started an operation, by the name its row keeps. An operation's idempotency key
 * means something only to that provider, and its money sits in that provider's ledger account: asking
 * another would move money twice or record it in the wrong place. Undefined when this process cannot
 * reach it (its settings were removed): the operation then waits, and `ledger:check` reports it.
 */
export function providerOf(
  deps: Pick<ServiceDeps, 'payments' | 'otherPaymentProviders'>,
  name: string,
): PaymentProvider | undefined {
  if (deps.payments.name === name) return deps.payments;
  return deps.otherPaymentProviders?.find((provider) => provider.name === (name as PaymentProviderName));
}
