import type { FastifyInstance } from 'fastify';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
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

export async function withLetterUse<T>(app: FastifyInstance, userId: string, write: () => Promise<T>): Promise<T> {
  if ((await currentTier(app.db, userId)).letters === null) {
    const { count } = await hit(app.db, hourKey(userId), 3600);
    if (count > app.config.FLASH_LETTERS_PER_HOUR) throw new AppError('LETTERS_RATE_LIMITED');
  }
  return withUse(app.db, userId, 'letters', 1, write);
}
