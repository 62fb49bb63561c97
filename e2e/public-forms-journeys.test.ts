import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_MESSAGES, FIELD_LIMITS, HELLO_MESSAGE, PUBLIC_FORM_LIMITS, PUBLIC_FORM_MESSAGES } from '@sponsorly/shared';
import { seriousAxeViolations, startJourney, waitForLink, type Journey, settled } from './support/app';
import { see } from './support/see';

const ADMIN_EMAIL = 'admin@example.com';
const CONTACT_INBOX = 'hello@sponsorly.example';
const PASSWORD = 'violet-sunset-42';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney({ ADMIN_EMAILS: ADMIN_EMAIL });
});
afterAll(() => journey?.close());

let counter = 0;
const uniqueEmail = (kind: string) => `${kind}${++counter}-${Date.now()}@example.com`;

/** A verified account made through the API, skipping the signup screens. */
async function createAccount(email: string): Promise<void> {
  const signup = await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Robin', lastName: 'Hale', platform: 'youtube' }),
  });
  expect(signup.status).toBe(201);
  await journey.server.deps.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email).execute();
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

/** Reports blocked resources and script errors, so a page that "works" while the CSP refuses part of it fails. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const widgetState = (form: Locator) =>
  form.locator('altcha-widget').evaluate((widget) => (widget as HTMLElement & { getState(): string }).getState());

/** Ticks the real ALTCHA widget and waits for its proof of work to finish in the page's worker. */
async function solveCaptcha(form: Locator) {
  await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect.poll(() => widgetState(form), { timeout: 30_000 }).toBe('verified');
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const newsletterForm = (page: Page) => page.getByRole('form', { name: 'Newsletter signup' });

async function fillContactForm(page: Page, values: { name: string; email: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel('Name', { exact: true }).fill(values.name);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await form.getByLabel('Message', { exact: true }).fill(values.message);
  return form;
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('public forms, info pages and the admin page in Chromium', () => {
  it('contact: the captcha appears once the form is filled, is solved in the page, and the message is sent', async () => {
    const page = await journey.newPage();
    const problems = watchConsole(page);
    const email = uniqueEmail('sender');
    await page.goto('/#contact');
    const form = contactForm(page);
    const send = form.getByRole('button', { name: 'Send Message' });

    // Too long is said at once, under the field, with the spec's words.
    await form.getByLabel('Name', { exact: true }).fill('x'.repeat(FIELD_LIMITS.nameMax + 1));
    await form.getByText(PUBLIC_FORM_MESSAGES.contact.nameTooLong).waitFor();
    await form.getByLabel('Name', { exact: true }).fill('Ada Byron');
    // The field is checked again as it is typed, and the check answers after the keystroke.
    await see.count(form.getByText(PUBLIC_FORM_MESSAGES.contact.nameTooLong)).toBe(0);

    await form.getByLabel('Email', { exact: true }).fill(email);
    await see.count(form.locator('altcha-widget')).toBe(0);
    await see.disabled(send).toBe(true);

    await form.getByLabel('Message', { exact: true }).fill('We would like to sponsor two videos.');
    await form.getByText(`36/${PUBLIC_FORM_LIMITS.messageMax}`).waitFor();
    await form.getByRole('checkbox', { name: "I'm not a robot" }).waitFor();
    await see.disabled(send).toBe(true);

    await solveCaptcha(form);
    await see.disabled(send).toBe(false);
    await send.click();
    await page.waitForURL('**/contact-received');
    await page.getByRole('heading', { name: 'Message Received!', level: 1 }).waitFor();

    const stored = await journey.server.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Ada Byron', message: 'We would like to sponsor two videos.' });
    await journey.server.deliverEmail();
    const notice = journey.server.mail.to(CONTACT_INBOX).find((mail) => mail.headers['Reply-To'] === email);
    expect(notice?.subject).toBe('New contact message from Ada Byron');
    expect(notice?.text).toContain('sponsor two videos');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('contact: a refused submission says so and resets the captcha', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    const email = uniqueEmail('refused');
    await page.goto('/#contact');
    const form = await fillContactForm(page, { name: 'Eve Adams', email, message: 'This one will not get through.' });
    await solveCaptcha(form);
    const send = form.getByRole('button', { name: 'Send Message' });
    await see.disabled(send).toBe(false);

    // The server answers with a failure, as it would on an outage.
    await page.route('**/trpc/contact.submit**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          { error: { message: 'Internal server error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } },
        ]),
      }),
    );
    await send.click();
    await form.getByRole('alert').filter({ hasText: PUBLIC_FORM_MESSAGES.contact.failed }).waitFor();
    await expect.poll(() => widgetState(form)).toBe('unverified');
    await see.disabled(send).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    const stored = await journey.server.deps.db.selectFrom('contact_messages').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);

    // The form keeps what was typed; a fresh check goes through once the server is back.
    await page.unroute('**/trpc/contact.submit**');
    await see.value(form.getByLabel('Message', { exact: true })).toBe('This one will not get through.');
    await solveCaptcha(form);
    await send.click();
    await page.waitForURL('**/contact-received');
    await page.context().close();
  });

  it('newsletter: subscribe from the footer, then one click on the emailed link unsubscribes without logging in', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    const problems = watchConsole(page);
    const email = uniqueEmail('reader');
    await page.goto('/team');
    const form = newsletterForm(page);
    const subscribe = form.getByRole('button', { name: 'Subscribe' });
    // The form is there before its captcha is looked for: the captcha comes only once an address is typed.
    await see.disabled(subscribe).toBe(true);
    await see.count(form.locator('altcha-widget')).toBe(0);

    await form.getByLabel('Email address').fill(email);
    await solveCaptcha(form);
    await see.disabled(subscribe).toBe(false);
    await subscribe.click();
    await page.getByText(PUBLIC_FORM_MESSAGES.newsletter.thanks).waitFor();
    await see.count(newsletterForm(page)).toBe(0);

    const link = new URL(await waitForLink(journey.server, email, '/unsubscribe'));
    expect(link.origin).toBe(journey.baseUrl);
    const unsubscribedAt = async () =>
      (
        await journey.server.deps.db
          .selectFrom('newsletter_subscribers')
          .select('unsubscribed_at')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).unsubscribed_at;

    // Opening the link changes nothing, so a mail scanner that follows it and runs its scripts leaves the reader subscribed.
    await page.goto(link.pathname + link.search);
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
    await unsubscribe.waitFor();
    await settled(page);
    expect(await unsubscribedAt()).toBeNull();

    await unsubscribe.click();
    await page.getByRole('heading', { name: "You're unsubscribed", level: 1 }).waitFor();
    await page.getByText(PUBLIC_FORM_MESSAGES.newsletter.unsubscribed).waitFor();
    expect(await unsubscribedAt()).not.toBeNull();

    await page.goto('/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(PUBLIC_FORM_MESSAGES.newsletter.invalidUnsubscribeLink).waitFor();

    // Without a token there is nothing to ask the server.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('newsletter.unsubscribe')) calls.push(request.url());
    });
    await page.goto('/unsubscribe');
    await page.getByText(PUBLIC_FORM_MESSAGES.newsletter.invalidUnsubscribeLink).waitFor();
    await see.count(page.getByRole('button', { name: 'Unsubscribe' })).toBe(0);
    expect(calls).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('admin: /db-test lists users and sent emails, and a test email shows up in Emails Sent', async () => {
    await createAccount(ADMIN_EMAIL);
    const page = await journey.newPage();
    await logIn(page, ADMIN_EMAIL);
    await page.goto('/db-test');
    await page.getByRole('heading', { name: 'Database test', level: 1 }).waitFor();

    const emails = page.getByRole('region', { name: 'Emails Sent' });
    const users = page.getByRole('region', { name: 'Users', exact: true });
    // Emails sent earlier in this file: the contact notification and the newsletter welcome.
    await emails.getByRole('row').filter({ hasText: 'New contact message from Ada Byron' }).first().waitFor();
    await see.count(emails.getByRole('row').filter({ hasText: 'Welcome to the Sponsorly newsletter' })).toBeGreaterThan(0);
    await see.visible(emails.getByRole('row').filter({ hasText: CONTACT_INBOX }).first().getByText('Delivered')).toBe(true);
    await users.getByRole('cell', { name: ADMIN_EMAIL }).waitFor();

    const sendForm = page.getByRole('region', { name: 'Send test email' });
    await sendForm.getByRole('button', { name: 'Send test email' }).click();
    await sendForm.getByText(ADMIN_MESSAGES.emailRequired).waitFor();
    await sendForm.getByLabel('Recipient email').fill('ops-check@example.com');
    await sendForm.getByRole('button', { name: 'Send test email' }).click();
    await sendForm.getByText(ADMIN_MESSAGES.testEmailQueued).waitFor();
    const testRow = emails.getByRole('row').filter({ hasText: 'ops-check@example.com' });
    await testRow.waitFor();
    await see.visible(testRow.getByText('Sponsorly test email')).toBe(true);

    // Once the outbox has sent it, a refresh says it was delivered.
    await journey.server.deliverEmail();
    expect(journey.server.mail.to('ops-check@example.com')).toHaveLength(1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await testRow.getByText('Delivered').waitFor();
    await page.context().close();
  });

  it('admin: each list loads its next page on "Load more", after the rows already shown', async () => {
    await createAccount(ADMIN_EMAIL);
    const base = new Date('2025-01-01T00:00:00Z').getTime();
    await journey.server.deps.db
      .insertInto('early_access_users')
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          firstname: `Early${i}`,
          lastname: 'Bird',
          email: `early${i}@example.com`,
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const total = (await journey.server.deps.db.selectFrom('early_access_users').select('id').execute()).length;
    const page = await journey.newPage();
    await logIn(page, ADMIN_EMAIL);
    await page.goto('/db-test');
    const earlyAccess = page.locator('.admin-table').filter({ has: page.getByRole('heading', { name: 'Early Access Users' }) });
    await earlyAccess.getByText('100 shown, more available').waitFor();
    // Newest first: the last one inserted leads.
    await see.text(earlyAccess.getByRole('row').nth(1)).toContain('Early129');
    await earlyAccess.getByRole('button', { name: 'Load more early access users' }).click();
    await earlyAccess.getByText(`${total} shown`, { exact: true }).waitFor();
    await see.count(earlyAccess.getByRole('button', { name: 'Load more early access users' })).toBe(0);
    await see.visible(earlyAccess.getByRole('cell', { name: 'Early0', exact: true })).toBe(true);
    // The other lists did not move.
    await see
      .text(
        page
          .locator('.admin-table')
          .filter({ has: page.getByRole('heading', { name: 'Users', exact: true }) })
          .getByText(/shown$/),
      )
      .not.toContain('more');
    await page.context().close();
  });

  it('admin page: a creator sees Access Restricted, and a visitor is asked to log in', async () => {
    const email = uniqueEmail('creator');
    await createAccount(email);
    const page = await journey.newPage();
    await logIn(page, email);
    await page.goto('/db-test');
    await page.getByRole('heading', { name: ADMIN_MESSAGES.restricted }).waitFor();
    await see.count(page.getByRole('region', { name: 'Emails Sent' })).toBe(0);
    await page.context().close();

    const visitor = await journey.newPage();
    await visitor.goto('/db-test');
    await visitor.getByText(ADMIN_MESSAGES.mustLogIn).waitFor();
    await visitor.getByRole('link', { name: 'Log in' }).last().click();
    await visitor.waitForURL('**/login');
    await visitor.context().close();
  });

  it('/test-api calls hello and health and shows the status and body', async () => {
    const page = await journey.newPage();
    await page.goto('/test-api');
    await page.getByRole('button', { name: 'Test Health' }).click();
    const health = page.getByRole('region', { name: 'Health' });
    await health.getByText('HTTP 200').waitFor();
    await see.visible(health.getByText('"status": "ok"')).toBe(true);

    await page.getByRole('button', { name: 'Test Hello' }).click();
    const hello = page.getByRole('region', { name: 'Hello' });
    await hello.getByText('HTTP 200').waitFor();
    await see.visible(hello.getByText(`"message": "${HELLO_MESSAGE}"`)).toBe(true);
    await page.context().close();
  });

  it('the new pages have no serious accessibility violations and no sideways scroll at 360 px', async () => {
    const checks: Array<{ path: string; heading: string; admin?: boolean }> = [
      { path: '/contact-received', heading: 'Message Received!' },
      { path: '/appointment-confirmed', heading: 'Appointment Confirmed!' },
      { path: '/team', heading: 'Our Team' },
      { path: '/test-api', heading: 'API test' },
      { path: '/unsubscribe?token=not-a-real-token', heading: 'Unsubscribe from the newsletter' },
      { path: '/unsubscribe', heading: "We couldn't unsubscribe you" },
      { path: '/db-test', heading: 'Database test', admin: true },
    ];
    const admin = await journey.newPage({ width: 360, height: 740 });
    await logIn(admin, ADMIN_EMAIL);
    for (const { path, heading, admin: asAdmin } of checks) {
      const page = asAdmin ? admin : await journey.newPage({ width: 360, height: 740 });
      const problems = watchConsole(page);
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (path === '/test-api') {
        await page.getByRole('button', { name: 'Test Health' }).click();
        await page.getByText('HTTP 200').waitFor();
      }
      expect(await seriousAxeViolations(page), path).toEqual([]);
      expect(await noHorizontalScroll(page), path).toBeLessThanOrEqual(0);
      expect(problems, path).toEqual([]);
      if (!asAdmin) await page.context().close();
    }
    await admin.context().close();
  });

  it('the landing page with the contact form filled and the captcha showing passes axe at 360 px', async () => {
    const page = await journey.newPage({ width: 360, height: 740 });
    const problems = watchConsole(page);
    await page.goto('/#contact');
    const form = await fillContactForm(page, { name: 'Lee Park', email: uniqueEmail('a11y'), message: 'Checking the form.' });
    await form.getByRole('checkbox', { name: "I'm not a robot" }).waitFor();
    await newsletterForm(page).getByLabel('Email address').fill('reader@example.com');
    await newsletterForm(page).getByRole('checkbox', { name: "I'm not a robot" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await solveCaptcha(form);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
