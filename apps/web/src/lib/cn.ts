import { clsx, type ClassValue } from 'clsx';

/** Joins class names; conditional entries may be false/undefined. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
