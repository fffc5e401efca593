import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a page may add to a feature's mutation hook: its own callbacks and meta. The request itself, and the
 * cache keys it invalidates, belong to the hook (features/<x>/api).
 */
export type MutationOptions<TData, TVariables = void> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;
