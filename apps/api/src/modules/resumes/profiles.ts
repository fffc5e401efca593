import {
  filledProfileDraft,
  RESUME_LIMIT,
  RESUME_TEMPLATES,
  resumeProfile,
  resumeProfileDraft,
  type FieldIssue,
  type FinishProfileRequest,
  type Language,
  type ProfileItem,
  type ResumeProfileDraft,
  type ResumeTemplate,
  type SaveProfileRequest,
} from '@jobbridge/contracts';
import { AppError } from '../../lib/app-error.ts';
import { currentTier } from '../membership/index.ts';
import {
  countProfiles,
  countResumes,
  deleteProfileRow,
  findProfile,
  findResume,
  findUnsavedProfile,
  insertProfile,
  listProfiles,
  lockUser,
  profileSavedAt,
  updateProfile,
  updateResume,
  type ProfileRow,
  type ResumeRow,
} from './repository.ts';
import type { PdfReader } from '../../lib/pdf-reader/index.ts';
import { readFailure, renderPdf } from './pdf-engine.ts';
import { addResume, cleanFilename, replaceFile, uniqueAlias, type ResumeDeps } from './service.ts';
import { head, resumeKey, writeTemp } from './storage.ts';

/**
 * The resume builder (decision 008 for which page does what, 009 for finishing at the resume limit):
 * profiles are drafts autosaved as the user types; finishing validates, renders the PDF and stores it in the
 * resume manager, linked to the profile so that finishing again updates the same resume.
 */

export function presentProfile(row: ProfileRow): ProfileItem {
  const data = resumeProfileDraft.safeParse(row.data);
  return {
    id: row.id,
    data: data.success ? data.data : {},
    template: (RESUME_TEMPLATES as readonly string[]).includes(row.template) ? (row.template as ResumeTemplate) : 'modern-pro',
    language: row.language === 'cn' ? 'cn' : 'en',
    completedAt: row.completedAt?.toISOString() ?? null,
    resumeId: row.resumeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Templates the caller's tier unlocks: the first N of RESUME_TEMPLATES (TIERS[..].resume). */
async function availableTemplates(deps: ResumeDeps, userId: string): Promise<ResumeTemplate[]> {
  const tier = await currentTier(deps.db, userId);
  return RESUME_TEMPLATES.slice(0, Math.max(1, tier.resume));
}

export async function list(deps: ResumeDeps, userId: string) {
  const [rows, tier, available] = await Promise.all([
    listProfiles(deps.db, userId),
    currentTier(deps.db, userId),
    availableTemplates(deps, userId),
  ]);
  return {
    items: rows.map(presentProfile),
    limit: tier.profile,
    templates: RESUME_TEMPLATES.map((id) => ({ id, available: available.includes(id) })),
  };
}

export async function get(deps: ResumeDeps, userId: string, id: string): Promise<ProfileRow> {
  const row = await findProfile(deps.db, userId, id);
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  return row;
}

/** Whether a draft holds anything the user typed (empty entries and flags alone are not content). */
/** The language a profile is written in: Chinese when a good share of its letters are Chinese characters. */
function contentLanguage(data: ResumeProfileDraft): Language {
  const text = JSON.stringify(data);
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.replace(/"[a-zA-Z]+":/g, '').match(/[A-Za-z]/g)?.length ?? 0;
  return han > 0 && han * 3 >= latin ? 'cn' : 'en';
}

export function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasContent);
  if (value && typeof value === 'object') return Object.values(value).some(hasContent);
  return false;
}

/**
 * A new profile. Only saved profiles (with content) count against the tier's number (decision 019): a draft
 * with content is saved at once, within the number (PROFILE_LIMIT_REACHED beyond it); an empty one, as the
 * builder opens with, is not counted, and starting again reuses the user's empty draft instead of adding one.
 */
export async function create(
  deps: ResumeDeps,
  userId: string,
  body: SaveProfileRequest & { data: ResumeProfileDraft },
  fallbackLanguage: Language,
): Promise<ProfileRow> {
  const tier = await currentTier(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await countProfiles(tx, userId)) >= tier.profile) throw new AppError('PROFILE_LIMIT_REACHED');
    // A profile made with content (an imported resume, accepted rewrites) prints its headings in the content's
    // language, not the interface's: an English CV read in the Chinese interface stays an English PDF.
    const language = body.language ?? (hasContent(body.data) ? contentLanguage(body.data) : fallbackLanguage);
    const values = { data: body.data, template: body.template ?? 'modern-pro', language };
    if (hasContent(body.data)) return insertProfile(tx, { userId, ...values, savedAt: new Date() });
    const draft = await findUnsavedProfile(tx, userId);
    if (draft) return (await updateProfile(tx, userId, draft.id, values))!;
    return insertProfile(tx, { userId, ...values });
  });
}

/**
 * Autosave: whatever the form holds now, valid or not (the rules apply when finishing). The first save with
 * content makes an empty draft one of the user's profiles, within the tier's number (PROFILE_LIMIT_REACHED).
 */
