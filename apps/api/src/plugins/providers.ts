import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProviders, type Providers } from '../providers/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outside services behind interfaces (src/providers/, docs/decisions/023-providers.md). */
    providers: Providers;
  }
}

/**
 * Picks every provider's adapter once at start. Registered before the mail and queue plugins, so it closes
 * after them (the queue may still be sending mail while it stops).
 */
export default fp(
  async function providers(app: FastifyInstance) {
    const providers = createProviders(app.config, { db: app.db, log: app.log });
    app.decorate('providers', providers);
    app.addHook('onClose', async () => providers.mail.close());
  },
  { name: 'providers', dependencies: ['config', 'db'] },
);
