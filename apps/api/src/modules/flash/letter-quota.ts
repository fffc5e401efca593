import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../plugins/deps.ts';
import { hit, peek } from '../../lib/throttle.ts';
import { currentTier, withUse } from '../membership/index.ts';

/**
 * Cover letters cost a model call on the operator's key (decision 052): each one written counts against the
 * tier's letters of the period (given back when the model fails); a tier without a number (Premium) counts them
 * too but is held to a fair-use rate per hour instead.
 */
const hourKey = (userId: string) => `flash-letters:${userId}`;

export async function lettersThisHour(db: Db, userId: string): Promise<number> {
  return (await peek(db, hourKey(userId))).count;
}

export async function withLetterUse<T>(deps: Deps<'db' | 'config'>, userId: string, write: () => Promise<T>): Promise<T> {
  if ((await currentTier(deps.db, userId)).letters === null) {
    const { count } = await hit(deps.db, hourKey(userId), 3600);
    if (count > deps.config.FLASH_LETTERS_PER_HOUR) throw new AppError('LETTERS_RATE_LIMITED');
  }
  return withUse(deps.db, userId, 'letters', 1, write);
}
