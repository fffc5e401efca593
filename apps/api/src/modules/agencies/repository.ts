import type { AgencyKind, AgencyTier } from '@jobbridge/contracts';
import { agencies, query, sql, type Db, type DbOrTx } from '@jobbridge/db';
import type { AgencyInput } from './input.ts';

/** All SQL of the agencies module. */

export interface AgencyRow {
  slug: string;
  name: string;
  kind: AgencyKind;
  tier: AgencyTier | null;
  rank: number;
  services: string[];
  sectors: string[];
  languages: string[];
  contact: { website?: string | null; email?: string | null; phone?: string | null; address?: string | null };
  description_cn: string;
  description_en: string;
  is_demo: boolean;
  updated_at: Date | string;
}

const COLUMNS = sql`slug, name, kind, tier, rank, services, sectors, languages, contact, description_cn, description_en, is_demo, updated_at`;
/** Gold, silver, bronze, then agencies without a tier; inside a tier by rank, then name. */
const ORDER = sql`case tier when 'gold' then 0 when 'silver' then 1 when 'bronze' then 2 else 3 end, rank, lower(name), slug`;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchAgencies(
  db: Db,
  filter: { kind: AgencyKind; q: string; tier?: AgencyTier },
  limit: number,
  offset: number,
): Promise<{ rows: AgencyRow[]; total: number }> {
  const like = likePattern(filter.q);
  const where = sql`kind = ${filter.kind}
    ${filter.tier ? sql`and tier = ${filter.tier}` : sql``}
    ${
      filter.q
        ? sql`and (name ilike ${like} or description_cn ilike ${like} or description_en ilike ${like}
            or exists (select 1 from unnest(services || sectors) s where s ilike ${like}))`
        : sql``
    }`;
  const [rows, [count]] = await Promise.all([
    query<AgencyRow>(db, sql`select ${COLUMNS} from ${agencies} where ${where} order by ${ORDER} limit ${limit} offset ${offset}`),
    query<{ n: number }>(db, sql`select count(*)::int as n from ${agencies} where ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findAgency(db: Db, slug: string): Promise<AgencyRow | undefined> {
  const [row] = await query<AgencyRow>(db, sql`select ${COLUMNS} from ${agencies} where slug = ${slug}`);
  return row;
}

export function allAgencies(db: Db, kind?: AgencyKind): Promise<AgencyRow[]> {
  return query<AgencyRow>(db, sql`select ${COLUMNS} from ${agencies} ${kind ? sql`where kind = ${kind}` : sql``} order by kind, ${ORDER}`);
}

/** Inserts or replaces by slug; true when the slug was new. */
export async function upsertAgency(db: DbOrTx, a: AgencyInput): Promise<boolean> {
  const row = {
    slug: a.slug,
    name: a.name,
    kind: a.kind,
    tier: a.tier,
    rank: a.rank,
    services: a.services,
    sectors: a.sectors,
    languages: a.languages,
    contact: { website: a.website ?? null, email: a.email ?? null, phone: a.phone ?? null, address: a.address ?? null },
    descriptionCn: a.descriptionCn,
    descriptionEn: a.descriptionEn,
    isDemo: a.isDemo,
    updatedAt: new Date(),
  };
  const { slug: _slug, ...changes } = row;
  const [result] = await db
    .insert(agencies)
    .values(row)
    .onConflictDoUpdate({ target: agencies.slug, set: changes })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return result?.inserted ?? false;
}

export async function deleteAgency(db: Db, slug: string): Promise<boolean> {
  const rows = await query<{ slug: string }>(db, sql`delete from ${agencies} where slug = ${slug} returning slug`);
  return rows.length > 0;
}
