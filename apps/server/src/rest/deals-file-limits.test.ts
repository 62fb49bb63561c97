import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@sponsorly/shared';
import { startFakeS3 } from '@sponsorly/api/testing';
import { bearer } from '../testing/accounts';
import { acceptLatest, dayFromNow, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { multipart } from '../testing/pictures';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'file-limits-chief@example.com';
/** Two files a deliverable a round, 10,240 bytes a deal: small enough to reach in a test. */
const LIMITS = { ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50', LIMIT_FILES_PER_ROUND: '2', LIMIT_DEAL_FILES_BYTES: '10240' };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(size - 15, 32), Buffer.from('\n%%EOF')]);

interface Cast {
  server: TestServer;
  brand: Account;
  creator: Account;
}

/** A funded deal with two deliverables, so one can take several drafts while the other is outstanding. */
async function fundedDeal({ server, brand, creator }: Cast) {
  const call = dealCall(server);
  const made = await call(
    'POST',
    '/api/deals',
    brand.sessionToken,
    offerBody(server, creator.user.id, {
      deliverables: [
        { type: 'instagram_reel', quantity: 1, due_date: dayFromNow(server, 14) },
        { type: 'tiktok_video', quantity: 1, due_date: dayFromNow(server, 14) },
      ],
    }),
  );
  const id = made.json().deal.id as string;
  await acceptLatest(server, id, creator.sessionToken);
  const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
  const [first, second] = funded.json().deal.work.deliverables as { id: string }[];
  return { id, first: first!.id, second: second!.id };
}

const upload = ({ server, creator }: Cast, id: string, deliverable: string, bytes: Buffer, name = 'draft.pdf') => {
  const body = multipart([
    { name: 'note', value: 'A draft.' },
    { name: 'file', file: { name, type: 'application/octet-stream', bytes } },
  ]);
  return server.app.inject({
    method: 'POST',
    url: `/api/deals/${id}/deliverables/${deliverable}/submissions`,
    headers: { ...bearer(creator.sessionToken), ...body.headers },
    payload: body.payload,
  });
};

const filesOf = (server: TestServer, id: string) =>
  server.database.db.selectFrom('deal_files').selectAll().where('deal_id', '=', id).orderBy('created_at').execute();

let cast: Cast;
beforeAll(async () => {
  const server = await startTestServer(LIMITS);
  const { brand, creator } = await dealAccounts(server, ADMIN);
  cast = { server, brand, creator };
});
afterAll(() => cast.server.close());

describe('drafts as files', () => {
  it('take at most 2 files a deliverable a round here: a draft replaces the earlier one and deletes its file; the third is 413 and kept nowhere', async () => {
    const { server } = cast;
    const { id, first } = await fundedDeal(cast);
    const one = await upload(cast, id, first, PDF(1000));
    expect(one.statusCode).toBe(201);
    const [replaced] = await filesOf(server, id);
    const two = await upload(cast, id, first, PNG, 'second.png');
    expect(two.statusCode).toBe(201);
    // The replaced draft is gone: from the deal, from its address, and its bytes from storage.
    const submissions = two.json().deal.work.deliverables[0].submissions;
    expect(submissions.map((s: { file: { name: string } }) => s.file.name)).toEqual(['second.png']);
    const gone = await server.app.inject({
      method: 'GET',
      url: `/api/deals/${id}/files/${replaced!.id}`,
      headers: bearer(cast.brand.sessionToken),
    });
    expect(gone.statusCode).toBe(404);
    await expect(server.deps.files.open(replaced!.storage_key)).rejects.toThrow();

    const three = await upload(cast, id, first, PNG);
    expect(three.statusCode).toBe(413);
    expect(three.json()).toEqual({ code: 'payload_too_large', message: LIMIT_MESSAGES.filesPerRound(2) });
    expect(await filesOf(server, id)).toHaveLength(2);
  });

  it('keep at most 10,240 bytes a deal here: a file just at the limit is taken, one byte more is 413 with nothing kept', async () => {
    const { server } = cast;
    const { id, first, second } = await fundedDeal(cast);
    expect((await upload(cast, id, first, PDF(6000))).statusCode).toBe(201);
    const over = await upload(cast, id, second, PDF(4241));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ code: 'payload_too_large', message: LIMIT_MESSAGES.dealFilesBytes(10240) });
    expect(over.json().message).toContain('10 KB');
    expect(await filesOf(server, id)).toHaveLength(1);
    // Replacing the first draft frees its bytes: 4,240 beside 6,000 is exactly the limit.
    expect((await upload(cast, id, first, PDF(6000))).statusCode).toBe(201);
    expect((await upload(cast, id, second, PDF(4240))).statusCode).toBe(201);
    const kept = (await filesOf(server, id)).filter((f) => !f.removed_at);
    expect(kept.reduce((sum, f) => sum + Number(f.size_bytes), 0)).toBe(10240);
  });
});

describe('a dispute’s evidence', () => {
  const dispute = (id: string, files: Buffer[]) => {
    const body = multipart([
      { name: 'reason', value: 'Off brief.' },
      ...files.map((bytes, i) => ({ name: 'file', file: { name: `evidence-${i}.pdf`, type: 'application/pdf', bytes } })),
    ]);
    return cast.server.app.inject({
      method: 'POST',
      url: `/api/deals/${id}/disputes`,
      headers: { ...bearer(cast.brand.sessionToken), ...body.headers },
      payload: body.payload,
    });
  };
  async function deliveredDeal() {
    const { id, first, second } = await fundedDeal(cast);
    expect((await upload(cast, id, first, PDF(3000))).statusCode).toBe(201);
    expect((await upload(cast, id, second, PDF(3000))).statusCode).toBe(201);
    return id;
  }

  it('counts toward the deal’s bytes as it streams: past them, 413 and no evidence kept, the deal unchanged', async () => {
    const id = await deliveredDeal();
    const over = await dispute(id, [PDF(2000), PDF(2241)]);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(LIMIT_MESSAGES.dealFilesBytes(10240));
    expect(await filesOf(cast.server, id)).toHaveLength(2);
    const deal = await dealCall(cast.server)('GET', `/api/deals/${id}`, cast.brand.sessionToken);
    expect(deal.json().deal.status).toBe('delivered');
    expect((await dispute(id, [PDF(2000), PDF(2240)])).statusCode).toBe(201);
  });

  it('takes at most 5 files: a sixth is 413 and none is kept', async () => {
    const id = await deliveredDeal();
    const six = await dispute(
      id,
      Array.from({ length: 6 }, () => PDF(100)),
    );
    expect(six.statusCode).toBe(413);
    expect(await filesOf(cast.server, id)).toHaveLength(2);
  });
});

describe('a replaced draft in S3-compatible storage', () => {
  it('is deleted from the bucket', async () => {
    const s3 = await startFakeS3('sponsorly-limits');
    const server = await startTestServer({
      ...LIMITS,
      S3_BUCKET: 'sponsorly-limits',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const { brand, creator } = await dealAccounts(server, ADMIN);
      const s3Cast = { server, brand, creator };
      const { id, first } = await fundedDeal(s3Cast);
      expect((await upload(s3Cast, id, first, PDF(500))).statusCode).toBe(201);
      const [firstKey] = [...s3.objects.keys()];
      expect((await upload(s3Cast, id, first, PNG)).statusCode).toBe(201);
      const keys = [...s3.objects.keys()];
      expect(keys).toHaveLength(1);
      expect(keys).not.toContain(firstKey);
    } finally {
      await server.close();
      await s3.close();
    }
  });
});
