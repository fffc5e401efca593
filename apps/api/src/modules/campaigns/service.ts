import { ACTIVATION_CODE_LENGTH } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { randomCode } from '../../lib/crypto.ts';
import { insertCode, saveCampaign, type CampaignRow } from './repository.ts';

export type CampaignStatus = CampaignRow['status'];

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
  await saveCampaign(
    db,
    { id, name: input.name, status: input.status, publicCode },
    { maxUses: input.maxUses ?? 1000, expiresAt: input.expiresAt },
  );
  return id;
}

/** Generates `count` fresh random codes (no 0/O/1/I/L) and returns them. */
export async function createCodes(db: Db, count: number, options: CodeOptions = {}): Promise<string[]> {
  const made: string[] = [];
  while (made.length < count) {
    const code = randomCode(ACTIVATION_CODE_LENGTH);
    const values = { code, campaignId: options.campaignId, maxUses: options.maxUses ?? 1, expiresAt: options.expiresAt };
    if (await insertCode(db, values)) made.push(code);
  }
  return made;
}
