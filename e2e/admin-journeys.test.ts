import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let admin: JourneyAccount;
let brand: JourneyAccount;
let creator: JourneyAccount;
const CREATOR_EMAIL = 'priya.sharma.creates@example.com';

beforeAll(async () => {
  journey = await startJourney();
  const { db } = journey.server.deps;
  [admin, brand, creator] = await Promise.all([
    createJourneyAccount(journey, 'creator', { firstName: 'Ada', lastName: 'Chief' }),
    createJourneyAccount(journey, 'brand', { firstName: 'Nora', lastName: 'West' }),
    createJourneyAccount(journey, 'creator', { firstName: 'Priya', lastName: 'Sharma' }),
  ]);
  await db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.id).execute();
  await db.updateTable('users').set({ email: CREATOR_EMAIL }).where('id', '=', creator.id).execute();
  await db.updateTable('brand_profiles').set({ company_name: 'Northwind Coffee' }).where('user_id', '=', brand.id).execute();
  // The brand's offer to the creator: the deal the admin finds on the creator's page.
  const due = new Date(journey.server.clock.now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  const offer = await journey.server.app.inject({
    method: 'POST',
    url: '/api/deals',
    headers: { authorization: `Bearer ${await brand.openSession()}` },
    payload: {
      creator_id: creator.id,
      deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: due, notes: null }],
      price_cents: 60_000,
      currency: 'USD',
      revisions_included: 1,
      review_days: 3,
      usage_rights: { kind: 'organic', duration_days: 90 },
      message: 'A reel about our new roast.',
    },
  });
  expect(offer.statusCode).toBe(201);
});
afterAll(() => journey?.close());

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin console' });

describe('the admin console in Chromium', () => {
  it('an admin searches an account by part of its email, opens it and sees its deal', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, admin, '/admin');
    await page.getByRole('heading', { name: 'Admin console', level: 1 }).waitFor();
    await see.attribute(nav(page).getByRole('link', { name: 'Overview' }), 'aria-current').toBe('page');

    await nav(page).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await see.attribute(nav(page).getByRole('link', { name: 'Users' }), 'aria-current').toBe('page');
    await see.attribute(nav(page).getByRole('link', { name: 'Overview' }), 'aria-current').toBe(null);
    await page.getByLabel('Name or email').fill('SHARMA.creat');
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('region', { name: 'Users found' }).getByRole('listitem');
    await see.count(found).toBe(1);
    await see.text(found).toContain(CREATOR_EMAIL);
    expect(new URL(page.url()).search).toBe('?q=SHARMA.creat');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await found.getByRole('link', { name: 'Priya Sharma' }).click();
    await page.getByRole('heading', { name: 'Priya Sharma', level: 1 }).waitFor();
    const deals = page.getByRole('region', { name: /^Deals/ });
    await see.text(deals).toContain('With Northwind Coffee');
    await see.text(deals).toContain('$600');
    await see.text(deals).toContain('Offered');
    await see.text(page.getByRole('region', { name: 'History' })).toContain('Signed up as a creator');
    // Still the Users section: its link stays marked.
    await see.attribute(nav(page).getByRole('link', { name: 'Users' }), 'aria-current').toBe('page');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A role filter from the address: brands only.
    await page.goto('/admin/users?role=brand');
    await see.texts(page.getByRole('region', { name: 'Users found' }).getByRole('link')).toEqual(['Northwind Coffee']);
  });

  it('the outbox shows a failed email, and Resend puts it back in the queue, where it is delivered', async () => {
    const { db } = journey.server.deps;
    // Stopped as the worker leaves a message after its last refused attempt.
    await db
      .insertInto('email_outbox')
      .values({
        recipient_email: 'bounced@example.com',
        subject: 'Your payout is on its way',
        text_body: 'Your payout is on its way.',
        html_body: '<p>Your payout is on its way.</p>',
        status: 'failed',
        attempts: 8,
        next_attempt_at: new Date(),
        error_message: 'Mailgun answered 503',
        created_at: new Date(),
      })
      .execute();
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, admin, '/admin/outbox?status=failed');
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    const row = page.getByRole('listitem', { name: 'Your payout is on its way to bounced@example.com' });
    await see.text(row).toContain('Failed: Mailgun answered 503');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Resend' }).click();
    await see
      .text(page.getByRole('status').filter({ hasText: 'bounced' }))
      .toBe(`bounced@example.com: ${ADMIN_MESSAGES.emailResent}`);
    // It left the failed list; the worker sends it.
    await see.count(row).toBe(0);
    await expect
      .poll(() => journey.server.mail.to('bounced@example.com').map((m) => m.subject))
      .toEqual(['Your payout is on its way']);
    await page.getByLabel('Status').selectOption('sent');
    await see
      .text(page.getByRole('listitem', { name: 'Your payout is on its way to bounced@example.com' }))
      .toContain('Delivered');
  });

  it('each section is reached from the navigation on a phone without sideways scroll', async () => {
    const page = await journey.newPage({ width: 360, height: 780 });
    await logIn(page, admin, '/admin');
    for (const [link, heading] of [
      ['Users', 'Users'],
      ['Disputes', 'Disputes'],
      ['Ledger', 'Ledger'],
      ['Outbox', 'Outbox'],
      ['Payments', 'Payment operations'],
    ] as const) {
      await nav(page).getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await see.attribute(nav(page).getByRole('link', { name: link }), 'aria-current').toBe('page');
      expect(await overflow(page), link).toBeLessThanOrEqual(0);
    }
    await page.getByText('The ledger balances').or(page.getByText('No payment operation matches.')).first().waitFor();
  });

  it('a creator opening /admin reads that the console is for administrators', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, creator, '/admin');
    await page.getByText(ADMIN_MESSAGES.consoleForAdmins).waitFor();
    await see.count(nav(page)).toBe(0);
    await page.goto('/admin/users');
    await page.getByText(ADMIN_MESSAGES.consoleForAdmins).waitFor();
    await see.count(page.getByRole('heading', { name: 'Users', level: 1 })).toBe(0);
  });
});
