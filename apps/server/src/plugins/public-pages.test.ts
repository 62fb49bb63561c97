import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { WEB_DIST } from './web-app';

if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`No web build in ${WEB_DIST}: run npm run build first`);

const APP_URL = 'https://sponsorly.example';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ APP_URL, RATE_LIMIT_FACTOR: '5' });
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const putProfile = (token: string, payload: object) =>
  server.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });

/** The content of the head's meta tag named `name` (or with that property), as the browser would read it. */
function metaContent(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)" />`).exec(html);
  return tag?.[1];
}
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

const HOSTILE = `"><script>alert(1)</script> & 'quotes' $& $'`;

describe('the HTML the server sends for public pages', () => {
  it('gives /c/:handle its title, description, canonical, Open Graph and Twitter tags, every value escaped', async () => {
    const creator = await createVerifiedAccount(server);
    const saved = await putProfile(creator.sessionToken, {
      first_name: 'Maya',
      last_name: `Lopez ${HOSTILE}`,
      bio: `Weeknight recipes ${HOSTILE}`,
      profile_image: 'https://img.example/maya.png?size=512&crop=1',
      handle: 'Maya-Cooks',
    });
    expect(saved.statusCode).toBe(200);
    const escaped = `&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#39;quotes&#39; $&#38; $&#39;`;

    // Any case of the handle is the same page; the canonical names the one the creator chose.
    const res = await get('/c/maya-cooks');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(head(html)).toContain(`<title>Maya Lopez ${escaped} · Sponsorly</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toBe(`Weeknight recipes ${escaped}`);
    expect(head(html)).toContain(`<link rel="canonical" href="${APP_URL}/c/Maya-Cooks" />`);
    expect(metaContent(html, 'og:title')).toBe(`Maya Lopez ${escaped}`);
    expect(metaContent(html, 'og:description')).toBe(`Weeknight recipes ${escaped}`);
    expect(metaContent(html, 'og:url')).toBe(`${APP_URL}/c/Maya-Cooks`);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:image')).toBe('https://img.example/maya.png?size=512&#38;crop=1');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'twitter:title')).toBe(`Maya Lopez ${escaped}`);
    expect(metaContent(html, 'twitter:description')).toBe(`Weeknight recipes ${escaped}`);
    expect(metaContent(html, 'twitter:image')).toBe('https://img.example/maya.png?size=512&#38;crop=1');
    expect(metaContent(html, 'robots')).toBeUndefined();
    // Still the app: its root and its script.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    // Never the email.
    expect(html).not.toContain(creator.email);
  });

  it('describes a creator without a bio by what they do, cut to what previews show', async () => {
    const creator = await createVerifiedAccount(server);
    await putProfile(creator.sessionToken, { first_name: 'Rui', last_name: 'Costa', bio: 'x', handle: 'rui-costa-food' });
    await server.deps.db
      .updateTable('creator_profiles')
      .set({ bio: null, talent_vertical: 'foodie', platform: 'tiktok' })
      .where('user_id', '=', creator.user.id)
      .execute();
    const html = (await get('/c/rui-costa-food')).body;
    expect(metaContent(html, 'description')).toBe(
      'Rui Costa, Food &#38; Cooking creator on TikTok on Sponsorly. See their audience, rate card and reviews, and work with them.',
    );
    expect(metaContent(html, 'og:image')).toBeUndefined();

    await putProfile(creator.sessionToken, { first_name: 'Rui', last_name: 'Costa', bio: 'word '.repeat(100) });
    const long = metaContent((await get('/c/rui-costa-food')).body, 'description') ?? '';
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('keeps a limited page and an unknown one out of indexes, saying nothing of the creator', async () => {
    const creator = await createVerifiedAccount(server);
    await putProfile(creator.sessionToken, {
      first_name: 'Kai',
      last_name: 'Hidden',
      bio: 'Secret bio.',
      handle: 'kai-hidden',
      page_visibility: 'brands',
    });
    const limited = await get('/c/kai-hidden');
    expect(limited.statusCode).toBe(200);
    expect(limited.headers['x-robots-tag']).toBe('noindex');
    expect(metaContent(limited.body, 'robots')).toBe('noindex');
    expect(limited.body).not.toContain('Kai');
    expect(limited.body).not.toContain('Secret bio');
    expect(limited.body).not.toContain('og:title');

    const unknown = await get('/c/nobody-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-robots-tag']).toBe('noindex');
    expect(unknown.body).toContain('<div id="root"></div>');

    // App pages are noindex too; the landing and the legal pages are not.
    for (const path of ['/dashboard', '/deals/abc', '/settings/security']) {
      expect((await get(path)).headers['x-robots-tag'], path).toBe('noindex');
    }
    for (const path of ['/', '/privacy', '/terms', '/cookies']) {
      expect((await get(path)).headers['x-robots-tag'], path).toBeUndefined();
    }
  });

  it('moves /creators/:id to /c/:handle for good (301) when the page is public, and serves the app otherwise', async () => {
    const open = await createVerifiedAccount(server);
    await putProfile(open.sessionToken, { first_name: 'Open', last_name: 'Door', bio: 'Hi.', handle: 'open-door' });
    const moved = await get(`/creators/${open.user.id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/c/open-door');

    const limited = await createVerifiedAccount(server);
    await putProfile(limited.sessionToken, { first_name: 'Closed', last_name: 'Door', bio: 'Hi.', page_visibility: 'brands' });
    for (const id of [limited.user.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(`/creators/${id}`);
      expect(res.statusCode, id).toBe(200);
      expect(res.headers['x-robots-tag'], id).toBe('noindex');
      expect(res.body).not.toContain('Closed');
    }
  });

  it('gives /brands/:id its tags, from the public facts only', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    await putProfile(brand.sessionToken, {
      first_name: 'Ben',
      last_name: 'Okafor',
      company_name: 'Acme <Foods>',
      description: 'Honest snacks.',
      logo: 'https://img.example/acme.png',
      budget_range: '5k-20k',
    });
    const res = await get(`/brands/${brand.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain('<title>Acme &#60;Foods&#62; · Sponsorly</title>');
    expect(metaContent(res.body, 'description')).toBe('Honest snacks.');
    expect(head(res.body)).toContain(`<link rel="canonical" href="${APP_URL}/brands/${brand.user.id}" />`);
    expect(metaContent(res.body, 'og:image')).toBe('https://img.example/acme.png');
    expect(metaContent(res.body, 'twitter:title')).toBe('Acme &#60;Foods&#62;');
    expect(res.body).not.toContain(brand.email);
    expect((await get('/brands/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it('lists the landing, the legal pages and the public profile pages, and no limited page', async () => {
    const open = await createVerifiedAccount(server);
    await putProfile(open.sessionToken, { first_name: 'Site', last_name: 'Map', bio: 'Hi.', handle: 'site-map-creator' });
    const closed = await createVerifiedAccount(server);
    await putProfile(closed.sessionToken, {
      first_name: 'No',
      last_name: 'Map',
      bio: 'Hi.',
      handle: 'not-in-map',
      page_visibility: 'brands',
    });
    const brand = await createVerifiedAccount(server, 'brand');
    await putProfile(brand.sessionToken, { first_name: 'Ben', last_name: 'Okafor', company_name: 'Mapped & Co' });

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 4)).toEqual([`${APP_URL}/`, `${APP_URL}/privacy`, `${APP_URL}/terms`, `${APP_URL}/cookies`]);
    expect(locs).toContain(`${APP_URL}/c/site-map-creator`);
    expect(locs).toContain(`${APP_URL}/brands/${brand.user.id}`);
    expect(locs).not.toContain(`${APP_URL}/c/not-in-map`);
    expect(xml).toMatch(new RegExp(`<loc>${APP_URL}/c/site-map-creator</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it('robots.txt points to the sitemap on the public base URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /trpc/', '', `Sitemap: ${APP_URL}/sitemap.xml`, ''].join('\n'),
    );
  });
});
