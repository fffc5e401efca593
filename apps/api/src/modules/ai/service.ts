import {
  AI_ROLES,
  resumeProfileDraft,
  type AiTargetRequest,
  type ErrorCode,
  type Language,
  type ResumeProfileDraft,
} from '@jobbridge/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../plugins/deps.ts';
import { AiFailure } from '../../providers/ai/index.ts';
import type { Violation } from './claims.ts';
import { createAi, type Ai } from './engine.ts';
import { jobKeyTerms, resumeRole, roleKeyTerms } from './keyterms.ts';
import { sentences, squash, type CvLanguage } from './text.ts';
import { resumeFromPdf, resumeFromProfile, resumeFromReading, type JobDoc, type ResumeDoc } from './resume-doc.ts';
import { consume, release, remaining, currentTier } from '../membership/index.ts';
import {
  readFailure,
  createProfile,
  hasContent,
  presentProfile,
  saveProfile,
  findProfile,
  findResume,
  listProfiles,
  listResumes,
  resumeKey,
  storedReading,
} from '../resumes/index.ts';
import { buildInsights, INSIGHT_IDS } from './insights.ts';
import { matchResume } from './match.ts';
import { findCall, findJob, finishCall, insertCall, markedJobs, recentSearches, usageOf } from './repository.ts';
import { scoreResume, type ScoreTarget } from './rubric.ts';
import type { Target } from './writer-input.ts';

/**
 * The AI assistant (docs/product.md §10, decision 027). Scores and matches are the rubric's, free and the same
 * whichever writer runs; writing (optimise, the builder's helper) is the AI provider's and costs one helper use,
 * counted in the transaction that records the call and given back if the call fails.
 */
export type AiDeps = Deps<'db' | 'providers' | 'pdfReader' | 'log'> & { ai: Ai };

/** The assistant's dependencies from the app: the writer is the configured chat model's, else the built-in one. */
export function aiDeps(app: Deps<'db' | 'providers' | 'pdfReader' | 'log'>): AiDeps {
  return { db: app.db, providers: app.providers, pdfReader: app.pdfReader, log: app.log, ai: createAi(app.providers.ai) };
}

export type Source = { kind: 'resume' | 'profile'; id: string };

interface Loaded {
  doc: ResumeDoc;
  /** The builder draft behind it (the profile's, or the PDF parser's). */
  draft: ResumeProfileDraft;
}

/** A resume or profile of the caller's, read for the assistant (another person's id is not found). */
export async function loadSource(deps: AiDeps, userId: string, source: Source): Promise<Loaded> {
  if (source.kind === 'profile') {
    const row = await findProfile(deps.db, userId, source.id);
    if (!row) throw new AppError('PROFILE_NOT_FOUND');
    const draft = presentProfile(row).data;
    if (!hasContent(draft)) throw new AppError('AI_NOTHING_TO_READ');
    return { doc: resumeFromProfile(draft), draft };
  }
  const row = await findResume(deps.db, userId, source.id);
  if (!row) throw new AppError('RESUME_NOT_FOUND');
  const read = await deps.providers.files.withLocalCopy(resumeKey(row.fileKey), (path) =>
    deps.pdfReader.read(path).catch((err) => {
      throw readFailure(err, 'import');
    }),
  );
  if (!read) throw new AppError('RESUME_FILE_NOT_FOUND');
  // The reading its owner checked, when they have (decision 057): what letters, the score and rewrites use.
  const reviewed = storedReading(row);
  if (reviewed) return { doc: resumeFromReading(read.text, reviewed), draft: reviewed };
  return { doc: resumeFromPdf(read.text, read.draft), draft: read.draft };
}

const roleName = (id: string, language: Language) => AI_ROLES.find((r) => r.id === id)?.[language] ?? id;

/** The role of the list a resume's own title names ("Senior Data Analyst" → data-analyst), if any. */
function roleOf(resume: ResumeDoc): string | null {
  return resumeRole(resume);
}

export interface ResolvedTarget extends ScoreTarget {
  jobId: number | null;
  job: JobDoc | null;
}

