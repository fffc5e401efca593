import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const GOOGLE = 'https://accounts.google.com';
const TURNSTILE = 'https://challenges.cloudflare.com';

/**
 * Security headers with a strict CSP, and compression. Inline styles are allowed because React and the
 * toast library set style attributes; scripts come only from our own origin, plus Google's sign-in and
 * Cloudflare's Turnstile when (and only when) the operator has configured them.
 */
export default fp(
  async function security(app: FastifyInstance) {
    const google = app.config.GOOGLE_CLIENT_ID ? [GOOGLE] : [];
    const turnstile = app.config.TURNSTILE_SITE_KEY ? [TURNSTILE] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...google, ...turnstile],
          styleSrc: ["'self'", "'unsafe-inline'", ...google],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...google],
          frameSrc: ["'self'", ...google, ...turnstile],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'security', dependencies: ['config'] },
);
