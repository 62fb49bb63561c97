import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SESSION_COOKIE } from './session-cookie';
import { TIME_ZONE_COOKIE } from '@sponsorly/shared';
import { WEB_DIST } from './web-app';

// The built web app, as `npm test` builds it before running the tests.
if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`No web build in ${WEB_DIST}: run npm run build first`);

interface PageChunks {
  path: string;
  scripts: string[];
  styles: string[];
  serverRendered: boolean;
}
const pageChunks = () =>
  JSON.parse(readFileSync(join(WEB_DIST, 'page-chunks.json'), 'utf8')) as { starter: string; pages: PageChunks[] };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The app's script, named by content hash (`/assets/index-Ab12Cd.js`): the shell names it directly. */
function appScript(): string {
  const html = readFileSync(join(WEB_DIST, 'spa-fallback.html'), 'utf8');
  const src = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('spa-fallback.html names no module script');
  return src;
}

describe('the built web app', () => {
  it('sends a hashed asset as brotli or gzip, built once, to a browser that accepts it, cached for good', async () => {
    const path = appScript();
    const original = readFileSync(join(WEB_DIST, path));

    const br = await get(path, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await get(path, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('serves the landing prerendered, compressed, and revalidated on every visit', async () => {
    const res = await get('/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.rawPayload).toString();
    // The hero is in the HTML the server sends, before any script has run.
    expect(html).toMatch(/<h1 id="hero-title"[^>]*>Get Paid to Create with <span[^>]*>Top Brands<\/span><\/h1>/);
    expect(html).toContain('Join as Creator');
    expect(html).toContain('id="features"');
    // The prerendered page carries no inline script (the CSP allows none): a starter loads the app once
    // the page is painted.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/ src="\/assets\/start-after-paint-[^"]+\.js"/);
    expect(scripts[0]).toContain(`data-modules="${appScript()}"`);
  });

  it('answers a deep link with the app shell, compressed, revalidated and kept out of shared caches, without the landing in it', async () => {
    for (const path of ['/verify-email?token=abc&email=a%40example.com', '/dashboard', '/no/such/page']) {
      const res = await get(path, 'gzip');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('gzip');
      // Written for the request (who is logged in): only the browser that asked may keep it.
      expect(res.headers['cache-control'], path).toBe('private, no-cache');
      expect(res.headers.vary, path).toMatch(/accept-encoding/i);
      expect(res.headers.vary, path).toMatch(/cookie/i);
      const html = gunzipSync(res.rawPayload).toString();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('Get Paid to Create');
      expect(html, path).toContain(appScript());
    }
    const brotli = await get('/dashboard', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(appScript());
  });

  it("names a page's own chunks and styles in its shell, the most specific route first", async () => {
    const of = (path: string) => pageChunks().pages.find((page) => page.path === path)!;
    const deal = (await get('/deals/4f1c1b9e-8a0e-4b43-9a7c-0d7f6f3c2a11')).body;
    for (const script of of('/deals/:id').scripts)
      expect(deal).toContain(`<link rel="modulepreload" crossorigin href="${script}">`);
    for (const style of of('/deals/:id').styles) expect(deal).toContain(`<link rel="stylesheet" crossorigin href="${style}">`);
    // `/deals/new` is its own page, not a deal whose id is "new".
    const newOffer = (await get('/deals/new')).body;
    expect(of('/deals/new').scripts.length).toBeGreaterThan(0);
    expect(newOffer).not.toContain(of('/deals/:id').scripts[0]);
    // An unknown page names nothing beyond the app's own files.
    expect((await get('/no/such/page')).body).not.toContain('modulepreload');
  });

  it('writes who is logged in into the shell, as auth.me answers the same cookie, escaped so no value can end the block', async () => {
    const account = await createVerifiedAccount(server, 'brand', { firstName: 'Ann</script><script>alert(1)' });
    const withSession = await server.app.inject({
      method: 'GET',
      url: '/dashboard',
      cookies: { [SESSION_COOKIE]: account.sessionToken },
    });
    const block = /<script type="application\/json" id="session">(.*?)<\/script>/.exec(withSession.body)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    const me = await server.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      cookies: { [SESSION_COOKIE]: account.sessionToken },
    });
    expect(JSON.parse(block!)).toEqual(me.json().result.data);
    expect(JSON.parse(block!).user.first_name).toBe('Ann</script><script>alert(1)');

    // A visitor's page says nobody is logged in, so a page that needs a session sends them to log in at once.
    const visitor = await get('/dashboard');
    expect(visitor.body).toContain('<script type="application/json" id="session">{"user":null}</script>');
    // A cookie that names no session is a visitor too.
    const stale = await server.app.inject({ method: 'GET', url: '/dashboard', cookies: { [SESSION_COOKIE]: 'not-a-session' } });
    expect(stale.body).toContain('{"user":null}');
  });

  it("renders a returning member's dashboard on the server, with the data it was rendered from and the app started after paint", async () => {
    const account = await createVerifiedAccount(server, 'brand', { firstName: 'Rena' });
    const open = (cookies: Record<string, string>) => server.app.inject({ method: 'GET', url: '/dashboard', cookies });
    const session = { [SESSION_COOKIE]: account.sessionToken };

    const rendered = (await open({ ...session, [TIME_ZONE_COOKIE]: 'Europe/Paris' })).body;
    const root = /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(rendered)?.[1] ?? '';
    expect(root).toMatch(/Welcome, (<!-- -->)?Rena/);
    expect(root).toContain('Campaign Management');
    // The cache the page was rendered from: who is logged in and the dashboard's first calls.
    const cache = JSON.parse(/<script type="application\/json" id="query-cache">(.*?)<\/script>/.exec(rendered)![1]!) as {
      queries: Array<{ queryKey: [string[]] }>;
    };
    const asked = cache.queries.map((query) => query.queryKey[0].join('.'));
    expect(asked).toEqual(expect.arrayContaining(['auth.me', 'wallet.summary', 'campaigns.mine', 'shortlists.summary']));
    // The app and the page's chunks come after the first paint, through the starter; no module script in the head.
    const { starter, pages } = pageChunks();
    const dashboard = pages.find((page) => page.path === '/dashboard')!;
    expect(dashboard.serverRendered).toBe(true);
    expect(rendered).toContain(`src="${starter}" data-modules="${appScript()} ${dashboard.scripts.join(' ')}"`);
    expect(rendered).not.toContain(`<script type="module" crossorigin src="${appScript()}">`);
    // The starter holds clicks made before the app has taken over, until the app says it has: both name
    // the same event (the starter cannot import the app's name for it).
    const hydrated = /const APP_HYDRATED_EVENT = '([^']+)'/.exec(
      readFileSync(join(WEB_DIST, '../src/lib/app-started.ts'), 'utf8'),
    )?.[1];
    expect(hydrated).toBeDefined();
    expect(readFileSync(join(WEB_DIST, starter), 'utf8')).toContain(hydrated);
    expect(readFileSync(join(WEB_DIST, appScript()), 'utf8')).toContain(hydrated);

    // Without the reader's time zone (or with one that is not a zone), the times could differ from the
    // browser's: the page is left to the browser.
    for (const zone of [undefined, 'Not/AZone', '../etc/passwd']) {
      const html = (await open(zone ? { ...session, [TIME_ZONE_COOKIE]: zone } : session)).body;
      expect(html, zone).toContain('<div id="root"></div>');
      expect(html, zone).not.toContain('id="query-cache"');
    }
    // A page the web app does not render on the server, and a visitor, get the shell.
    expect(
      (await server.app.inject({ method: 'GET', url: '/settings', cookies: { ...session, [TIME_ZONE_COOKIE]: 'UTC' } })).body,
    ).toContain('<div id="root"></div>');
    expect((await open({ [TIME_ZONE_COOKIE]: 'UTC' })).body).toContain('<div id="root"></div>');
  });

  it('serves the login and creator signup pages prerendered with their own styles linked', async () => {
    const login = await get('/login');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain('Log in to Sponsorly');
    expect(login.body).not.toContain('Get Paid to Create');
    const signup = await get('/signup/creator');
    expect(signup.body).toContain('Join as a Creator');
    for (const page of [login.body, signup.body]) {
      const styles = [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
      expect(styles.length).toBeGreaterThan(1);
      for (const href of styles) expect((await get(href!)).statusCode).toBe(200);
    }
  });

  it('serves robots.txt as a file, not the app', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
  });

  it('keeps API answers uncached and outside the app shell', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await get('/api/no-such-route', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBeDefined();
  });
});
