import { z } from 'zod';
import { jobVerdictSchema } from './verdict.ts';

import { CONTRACT_TYPES, REMOTE_TYPES, SALARY_PERIODS } from './search-values.ts';

export { CONTRACT_TYPES, REMOTE_TYPES, SALARY_PERIODS } from './search-values.ts';

/** The caller's own marks on a job (all false for a visitor). */
export const jobMarksSchema = z.object({
  saved: z.boolean(),
  applied: z.boolean(),
  appliedAt: z.iso.datetime().nullable(),
  flash: z.boolean(),
});
export type JobMarks = z.infer<typeof jobMarksSchema>;

export const jobSalarySchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  period: z.enum(SALARY_PERIODS).nullable(),
  currency: z.string().nullable(),
  /** The wording the figure came from ("£45,000 - £55,000 a year"). */
  text: z.string().nullable(),
  /** The job board's own estimate, not the employer's (docs/product.md §3: "an employer estimate" note). */
  estimated: z.boolean(),
  /**
   * The card's price (docs/product.md §3: an hourly range): pounds an hour, to the penny. `converted`: worked out from a
   * yearly, monthly, weekly or daily figure at 37.5 hours a week and 52 weeks a year (the same assumptions as
   * the salary check); false when the ad itself gave an hourly rate. Null without a usable pound figure.
   */
  hourly: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      converted: z.boolean(),
    })
    .nullable(),
});

/** docs/product.md §3 job card (postTime, title, company, location, content, price) with the sponsor verdict and marks. */
export const jobCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  postedAt: z.iso.datetime(),
  salary: jobSalarySchema,
  /** A short plain-text excerpt of the description. */
  snippet: z.string(),
  verdict: jobVerdictSchema,
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  remote: z.enum(REMOTE_TYPES).nullable(),
  /** Whether an application email is known (used by Flash Apply's one-click add); the address is not sent. */
  hasHrEmail: z.boolean(),
  /** The ad at its source. */
  url: z.string().nullable(),
  isDemo: z.boolean(),
  marks: jobMarksSchema,
  /** No source lists the ad any more: out of search, kept on saved and applied lists with its verdict as it was. */
  closed: z.boolean().optional(),
});
export type JobCard = z.infer<typeof jobCardSchema>;
