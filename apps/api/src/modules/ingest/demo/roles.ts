import { z } from 'zod';
import { DEMO_SECTORS, type DemoSector } from './companies.ts';
import { readDemoData } from './data.ts';

/**
 * The roles in the demo data set (data/roles.json): titles our users search for, who hires them, what they
 * pay, and the sentences their ads are composed from. All text is written for the demo; none is taken from
 * real ads.
 *
 * A sentence starting "@Title|" is used only for that title, one starting "!Title|" for every title but that
 * one (e.g. a sous chef runs the pass, a chef de partie does not).
 */

const LEVELS = ['graduate', 'junior', 'mid', 'senior'] as const;
export type Level = (typeof LEVELS)[number];

export interface RoleVariant {
  title: string;
  level: Level;
  count: number;
}

export interface DemoRole {
  key: string;
  variants: RoleVariant[];
  /** Employers that post it (agencies post it when they recruit for one of these sectors). */
  sectors: DemoSector[];
  /** Yearly pay for a mid-level London role, or the hourly rate for hourly roles. */
  pay: { period: 'year' | 'hour'; range: [number, number] };
  /** Share of ads that are day-rate contracts, and their London day rate. */
  contract?: { share: number; dayRate: [number, number] };
  /** Share of ads that are remote (rest split between hybrid and on-site by `hybrid`). */
  remote: number;
  hybrid: number;
  partTime?: number;
  summaries: string[];
  duties: string[];
  needs: string[];
}

const variantSchema = z.strictObject({ title: z.string().min(1), level: z.enum(LEVELS), count: z.number().int().min(1) });
const range = z.tuple([z.number().positive(), z.number().positive()]);
const share = z.number().min(0).max(1);
const sentences = z.array(z.string().min(1)).min(1);

const roleSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]+$/),
  variants: z.array(variantSchema).min(1),
  sectors: z.array(z.enum(DEMO_SECTORS)).min(1),
  pay: z.strictObject({ period: z.enum(['year', 'hour']), range }),
  contract: z.strictObject({ share, dayRate: range }).optional(),
  remote: share,
  hybrid: share,
  partTime: share.optional(),
  summaries: sentences,
  duties: sentences,
  needs: sentences,
});

export const ROLES: DemoRole[] = readDemoData('roles', z.array(roleSchema));
