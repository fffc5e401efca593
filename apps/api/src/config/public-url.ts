import type { Config } from './env.ts';

/**
 * Where people come back to, and a check of PUBLIC_URL at start-up (docs/decisions/019-user-trust-fixes.md).
 * Sign-in lives in the browser's storage for one origin, so sending someone from http://127.0.0.1:3000 back to
 * http://localhost:3000 signs them out.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (hostname: string) => LOOPBACK.has(hostname) || hostname.endsWith('.localhost');

function parse(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export interface RequestOrigin {
  /** The browser's `Origin` header, if any. */
  origin: string | undefined;
  /** This server's own address as the request reached it (Fastify's `request.protocol` and `request.host`). */
  protocol: string;
  host: string;
}

/**
 * The base URL to send the user back to after leaving the site (Stripe Checkout, the development checkout):
 * the origin their browser is on when it is trusted, else PUBLIC_URL. Trusted: PUBLIC_URL's own origin; the
 * address this request was sent to (a browser's Origin equal to it is this server, reached that way); or a
 * loopback name for a loopback PUBLIC_URL on the same scheme and port (localhost / 127.0.0.1 / [::1], the
 * user's own machine, as behind the development proxy). Anything else (another site) gets PUBLIC_URL.
 */
export function returnBase(publicUrl: string, request: RequestOrigin): string {
  const origin = parse(request.origin);
  const pub = new URL(publicUrl);
  if (!origin || origin.origin === pub.origin) return publicUrl;
  const self = parse(`${request.protocol}://${request.host}`);
  if (self && self.origin === origin.origin) return origin.origin;
  if (isLoopback(origin.hostname) && isLoopback(pub.hostname) && origin.protocol === pub.protocol && origin.port === pub.port)
    return origin.origin;
  return publicUrl;
}

/** What looks wrong about PUBLIC_URL for this configuration; logged as warnings when the server starts. */
export function publicUrlWarnings(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'publicUrl' | 'isProduction'>): string[] {
  const warnings: string[] = [];
  const url = new URL(config.publicUrl);
  const listensBeyondThisMachine = !isLoopback(config.HOST) && config.HOST !== '::1';
  if (!config.PUBLIC_URL && listensBeyondThisMachine) {
    warnings.push(
      `PUBLIC_URL is not set, so emailed links and payment returns use ${config.publicUrl}, which other devices cannot open ` +
        `although the server listens on ${config.HOST}:${config.PORT}; set PUBLIC_URL to the address people use`,
    );
  }
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') {
    warnings.push(`PUBLIC_URL ${config.publicUrl} is a listening address, not one a browser can open; use the host name people type`);
  }
  if (config.isProduction && isLoopback(url.hostname)) {
    warnings.push(`PUBLIC_URL ${config.publicUrl} points at this machine: links in emails will not open for anyone else`);
  } else if (config.isProduction && url.protocol === 'http:') {
    warnings.push(
      `PUBLIC_URL ${config.publicUrl} is not https: browsers mark the site as not secure, and live Stripe Checkout returns should be https`,
    );
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    warnings.push(
      `PUBLIC_URL ${config.publicUrl} has a path, query or fragment; the app is served at the root of its origin, so links built on it break`,
    );
  }
  return warnings;
}
