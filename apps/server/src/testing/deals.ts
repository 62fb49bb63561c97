import { bearer, createVerifiedAccount } from './accounts';
import type { TestServer } from './test-server';

export type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

/** The calendar day `days` after the test clock's now, as offers take due dates. */
export const dayFromNow = (server: TestServer, days: number) =>
  new Date(server.clock.now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** An offer's body: one Reel due in two weeks for $450, organic rights for 90 days. */
export function offerBody(server: TestServer, creatorId: string, overrides: Record<string, unknown> = {}) {
  return {
    creator_id: creatorId,
    deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: dayFromNow(server, 14), notes: 'Show the unboxing.' }],
    price_cents: 45_000,
    currency: 'USD',
    revisions_included: 2,
    review_days: 3,
    usage_rights: { kind: 'organic', duration_days: 90 },
    message: 'We love your reels.',
    ...overrides,
  };
}

/** A REST call as a client makes it, with a bearer token and optional headers. */
export function dealCall(server: TestServer) {
  return (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The version of the terms a deal shows now, which a page that has just loaded it names when it answers. */
export async function versionShown(server: TestServer, dealId: string): Promise<number> {
  const deal = await server.database.db
    .selectFrom('deals')
    .select('current_version')
    .where('id', '=', dealId)
    .executeTakeFirstOrThrow();
  return deal.current_version;
}

/** Accepts the terms a deal shows now, over REST, as a person who has just loaded its page. */
export async function acceptLatest(server: TestServer, dealId: string, token: string, headers: Record<string, string> = {}) {
  return dealCall(server)('POST', `/api/deals/${dealId}/accept`, token, { version: await versionShown(server, dealId) }, headers);
}

/** The cast of the deals API tests: a brand (with a company name), a creator, a stranger of each kind, and an admin. */
export async function dealAccounts(server: TestServer, adminEmail: string) {
  const [brand, creator, otherBrand, otherCreator, admin] = await Promise.all([
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' }),
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'creator'),
    createVerifiedAccount(server, 'creator', { email: adminEmail }),
  ]);
  await server.database.db
    .updateTable('brand_profiles')
    .set({ company_name: 'Acme Labs' })
    .where('user_id', '=', brand.user.id)
    .execute();
  return { brand, creator, otherBrand, otherCreator, admin };
}

/** The emails the fake Mailgun received for one person, subjects only. */
export const subjectsTo = (server: TestServer, email: string) => server.mail.to(email).map((m) => m.subject);