export async function save(deps: ResumeDeps, userId: string, id: string, body: Partial<SaveProfileRequest>): Promise<ProfileRow> {
  const values = {
    ...(body.data ? { data: body.data } : {}),
    ...(body.template ? { template: body.template } : {}),
    ...(body.language ? { language: body.language } : {}),
  };
  const current = await findProfile(deps.db, userId, id);
  if (!current) throw new AppError('PROFILE_NOT_FOUND');
  if (current.savedAt || !hasContent(body.data)) {
    const row = await updateProfile(deps.db, userId, id, values);
    if (!row) throw new AppError('PROFILE_NOT_FOUND');
    return row;
  }
  const tier = await currentTier(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const fresh = await profileSavedAt(tx, id);
    if (!fresh) throw new AppError('PROFILE_NOT_FOUND');
    if (!fresh.savedAt && (await countProfiles(tx, userId)) >= tier.profile) throw new AppError('PROFILE_LIMIT_REACHED');
    const row = await updateProfile(tx, userId, id, { ...values, savedAt: fresh.savedAt ?? new Date() });
    if (!row) throw new AppError('PROFILE_NOT_FOUND');
    return row;
  });
}

/** Deleting a profile keeps any resume it produced (that PDF is the user's, in the manager). */
export async function remove(deps: ResumeDeps, userId: string, id: string): Promise<void> {
  if (!(await deleteProfileRow(deps.db, userId, id))) throw new AppError('PROFILE_NOT_FOUND');
}

export async function preview(draft: ResumeProfileDraft, template: ResumeTemplate, language: Language): Promise<Buffer> {
  try {
    return await renderPdf(draft, { template, language });
  } catch (err) {
    throw new AppError('PDF_GENERATE_FAILED', { cause: err });
  }
}

/** The finishing rules as field issues whose messages are error codes (the error handler translates them). */
function finishingIssues(draft: ResumeProfileDraft): FieldIssue[] {
  const parsed = resumeProfile.safeParse(filledProfileDraft(draft));
  if (parsed.success) return [];
  // One message per field, the first rule it breaks (an empty email is "required", not also "invalid").
  const byField = new Map<string, FieldIssue>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!byField.has(field)) byField.set(field, { field, message: issue.message });
  }
  return [...byField.values()];
}

const safeName = (value: string | undefined) => (value ?? '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');

/** "Li-Lei-Resume.pdf" (or "Resume.pdf" when there is no name). */
function exportFilename(draft: ResumeProfileDraft): string {
  const name = [safeName(draft.firstName), safeName(draft.lastName)].filter(Boolean).join('-');
  return cleanFilename(`${name ? `${name}-` : ''}Resume.pdf`);
}

/**
 * Finishing: save what was sent, check the rules (400 with a code per field), check the template against the
 * tier (TEMPLATE_LOCKED), render (RESUME_CREATE_FAILED, the profile kept), mark the profile completed, then
 * store the PDF in the manager (RESUME_PDF_UPLOAD_FAILED, the profile kept as completed). A profile exported
 * before updates its own resume; otherwise a free slot is used, or `replaceResumeId` names the one to replace,
 * or RESUME_LIMIT_REACHED asks the user to choose.
 */
export async function finish(deps: ResumeDeps, userId: string, id: string, body: FinishProfileRequest) {
  let row = await get(deps, userId, id);
  if (body.data || body.template || body.language)
    row = await save(deps, userId, id, { data: body.data, template: body.template, language: body.language });
  const draft = presentProfile(row).data;
  const issues = finishingIssues(draft);
  if (issues.length) throw new AppError('VALIDATION_ERROR', { fields: issues });
  const profile = resumeProfile.parse(filledProfileDraft(draft));
  const { template, language } = presentProfile(row);
  if (!(await availableTemplates(deps, userId)).includes(template)) throw new AppError('TEMPLATE_LOCKED');

  // Where the PDF will go, decided before the (costly) render so a full manager is reported at once.
  const linked = row.resumeId ? await findResume(deps.db, userId, row.resumeId) : undefined;
  const replaceTarget = !linked && body.replaceResumeId ? await findResume(deps.db, userId, body.replaceResumeId) : undefined;
  if (body.replaceResumeId && !linked && !replaceTarget) throw new AppError('RESUME_NOT_FOUND');
  if (!linked && !replaceTarget && (await countResumes(deps.db, userId)) >= RESUME_LIMIT) throw new AppError('RESUME_LIMIT_REACHED');

  let pdf: Buffer;
  try {
    pdf = await renderPdf(profile, { template, language });
  } catch (err) {
    throw new AppError('RESUME_CREATE_FAILED', { cause: err });
  }
  row = (await updateProfile(deps.db, userId, id, { completedAt: new Date() }))!;

  const filename = exportFilename(profile);
  try {
    const temp = await writeTemp(deps.providers.files, pdf);
    const resume = await deps.db.transaction(async (tx) => {
      const stored = linked
        ? await replaceFile(deps, userId, linked.id, temp, { filename, source: 'builder', profileId: id }, tx)
        : replaceTarget
          ? await replaceFile(
              deps,
              userId,
              replaceTarget.id,
              temp,
              { filename, source: 'builder', profileId: id, alias: await uniqueAlias(tx, userId, profile.role, replaceTarget.alias) },
              tx,
            )
          : await addResume(
              deps,
              userId,
              temp,
              { alias: await uniqueAlias(tx, userId, profile.role), filename, source: 'builder', profileId: id },
              tx,
            );
      row = (await updateProfile(tx, userId, id, { resumeId: stored.id }))!;
      return stored;
    });
    return { profile: row, resume };
  } catch (err) {
    if (err instanceof AppError && err.code === 'RESUME_LIMIT_REACHED') throw err;
    throw new AppError('RESUME_PDF_UPLOAD_FAILED', { cause: err });
  }
}

