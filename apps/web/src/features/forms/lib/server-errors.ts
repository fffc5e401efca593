import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/http';

/**
 * Puts the server's field refusals (400 with `fields`) under their fields, as the server words them, and
 * focuses the first. True when every refusal found its field; otherwise the form shows the error itself.
 */
export function useServerErrors<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly Path<T>[]) {
  return useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error) || !error.fields?.length) return false;
      const placed = error.fields.filter((f) => (fields as readonly string[]).includes(f.field));
      if (placed.length !== error.fields.length) return false;
      placed.forEach((f, i) => form.setError(f.field as Path<T>, { type: 'server', message: f.message }, { shouldFocus: i === 0 }));
      return true;
    },
    [form, fields],
  );
}
