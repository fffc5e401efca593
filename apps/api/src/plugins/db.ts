import type { Database, Db } from '@jobbridge/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Makes the database available as `app.db`. The caller owns it: opening, migrating and closing. */
export default fp(
  async function db(app: FastifyInstance, opts: { database: Database }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
