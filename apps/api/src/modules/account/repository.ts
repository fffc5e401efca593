import { eq, users, type Db } from '@jobbridge/db';
import type { RightToWork } from '../ai/index.ts';

/** The right to work the person declared, or null when they have not. */
export async function getRightToWork(db: Db, userId: string): Promise<RightToWork | null> {
  const [row] = await db.select({ status: users.rightToWork, until: users.rightToWorkUntil }).from(users).where(eq(users.id, userId));
  return row?.status ? { status: row.status, until: row.until } : null;
}

export async function saveRightToWork(db: Db, userId: string, rtw: RightToWork | null): Promise<void> {
  await db
    .update(users)
    .set({ rightToWork: rtw?.status ?? null, rightToWorkUntil: rtw?.until ?? null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
