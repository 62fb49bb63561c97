import type { ServiceDeps } from '@sponsorly/api';
import { sql } from '@sponsorly/db';
import type { FastifyInstance } from 'fastify';
import type { HandWrittenOperation } from '../rest/hand-written-operation';

/** How long the database may take to answer `select 1` before the process counts as not ready. */
const DATABASE_CHECK_MS = 500;

export interface ReadinessSources {
  db: ServiceDeps['db'];
  /** Undefined without REDIS_URL: then Redis is not asked about. */
  redisConnected: (() => boolean) | undefined;
  listenerConnected: () => boolean;
}

/** Whether this process should get traffic; `drain()` turns it off for good. */
export interface Readiness {
  readonly draining: boolean;
  drain(): void;
  check(): Promise<{ ready: boolean; checks: Record<string, boolean> }>;
}

async function databaseAnswers(db: ReadinessSources['db']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Migrations run before the server is built, so a process that answers at all has them; what can still
 * be missing is the database, Redis (when configured) and the user events listener.
 */
export function createReadiness(sources: ReadinessSources): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async check() {
      const checks: Record<string, boolean> = {
        migrations: true,
        database: await databaseAnswers(sources.db),
        listener: sources.listenerConnected(),
        draining: !draining,
      };
      if (sources.redisConnected) checks.redis = sources.redisConnected();
      return { ready: Object.values(checks).every(Boolean), checks };
    },
  };
}

/**
 * GET /api/ready, for a load balancer or orchestrator deciding where to send traffic; /api/health
 * stays the liveness answer (is the process alive and its database reachable).
 */
export async function readinessRoute(app: FastifyInstance, opts: { readiness: Readiness }): Promise<void> {
  app.get('/ready', async (_request, reply) => {
    const { ready, checks } = await opts.readiness.check();
    if (ready) return { status: 'ready' };
    return reply.code(503).send({ status: 'not_ready', checks });
  });
}

const checksSchema = {
  type: 'object',
  description: 'Each dependency and whether it is fine; `draining` is false once the process is shutting down.',
  required: ['migrations', 'database', 'listener', 'draining'],
  properties: {
    migrations: { type: 'boolean' },
    database: { type: 'boolean' },
    listener: { type: 'boolean', description: 'The user events listener (real-time streams).' },
    redis: { type: 'boolean', description: 'Only when Redis is configured.' },
    draining: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

export const readinessOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/ready',
  refusals: [],
  hasInput: false,
  operation: {
    operationId: 'system-ready',
    summary: 'Whether this server should get traffic',
    description:
      '`ready` once the database, Redis (when configured) and the user events listener are connected; 503 `not_ready` with each check otherwise, and from the moment the server starts shutting down. `/health` is the liveness answer.',
    tags: ['System'],
    responses: {
      '200': {
        description: 'Ready for traffic.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['status'],
              additionalProperties: false,
              properties: { status: { type: 'string', enum: ['ready'] } },
            },
          },
        },
      },
    },
  },
  ownFailures: {
    '503': {
      description: 'Not ready: a dependency is missing or the server is shutting down.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['status', 'checks'],
            additionalProperties: false,
            properties: { status: { type: 'string', enum: ['not_ready'] }, checks: checksSchema },
          },
        },
      },
    },
  },
};
