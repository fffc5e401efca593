import { AGENCIES_PAGE_SIZE, type Agency, type ListAgenciesResponse, type listAgenciesQuery } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AgencyInput } from './input.ts';
import * as repo from './repository.ts';

/** What the agency routes and the admin command call. */

function present(row: repo.AgencyRow): Agency {
  return {
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    tier: row.tier,
    rank: row.rank,
    services: row.services,
    sectors: row.sectors,
    languages: row.languages,
    contact: {
      website: row.contact.website ?? null,
      email: row.contact.email ?? null,
      phone: row.contact.phone ?? null,
      address: row.contact.address ?? null,
    },
    description: { cn: row.description_cn, en: row.description_en },
    isDemo: row.is_demo,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listAgencies(db: Db, q: z.infer<typeof listAgenciesQuery>): Promise<ListAgenciesResponse> {
  const { rows, total } = await repo.searchAgencies(db, q, AGENCIES_PAGE_SIZE, (q.page - 1) * AGENCIES_PAGE_SIZE);
  return { items: rows.map(present), total, page: q.page, pageSize: AGENCIES_PAGE_SIZE };
}

export async function getAgency(db: Db, slug: string): Promise<Agency> {
  const row = await repo.findAgency(db, slug.toLowerCase());
  if (!row) throw new AppError('AGENCY_NOT_FOUND');
  return present(row);
}

/** Whether an agency with this slug exists (reviews are only taken for real ones). */
export async function agencyExists(db: Db, slug: string): Promise<boolean> {
  return (await repo.findAgency(db, slug.toLowerCase())) !== undefined;
}

export async function listAll(db: Db, kind?: Agency['kind']): Promise<Agency[]> {
  return (await repo.allAgencies(db, kind)).map(present);
}

/** Upserts every valid row by slug in one transaction; bad rows are reported by the caller and never written. */
export async function importAgencies(db: Db, rows: AgencyInput[]): Promise<{ added: number; updated: number }> {
  let added = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) if (await repo.upsertAgency(tx, row)) added++;
  });
  return { added, updated: rows.length - added };
}

export const removeAgency = (db: Db, slug: string) => repo.deleteAgency(db, slug.trim().toLowerCase());
