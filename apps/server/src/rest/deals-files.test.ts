import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERABLE_MESSAGES } from '@sponsorly/shared';
import { bearer } from '../testing/accounts';
import { acceptLatest, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { startFakeS3 } from '@sponsorly/api/testing';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'deals-files-chief@example.com';
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let otherBrand: Account;
let admin: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  ({ brand, creator, otherBrand, admin } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

/** A 1×1 PNG, a PDF's first bytes, an MP4's first bytes: real signatures, as a browser sends them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
  Buffer.alloc(200, 32),
  Buffer.from('\n%%EOF\n'),
]);
const MP4 = (size: number) => {
  const head = Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32,
  ]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
};

/** A multipart/form-data body as a browser builds it: a note field, then the file. */
function form(file: { name: string; type: string; bytes: Buffer } | null, note = '') {
  const boundary = '----sponsorly-test-boundary';
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n`)];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (id: string, deliverable: string, token: string | undefined, body: ReturnType<typeof form>) =>
  server.app.inject({
    method: 'POST',
    url: `/api/deals/${id}/deliverables/${deliverable}/submissions`,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
const download = (id: string, fileId: string, token?: string) =>
  server.app.inject({ method: 'GET', url: `/api/deals/${id}/files/${fileId}`, headers: token ? bearer(token) : {} });

async function fundedDeal(): Promise<{ id: string; reel: string }> {
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  const id = made.json().deal.id as string;
  await acceptLatest(server, id, creator.sessionToken);
  const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
  return { id, reel: funded.json().deal.work.deliverables[0].id as string };
}
const filesOf = (id: string) => server.database.db.selectFrom('deal_files').selectAll().where('deal_id', '=', id).execute();

describe('a draft as a file', () => {
  it('uploads an image (201, the deal delivered) that the parties and an admin can open inline, and nobody else', async () => {
    const { id, reel } = await fundedDeal();
    const sent = await upload(
      id,
      reel,
      creator.sessionToken,
      form({ name: 'cover shot.png', type: 'image/png', bytes: PNG }, 'The cover frame.'),
    );
    expect(sent.statusCode).toBe(201);
    const deal = sent.json().deal;
    expect(deal.status).toBe('delivered');
    const submission = deal.work.deliverables[0].submissions[0];
    expect(submission).toMatchObject({
      kind: 'file',
      url: null,
      note: 'The cover frame.',
      file: { name: 'cover shot.png', content_type: 'image/png', size_bytes: PNG.length },
    });

    for (const token of [brand.sessionToken, creator.sessionToken, admin.sessionToken]) {
      const got = await download(id, submission.file.id, token);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PNG)).toBe(true);
      expect(got.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="cover shot.png"; filename*=UTF-8''cover%20shot.png`,
      });
    }
    const stranger = await download(id, submission.file.id, otherBrand.sessionToken);
    const missing = await download(id, '00000000-0000-4000-8000-000000000000', brand.sessionToken);
    expect([stranger.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect((await download(id, submission.file.id)).statusCode).toBe(401);
  });

  it('serves a PDF as an attachment; refuses a file that is not an image, a video or a PDF whatever its name says (415)', async () => {
    const { id, reel } = await fundedDeal();
    const text = await upload(
      id,
      reel,
      creator.sessionToken,
      form({ name: 'draft.png', type: 'image/png', bytes: Buffer.from('just some text, not an image at all') }),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 'unsupported_media_type', message: DELIVERABLE_MESSAGES.fileTypeRefused });
    expect(await filesOf(id)).toEqual([]);
    const pdf = await upload(
      id,
      reel,
      creator.sessionToken,
      form({ name: 'script.pdf', type: 'application/octet-stream', bytes: PDF }),
    );
    expect(pdf.statusCode).toBe(201);
    const file = pdf.json().deal.work.deliverables[0].submissions[0].file;
    expect(file.content_type).toBe('application/pdf');
    expect((await download(id, file.id, brand.sessionToken)).headers['content-disposition']).toMatch(
      /^attachment; filename="script.pdf"/,
    );
  });

  it('refuses a file past the size limit (413) and keeps nothing of it; no file (400); the brand may not upload (403)', async () => {
    const { id, reel } = await fundedDeal();
    server.deps.settings.uploadMaxBytes = 64 * 1024;
    try {
      const big = await upload(
        id,
        reel,
        creator.sessionToken,
        form({ name: 'take.mp4', type: 'video/mp4', bytes: MP4(200 * 1024) }),
      );
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ code: 'payload_too_large', message: DELIVERABLE_MESSAGES.fileTooLarge });
      expect(await filesOf(id)).toEqual([]);
      const small = await upload(
        id,
        reel,
        creator.sessionToken,
        form({ name: 'take.mp4', type: 'video/mp4', bytes: MP4(32 * 1024) }),
      );
      expect(small.statusCode).toBe(201);
      expect(small.json().deal.work.deliverables[0].submissions[0].file).toMatchObject({
        content_type: 'video/mp4',
        size_bytes: 32 * 1024,
      });
    } finally {
      delete server.deps.settings.uploadMaxBytes;
    }
    const other = await fundedDeal();
    expect((await upload(other.id, other.reel, creator.sessionToken, form(null, 'no file'))).json()).toMatchObject({
      fields: { file: DELIVERABLE_MESSAGES.fileMissing },
    });
    const byBrand = await upload(
      other.id,
      other.reel,
      brand.sessionToken,
      form({ name: 'x.png', type: 'image/png', bytes: PNG }),
    );
    expect(byBrand.statusCode).toBe(403);
    expect(await filesOf(other.id)).toEqual([]);
  });
});

