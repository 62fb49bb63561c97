import { postJournal } from '@sponsorly/api';
import type { PaymentProviderName } from '@sponsorly/shared';
import type { Account } from './deals';
import type { TestServer } from './test-server';

let credits = 0;

/**
 * Money put straight into a wallet, as an earlier step would have left it: a brand's balance (a card
 * payment came in) or a creator's available earnings (a deal's money cleared), from the provider's account.
 */
export function creditWallet(server: TestServer, who: Account, amount: number, provider: PaymentProviderName = 'sandbox') {
  const brand = who.user.user_type === 'brand';
  return server.database.db.transaction().execute((trx) =>
    postJournal(
      trx,
      [
        {
          kind: 'single',
          id: `test-credit:${who.user.id}:${++credits}:${amount}`,
          debit: { kind: 'provider', provider, currency: 'USD' },
          credit: { kind: brand ? 'brand_balance' : 'creator_available', userId: who.user.id, currency: 'USD' },
          amount,
          code: brand ? 'funding' : 'clearing',
        },
      ],
      server.clock.now,
    ),
  );
}
