import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_MESSAGES, type ImageView } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { jpegWithExif, multipart, picture } from '../testing/pictures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
});
afterAll(() => server.close());

const filesDir = join(tmpdir(), `sponsorly-files-${process.pid}`);
const storedFolders = () => readdir(filesDir).catch(() => [] as string[]);

const sendPhoto = (token: string, file: { name: string; type: string; bytes: Buffer }) => {
  const body = multipart([{ name: 'file', file }]);
  return server.app.inject({
    method: 'POST',
    url: '/api/profile/photo',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const get = (url: string) => server.app.inject({ method: 'GET', url });
const mediaRowsOf = (userId: string) =>
  server.database.db.selectFrom('media').select('id').where('owner_id', '=', userId).execute();

/** Every size's address in a photo's view, in both formats. */
const addressesOf = (photo: ImageView) =>
  [photo.webp_srcset, photo.jpeg_srcset].flatMap((set) => set.split(', ').map((entry) => entry.split(' ')[0]!));

describe('a profile photo', () => {
  it('is made into 96, 256 and 512 pixel squares as WebP and JPEG, without EXIF, served with a year of caching', async () => {
    const creator = await createVerifiedAccount(server, 'creator', { email: 'photo-exif@example.com' });
    const original = await jpegWithExif(900, 600);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('SecretCam')).toBe(true);

    const sent = await sendPhoto(creator.sessionToken, { name: 'me.jpg', type: 'image/jpeg', bytes: original });
    expect(sent.statusCode).toBe(200);
    const photo = sent.json().photo as ImageView;
    const addresses = addressesOf(photo);
    expect(addresses).toHaveLength(6);
    expect(photo.url).toBe(addresses.find((a) => a.endsWith('/512.jpg')));

    for (const size of PHOTO_LIMITS.sizes) {
      for (const [format, type] of [
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const address = addresses.find((a) => a.endsWith(`/${size}.${format}`))!;
        const served = await get(address);
        expect(served.statusCode, address).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ width: size, height: size, format: format === 'jpg' ? 'jpeg' : 'webp' });
        expect(meta.exif).toBeUndefined();
        expect(served.rawPayload.includes('SecretCam')).toBe(false);
      }
    }

    // The profile shows it, and so does the creator's search card.
    const own = await server.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(creator.sessionToken) });
    expect(own.json().profile.photo).toEqual(photo);
  });

  it('replaced by a new upload gets new addresses, and the old sizes are gone', async () => {
    const brand = await createVerifiedAccount(server, 'brand', { email: 'photo-logo@example.com' });
    const first = (
      await sendPhoto(brand.sessionToken, { name: 'logo.png', type: 'image/png', bytes: await picture('png') })
    ).json().photo as ImageView;
    const second = await sendPhoto(brand.sessionToken, { name: 'logo.webp', type: 'image/webp', bytes: await picture('webp') });
    expect(second.statusCode).toBe(200);
    expect(second.json().photo.url).not.toBe(first.url);
    expect((await get(first.url)).statusCode).toBe(404);
    expect((await get(second.json().photo.url)).statusCode).toBe(200);
    expect(await mediaRowsOf(brand.user.id)).toHaveLength(1);
    const own = await server.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(brand.sessionToken) });
    expect(own.json().profile.photo).toEqual(second.json().photo);
  });

  it('refuses a text file named .jpg and sent as a JPEG (415, its message), keeping nothing', async () => {
    const creator = await createVerifiedAccount(server, 'creator', { email: 'photo-text@example.com' });
    const before = await storedFolders();
    const sent = await sendPhoto(creator.sessionToken, {
      name: 'holiday.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('Not a picture at all, just some words in a text file.\n'.repeat(50)),
    });
    expect(sent.statusCode).toBe(415);
    expect(sent.json()).toEqual({ code: 'unsupported_media_type', message: PHOTO_MESSAGES.notAnImage });
    expect(await mediaRowsOf(creator.user.id)).toEqual([]);
    expect(await storedFolders()).toEqual(before);
    const own = await server.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(creator.sessionToken) });
    expect(own.json().profile.photo).toBeNull();
  });

  it('refuses a picture over 10 MB (413, its message), keeping nothing', async () => {
    const creator = await createVerifiedAccount(server, 'creator', { email: 'photo-large@example.com' });
    const before = await storedFolders();
    const jpeg = await jpegWithExif(200, 200);
    const large = Buffer.concat([jpeg, Buffer.alloc(PHOTO_LIMITS.maxBytes + 1 - jpeg.length, 0)]);
    const sent = await sendPhoto(creator.sessionToken, { name: 'big.jpg', type: 'image/jpeg', bytes: large });
    expect(sent.statusCode).toBe(413);
    expect(sent.json()).toEqual({ code: 'payload_too_large', message: PHOTO_MESSAGES.tooLarge });
    expect(await mediaRowsOf(creator.user.id)).toEqual([]);
    expect(await storedFolders()).toEqual(before);
  });

  it('answers 400 without a file, 401 without a session, and is removed with DELETE (initials again, sizes gone)', async () => {
    const creator = await createVerifiedAccount(server, 'creator', { email: 'photo-remove@example.com' });
    const empty = multipart([{ name: 'note', value: 'no file' }]);
    const none = await server.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { ...bearer(creator.sessionToken), ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation_error', message: PHOTO_MESSAGES.fileMissing });
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/profile/photo', ...multipart([]) });
    expect(anonymous.statusCode).toBe(401);

    const photo = (
      await sendPhoto(creator.sessionToken, { name: 'me.png', type: 'image/png', bytes: await picture('png') })
    ).json().photo as ImageView;
    const removed = await server.app.inject({
      method: 'DELETE',
      url: '/api/profile/photo',
      headers: bearer(creator.sessionToken),
    });
    expect(removed.statusCode).toBe(204);
    for (const address of addressesOf(photo)) expect((await get(address)).statusCode).toBe(404);
    expect(await mediaRowsOf(creator.user.id)).toEqual([]);
    const own = await server.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(creator.sessionToken) });
    expect(own.json().profile.photo).toBeNull();
  });

  it('answers 404 for an unknown picture', async () => {
    expect((await get('/api/media/11111111-1111-4111-8111-111111111111/96.webp')).statusCode).toBe(404);
    expect((await get('/api/media/not-an-id/96.webp')).statusCode).toBe(404);
  });
});