describe('a dispute’s evidence as files', () => {
  /** A dispute form: the reason, a link, and files, as a browser sends them. */
  function disputeForm(reason: string, link: string, files: { name: string; type: string; bytes: Buffer }[]) {
    const boundary = '----sponsorly-dispute-boundary';
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const parts: Buffer[] = [field('reason', reason), field('evidence', link)];
    for (const f of files)
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
        ),
        f.bytes,
        Buffer.from('\r\n'),
      );
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const dispute = (id: string, token: string, body: ReturnType<typeof disputeForm>) =>
    server.app.inject({
      method: 'POST',
      url: `/api/deals/${id}/disputes`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

  it('opens with a PDF and an image beside a link (201); the other side downloads them; a file that is neither is refused and nothing is kept', async () => {
    const { id, reel } = await fundedDeal();
    await call('POST', `/api/deals/${id}/deliverables/${reel}/submissions`, creator.sessionToken, {
      url: 'https://drive.example.com/reel',
    });
    const refused = await dispute(
      id,
      brand.sessionToken,
      disputeForm('Off brief.', 'https://drive.example.com/brief', [
        { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('plain words') },
      ]),
    );
    expect(refused.statusCode).toBe(415);
    expect((await call('GET', `/api/deals/${id}`, brand.sessionToken)).json().deal.status).toBe('delivered');
    const before = (await filesOf(id)).length;

    const opened = await dispute(
      id,
      brand.sessionToken,
      disputeForm('Off brief.', 'https://drive.example.com/brief', [
        { name: 'brief.pdf', type: 'application/pdf', bytes: PDF },
        { name: 'frame.png', type: 'image/png', bytes: PNG },
      ]),
    );
    expect(opened.statusCode).toBe(201);
    const evidence = opened.json().deal.dispute.evidence as string[];
    expect(evidence[0]).toBe('https://drive.example.com/brief');
    expect(evidence.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`/api/deals/${id}/files/[0-9a-f-]{36}$`)),
      expect.stringMatching(/\/files\/[0-9a-f-]{36}$/),
    ]);
    expect((await filesOf(id)).length).toBe(before + 2);
    const pdf = await download(id, evidence[1]!.split('/files/')[1]!, creator.sessionToken);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('drafts in S3-compatible storage (S3_BUCKET)', () => {
  it('go up through the same address and come back byte for byte, stored under the server’s key', async () => {
    const s3 = await startFakeS3('sponsorly-drafts');
    const s3Server = await startTestServer({
      ADMIN_EMAILS: ADMIN,
      RATE_LIMIT_FACTOR: '50',
      S3_BUCKET: 'sponsorly-drafts',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const s3Call = dealCall(s3Server);
      const cast = await dealAccounts(s3Server, ADMIN);
      const made = await s3Call('POST', '/api/deals', cast.brand.sessionToken, offerBody(s3Server, cast.creator.user.id));
      const id = made.json().deal.id as string;
      await acceptLatest(s3Server, id, cast.creator.sessionToken);
      const reel = (await s3Call('POST', `/api/deals/${id}/fund`, cast.brand.sessionToken, {})).json().deal.work.deliverables[0]
        .id as string;
      const body = form({ name: 'take.mp4', type: 'video/mp4', bytes: MP4(6 * 1024 * 1024) });
      const sent = await s3Server.app.inject({
        method: 'POST',
        url: `/api/deals/${id}/deliverables/${reel}/submissions`,
        headers: { ...bearer(cast.creator.sessionToken), ...body.headers },
        payload: body.payload,
      });
      expect(sent.statusCode).toBe(201);
      const file = sent.json().deal.work.deliverables[0].submissions[0].file;
      const [key] = [...s3.objects.keys()];
      expect(key).toMatch(new RegExp(`^${id}/[0-9a-f-]{36}$`));
      const got = await s3Server.app.inject({
        method: 'GET',
        url: `/api/deals/${id}/files/${file.id}`,
        headers: bearer(cast.brand.sessionToken),
      });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(MP4(6 * 1024 * 1024))).toBe(true);
      expect(got.headers['content-type']).toBe('video/mp4');
    } finally {
      await s3Server.close();
      await s3.close();
    }
  });
});
