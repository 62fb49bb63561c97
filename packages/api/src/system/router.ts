import { z } from 'zod';
import { feePercentOf } from '../deals/offers/offer-terms';
import { publicProcedure, router } from '../trpc';
import { checkHealth, hello } from './health';

const tags = ['System'];

export const systemRouter = router({
  hello: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/hello', summary: 'A greeting, to check the API answers', tags, protect: false } })
    .output(z.object({ message: z.string() }))
    .query(() => hello()),
  health: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health',
        summary: 'Whether the server and its database answer',
        description: '`ok` when both answer; 503 `service_unavailable` when the database does not.',
        tags,
        protect: false,
      },
    })
    .output(z.object({ status: z.literal('ok') }))
    .query(({ ctx }) => checkHealth(ctx.deps)),
  /**
   * Public settings the pages show: the contact details, the platform fee brands pay on a deal's price,
   * and whether payments are test money (the sandbox), which every page that pays says.
   */
  siteInfo: publicProcedure
    .output(
      z.object({
        contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }),
        platform_fee_percent: z.number().int(),
        payments_test_mode: z.boolean(),
      }),
    )
    .query(({ ctx }) => ({
      contact: ctx.deps.settings.contact,
      platform_fee_percent: feePercentOf(ctx.deps),
      payments_test_mode: ctx.deps.payments.testMode,
    })),
});
