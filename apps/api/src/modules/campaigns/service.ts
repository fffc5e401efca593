import { ACTIVATION_CODE_LENGTH } from '@jobbridge/contracts';
import { activationCodes, asc, campaigns, eq, type Db } from '@jobbridge/db';
import { randomCode } from '../../lib/crypto.ts';

export type CampaignStatus = (typeof campaigns.$inferSelect)['status'];

export interface CodeOptions {
  campaignId?: string;
  maxUses?: number;
  expiresAt?: Date;
}

function normaliseCode(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z0-9]+$/.test(upper) || upper.length !== ACTIVATION_CODE_LENGTH)
    throw new Error(`An activation code is ${ACTIVATION_CODE_LENGTH} letters or digits: "${code}"`);
  return upper;
}

/** Creates (or updates) a campaign; a public code, if given, becomes an activation code of the campaign. */
export async function upsertCampaign(
  db: Db,
  input: { id: string; name: string; status: CampaignStatus; publicCode?: string; maxUses?: number; expiresAt?: Date },
) {
  const id = input.id.trim().toLowerCase();
  if (!/^[a-z0-9-]{1,64}$/.test(id)) throw new Error(`A campaign id is lower-case letters, digits and dashes: "${input.id}"`);
  const publicCode = input.publicCode ? normaliseCode(input.publicCode) : null;
  await db.transaction(async (tx) => {
    await tx
      .insert(campaigns)
      .values({ id, name: input.name, status: input.status, publicCode })
      .onConflictDoUpdate({ target: campaigns.id, set: { name: input.name, status: input.status, publicCode } });
    if (publicCode) {
      await tx
        .insert(activationCodes)
        .values({ code: publicCode, campaignId: id, maxUses: input.maxUses ?? 1000, expiresAt: input.expiresAt })
        .onConflictDoUpdate({
          target: activationCodes.code,
          set: { campaignId: id, maxUses: input.maxUses ?? 1000, expiresAt: input.expiresAt ?? null },
        });
    }
  });
  return id;
}

/** Generates `count` fresh random codes (no 0/O/1/I/L) and returns them. */
export async function createCodes(db: Db, count: number, options: CodeOptions = {}): Promise<string[]> {
  const made: string[] = [];
  while (made.length < count) {
    const code = randomCode(ACTIVATION_CODE_LENGTH);
    const inserted = await db
      .insert(activationCodes)
      .values({ code, campaignId: options.campaignId, maxUses: options.maxUses ?? 1, expiresAt: options.expiresAt })
      .onConflictDoNothing()
      .returning({ code: activationCodes.code });
    if (inserted.length) made.push(code);
  }
  return made;
}

export async function listCampaigns(db: Db) {
  return db.select().from(campaigns).orderBy(asc(campaigns.createdAt));
}

export async function listCodes(db: Db, campaignId?: string) {
  const q = db.select().from(activationCodes);
  return (campaignId ? q.where(eq(activationCodes.campaignId, campaignId)) : q).orderBy(asc(activationCodes.createdAt));
}
