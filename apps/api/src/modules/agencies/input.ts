import { AGENCY_KINDS, AGENCY_TIERS } from '@jobbridge/contracts';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

/**
 * One agency as an operator writes it, in a JSON array or a CSV row with a header. Lists (services, sectors,
 * languages) are arrays in JSON and `;`-separated in CSV; contact fields are flat (website, email, phone, address)
 * or, in JSON, a `contact` object. snake_case headers (description_cn, is_demo) are accepted too.
 */
const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());

const list = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[;\n]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : (v ?? []),
  z.array(z.string().trim().min(1).max(80)).max(30),
);

const website = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/, error: 'website: must start with http:// or https://' })
    .max(300)
    .optional(),
);

const agencyInput = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'slug: required')
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: only lowercase letters, digits and single hyphens'),
  name: z.string().trim().min(1, 'name: required').max(200),
  kind: z.enum(AGENCY_KINDS, { error: 'kind: must be job or cn' }),
  tier: z.preprocess(
    (v) => (v === null || v === undefined || (typeof v === 'string' && ['', 'none', '-'].includes(v.trim().toLowerCase())) ? null : v),
    z.enum(AGENCY_TIERS, { error: 'tier: must be gold, silver, bronze or empty' }).nullable(),
  ),
  rank: z.preprocess(
    (v) => (v === undefined || v === '' ? 1000 : Number(v)),
    z.number({ error: 'rank: must be a whole number' }).int('rank: must be a whole number').min(1).max(100_000),
  ),
  services: list,
  sectors: list,
  languages: list,
  website,
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.email('email: not an email address').optional()),
  phone: text(40),
  address: text(300),
  descriptionCn: z.string().trim().max(4000).default(''),
  descriptionEn: z.string().trim().max(4000).default(''),
  isDemo: z.preprocess((v) => (typeof v === 'string' ? ['true', '1', 'yes'].includes(v.trim().toLowerCase()) : (v ?? false)), z.boolean()),
});
export type AgencyInput = z.infer<typeof agencyInput>;

const ALIASES: Record<string, string> = {
  description_cn: 'descriptionCn',
  description_en: 'descriptionEn',
  is_demo: 'isDemo',
};

/** Flattens `contact: {...}` and renames snake_case keys, so JSON and CSV rows meet the same schema. */
function normalise(row: unknown): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
    const k = key.trim();
    if (k === 'contact' && value && typeof value === 'object') Object.assign(out, value);
    else out[ALIASES[k] ?? k] = value;
  }
  return out;
}

export interface RowError {
  /** 1-based: the array index + 1 in JSON, the line number in CSV (the header is line 1). */
  row: number;
  slug?: string;
  message: string;
}

/** Parses a JSON array or a CSV with a header; every bad row is reported, the good ones are returned. */
export function readAgencies(content: string, format: 'json' | 'csv'): { rows: AgencyInput[]; errors: RowError[] } {
  let raw: unknown[];
  let lineOf: (i: number) => number;
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch (err) {
      return { rows: [], errors: [{ row: 0, message: `not valid JSON: ${(err as Error).message}` }] };
    }
    if (!Array.isArray(parsed)) return { rows: [], errors: [{ row: 0, message: 'the JSON file must hold an array of agencies' }] };
    raw = parsed;
    lineOf = (i) => i + 1;
  } else {
    try {
      raw = parse<Record<string, string>>(content, {
        columns: true,
        skip_empty_lines: true,
        trim: true,
        bom: true,
        relax_column_count: false,
      });
    } catch (err) {
      return { rows: [], errors: [{ row: 0, message: `not valid CSV: ${(err as Error).message}` }] };
    }
    lineOf = (i) => i + 2;
  }
  const rows: AgencyInput[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  raw.forEach((item, i) => {
    const result = agencyInput.safeParse(normalise(item));
    const slug = typeof (item as { slug?: unknown })?.slug === 'string' ? (item as { slug: string }).slug : undefined;
    if (!result.success) {
      const message = result.error.issues.map((issue) => {
        const field = issue.path.join('.');
        if (issue.message.startsWith(`${field}:`)) return issue.message;
        return `${field}: ${issue.code === 'invalid_type' && issue.message.endsWith('received undefined') ? 'required' : issue.message}`;
      });
      errors.push({ row: lineOf(i), slug, message: [...new Set(message)].join('; ') });
      return;
    }
    const earlier = seen.get(result.data.slug);
    if (earlier !== undefined) {
      errors.push({ row: lineOf(i), slug, message: `slug: ${result.data.slug} already appears in row ${earlier}` });
      return;
    }
    seen.set(result.data.slug, lineOf(i));
    rows.push(result.data);
  });
  return { rows, errors };
}
