import Fastify from 'fastify';
import { reportReady } from './child-process';

/** The baseline: Fastify answering a constant, with no plugins, no logging and no database. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const url = await app.listen({ port: 0, host: '127.0.0.1' });
reportReady({ url }, () => app.close());
