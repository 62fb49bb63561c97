import { exportAccountData, exportFileName, type ServiceDeps } from '@sponsorly/api';
import type { FastifyInstance } from 'fastify';
import { sessionUserOf } from '../plugins/request-context';
import { contentDisposition } from '../plugins/uploads';
import type { HandWrittenOperation } from './hand-written-operation';

/**
 * Written by hand because it answers a file to save, not an answer to read: the account's data as one
 * JSON document, named with the day (docs/your-data.md). Always the session's own account: there is no
 * id to name another's.
 */
export async function accountExportRoute(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }) {
  app.get('/account/export', async (request, reply) => {
    const user = await sessionUserOf(opts.deps, opts.secureCookies, request, reply);
    const data = await exportAccountData(opts.deps, user);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', exportFileName(opts.deps.now())))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });
}

/** The download in the API document. */
export const accountExportOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/account/export',
  access: 'session',
  refusals: [],
  hasInput: false,
  operation: {
    operationId: 'account-export',
    summary: 'Download your data (JSON)',
    description:
      'Everything the account made or took part in, as one JSON file (`sponsorly-data-YYYY-MM-DD.json`): the account and profile, rate card, audience, portfolio, campaigns, applications, deals with every offer and step, conversations with their messages, reviews, money movements and payments, and email preferences. The other side of a deal or conversation is its id and name only.',
    tags: ['Accounts'],
    responses: {
      '200': {
        description: 'The file.',
        headers: {
          'Content-Disposition': {
            description: '`attachment`, with the file’s name (RFC 6266).',
            required: true,
            schema: { type: 'string' as const },
          },
        },
        content: {
          'application/json': {
            schema: {
              type: 'object' as const,
              required: ['format', 'exported_at', 'account'],
              properties: {
                format: { type: 'integer' as const, description: 'The version of the file’s shape.' },
                exported_at: { type: 'string' as const },
                account: { type: 'object' as const },
              },
            },
          },
        },
      },
    },
  },
};
