import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../testing/fake-s3';
import { createS3FileStorage } from './s3-storage';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3('drafts');
});
afterAll(() => s3.close());

const storage = () =>
  createS3FileStorage({
    bucket: 'drafts',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'test',
    secretAccessKey: 'test-secret',
  });
const sha = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const KEY = '11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222';

describe('files in S3-compatible storage', () => {
  it('streams a large file up in parts and back, byte for byte, and removes it', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    // Fed in small chunks, as an upload arrives: the storage never needs it whole.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) =>
      bytes.subarray(i * 65_536, (i + 1) * 65_536),
    );
    expect(await storage().put(KEY, Readable.from(chunks))).toBe(bytes.length);
    expect(s3.requests.filter((r) => r.startsWith('PUT ?partNumber'))).toHaveLength(3);
    expect(sha(s3.objects.get(KEY)!)).toBe(sha(bytes));

    const back: Buffer[] = [];
    for await (const chunk of await storage().open(KEY)) back.push(chunk as Buffer);
    expect(sha(Buffer.concat(back))).toBe(sha(bytes));

    await storage().remove(KEY);
    expect(s3.objects.has(KEY)).toBe(false);
    await expect(storage().open(KEY)).rejects.toThrow();
  });

  it('puts a small file in one request', async () => {
    expect(await storage().put(KEY, Readable.from([Buffer.from('%PDF-1.7 small')]))).toBe(14);
    expect(s3.objects.get(KEY)!.toString()).toBe('%PDF-1.7 small');
  });
});