/** What the person aims at: one of our jobs, a pasted job, a role from the list, or the role their CV names. */
async function resolveTarget(deps: AiDeps, body: AiTargetRequest, resume: ResumeDoc, language: Language): Promise<ResolvedTarget> {
  if (body.jobId !== undefined) {
    const job = await findJob(deps.db, body.jobId);
    if (!job) throw new AppError('NOT_FOUND');
    return { kind: 'job', title: job.title, terms: jobKeyTerms(job), jobId: body.jobId, job };
  }
  if (body.jobText) {
    const job: JobDoc = { title: body.jobTitle ?? '', company: '', location: '', salary: '', description: body.jobText };
    return { kind: 'job', title: job.title, terms: jobKeyTerms(job), jobId: null, job };
  }
  const role = body.role ?? roleOf(resume);
  if (role) return { kind: 'role', title: roleName(role, language), terms: roleKeyTerms(role), jobId: null, job: null };
  return { kind: 'none', title: '', terms: [], jobId: null, job: null };
}

const presentTarget = (t: ResolvedTarget) => ({ kind: t.kind, title: t.title, jobId: t.jobId });

export async function score(deps: AiDeps, userId: string, source: Source, body: AiTargetRequest, language: Language) {
  const { doc } = await loadSource(deps, userId, source);
  const target = await resolveTarget(deps, body, doc, language);
  return { ...scoreResume(doc, target, language), target: presentTarget(target), cvLanguage: doc.language };
}

export async function match(deps: AiDeps, userId: string, source: Source, body: Omit<AiTargetRequest, 'role'>, language: Language) {
  // Whose resume it is comes first: another person's id is 404 whatever the body says.
  const { doc } = await loadSource(deps, userId, source);
  if (body.jobId === undefined && !body.jobText) throw new AppError('AI_TARGET_REQUIRED');
  const target = await resolveTarget(deps, body, doc, language);
  return { ...matchResume(doc, target.job!, language), target: presentTarget(target) };
}

async function helperUses(deps: AiDeps, userId: string) {
  const [tier, left] = await Promise.all([currentTier(deps.db, userId), remaining(deps.db, userId, 'helper')]);
  return { limit: tier.helper, used: Math.max(0, tier.helper - left), remaining: left };
}

/**
 * Runs one writer call as one helper use: the use and the call's record commit together before the call (so two
 * parallel calls cannot both take the last use); a call that fails gives the use back and is recorded as
 * failed with its reason, and the person sees `failCode`.
 */
async function withHelperUse<T>(
  deps: AiDeps,
  userId: string,
  kind: 'optimise' | 'helper',
  source: Record<string, unknown>,
  failCode: ErrorCode,
  run: () => Promise<{ value: T; usage: { promptTokens: number; completionTokens: number }; stored?: unknown; unchanged?: boolean }>,
): Promise<{ callId: string; value: T }> {
  const { use, call } = await deps.db.transaction(async (tx) => {
    const use = await consume(tx, userId, 'helper', 1);
    const call = await insertCall(tx, { userId, kind, provider: deps.ai.provider, model: deps.ai.model, quotaUseId: use.id, source });
    return { use, call };
  });
  const started = Date.now();
  try {
    const answer = await run();
    await deps.db.transaction(async (tx) => {
      // An answer that changes nothing (no rewrite to offer, the person's own text back) costs no use.
      if (answer.unchanged) await release(tx, userId, use.id);
      await finishCall(tx, userId, call.id, {
        status: 'ok',
        error: null,
        promptTokens: answer.usage.promptTokens,
        completionTokens: answer.usage.completionTokens,
        durationMs: Date.now() - started,
        result: answer.stored ?? null,
      });
    });
    return { callId: call.id, value: answer.value };
  } catch (err) {
    const usage = err instanceof AiFailure ? err.details.usage : undefined;
    await deps.db.transaction(async (tx) => {
      await release(tx, userId, use.id);
      await finishCall(tx, userId, call.id, {
        status: 'failed',
        error: err instanceof AiFailure ? err.reason : 'error',
        promptTokens: usage?.promptTokens ?? 0,
        completionTokens: usage?.completionTokens ?? 0,
        durationMs: Date.now() - started,
        result: err instanceof AiFailure && err.reason === 'ungrounded' ? { violations: err.details.violations ?? [] } : null,
      });
    });
    deps.log.warn({ err, kind, provider: deps.ai.provider }, 'AI call failed; helper use given back');
    if (err instanceof AppError) throw err;
    throw new AppError(failCode, { cause: err });
  }
}

