import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_VERIFICATION_LIMITS, BRAND_VERIFICATION_MESSAGES as m } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { caller, publishedCampaign } from '../testing/campaigns';
import type { Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let call: ReturnType<typeof caller>;
let brand: Account;
let creator: Account;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  call = caller(server);
  [brand, creator] = await Promise.all([createVerifiedAccount(server, 'brand'), createVerifiedAccount(server, 'creator')]);
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.deleteFrom('brand_verification_codes').execute();
  await server.database.db
    .updateTable('brand_profiles')
    .set({ website: 'https://www.acme-labs.com', company_name: 'Acme Labs' })
    .where('user_id', '=', brand.user.id)
    .execute();
  await server.database.db.updateTable('brand_profiles').set({ verified_domain: null, verified_at: null }).execute();
});

const request = (email: string, token = brand.sessionToken) => call('POST', '/api/brand/verification', token, { email });
const confirm = (code: string, token = brand.sessionToken) => call('POST', '/api/brand/verification/confirm', token, { code });
const status = async () => (await call('GET', '/api/brand/verification', brand.sessionToken)).json();

/** The code in the newest verification email to `to`, once the outbox has sent it. */
async function codeSentTo(to: string): Promise<string> {
  await server.deliverEmail();
  const mail = server.mail.to(to).findLast((sent) => sent.subject.includes('company verification code'));
  const code = mail?.subject.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  expect(mail!.text).toContain(code);
  return code;
}

