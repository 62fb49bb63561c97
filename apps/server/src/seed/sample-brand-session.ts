import { createSession } from '@sponsorly/api';
import type { Server } from '../create-server';
import { seedSampleData } from './accounts';
import { seedMarketplace } from './marketplace';
import { SAMPLE_BRANDS } from './people';

/** What a logged-in audit of the app opens: a session of the first sample brand and its delivered deal's page. */
export interface SampleBrandSession {
  /** The session token, for the browser's session cookie. */
  session: string;
  dealPath: string;
}

/**
 * The sample marketplace of `npm run seed` on `server`, and a session of its first brand, whose delivered
 * deal holds the richest page of the app: what the Lighthouse audit of the logged-in pages
 * (bench/lighthouse.ts) and the stability journey (e2e/app-pages-stability.test.ts) open.
 */
export async function seedSampleBrandSession(
  server: Pick<Server, 'app' | 'deps'>,
  now: Date,
  device: string,
): Promise<SampleBrandSession> {
  const { db } = server.deps;
  await seedSampleData(db, now);
  await seedMarketplace(server, now);
  const brand = await db.selectFrom('users').select('id').where('email', '=', SAMPLE_BRANDS[0]!.email).executeTakeFirstOrThrow();
  const deal = await db
    .selectFrom('deals')
    .select('id')
    .where('brand_id', '=', brand.id)
    .where('status', '=', 'delivered')
    .executeTakeFirstOrThrow();
  return { session: await createSession(db, brand.id, now, device), dealPath: `/deals/${deal.id}` };
}
