import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a zod schema that `load`s the schema, and zod, at the form's first check instead
 * of with the page: a page chunk that imports schemas builds all of them when it loads, one long task of the
 * page's start on a phone (decision 049). The rules are the same; the first check waits for them.
 */
export function lazyZodResolver<V extends FieldValues>(load: () => Promise<z.ZodType<V, V>>): Resolver<V> {
  let ready: Promise<Resolver<V>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema, undefined, { raw: true }),
    );
    return (await ready)(values, context, options);
  };
}
