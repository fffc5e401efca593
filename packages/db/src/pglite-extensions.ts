import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite needs its extensions loaded in process; CREATE EXTENSION then works as on PostgreSQL. Its own module so the
 * database thread (pglite-thread.ts) loads them without the rest of the client.
 */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];
