import { openReceipt, openStatement, type ServiceDeps } from '@sponsorly/api';
import { STATEMENT_FORMATS, STATEMENT_MONTH_PATTERN } from '@sponsorly/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionUserOf } from '../plugins/request-context';
import { contentDisposition } from '../plugins/uploads';
import type { HandWrittenOperation } from './hand-written-operation';

/** A document sent as a download: never cached, never sniffed. */
function sendDownload(reply: FastifyReply, file: { fileName: string; contentType: string; body: string | Buffer }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition('attachment', file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/**
 * Written by hand because they answer files, not JSON (docs/payments.md "Receipts and statements"): a
 * brand's receipt or credit note as a PDF, and a creator's statement of a month as a PDF or CSV.
 */
export async function moneyDocumentRoutes(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }) {
  app.get('/receipts/:id', async (request, reply) => {
    const user = await sessionUserOf(opts.deps, opts.secureCookies, request, reply);
    const { fileName, pdf } = await openReceipt(opts.deps, user, (request.params as { id: string }).id);
    return sendDownload(reply, { fileName, contentType: 'application/pdf', body: pdf });
  });
  app.get('/statements/:month', async (request, reply) => {
    const user = await sessionUserOf(opts.deps, opts.secureCookies, request, reply);
    const input = { ...(request.query as Record<string, unknown>), ...(request.params as Record<string, unknown>) };
    return sendDownload(reply, await openStatement(opts.deps, user, input));
  });
}

const attachmentHeader = {
  'Content-Disposition': {
    description: '`attachment`, with the file’s name (RFC 6266).',
    required: true,
    schema: { type: 'string' as const },
  },
};
const pdf = { 'application/pdf': { schema: { type: 'string' as const, contentMediaType: 'application/pdf' } } };

/** The receipt's download in the API document. */
export const receiptOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/receipts/{id}',
  access: 'session',
  refusals: ['not_found'],
  hasInput: false,
  operation: {
    operationId: 'receipts-download',
    summary: 'Download a receipt or credit note (PDF)',
    description:
      'To the brand it was issued to and to administrators; anyone else gets 404, as for a receipt that does not exist. Named by its number (`SP-2026-000123.pdf`), drawn from what was kept when it was issued.',
    tags: ['Wallet'],
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The receipt, as `GET /receipts` lists it.',
        schema: { type: 'string' },
      },
    ],
    responses: { '200': { description: 'The PDF.', headers: attachmentHeader, content: pdf } },
  },
};

/** The statement's download in the API document. */
export const statementOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/statements/{month}',
  access: ['creator'],
  refusals: [],
  hasInput: true,
  operation: {
    operationId: 'statements-download',
    summary: 'Download your statement of a month (PDF or CSV)',
    description:
      'A creator’s month (UTC): each deal’s price released for approved work (date, brand, deal, amount), each withdrawal (date, amount), and the two totals. A month not begun yet is 400; this month is its days so far.',
    tags: ['Wallet'],
    parameters: [
      {
        name: 'month',
        in: 'path',
        required: true,
        description: 'The month, `YYYY-MM`.',
        schema: { type: 'string' as const, pattern: STATEMENT_MONTH_PATTERN.source },
      },
      {
        name: 'format',
        in: 'query',
        required: false,
        description: '`pdf` (the default) or `csv`: `date,kind,brand,deal,amount_usd`, then a row for each total.',
        schema: { type: 'string' as const, enum: [...STATEMENT_FORMATS], default: 'pdf' },
      },
    ],
    responses: {
      '200': {
        description: 'The statement.',
        headers: attachmentHeader,
        content: { ...pdf, 'text/csv': { schema: { type: 'string' as const } } },
      },
    },
  },
};