/** A scan is PDF_NO_TEXT (never invented content); a file over the reader's limits RESUME_FILE_UNREADABLE (see readFailure). */
function importError(err: unknown): never {
  throw readFailure(err, 'import');
}

const LIMITS = {
  firstName: 80,
  lastName: 80,
  role: 120,
  email: 254,
  phone: 40,
  country: 80,
  address: 300,
  aboutMe: 3000,
  linkedin: 300,
  github: 300,
  portfolio: 300,
  school: 200,
  major: 200,
  degree: 120,
  start: 7,
  end: 7,
  company: 200,
  location: 200,
  description: 5000,
} as Record<string, number>;

/** What a parser found, cut to the draft's bounds (a long PDF must still import, not fail validation). */
function fitDraft(raw: ResumeProfileDraft): ResumeProfileDraft {
  const clip = (obj: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(obj).map(([k, v]) => [k, typeof v === 'string' && LIMITS[k] ? [...v.trim()].slice(0, LIMITS[k]).join('') : v]),
    );
  const out = clip(raw) as ResumeProfileDraft;
  if (raw.education) out.education = raw.education.slice(0, 10).map((e) => clip(e) as typeof e);
  if (raw.work) out.work = raw.work.slice(0, 15).map((w) => clip(w) as typeof w);
  const checked = resumeProfileDraft.safeParse(out);
  return checked.success ? checked.data : {};
}

/** A draft pre-filled from a PDF's text; a scan (no text) is PDF_NO_TEXT, never invented content. */
export async function importPdf(reader: PdfReader, path: string): Promise<ResumeProfileDraft> {
  if (!(await head(path, 1024)).includes(Buffer.from('%PDF-'))) throw new AppError('RESUME_NOT_PDF');
  return fitDraft(await reader.parse(path).catch(importError));
}

/** The same from one of the caller's stored resumes (/inputEdit): the reading its owner checked, if any. */
export async function importStoredResume(
  deps: ResumeDeps,
  reader: PdfReader,
  userId: string,
  resumeId: string,
): Promise<ResumeProfileDraft> {
  const resume = await findResume(deps.db, userId, resumeId);
  if (!resume) throw new AppError('RESUME_NOT_FOUND');
  // The reading its owner checked is the one every later use starts from (decision 057).
  const reviewed = storedReading(resume);
  if (reviewed) return reviewed;
  const parsed = await deps.providers.files.withLocalCopy(resumeKey(resume.fileKey), (path) => reader.parse(path).catch(importError));
  if (!parsed) throw new AppError('RESUME_FILE_NOT_FOUND');
  return fitDraft(parsed);
}

/** The reading of an uploaded resume as its owner checked it (decision 057), or null before they have. */
export function storedReading(row: Pick<ResumeRow, 'reading'>): ResumeProfileDraft | null {
  if (!row.reading) return null;
  const checked = resumeProfileDraft.safeParse(row.reading);
  return checked.success ? checked.data : null;
}

/** How one of the caller's resumes reads: as checked, or as the reader reads the file now (the review step). */
export async function getReading(deps: ResumeDeps, reader: PdfReader, userId: string, resumeId: string) {
  const resume = await findResume(deps.db, userId, resumeId);
  if (!resume) throw new AppError('RESUME_NOT_FOUND');
  const reviewed = storedReading(resume);
  if (reviewed) return { data: reviewed, reviewed: true };
  return { data: await importStoredResume(deps, reader, userId, resumeId), reviewed: false };
}

/** Keeps the reading as corrected: letters, the score and the assistant read the resume this way from now on. */
export async function saveReading(deps: ResumeDeps, userId: string, resumeId: string, data: ResumeProfileDraft) {
  const row = await updateResume(deps.db, userId, resumeId, { reading: fitDraft(data) });
  if (!row) throw new AppError('RESUME_NOT_FOUND');
  return { data: storedReading(row)!, reviewed: true };
}

/**
 * A builder profile's PDF rendered now, in `language` (headings, dates and punctuation), with its saved template:
 * what Flash Apply attaches when its letters are in another language than the exported PDF (decision 056).
 * Null when the profile is gone or no longer complete.
 */
export async function profilePdf(db: ResumeDeps['db'], userId: string, id: string, language: Language): Promise<Buffer | null> {
  const row = await findProfile(db, userId, id);
  if (!row) return null;
  const { data, template } = presentProfile(row);
  const parsed = resumeProfile.safeParse(filledProfileDraft(data));
  return parsed.success ? renderPdf(parsed.data, { template, language }) : null;
}
