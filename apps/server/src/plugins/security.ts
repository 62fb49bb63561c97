import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, ERROR_CODES, type CaptchaProvider } from '@sponsorly/shared';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A hosted captcha loads its script and frame from the provider; those hosts are allowed only when that
 * provider is the one configured. ALTCHA needs nothing from another site.
 */
export const CAPTCHA_CSP_HOSTS: Record<
  CaptchaProvider,
  { script: string[]; frame: string[]; connect: string[]; style: string[] }
> = {
  altcha: { script: [], frame: [], connect: [], style: [] },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: ['https://challenges.cloudflare.com'],
    style: [],
  },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: [],
    style: [],
  },
};

/**
 * Security headers, and refusal of state-changing requests that come from another site.
 *
 * The headers come from helmet, built once: @fastify/helmet builds helmet again on every request
 * (parsing and checking the whole policy each time), a good part of a small API request's cost.
 */
export async function registerSecurity(app: FastifyInstance, appUrl: string, captcha: CaptchaProvider = 'altcha'): Promise<void> {
  const hosts = CAPTCHA_CSP_HOSTS[captcha];
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hosts.script],
        styleSrc: ["'self'", ...hosts.style],
        // Creators' and brands' pictures are links to their own hosting (http or https, as profiles allow).
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'"],
        // Portfolio videos are served from here; a video being uploaded plays from a blob: URL while the page
        // draws its poster frame (features/profile/lib/poster-frame.ts).
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...hosts.connect],
        // The ALTCHA widget solves in a same-origin worker.
        workerSrc: ["'self'"],
        frameSrc: hosts.frame.length > 0 ? hosts.frame : ["'none'"],
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
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  const ownOrigin = new URL(appUrl).origin;
  // A browser names the page's site in Origin (and Sec-Fetch-Site). A cookie travels with a cross-site
  // form post; refusing such requests here stops cross-site request forgery for every route at once.
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = (origin !== undefined && origin !== ownOrigin) || request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) {
      return reply.status(403).send({ message: AUTH_MESSAGES.session.crossSite, code: ERROR_CODES.forbidden });
    }
  });
}
