import { RIGHT_TO_WORK_END_DATE, type RightToWorkState, type RightToWorkStatus } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { rightToWorkSentence, type RightToWork } from '../ai/index.ts';
import { getRightToWork, saveRightToWork } from './repository.ts';

/** Today in the UK's calendar sense, as YYYY-MM-DD (a status "valid until" a day is valid on that day). */
const today = (now: Date) => now.toISOString().slice(0, 10);

/** True once the end date has passed: the status no longer says what the person holds. */
export function rightToWorkExpired(rtw: RightToWork, now = new Date()): boolean {
  return rtw.until !== null && rtw.until < today(now);
}

function present(rtw: RightToWork | null): RightToWorkState {
  if (!rtw) return { status: null, until: null, expired: false, sentence: null };
  const expired = rightToWorkExpired(rtw);
  return {
    status: rtw.status,
    until: rtw.until,
    expired,
    sentence: expired ? null : { en: rightToWorkSentence(rtw, 'en'), cn: rightToWorkSentence(rtw, 'cn') },
  };
}

export async function readRightToWork(db: Db, userId: string): Promise<RightToWorkState> {
  return present(await getRightToWork(db, userId));
}

/** Sets (or, with a null status, clears) the declaration; an end date only where the status has one. */
export async function setRightToWork(
  db: Db,
  userId: string,
  body: { status: RightToWorkStatus | null; until?: string | null },
): Promise<RightToWorkState> {
  const until = body.until ?? null;
  const rule = body.status ? RIGHT_TO_WORK_END_DATE[body.status] : 'none';
  const problem =
    rule === 'required' && !until
      ? 'RIGHT_TO_WORK_UNTIL_REQUIRED'
      : rule === 'none' && until
        ? 'RIGHT_TO_WORK_UNTIL_NOT_ALLOWED'
        : until && until < today(new Date())
          ? 'RIGHT_TO_WORK_UNTIL_PAST'
          : null;
  if (problem) throw new AppError(problem, { fields: [{ field: 'until', message: problem }] });
  const rtw = body.status ? { status: body.status, until } : null;
  await saveRightToWork(db, userId, rtw);
  return present(rtw);
}
