import { and, asc, desc, eq, isNotNull, isNull, resumeProfiles, resumes, sql, users, type Db } from '@jobbridge/db';

/** SQL of the resume manager and the builder's profiles. Every query is scoped to the caller's user id. */

export type ResumeRow = typeof resumes.$inferSelect;
export type ProfileRow = typeof resumeProfiles.$inferSelect;
/** A transaction handle is used wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

export function listResumes(db: Db | Tx, userId: string) {
  return db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.uploadedAt), desc(resumes.id));
}

export async function findResume(db: Db | Tx, userId: string, id: string): Promise<ResumeRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
  return row;
}

/** Serialises the caller's resume writes (count checks, alias checks) for the rest of the transaction. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where id = ${userId} for update`);
}

export async function countResumes(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(resumes)
    .where(eq(resumes.userId, userId));
  return Number(row?.n ?? 0);
}

/** True when another of the caller's resumes already has this alias (case-insensitive). */
export async function aliasTaken(db: Db | Tx, userId: string, alias: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), sql`lower(${resumes.alias}) = lower(${alias})`));
  return rows.some((r) => r.id !== exceptId);
}

export async function allAliases(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db.select({ alias: resumes.alias }).from(resumes).where(eq(resumes.userId, userId));
  return rows.map((r) => r.alias);
}

export async function insertResume(db: Db | Tx, values: typeof resumes.$inferInsert): Promise<ResumeRow> {
  const [row] = await db.insert(resumes).values(values).returning();
  return row!;
}

export async function updateResume(
  db: Db | Tx,
  userId: string,
  id: string,
  values: Partial<typeof resumes.$inferInsert>,
): Promise<ResumeRow | undefined> {
  const [row] = await db
    .update(resumes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning();
  return row;
}

export async function deleteResumeRow(db: Db | Tx, userId: string, id: string): Promise<void> {
  await db.delete(resumes).where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
}

/** Every stored file key of a user (account deletion removes the files after the rows). */
export async function resumeFileKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ key: resumes.fileKey }).from(resumes).where(eq(resumes.userId, userId));
  return rows.map((r) => r.key);
}

/** The saved profiles (an empty draft opened and left is not one of the user's profiles yet). */
export function listProfiles(db: Db | Tx, userId: string) {
  return db
    .select()
    .from(resumeProfiles)
    .where(and(eq(resumeProfiles.userId, userId), isNotNull(resumeProfiles.savedAt)))
    .orderBy(asc(resumeProfiles.createdAt), asc(resumeProfiles.id));
}

export async function findProfile(db: Db | Tx, userId: string, id: string): Promise<ProfileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(resumeProfiles)
    .where(and(eq(resumeProfiles.id, id), eq(resumeProfiles.userId, userId)));
  return row;
}

/** Profiles that count against the plan: those the user has saved content into (decision 019). */
export async function countProfiles(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(resumeProfiles)
    .where(and(eq(resumeProfiles.userId, userId), isNotNull(resumeProfiles.savedAt)));
  return Number(row?.n ?? 0);
}

/** The profile's first save, read again inside the transaction that holds the user's lock. */
export async function profileSavedAt(tx: Tx, id: string): Promise<{ savedAt: Date | null } | undefined> {
  const [row] = await tx.select({ savedAt: resumeProfiles.savedAt }).from(resumeProfiles).where(eq(resumeProfiles.id, id));
  return row;
}

/** The user's empty draft that was never saved (at most one: starting the builder again reuses it). */
export async function findUnsavedProfile(db: Db | Tx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(resumeProfiles)
    .where(and(eq(resumeProfiles.userId, userId), isNull(resumeProfiles.savedAt)))
    .orderBy(desc(resumeProfiles.createdAt))
    .limit(1);
  return row;
}

export async function insertProfile(db: Db | Tx, values: typeof resumeProfiles.$inferInsert): Promise<ProfileRow> {
  const [row] = await db.insert(resumeProfiles).values(values).returning();
  return row!;
}

export async function updateProfile(
  db: Db | Tx,
  userId: string,
  id: string,
  values: Partial<typeof resumeProfiles.$inferInsert>,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(resumeProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(resumeProfiles.id, id), eq(resumeProfiles.userId, userId)))
    .returning();
  return row;
}

export async function deleteProfileRow(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(resumeProfiles)
    .where(and(eq(resumeProfiles.id, id), eq(resumeProfiles.userId, userId)))
    .returning({ id: resumeProfiles.id });
  return rows.length > 0;
}

/** The profile that exported resume `resumeId` lets go of it. */
export async function unlinkProfile(db: Db | Tx, userId: string, resumeId: string): Promise<void> {
  await db
    .update(resumeProfiles)
    .set({ resumeId: null })
    .where(and(eq(resumeProfiles.userId, userId), eq(resumeProfiles.resumeId, resumeId)));
}
