import { openBrandAnalyticsCsv, type ServiceDeps } from '@sponsorly/api';
import { ANALYTICS_CSV } from '@sponsorly/shared';
import type { FastifyInstance } from 'fastify';
import { sessionUserOf } from '../plugins/request-context';
import { contentDisposition } from '../plugins/uploads';
import type { HandWrittenOperation } from './hand-written-operation';

/**
 * Written by hand because it answers a file to save, not JSON (docs/analytics.md): the brand's figures
 * of `GET /analytics/brand` as CSV, for the same range and campaign.
 */
export async function analyticsCsvRoute(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }) {
  app.get('/analytics/brand.csv', async (request, reply) => {
    const user = await sessionUserOf(opts.deps, opts.secureCookies, request, reply);
    const file = await openBrandAnalyticsCsv(opts.deps, user, request.query);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}

const dayParameter = (name: 'from' | 'to', description: string) => ({
  name,
  in: 'query' as const,
  required: false,
  description,
  schema: { type: 'string' as const, format: 'date' },
});

/** The CSV's download in the API document. */
export const analyticsCsvOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/analytics/brand.csv',
  access: ['brand'],
  refusals: ['not_found'],
  hasInput: true,
  operation: {
    operationId: 'analytics-brand-csv',
    summary: 'Download your campaigns’ figures over a range (CSV)',
    description: `The figures of \`GET /analytics/brand\` as a file (\`sponsorly-analytics-FROM-to-TO.csv\`): \`${ANALYTICS_CSV.header}\`; one \`total\` row, then one per \`campaign\` (with its funnel), then one per \`creator\`. Money in major units (\`450.00\`) with the currency beside it, rates from 0 to 1, names quoted. The same 400 and 404 as the JSON answer.`,
    tags: ['Analytics'],
    parameters: [
      dayParameter('from', 'The first day, YYYY-MM-DD (UTC); 29 days before `to` when left out.'),
      dayParameter('to', 'The last day, YYYY-MM-DD (UTC), included; today when left out.'),
      {
        name: 'campaign_id',
        in: 'query',
        required: false,
        description: 'Only this campaign’s figures.',
        schema: { type: 'string' as const, format: 'uuid' },
      },
    ],
    responses: {
      '200': {
        description: 'The figures.',
        headers: {
          'Content-Disposition': {
            description: '`attachment`, with the file’s name (RFC 6266).',
            required: true,
            schema: { type: 'string' as const },
          },
        },
        content: { 'text/csv': { schema: { type: 'string' as const } } },
      },
    },
  },
};