function toTarget(t: ResolvedTarget): Target {
  return { title: t.title, company: t.job?.company ?? '', terms: t.terms.map((x) => x.term) };
}

type Item = { id: string; kind: 'summary' | 'bullet'; workIndex: number | null; bulletIndex: number | null; before: string; after: string };

/** A resume read with some rewrites in place: the summary replaced, each bullet in its role, and in its text. */
export function withItems(doc: ResumeDoc, items: Item[]): ResumeDoc {
  const out = structuredClone(doc);
  for (const item of items) {
    if (item.kind === 'summary') out.summary = item.after;
    else {
      const bullets = out.work[item.workIndex ?? -1]?.bullets;
      if (bullets && item.bulletIndex !== null && bullets[item.bulletIndex] !== undefined) bullets[item.bulletIndex] = item.after;
    }
    out.text = item.before && out.text.includes(item.before) ? out.text.replace(item.before, item.after) : `${out.text}\n${item.after}`;
  }
  return out;
}

/**
 * The rewrites worth offering: none that lowers the score on its own, and together never below the score
 * before (decision 057); a rewrite the rubric cannot see (a reworded opener already strong) stays.
 */
export function keepScore<T extends Item>(doc: ResumeDoc, items: T[], target: ScoreTarget, language: Language) {
  const scoreOf = (list: Item[]) => scoreResume(withItems(doc, list), target, language).score;
  const before = scoreOf([]);
  const gains = items.map((item) => ({ item, gain: scoreOf([item]) - before })).filter((x) => x.gain >= 0);
  gains.sort((a, b) => b.gain - a.gain);
  let kept = gains.map((x) => x.item);
  while (kept.length && scoreOf(kept) < before) kept = kept.slice(0, -1);
  return { items: items.filter((i) => kept.includes(i)), score: { before, after: scoreOf(kept) } };
}

export async function optimise(deps: AiDeps, userId: string, source: Source, body: AiTargetRequest, language: Language) {
  const { doc, draft } = await loadSource(deps, userId, source);
  const target = await resolveTarget(deps, body, doc, language);
  const scoreTarget: ScoreTarget = { kind: target.kind, title: target.title, terms: target.terms };
  const { callId, value } = await withHelperUse(
    deps,
    userId,
    'optimise',
    { [`${source.kind}Id`]: source.id, target: presentTarget(target) },
    'OPTIMIZATION_FAILED',
    async () => {
      const result = await deps.ai.optimise(doc, toTarget(target));
      const offered = keepScore(doc, result.items, scoreTarget, language);
      const value = { ...result, items: offered.items, score: offered.score };
      return {
        value,
        usage: result.usage,
        stored: { source, items: offered.items, rejected: result.rejected, draft, cvLanguage: doc.language, target: scoreTarget },
        unchanged: offered.items.every((i) => squash(i.after) === squash(i.before)),
      };
    },
  );
  return {
    id: callId,
    provider: deps.ai.provider,
    items: value.items,
    rejected: value.rejected,
    target: presentTarget(target),
    helper: await helperUses(deps, userId),
    score: value.score,
  };
}

interface StoredOptimisation {
  source: Source;
  items: Item[];
  draft: ResumeProfileDraft;
  cvLanguage: 'en' | 'cn';
  /** What the score is against (optimisations stored before it was kept score against the CV alone). */
  target?: ScoreTarget;
}

/** Puts accepted rewrites into a draft: the summary into About Me, a bullet in place of its line in the role's description. */
function applyItems(draft: ResumeProfileDraft, items: Item[]): { draft: ResumeProfileDraft; applied: string[] } {
  const out: ResumeProfileDraft = structuredClone(draft);
  const applied: string[] = [];
  for (const item of items) {
    if (item.kind === 'summary') {
      // An imported PDF keeps its skills as About Me's last line: a new summary keeps that line.
      const skills = /(?:^|\n)((?:Skills: |技能：).*)$/s.exec(out.aboutMe ?? '')?.[1];
      out.aboutMe = (skills ? `${item.after}\n${skills}` : item.after).slice(0, 3000);
      applied.push(item.id);
      continue;
    }
    const work = out.work?.[item.workIndex ?? -1];
    if (!work?.description || !work.description.includes(item.before)) continue;
    work.description = work.description.replace(item.before, item.after).slice(0, 5000);
    applied.push(item.id);
  }
  return { draft: resumeProfileDraft.parse(out), applied };
}

