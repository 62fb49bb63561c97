import { startJourney } from './e2e/support/app';
const journey = await startJourney();
const page = await journey.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('/#contact');
const form = page.getByRole('form', { name: 'Send us a message' });
await form.getByLabel('Name', { exact: true }).fill('Ada');
await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
await form.getByLabel('Message', { exact: true }).fill('Hello there');
await page.waitForTimeout(1500);
console.log(await form.locator('altcha-widget').evaluate((el) => el.outerHTML));
const box = form.getByRole('checkbox', { name: "I'm not a robot" });
console.log('count', await box.count(), 'visible', await box.isVisible());
console.log(await box.evaluate((el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el); return JSON.stringify({ r, vis: cs.visibility, op: cs.opacity, disp: cs.display, w: cs.width }); }));
const ids = [];
for (let i = 0; i < 5; i++) { ids.push(await form.locator('altcha-widget input[type=checkbox]').getAttribute('id')); await page.waitForTimeout(100); }
console.log('ids', ids);
try { await box.click({ timeout: 5000 }); console.log('clicked'); } catch (e) { console.log('click failed', String(e).slice(0, 1500)); }
await page.waitForTimeout(3000);
console.log('state', await form.locator('altcha-widget').evaluate((el) => (el as any).getState()));
await page.screenshot({ path: '/tmp/probe.png' });
await journey.close();
