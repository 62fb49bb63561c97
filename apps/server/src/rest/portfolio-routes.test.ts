import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioItemView } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { jpegWithExif, mp4, multipart, picture } from '../testing/pictures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const addLink = (token: string, title: string, url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', brand = 'Acme Coffee') =>
  call('POST', '/api/portfolio/items', token, { title, brand, url });
const upload = (token: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/portfolio/items',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('a creator’s portfolio', () => {
  it('takes links to YouTube, Instagram and TikTok posts, and refuses another site’s link with the field named', async () => {
    const creator = await createVerifiedAccount(server, 'creator', { email: 'portfolio-links@example.com' });
    const added = await addLink(creator.sessionToken, 'Morning routine', 'https://youtu.be/dQw4w9WgXcQ');
    expect(added.statusCode).toBe(201);
    await addLink(creator.sessionToken, 'Latte art', 'https://www.instagram.com/reel/C3xYz12AbCd/', '');
    const last = await addLink(
      creator.sessionToken,
      'Unboxing',
      'https://www.tiktok.com/@maya.creates/video/7301234567890123456',
    );
    expect(last.json().items.map((item: PortfolioItemView) => [item.title, item.platform, item.brand])).toEqual([
      ['Morning routine', 'youtube', 'Acme Coffee'],
      ['Latte art', 'instagram', null],
      ['Unboxing', 'tiktok', 'Acme Coffee'],
    ]);

    for (const url of ['https://vimeo.com/123456', 'https://www.youtube.com/@somechannel', 'javascript:alert(1)']) {
      const refused = await addLink(creator.sessionToken, 'Elsewhere', url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_error', fields: { url: PORTFOLIO_MESSAGES.linkUnsupported } });
    }
    const noTitle = await addLink(creator.sessionToken, '  ');
    expect(noTitle.json().fields).toEqual({ title: PORTFOLIO_MESSAGES.titleRequired });
    const list = await call('GET', '/api/portfolio', creator.sessionToken);
    expect(list.json().items).toHaveLength(3);
  });

  it(`holds ${PORTFOLIO_LIMITS.maxItems} items: the next, a link or an upload, is refused (409) and nothing is kept`, async () => {
    const creator = await createVerifiedAccount(server, 'creator', { email: 'portfolio-full@example.com' });
    for (let i = 1; i <= PORTFOLIO_LIMITS.maxItems; i++)
      expect((await addLink(creator.sessionToken, `Work ${i}`)).statusCode).toBe(201);
    const thirteenth = await addLink(creator.sessionToken, 'Work 13');
    expect(thirteenth.statusCode).toBe(409);
    expect(thirteenth.json()).toEqual({ code: 'conflict', message: PORTFOLIO_MESSAGES.full });
    const asFile = await upload(creator.sessionToken, [
      { name: 'title', value: 'Work 13' },
      { name: 'file', file: { name: 'a.png', type: 'image/png', bytes: await picture('png') } },
    ]);
    expect(asFile.statusCode).toBe(409);
    const items = (await call('GET', '/api/portfolio', creator.sessionToken)).json().items as PortfolioItemView[];
    expect(items).toHaveLength(PORTFOLIO_LIMITS.maxItems);
    const media = await server.database.db.selectFrom('media').select('id').where('owner_id', '=', creator.user.id).execute();
    expect(media).toEqual([]);
  });

  it('takes an uploaded picture (sizes made, no EXIF) and a video with its poster frame; the first picture is the search card’s cover', async () => {
    const creator = await createVerifiedAccount(server, 'creator', { email: 'portfolio-files@example.com' });
    await addLink(creator.sessionToken, 'A link first');
    const image = await upload(creator.sessionToken, [
      { name: 'title', value: 'Summer campaign' },
      { name: 'brand', value: 'Acme Coffee' },
      { name: 'file', file: { name: 'summer.jpg', type: 'image/jpeg', bytes: await jpegWithExif(1600, 900) } },
    ]);
    expect(image.statusCode).toBe(201);
    const picked = (image.json().items as PortfolioItemView[])[1]!;
    expect(picked).toMatchObject({ kind: 'image', title: 'Summer campaign', brand: 'Acme Coffee', video_url: null });
    const large = await server.app.inject({ method: 'GET', url: picked.image!.url });
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 1280, height: 720, format: 'jpeg' });
    expect(meta.exif).toBeUndefined();

    const video = await upload(creator.sessionToken, [
      { name: 'title', value: 'Behind the scenes' },
      { name: 'file', file: { name: 'clip.mp4', type: 'video/mp4', bytes: mp4(50_000) } },
      { name: 'poster', file: { name: 'poster.webp', type: 'image/webp', bytes: await picture('webp', 640, 360) } },
    ]);
    expect(video.statusCode).toBe(201);
    const clip = (video.json().items as PortfolioItemView[])[2]!;
    expect(clip).toMatchObject({ kind: 'video', title: 'Behind the scenes', brand: null });
    const played = await server.app.inject({ method: 'GET', url: clip.video_url! });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.rawPayload.equals(mp4(50_000))).toBe(true);

    const noPoster = await upload(creator.sessionToken, [
      { name: 'title', value: 'No poster' },
      { name: 'file', file: { name: 'clip.mp4', type: 'video/mp4', bytes: mp4(5_000) } },
    ]);
    expect(noPoster.statusCode).toBe(400);
    expect(noPoster.json().fields).toEqual({ poster: PORTFOLIO_MESSAGES.posterMissing });
    const text = await upload(creator.sessionToken, [
      { name: 'title', value: 'Text' },
      { name: 'file', file: { name: 'notes.jpg', type: 'image/jpeg', bytes: Buffer.from('just words\n'.repeat(100)) } },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(PORTFOLIO_MESSAGES.notImageOrVideo);
    const media = await server.database.db.selectFrom('media').select('id').where('owner_id', '=', creator.user.id).execute();
    expect(media).toHaveLength(3); // the picture, the video and its poster: nothing of the refused ones

    // The public page lists the portfolio; the search card's cover is the first picture, the photo beside it.
    const brand = await createVerifiedAccount(server, 'brand', { email: 'portfolio-viewer@example.com' });
    const page = await call('GET', `/api/creators/${creator.user.id}`, brand.sessionToken);
    expect((page.json().profile.portfolio as PortfolioItemView[]).map((item) => item.title)).toEqual([
      'A link first',
      'Summer campaign',
      'Behind the scenes',
    ]);
    const found = await call('GET', '/api/creators/search?limit=50', brand.sessionToken);
    const card = found.json().items.find((item: { id: string }) => item.id === creator.user.id);
    expect(card.cover).toEqual(picked.image);
    expect(card.photo).toBeNull();

    // Reordered, the video comes first and its poster becomes the cover.
    const ids = [clip.id, picked.id, (image.json().items as PortfolioItemView[])[0]!.id];
    const reordered = await call('PUT', '/api/portfolio/order', creator.sessionToken, { ids });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().items.map((item: PortfolioItemView) => item.id)).toEqual(ids);
    const again = await call('GET', '/api/creators/search?limit=50', brand.sessionToken);
    expect(again.json().items.find((item: { id: string }) => item.id === creator.user.id).cover).toEqual(clip.image);
    const wrong = await call('PUT', '/api/portfolio/order', creator.sessionToken, { ids: ids.slice(1) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PORTFOLIO_MESSAGES.orderMismatch);
  });

  it('can be changed only by its creator: another creator gets 404, a brand 403, nobody logged in 401', async () => {
    const owner = await createVerifiedAccount(server, 'creator', { email: 'portfolio-owner@example.com' });
    const other = await createVerifiedAccount(server, 'creator', { email: 'portfolio-other@example.com' });
    const brand = await createVerifiedAccount(server, 'brand', { email: 'portfolio-brand@example.com' });
    const item = ((await addLink(owner.sessionToken, 'Mine')).json().items as PortfolioItemView[])[0]!;

    const byOther = await call('DELETE', `/api/portfolio/items/${item.id}`, other.sessionToken);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().message).toBe(PORTFOLIO_MESSAGES.notFound);
    const reorderByOther = await call('PUT', '/api/portfolio/order', other.sessionToken, { ids: [item.id] });
    expect(reorderByOther.statusCode).toBe(400);
    const byBrand = await call('DELETE', `/api/portfolio/items/${item.id}`, brand.sessionToken);
    expect(byBrand.statusCode).toBe(403);
    expect(byBrand.json().message).toBe(PORTFOLIO_MESSAGES.creatorsOnly);
    expect((await addLink(brand.sessionToken, 'Not mine')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/portfolio/items/${item.id}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/portfolio', owner.sessionToken)).json().items).toHaveLength(1);

    const removed = await call('DELETE', `/api/portfolio/items/${item.id}`, owner.sessionToken);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
  });
});
