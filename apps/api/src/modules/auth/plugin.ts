import { deriveAuthLevel, isFullySignedIn, type AuthLevel } from '@jobbridge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { getSystemConfig } from '../settings/index.ts';
import type { UserRow } from '../users/index.ts';
import { verifyAccessToken } from './jwt.ts';
import { userOfOpenSession } from './repository.ts';

/** Ids are UUIDs; a validly signed token carrying anything else names no session (and must not reach SQL). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Auth {
  user: UserRow;
  sessionId: string;
  level: AuthLevel;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate(level)`; present on every route that requires it. */
    auth: Auth;
  }
  interface FastifyInstance {
    /** An onRequest hook (before the body is read) that requires a signed-in user at `minLevel` or above (docs/product.md §4 levels). */
    authenticate(minLevel: 1 | 2 | 3): (request: FastifyRequest) => Promise<void>;
    /** The caller, if a valid access token came with the request; null otherwise. */
    optionalAuth(request: FastifyRequest): Promise<Auth | null>;
  }
}

/** The caller's user id when the caller is fully signed in (level 3), else null: what public pages show a person's own state for. */
export function fullySignedInUserId(caller: Auth | null): string | null {
  return caller && isFullySignedIn(caller.level) ? caller.user.id : null;
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('auth', null as unknown as Auth);

    /**
     * A valid signature is not enough: the session must still be open and the user must still exist, so a
     * logout, a password reset or an account deletion stops the access token at once.
     */
    async function resolve(request: FastifyRequest): Promise<Auth | null> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return null;
      const claims = await verifyAccessToken(app.config.JWT_SECRET, header.slice(7).trim());
      if (!claims || !UUID.test(claims.userId) || !UUID.test(claims.sessionId)) return null;
      const user = await userOfOpenSession(app.db, claims.sessionId, claims.userId);
      if (!user) return null;
      const system = await getSystemConfig(app.db, app.config);
      const level = deriveAuthLevel({
        email_verified: user.emailVerifiedAt !== null,
        is_activated: user.activatedAt !== null,
        system_config: system,
      });
      return { user, sessionId: claims.sessionId, level };
    }

    app.decorate('optionalAuth', resolve);
    app.decorate('authenticate', (minLevel: 1 | 2 | 3) => async (request: FastifyRequest) => {
      const found = await resolve(request);
      if (!found) throw new AppError('UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
      if (found.level < minLevel) throw new AppError(found.level === 1 ? 'EMAIL_NOT_VERIFIED' : 'ACTIVATION_REQUIRED');
      request.auth = found;
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