/**
 * Accepts some of an optimisation's items: into the profile it was made from, or, for an uploaded PDF, into a
 * new builder profile made from the PDF's draft (within the tier's profile number), ready to export with a
 * template and save to the resume manager.
 */
export async function applyOptimisation(deps: AiDeps, userId: string, callId: string, accept: string[], language: Language) {
  const call = await findCall(deps.db, userId, callId);
  if (!call || call.kind !== 'optimise' || call.status !== 'ok' || !call.result) throw new AppError('NOT_FOUND');
  const stored = call.result as StoredOptimisation;
  const chosen = stored.items.filter((i) => accept.includes(i.id));
  const target = stored.target ?? { kind: 'none' as const, title: '', terms: [] };
  const scoreOf = (doc: ResumeDoc) => scoreResume(doc, target, language).score;
  if (stored.source.kind === 'profile') {
    const row = await findProfile(deps.db, userId, stored.source.id);
    if (!row) throw new AppError('PROFILE_NOT_FOUND');
    const current = presentProfile(row).data;
    const { draft, applied } = applyItems(current, chosen);
    const saved = await saveProfile(deps, userId, row.id, { data: draft });
    return {
      profile: presentProfile(saved),
      applied,
      score: { before: scoreOf(resumeFromProfile(current)), after: scoreOf(resumeFromProfile(draft)) },
    };
  }
  const { draft, applied } = applyItems(stored.draft, chosen);
  // The uploaded resume as the assistant reads it, with the accepted items in place: the same reading the
  // score before was taken on, so the two compare.
  const { doc } = await loadSource(deps, userId, stored.source).catch(() => ({ doc: resumeFromProfile(stored.draft) }));
  const score = {
    before: scoreOf(doc),
    after: scoreOf(
      withItems(
        doc,
        chosen.filter((i) => applied.includes(i.id)),
      ),
    ),
  };
  const created = await createProfile(deps, userId, { data: draft, language: stored.cvLanguage ?? language }, language);
  return { profile: presentProfile(created), applied, score };
}

/** Whether a text says only what the person's own does, line for line (reordered or split into bullets). */
function sameLines(text: string, own: string): boolean {
  const lines = (t: string) => sentences(t.replace(/[•]/g, '')).map(squash).filter(Boolean);
  const theirs = new Set(lines(own));
  const written = lines(text);
  return written.length > 0 && written.every((l) => theirs.has(l));
}

/**
 * The builder's helper (docs/product.md §5): needs the role filled in and chosen from the list, and the
 * description (or About Me) filled in.
 */
export async function helper(
  deps: AiDeps,
  userId: string,
  body: { kind: 'aboutMe' | 'work'; role?: string; data: ResumeProfileDraft; workIndex?: number },
) {
  // No interface language here: what the helper writes goes into the CV, in the CV's language.
  const roleField = (body.data.role ?? '').trim();
  if (!body.role || !roleField) throw new AppError('AI_ROLE_REQUIRED', { fields: [{ field: 'role', message: 'AI_ROLE_REQUIRED' }] });
  const workIndex = body.workIndex ?? 0;
  const description = (body.data.work?.[workIndex]?.description ?? '').trim();
  const anyDescription = (body.data.work ?? []).some((w) => (w.description ?? '').trim());
  const aboutMe = (body.data.aboutMe ?? '').trim();
  if (body.kind === 'work' && !description)
    throw new AppError('AI_DESCRIPTION_REQUIRED', {
      fields: [{ field: `work.${workIndex}.description`, message: 'AI_DESCRIPTION_REQUIRED' }],
    });
  if (body.kind === 'aboutMe' && !aboutMe && !anyDescription)
    throw new AppError('AI_DESCRIPTION_REQUIRED', { fields: [{ field: 'aboutMe', message: 'AI_DESCRIPTION_REQUIRED' }] });
  const doc = resumeFromProfile(body.data);
  const terms = roleKeyTerms(body.role);
  const name = roleName(body.role, doc.language);
  const { value } = await withHelperUse(deps, userId, 'helper', { kind: body.kind, role: body.role }, 'AI_CONTENT_FAILED', async () => {
    const result = await deps.ai.describe(doc, {
      kind: body.kind,
      workIndex,
      roleName: name,
      target: { title: name, company: '', terms: terms.map((t) => t.term) },
    });
    const own = body.kind === 'work' ? description : aboutMe;
    const unchanged = !!own && sameLines(result.text, own);
    return { value: { ...result, unchanged }, usage: result.usage, unchanged };
  });
  return {
    text: value.text,
    removed: value.removed,
    unchanged: value.unchanged,
    provider: deps.ai.provider,
    helper: await helperUses(deps, userId),
  };
}

