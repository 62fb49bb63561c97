interface Part {
  name: string;
  value?: string;
  file?: { name: string; type: string; bytes: Buffer };
}

/**
 * A multipart/form-data body as a browser builds it, parts in the order given, for requests the server makes
 * to itself (`app.inject`): the sample data's uploads and the tests'.
 */
export function multipart(parts: Part[]) {
  const boundary = '----sponsorly-media-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`,
        ),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    } else
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
