import { activationCodes, asc, campaigns, eq, type Db } from '@jobbridge/db';

/** SQL of campaigns and their activation codes. */

export type CampaignRow = typeof campaigns.$inferSelect;

export async function findCampaign(db: Db, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

/** Stores a campaign and, when it has one, its public code as an activation code of the campaign, together. */
export async function saveCampaign(
  db: Db,
  campaign: Pick<CampaignRow, 'id' | 'name' | 'status' | 'publicCode'>,
  code: { maxUses: number; expiresAt: Date | undefined },
): Promise<void> {
  const { id, name, status, publicCode } = campaign;
  await db.transaction(async (tx) => {
    await tx
      .insert(campaigns)
      .values({ id, name, status, publicCode })
      .onConflictDoUpdate({ target: campaigns.id, set: { name, status, publicCode } });
    if (publicCode) {
      await tx
        .insert(activationCodes)
        .values({ code: publicCode, campaignId: id, maxUses: code.maxUses, expiresAt: code.expiresAt })
        .onConflictDoUpdate({
          target: activationCodes.code,
          set: { campaignId: id, maxUses: code.maxUses, expiresAt: code.expiresAt ?? null },
        });
    }
  });
}

/** Stores a new activation code; false when that code exists already. */
export async function insertCode(
  db: Db,
  values: { code: string; campaignId: string | undefined; maxUses: number; expiresAt: Date | undefined },
): Promise<boolean> {
  const inserted = await db.insert(activationCodes).values(values).onConflictDoNothing().returning({ code: activationCodes.code });
  return inserted.length > 0;
}

export async function listCampaigns(db: Db) {
  return db.select().from(campaigns).orderBy(asc(campaigns.createdAt));
}

export async function listCodes(db: Db, campaignId?: string) {
  const q = db.select().from(activationCodes);
  return (campaignId ? q.where(eq(activationCodes.campaignId, campaignId)) : q).orderBy(asc(activationCodes.createdAt));
}