/** The resume the insights compare against: the newest profile with content, else the newest uploaded resume. */
async function latestResume(deps: AiDeps, userId: string): Promise<ResumeDoc | null> {
  const profiles = await listProfiles(deps.db, userId);
  const profile = profiles.map(presentProfile).find((p) => hasContent(p.data));
  if (profile) return resumeFromProfile(profile.data);
  const [resume] = await listResumes(deps.db, userId);
  if (!resume) return null;
  try {
    return (await loadSource(deps, userId, { kind: 'resume', id: resume.id })).doc;
  } catch {
    return null;
  }
}

export async function insights(deps: AiDeps, userId: string, language: Language) {
  const [tier, jobs, searches, resume] = await Promise.all([
    currentTier(deps.db, userId),
    markedJobs(deps.db, userId),
    recentSearches(deps.db, userId),
    latestResume(deps, userId),
  ]);
  const all = buildInsights({ jobs, resume, searches, language });
  const limit = Math.min(tier.stats, INSIGHT_IDS.length);
  return { items: all.slice(0, limit), limit: tier.stats, locked: Math.max(0, all.length - limit) };
}

export async function usage(deps: AiDeps, userId: string) {
  return { helper: await helperUses(deps, userId), ...(await usageOf(deps.db, userId)) };
}

/**
 * A cover letter for one job (Flash Apply): written by the AI provider from the resume's own facts, through the
 * grounding check, and recorded as a 'letter' call with its tokens. It uses no helper use: Flash Apply counts
 * its sends, not its letters (decision 034). Throws AppError COVER_LETTER_EMPTY (or the grounding failure's).
 */
export async function writeLetter(
  deps: Pick<AiDeps, 'db' | 'ai' | 'log'>,
  userId: string,
  resume: ResumeDoc,
  job: JobDoc,
  source: Record<string, unknown>,
  options: { statusSentence?: string; language?: CvLanguage; variant?: number } = {},
): Promise<{ text: string; removed: Violation[] }> {
  const call = await insertCall(deps.db, { userId, kind: 'letter', provider: deps.ai.provider, model: deps.ai.model, source });
  const started = Date.now();
  try {
    // The person's right-to-work sentence is placed as they wrote it; no writer writes one.
    const letter = await deps.ai.writeCoverLetter(resume, job, options);
    if (!letter.text.trim()) throw new AiFailure('malformed', 'empty letter', { usage: letter.usage });
    await finishCall(deps.db, userId, call.id, {
      status: 'ok',
      error: null,
      promptTokens: letter.usage.promptTokens,
      completionTokens: letter.usage.completionTokens,
      durationMs: Date.now() - started,
      result: null,
    });
    return { text: letter.text, removed: letter.removed };
  } catch (err) {
    const usage = err instanceof AiFailure ? err.details.usage : undefined;
    await finishCall(deps.db, userId, call.id, {
      status: 'failed',
      error: err instanceof AiFailure ? err.reason : 'error',
      promptTokens: usage?.promptTokens ?? 0,
      completionTokens: usage?.completionTokens ?? 0,
      durationMs: Date.now() - started,
      result: err instanceof AiFailure && err.reason === 'ungrounded' ? { violations: err.details.violations ?? [] } : null,
    });
    deps.log.warn({ err, provider: deps.ai.provider }, 'cover letter failed');
    throw new AppError('COVER_LETTER_EMPTY', { cause: err });
  }
}
