import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the S3 API, path-style, enough for the storage tests: PutObject, the
 * multipart upload (create, upload part, complete, abort), GetObject and DeleteObject, with S3's XML
 * answers. Objects live in memory.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const requests: string[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const [, name, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const uploadId = url.searchParams.get('uploadId');
      requests.push(`${req.method} ${url.search ? url.search.split('=')[0] : ''}`.trim());
      if (name !== bucket) {
        res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        const id = randomUUID();
        uploads.set(id, new Map());
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      } else if (req.method === 'PUT' && uploadId) {
        const part = Number(url.searchParams.get('partNumber'));
        uploads.get(uploadId)?.set(part, await read(req));
        res.writeHead(200, { etag: `"part-${part}"` }).end();
      } else if (req.method === 'POST' && uploadId) {
        await read(req);
        const parts = uploads.get(uploadId)!;
        objects.set(key, Buffer.concat([...parts.entries()].sort(([a], [b]) => a - b).map(([, b]) => b)));
        uploads.delete(uploadId);
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
        );
      } else if (req.method === 'DELETE' && uploadId) {
        uploads.delete(uploadId);
        res.writeHead(204).end();
      } else if (req.method === 'PUT') {
        objects.set(key, await read(req));
        res.writeHead(200, { etag: '"single"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
          return;
        }
        res.writeHead(200, { 'content-length': String(object.length), 'content-type': 'application/octet-stream' }).end(object);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
