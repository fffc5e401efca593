import { z } from 'zod';

const emailSchema = z.email().max(254);

export const isEmail = (value: string): boolean => emailSchema.safeParse(value.trim()).success;

/** Addresses typed into one field, split on commas, semicolons and spaces. */
export const splitEmails = (value: string): string[] =>
  value
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
