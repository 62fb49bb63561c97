import { HELLO_MESSAGE, helloAnswerSchema } from '@sponsorly/shared';
import { publicProcedure } from '../trpc';
import { tags } from './system-procedures';

export function hello(): { message: string } {
  return { message: HELLO_MESSAGE };
}

/** GET /hello: a greeting, to check the API answers. */
export const helloProcedure = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/hello', summary: 'A greeting, to check the API answers', tags, protect: false } })
  .output(helloAnswerSchema)
  .query(() => hello());
