import { ACTIVATION_CODE_LENGTH, errorMessage, type ActivationStatus, type ErrorCode, type Language } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { claimActivationCode, findActivationCode, lockUserActivation, recordActivation, type ActivationCodeRow } from './repository.ts';

function problem(row: ActivationCodeRow | undefined): ErrorCode | null {
  if (!row) return 'INVALID_ACTIVATION_CODE';
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return 'ACTIVATION_CODE_EXPIRED';
  if (row.usedCount >= row.maxUses) return 'ACTIVATION_CODE_LIMIT';
  return null;
}

const AVAILABLE: Record<Language, string> = { en: 'Activation code is available', cn: '激活码可用' };

/** docs/product.md §3: `result`, `msg`, `available`. A code is 8 characters and case-insensitive. */
export async function checkActivationCode(db: Db, code: string, lang: Language): Promise<ActivationStatus> {
  const normalised = code.trim();
  if (!normalised) return { result: false, msg: errorMessage('ACTIVATION_CODE_REQUIRED', lang), available: false };
  if (normalised.length !== ACTIVATION_CODE_LENGTH)
    return { result: false, msg: errorMessage('ACTIVATION_CODE_LENGTH', lang), available: false };
  const issue = problem(await findActivationCode(db, normalised));
  return issue
    ? { result: false, msg: errorMessage(issue, lang), available: false }
    : { result: true, msg: AVAILABLE[lang], available: true };
}

/** Uses one of the code's uses for this user, atomically: two people racing for the last use cannot both win. */
export async function activate(db: Db, userId: string, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockUserActivation(tx, userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    if (user.activatedAt) throw new AppError('USER_ALREADY_ACTIVATED');
    const claimed = await claimActivationCode(tx, code);
    if (!claimed) throw new AppError(problem(await findActivationCode(tx, code)) ?? 'ACTIVATION_FAILED');
    await recordActivation(tx, userId, claimed.id);
  });
}