/** A code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 10 ** BRAND_VERIFICATION_LIMITS.codeDigits).padStart(6, '0');

describe('verifying a brand’s company domain', () => {
  it('sends a code to an address at the website’s domain (202), stored hashed; the right code verifies (200)', async () => {
    const sent = await request('Jane@Acme-Labs.com');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sent_to: 'jane@acme-labs.com', expires_at: expect.any(String) });
    expect(new Date(sent.json().expires_at).getTime() - server.clock.now.getTime()).toBe(15 * 60_000);
    const code = await codeSentTo('jane@acme-labs.com');
    const row = await server.database.db.selectFrom('brand_verification_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await status()).pending).toEqual({ email: 'jane@acme-labs.com', expires_at: sent.json().expires_at });

    const done = await confirm(code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ verified: true, domain: 'acme-labs.com' });
    expect(await status()).toEqual({ verified: true, domain: 'acme-labs.com', website_domain: 'acme-labs.com', pending: null });
    // Spent: the same code again has nothing to match.
    expect((await confirm(code)).json().message).toBe(m.noCode);
  });

  it('takes a subdomain of the website’s domain', async () => {
    expect((await request('ops@team.acme-labs.com')).statusCode).toBe(202);
    expect((await confirm(await codeSentTo('ops@team.acme-labs.com'))).statusCode).toBe(200);
  });

  it('refuses free mail providers and addresses off the website’s domain (400), sending nothing', async () => {
    for (const email of [
      'jane@gmail.com',
      'jane@outlook.com',
      'jane@yahoo.com',
      'jane@hotmail.com',
      'jane@icloud.com',
      'jane@proton.me',
    ]) {
      const refused = await request(email);
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json(), email).toMatchObject({ code: 'validation_error', message: m.freeMailDomain });
    }
    for (const email of ['jane@acme-labs.co', 'jane@evilacme-labs.com', 'jane@acme-labs.com.evil.example']) {
      const refused = await request(email);
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json().message, email).toBe(m.offDomain('acme-labs.com'));
    }
    expect((await request('not an email')).statusCode).toBe(400);
    await server.deliverEmail();
    expect(server.mail.to('jane@gmail.com')).toEqual([]);
    expect(await server.database.db.selectFrom('brand_verification_codes').selectAll().execute()).toEqual([]);
  });

  it('refuses a brand without a website, and anyone but a brand', async () => {
    await server.database.db.updateTable('brand_profiles').set({ website: null }).where('user_id', '=', brand.user.id).execute();
    expect((await request('jane@acme-labs.com')).json()).toMatchObject({ code: 'validation_error', message: m.websiteMissing });
    expect((await request('jane@acme-labs.com', creator.sessionToken)).statusCode).toBe(403);
    expect((await confirm('123456', creator.sessionToken)).statusCode).toBe(403);
    expect((await call('POST', '/api/brand/verification', undefined, { email: 'jane@acme-labs.com' })).statusCode).toBe(401);
  });

  it('refuses a wrong code (400) and an expired one (400)', async () => {
    await request('jane@acme-labs.com');
    const code = await codeSentTo('jane@acme-labs.com');
    const wrong = await confirm(other(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation_error', message: m.codeWrong });
    expect((await confirm('12ab56')).statusCode).toBe(400);

    server.clock.advance(BRAND_VERIFICATION_LIMITS.codeTtlMs);
    const expired = await confirm(code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(m.codeExpired);
    expect((await status()).verified).toBe(false);
  });

  it('takes 5 tries: the 6th is 429 even with the right code, and no new code until this one expires', async () => {
    await request('jane@acme-labs.com');
    const code = await codeSentTo('jane@acme-labs.com');
    for (let attempt = 1; attempt <= BRAND_VERIFICATION_LIMITS.maxAttempts; attempt++) {
      expect((await confirm(other(code))).statusCode, `try ${attempt}`).toBe(400);
    }
    const locked = await confirm(code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited', message: m.tooManyTries });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(2 * 60_000);
    expect((await request('jane@acme-labs.com')).statusCode).toBe(429);
    expect((await status()).verified).toBe(false);

    server.clock.advance(BRAND_VERIFICATION_LIMITS.codeTtlMs);
    expect((await request('jane@acme-labs.com')).statusCode).toBe(202);
    expect((await confirm(await codeSentTo('jane@acme-labs.com'))).statusCode).toBe(200);
  });

  it('sends a new code at most once a minute; the new one replaces the old', async () => {
    await request('jane@acme-labs.com');
    const first = await codeSentTo('jane@acme-labs.com');
    const soon = await request('jane@acme-labs.com');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(m.resendTooSoon);
    server.clock.advance(BRAND_VERIFICATION_LIMITS.resendAfterMs);
    expect((await request('jane@acme-labs.com')).statusCode).toBe(202);
    const second = await codeSentTo('jane@acme-labs.com');
    if (second !== first) expect((await confirm(first)).json().message).toBe(m.codeWrong);
    expect((await confirm(second)).statusCode).toBe(200);
  });
});

describe('the badge', () => {
  it('shows on the brand’s campaigns, its offers and its page; creators can list verified brands only; a new website drops it', async () => {
    const campaignId = await publishedCampaign(server, brand.sessionToken);
    const verifiedOnly = async () =>
      ((await call('GET', '/api/campaigns?verified=true', creator.sessionToken)).json().items as { id: string }[]).map(
        (c) => c.id,
      );
    expect((await call('GET', `/api/campaigns/${campaignId}`, creator.sessionToken)).json().brand.verified).toBe(false);
    expect(await verifiedOnly()).not.toContain(campaignId);

    await request('jane@acme-labs.com');
    expect((await confirm(await codeSentTo('jane@acme-labs.com'))).statusCode).toBe(200);

    expect((await call('GET', `/api/campaigns/${campaignId}`, creator.sessionToken)).json().brand.verified).toBe(true);
    expect(await verifiedOnly()).toEqual([campaignId]);
    const all = (await call('GET', '/api/campaigns', creator.sessionToken)).json().items;
    expect(all.find((c: { id: string }) => c.id === campaignId).brand.verified).toBe(true);
    expect((await call('GET', `/api/brands/${brand.user.id}`, creator.sessionToken)).json().verified_domain).toBe(
      'acme-labs.com',
    );
    const offer = await call('POST', '/api/deals', brand.sessionToken, {
      creator_id: creator.user.id,
      deliverables: [
        {
          type: 'instagram_reel',
          quantity: 1,
          due_date: new Date(server.clock.now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
        },
      ],
      price_cents: 45_000,
      currency: 'USD',
      revisions_included: 2,
      review_days: 3,
      usage_rights: { kind: 'organic', duration_days: 90 },
      message: 'Hello',
    });
    expect(offer.statusCode).toBe(201);
    const dealId = offer.json().deal.id;
    expect((await call('GET', `/api/deals/${dealId}`, creator.sessionToken)).json().deal.brand).toMatchObject({ verified: true });
    const listed = (await call('GET', '/api/deals', creator.sessionToken)).json().items;
    expect(listed.find((d: { id: string }) => d.id === dealId).brand).toMatchObject({ verified: true });
    expect((await call('GET', '/api/campaigns?verified=maybe', creator.sessionToken)).statusCode).toBe(400);

    // The same website saved again keeps it; another one drops it.
    const profile = (await call('GET', '/api/profile', brand.sessionToken)).json().profile;
    const save = (website: string) =>
      call('PUT', '/api/profile', brand.sessionToken, {
        first_name: profile.first_name,
        last_name: profile.last_name,
        company_name: 'Acme Labs',
        industry: 'technology',
        website,
      });
    expect((await save('https://www.acme-labs.com')).statusCode).toBe(200);
    expect((await status()).verified).toBe(true);
    expect((await save('https://acme-labs.shop')).statusCode).toBe(200);
    expect((await status()).verified).toBe(false);
    expect((await call('GET', `/api/campaigns/${campaignId}`, creator.sessionToken)).json().brand.verified).toBe(false);
    expect(await verifiedOnly()).toEqual([]);
    expect((await call('GET', `/api/brands/${brand.user.id}`, creator.sessionToken)).json().verified_domain).toBeNull();
  });

  it('a code asked for the old website does not verify the new one', async () => {
    await request('jane@acme-labs.com');
    const code = await codeSentTo('jane@acme-labs.com');
    await server.database.db
      .updateTable('brand_profiles')
      .set({ website: 'https://other.example' })
      .where('user_id', '=', brand.user.id)
      .execute();
    const refused = await confirm(code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.websiteChanged);
    expect((await status()).verified).toBe(false);
  });
});
