import { createStripeConnect, reconcileStripe } from '@sponsorly/api';
import { reconcileInputSchema } from '@sponsorly/shared';
import { loadConfig } from '../config';
import { openToolDatabase } from './open-database';

const USAGE = 'Usage: npm run payments:reconcile -- [YYYY-MM-DD] (the day to compare from, UTC; 7 days ago by default)';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const movements = (n: number) => `${n} movement${n === 1 ? '' : 's'}`;

/**
 * `npm run payments:reconcile`: Stripe's balance history since a day against the books (the admin
 * console's card runs the same comparison). Exits 0 when every movement matches, 1 naming each difference.
 */
async function main(args: string[]): Promise<number> {
  const since = args[0] ?? new Date(Date.now() - WEEK_MS).toISOString().slice(0, 10);
  const checked = reconcileInputSchema.safeParse({ since });
  if (!checked.success || args.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.stripe) {
    console.error('Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
    return 2;
  }
  const database = await openToolDatabase(config);
  try {
    const result = await reconcileStripe(database.db, createStripeConnect(config.stripe), new Date(`${since}T00:00:00Z`));
    if (result.differences.length === 0) {
      console.log(`Stripe and the books agree since ${since}: ${movements(result.matched)} matched.`);
      return 0;
    }
    const differ = result.differences.length;
    console.error(`Since ${since}, ${movements(result.matched)} matched and ${differ} ${differ === 1 ? 'differs' : 'differ'}:`);
    for (const d of result.differences)
      console.error(`  - ${d.kind} ${d.stripe_id ?? '(none at Stripe)'} / ${d.ledger_id ?? '(none in the books)'}: ${d.reason}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
