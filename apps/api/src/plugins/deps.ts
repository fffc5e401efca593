import type { FastifyInstance } from 'fastify';

/** What the plugins give the app, by the names they decorate it with. */
type AppDependency = 'db' | 'config' | 'log' | 'providers' | 'mailer' | 'queue' | 'pdfReader';

/**
 * How a service gets what it needs (decision 059): one `deps` object typed with the part of the app it uses,
 * `deps: Deps<'db' | 'mailer'>`. A route passes `app` (or a request's own logger beside the app's parts), a job
 * its context's app, a test an object of its own; the service can reach nothing it did not name. Repositories
 * and services whose only need is the database take `db` itself, so a transaction can be passed instead.
 */
export type Deps<K extends AppDependency> = Pick<FastifyInstance, K>;
