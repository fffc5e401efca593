type Contracts = typeof import('@jobbridge/contracts');

/**
 * A response schema of `@jobbridge/contracts`, loaded with zod when a request first needs it, for `apiRequest`'s
 * `schema`. The pages' code imports no schema: zod builds every schema of a chunk when the chunk loads, which
 * took a phone a few hundred milliseconds of one task while the page started (decision 042).
 */
export function schemaOf<K extends keyof Contracts>(name: K): Promise<Contracts[K]> {
  return import('@jobbridge/contracts').then((contracts) => contracts[name]);
}
