import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text a PDF answer shows, all pages in one string, read as a PDF reader reads it. */
export async function pdfText(res: LightMyRequestResponse): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
