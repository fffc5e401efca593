export * from './client.ts';
export * from './lock.ts';
export * from './queue.ts';
export * from './seed.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
// Apps import SQL helpers from here so that one copy of drizzle-orm is used everywhere.
export { sql, eq, and, or, not, desc, asc, inArray, isNull, isNotNull, ilike, gt, gte, lt, lte, count, ne } from 'drizzle-orm';
export type { SQL } from 'drizzle-orm';
export { getTableName } from 'drizzle-orm';
