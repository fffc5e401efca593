import { filledProfileDraft, RESUME_ALIAS_MAX, resumeAlias, resumeProfile, type ResumeProfileDraft } from '@jobbridge/contracts';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/**
 * The same rules as the server (contracts), run in the browser: each field's first broken rule as an error
 * code, keyed by its path ("education.0.school").
 */
export function profileErrors(draft: ResumeProfileDraft): Record<string, string> {
  const parsed = resumeProfile.safeParse(filledProfileDraft(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The builder form's schema: the contracts' `resumeProfile` on the draft with missing fields as empty ones. */
export const profileFormSchema = z.preprocess((draft: ResumeProfileDraft) => filledProfileDraft(draft), resumeProfile);

/**
 * react-hook-form's nested errors as codes by path, as `profileErrors` gives them: "education.0.school", and a
 * list's own problem (kept under `root`) as "education".
 */
export function errorsByPath(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = key === 'root' ? prefix.slice(0, -1) : `${prefix}${key}`;
    const { message, type } = value as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && typeof type === 'string') out[path] ??= message;
    else Object.assign(out, errorsByPath(value as FieldErrors, `${path}.`));
  }
  return out;
}

/** react-hook-form's touched fields (nested booleans) as paths. */
export function touchedPaths(touched: unknown, prefix = ''): Set<string> {
  const out = new Set<string>();
  if (!touched || typeof touched !== 'object') return out;
  for (const [key, value] of Object.entries(touched)) {
    if (value === true) out.add(`${prefix}${key}`);
    else for (const path of touchedPaths(value, `${prefix}${key}.`)) out.add(path);
  }
  return out;
}

/** The alias rules (docs/product.md §5) as an error code, or null when the alias is fine. */
export function aliasError(alias: string): string | null {
  const parsed = resumeAlias.safeParse(alias);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

/** A starting alias from a file name: "Jane_Doe-CV (final).pdf" → "Jane Doe-CV (final)", cut to 18. */
export function aliasFromFilename(name: string): string {
  const stem = name
    .replace(/\.pdf$/i, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...stem].slice(0, RESUME_ALIAS_MAX).join('').trim();
}

/** What the browser can check before sending a file: the name says PDF and it is under the limit. */
export function fileError(file: File, maxBytes: number): 'RESUME_NOT_PDF' | 'RESUME_TOO_LARGE' | null {
  const looksPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksPdf) return 'RESUME_NOT_PDF';
  if (file.size > maxBytes) return 'RESUME_TOO_LARGE';
  return null;
}
