import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, MESSAGES } from '@sponsorly/shared';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, and refusal of state-changing requests that come from another site. */
export async function registerSecurity(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Creators' and brands' pictures are links to their own hosting (http or https, as profiles allow).
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Pages that read tokens from their URL must not pass it on in a Referer header.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: appUrl.startsWith('https://'),
  });

  const ownOrigin = new URL(appUrl).origin;
  // A browser names the page's site in Origin (and Sec-Fetch-Site). A cookie travels with a cross-site
  // form post; refusing such requests here stops cross-site request forgery for every route at once.
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = (origin !== undefined && origin !== ownOrigin) || request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) {
      return reply.status(403).send({ message: MESSAGES.session.crossSite, code: ERROR_CODES.forbidden });
    }
  });
}
