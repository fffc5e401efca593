import { randomUUID } from 'node:crypto';
import {
  aiRemovedClaim,
  errorMessage,
  type CreateFlashBatchRequest,
  type ErrorCode,
  type FlashApplication,
  type FlashBatch,
  type FlashListResponse,
  type Language,
  type UpdateFlashApplicationRequest,
} from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../plugins/deps.ts';
import { consume, currentTier, remaining, quotaWindow } from '../membership/index.ts';
import { linkedMailbox } from '../mailbox/index.ts';
import { findProfile, findResume, listResumes, renderLetter } from '../resumes/index.ts';
import { attachedPdf, attachmentName } from './attachment.ts';
import { flashGenerateJob, flashSendJob } from './jobs.ts';
import { lettersThisHour } from './letter-quota.ts';
import { linksIn } from './links.ts';
import * as repo from './repository.ts';
import { asSalaryStatus, asVerdictKind, needsSponsorship, sponsorBlock } from './sponsorship.ts';

/**
 * Flash Apply (decision 034): a batch is made of rows before anything is generated or sent; letters are written
 * in the background (generate.ts) and emails sent by the queue (send.ts; both jobs in jobs.ts), so the browser
 * can close and a restart loses nothing. The tier counts one send per confirmed batch.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentApplication(
  row: repo.ApplicationRow,
  language: Language,
  verdict: { verdictKind: string; salaryStatus: string } | undefined,
): FlashApplication {
  const message = (code: string | null) => (code ? errorMessage(code as ErrorCode, language) : null);
  return {
    id: row.id,
    batchId: row.batchId,
    jobId: row.jobId ?? 0,
    title: row.title,
    company: row.company,
    recipients: row.recipients,
    subject: row.subject,
    letter: row.letter,
    letterStatus: row.letterStatus,
    letterError: message(row.letterError),
    removedClaims: row.removedClaims.map((r) => (typeof r === 'string' ? r : aiRemovedClaim.parse(r))),
    sendStatus: row.sendStatus,
    sendError: message(row.sendError),
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
    messageId: row.messageId,
    outsideRecipients: row.outsideRecipients,
    addedLinks: row.addedLinks,
    checksConfirmed: row.checkedAt !== null,
    resolution: row.resolution,
    resolvedAt: iso(row.resolvedAt),
    verdictKind: verdict ? asVerdictKind(verdict.verdictKind) : null,
    salaryStatus: verdict ? asSalaryStatus(verdict.salaryStatus) : null,
  };
}

/** Applications as the API shows them, each with its job's verdict as it stands now. */
async function presentApplications(db: Db, rows: repo.ApplicationRow[], language: Language): Promise<FlashApplication[]> {
  const verdicts = await repo.verdictsOf(
    db,
    rows.map((a) => a.jobId).filter((id): id is number => id !== null),
  );
  return rows.map((a) => presentApplication(a, language, a.jobId === null ? undefined : verdicts.get(a.jobId)));
}

async function presentBatch(db: Db, batch: repo.BatchRow, language: Language): Promise<FlashBatch> {
  const [applications, mailbox, resume] = await Promise.all([
    repo.applicationsOf(db, batch.id),
    linkedMailbox(db, batch.userId),
    batch.resumeId ? findResume(db, batch.userId, batch.resumeId) : undefined,
  ]);
  return {
    id: batch.id,
    status: batch.status,
    resume: { kind: 'resume', id: batch.resumeId ?? '00000000-0000-0000-0000-000000000000', name: batch.resumeName },
    attachmentName: attachmentName(resume, batch.resumeName),
    letterLanguage: batch.letterLanguage,
    mailbox: mailbox && { address: mailbox.address, kind: mailbox.kind },
    createdAt: batch.createdAt.toISOString(),
    confirmedAt: iso(batch.confirmedAt),
    applications: await presentApplications(db, applications, language),
  };
}

/** The Flash list with what the tier allows and the linked mailbox. */
export async function flashList(db: Db, userId: string): Promise<FlashListResponse> {
  const [rows, tier, sendsLeft, window, mailbox, needs] = await Promise.all([
    repo.flashList(db, userId),
    currentTier(db, userId),
    remaining(db, userId, 'flash'),
    quotaWindow(db, userId),
    linkedMailbox(db, userId),
    needsSponsorship(db, userId),
  ]);
  return {
    items: rows.map((r) => ({
      jobId: r.jobId,
      title: r.title,
      company: r.company,
      location: r.location ?? '',
      hrEmail: r.hrEmail,
      addedAt: r.flashAt!.toISOString(),
      appliedAt: iso(r.appliedAt),
      verdictKind: asVerdictKind(r.verdictKind),
      salaryStatus: asSalaryStatus(r.salaryStatus),
      sponsorBlock: sponsorBlock(r.verdictKind, needs),
    })),
    limits: {
      perBatch: tier.flashBunchCount,
      sendsLeft,
      sendsTotal: window.membership?.total_batches ?? tier.flash,
      recipients: tier.recipients,
    },
    mailbox: mailbox && { address: mailbox.address, kind: mailbox.kind },
  };
}

/** The person's resume (manager) to attach: an uploaded one, or the PDF a builder profile was exported to. */
async function attachment(db: Db, userId: string, ref: CreateFlashBatchRequest['resume']) {
  if (ref.kind === 'resume') {
    const row = await findResume(db, userId, ref.id);
    if (!row) throw new AppError('RESUME_NOT_FOUND');
    return row;
  }
  if (!(await findProfile(db, userId, ref.id))) throw new AppError('PROFILE_NOT_FOUND');
  const exported = (await listResumes(db, userId)).find((r) => r.profileId === ref.id);
  if (!exported) throw new AppError('RESUME_NOT_FOUND');
  return exported;
}

const normaliseRecipients = (list: string[]) => [...new Set(list.map((r) => r.trim().toLowerCase()).filter(Boolean))];

const domainOf = (value: string | null) => {
  if (!value) return null;
  const host = value.includes('@') ? value.split('@').pop()! : /^[a-z]+:\/\//i.test(value) ? URL.parse(value)?.hostname : value;
  return host
    ? host
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/\.$/, '') || null
    : null;
};
/** One domain is the other or under it (careers.acme.co.uk and acme.co.uk). */
const sameSite = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

/** Recipients whose domain is neither the job's contact's nor the employer's website's (decision 052). */
function outsideOf(recipients: string[], job: { hrEmail: string | null; website: string | null } | undefined): string[] {
  const known = [domainOf(job?.hrEmail ?? null), domainOf(job?.website ?? null)].filter((d): d is string => !!d);
  return recipients.filter((r) => {
    const domain = domainOf(r);
    return !domain || !known.some((k) => sameSite(domain, k));
  });
}

/** Same sets (order aside). */
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Cover letters left and, on an unlimited tier, the fair-use rate (decision 052): refused before any is written. */
async function checkLetters(deps: Deps<'db' | 'config'>, userId: string, needed: number): Promise<void> {
  const tier = await currentTier(deps.db, userId);
  if (tier.letters !== null) {
    if ((await remaining(deps.db, userId, 'letters')) < needed) throw new AppError('LETTERS_LIMIT_REACHED');
  } else if ((await lettersThisHour(deps.db, userId)) + needed > deps.config.FLASH_LETTERS_PER_HOUR) {
    throw new AppError('LETTERS_RATE_LIMITED');
  }
}

export async function createBatch(
  deps: Deps<'db' | 'config' | 'queue'>,
  userId: string,
  body: CreateFlashBatchRequest,
  language: Language,
): Promise<FlashBatch> {
  const ids = [...new Set(body.jobIds)];
  if (!ids.length) throw new AppError('POSITIONS_REQUIRED');
  const tier = await currentTier(deps.db, userId);
  if (ids.length > tier.flashBunchCount) throw new AppError('SELECTION_EXCEEDS_PLAN');
  if ((await remaining(deps.db, userId, 'flash')) < 1) throw new AppError('FLASH_APPLY_MAX_REACHED');
  if (await repo.isBlocked(deps.db, userId)) throw new AppError('FLASH_BLOCKED');
  const resume = await attachment(deps.db, userId, body.resume);

  const found = new Map((await repo.jobsByIds(deps.db, userId, ids)).map((j) => [j.jobId, j]));
  if (found.size !== ids.length) throw new AppError('NOT_FOUND');
  const notApplied = ids.map((id) => found.get(id)!).filter((j) => body.includeApplied || !j.appliedAt);
  if (!notApplied.length) throw new AppError('POSITIONS_REQUIRED');
  // A job that will not sponsor is left out unless the person includes it (decision 055).
  const needs = await needsSponsorship(deps.db, userId);
  const chosen = notApplied.filter((j) => body.includeNoSponsor || !sponsorBlock(j.verdictKind, needs));
  if (!chosen.length) throw new AppError('FLASH_NO_SPONSOR_ONLY');
  await checkLetters(deps, userId, chosen.length);

  const host = new URL(deps.config.publicUrl).hostname;
  const applications = chosen.map((job, position) => {
    const typed = body.recipients?.[String(job.jobId)] ?? [];
    const recipients = normaliseRecipients(typed.length ? typed : job.hrEmail ? [job.hrEmail] : []);
    if (!recipients.length)
      throw new AppError('FLASH_RECIPIENT_REQUIRED', {
        fields: [{ field: `recipients.${job.jobId}`, message: 'FLASH_RECIPIENT_REQUIRED' }],
      });
    if (recipients.length > tier.recipients) throw new AppError('FLASH_TOO_MANY_RECIPIENTS');
    return {
      userId,
      jobId: job.jobId,
      position,
      title: job.title,
      company: job.company,
      recipients,
      outsideRecipients: outsideOf(recipients, job),
      messageId: `<${randomUUID()}@${host}>`,
    };
  });

  const batch = await deps.db.transaction((tx) =>
    repo.insertBatch(
      tx,
      { userId, resumeId: resume.id, resumeName: resume.alias, letterLanguage: body.letterLanguage ?? 'en' },
      applications,
    ),
  );
  await deps.queue.send(flashGenerateJob, { batchId: batch.id });
  return presentBatch(deps.db, batch, language);
}

async function ownBatch(db: Db, userId: string, id: string) {
  const batch = await repo.findBatch(db, userId, id);
  if (!batch) throw new AppError('FLASH_BATCH_NOT_FOUND');
  return batch;
}

export async function getBatch(db: Db, userId: string, id: string, language: Language) {
  return presentBatch(db, await ownBatch(db, userId, id), language);
}

export async function getCurrent(db: Db, userId: string, language: Language) {
  const batch = await repo.currentBatch(db, userId);
  return { batch: batch ? await presentBatch(db, batch, language) : null };
}

/** Changes the resume to attach, before confirmation. */
export async function updateBatch(db: Db, userId: string, id: string, ref: CreateFlashBatchRequest['resume'], language: Language) {
  const batch = await ownBatch(db, userId, id);
  if (batch.status === 'sending' || batch.status === 'done') throw new AppError('FLASH_BATCH_LOCKED');
  const resume = await attachment(db, userId, ref);
  await repo.setBatch(db, id, { resumeId: resume.id, resumeName: resume.alias });
  return getBatch(db, userId, id, language);
}

export async function updateApplication(
  db: Db,
  userId: string,
  batchId: string,
  id: string,
  body: UpdateFlashApplicationRequest,
  language: Language,
): Promise<FlashApplication> {
  const row = await repo.findApplication(db, userId, batchId, id);
  if (!row) throw new AppError('FLASH_BATCH_NOT_FOUND');
  if (row.sendStatus !== 'draft') throw new AppError('FLASH_BATCH_LOCKED');
  const values: Parameters<typeof repo.updateDraft>[2] = {};
  if (body.subject !== undefined) {
    if (!body.subject.trim()) throw new AppError('SUBJECT_REQUIRED');
    values.subject = body.subject.trim();
  }
  if (body.letter !== undefined) {
    if (!body.letter.trim()) throw new AppError('COVER_LETTER_REQUIRED');
    values.letter = body.letter.trim();
  }
  if (body.recipients !== undefined) {
    const recipients = normaliseRecipients(body.recipients);
    if (!recipients.length) throw new AppError('FLASH_RECIPIENT_REQUIRED');
    if (recipients.length > (await currentTier(db, userId)).recipients) throw new AppError('FLASH_TOO_MANY_RECIPIENTS');
    values.recipients = recipients;
    values.outsideRecipients = outsideOf(recipients, row.jobId === null ? undefined : (await repo.jobsByIds(db, userId, [row.jobId]))[0]);
  }
  if (values.letter !== undefined || values.subject !== undefined) {
    const text = `${values.subject ?? row.subject}\n${values.letter ?? row.letter}`;
    values.addedLinks = linksIn(text).filter((link) => !row.letterLinks.includes(link));
  }
  // A change to what is marked asks again; a confirmation covers what is marked now.
  const outside = values.outsideRecipients ?? row.outsideRecipients;
  const added = values.addedLinks ?? row.addedLinks;
  if (!sameList(outside, row.outsideRecipients) || !sameList(added, row.addedLinks)) values.checkedAt = null;
  if (body.confirmChecks) values.checkedAt = new Date();
  const updated = await repo.updateDraft(db, id, values);
  if (!updated) throw new AppError('FLASH_BATCH_LOCKED');
  return (await presentApplications(db, [updated], language))[0]!;
}

/** Discards a batch before confirmation ("start over"): its letters go with it; nothing was sent or counted. */
export async function discardBatch(db: Db, userId: string, id: string): Promise<void> {
  const batch = await ownBatch(db, userId, id);
  if (batch.status === 'sending' || batch.status === 'done') throw new AppError('FLASH_BATCH_LOCKED');
  if (!(await repo.deleteDraftBatch(db, userId, id))) throw new AppError('FLASH_BATCH_LOCKED');
}

export async function regenerate(deps: Deps<'db' | 'config' | 'queue'>, userId: string, batchId: string, id: string, language: Language) {
  const row = await repo.findApplication(deps.db, userId, batchId, id);
  if (!row) throw new AppError('FLASH_BATCH_NOT_FOUND');
  if (row.sendStatus !== 'draft') throw new AppError('FLASH_BATCH_LOCKED');
  if (row.letterStatus === 'generating' || row.letterStatus === 'waiting') throw new AppError('FLASH_LETTERS_PENDING');
  await checkLetters(deps, userId, 1);
  const reset = await repo.resetLetter(deps.db, id);
  if (!reset) throw new AppError('FLASH_LETTERS_PENDING');
  await repo.setBatch(deps.db, batchId, { status: 'generating' });
  await deps.queue.send(flashGenerateJob, { batchId });
  return (await presentApplications(deps.db, [reset], language))[0]!;
}

/**
 * Confirms a batch: the mailbox must be linked, letters settled and at least one good, every email with a
 * subject, a letter and a recipient; one send of the month is counted in the same transaction that queues the
 * emails. Emails whose letter failed are skipped.
 */
export async function confirm(deps: Deps<'db' | 'queue'>, userId: string, id: string, language: Language): Promise<FlashBatch> {
  await deps.db.transaction(async (tx) => {
    const batch = await repo.lockBatch(tx, userId, id);
    if (!batch) throw new AppError('FLASH_BATCH_NOT_FOUND');
    if (batch.status === 'sending' || batch.status === 'done') throw new AppError('FLASH_BATCH_LOCKED');
    const mailbox = await linkedMailbox(tx, userId);
    if (!mailbox) throw new AppError('MAILBOX_NOT_CONNECTED');
    const applications = await repo.applicationsOf(tx, id);
    if (applications.some((a) => a.letterStatus === 'waiting' || a.letterStatus === 'generating'))
      throw new AppError('FLASH_LETTERS_PENDING');
    const good = applications.filter((a) => a.letterStatus === 'success');
    if (!good.length) throw new AppError('NO_SUCCESSFUL_COVER_LETTERS');
    if (good.some((a) => !a.subject.trim())) throw new AppError('SUBJECT_REQUIRED');
    if (good.some((a) => !a.letter.trim())) throw new AppError('COVER_LETTER_REQUIRED');
    if (good.some((a) => !a.recipients.length)) throw new AppError('FLASH_RECIPIENT_REQUIRED');
    if (await repo.isBlocked(tx, userId)) throw new AppError('FLASH_BLOCKED');
    if (good.some((a) => (a.outsideRecipients.length || a.addedLinks.length) && !a.checkedAt))
      throw new AppError('FLASH_CHECKS_UNCONFIRMED');
    if (!batch.resumeId || !(await findResume(tx, userId, batch.resumeId))) throw new AppError('RESUME_NOT_FOUND');
    const use = await consume(tx, userId, 'flash', 1);
    await repo.queueBatch(tx, id, use.id, mailbox.address);
  });
  await deps.queue.send(flashSendJob, { batchId: id });
  return getBatch(deps.db, userId, id, language);
}

/**
 * The person settles an email whose fate is unknown, having looked in their mailbox's Sent folder: it went
 * ('sent', the job marked applied), or it is to go again ('resend': queued, its batch sending again).
 */
export async function resolve(deps: Deps<'db' | 'queue'>, userId: string, id: string, outcome: 'sent' | 'resend', language: Language) {
  const row = await repo.findOwnApplication(deps.db, userId, id);
  if (!row) throw new AppError('FLASH_BATCH_NOT_FOUND');
  if (outcome === 'resend' && (await repo.isBlocked(deps.db, userId))) throw new AppError('FLASH_BLOCKED');
  const settled = await repo.resolveUnknown(deps.db, userId, id, outcome);
  if (!settled) throw new AppError('FLASH_NOT_UNKNOWN');
  if (outcome === 'resend') await deps.queue.send(flashSendJob, { batchId: settled.batchId });
  const [application] = await presentApplications(deps.db, [settled], language);
  return application!;
}

export async function history(db: Db, userId: string, page: number, pageSize: number, language: Language) {
  const { items, total } = await repo.history(db, userId, page, pageSize);
  return { items: await presentApplications(db, items, language), total, page, pageSize };
}

const LETTER_LABELS = {
  en: { from: 'From', to: 'To', date: 'Date', subject: 'Subject' },
  cn: { from: '发件人', to: '收件人', date: '日期', subject: '主题' },
};

/** One of the person's letters as a PDF (the history's download), with a file name for it. */
export async function letterPdf(db: Db, userId: string, id: string, language: Language) {
  const row = await repo.findOwnApplication(db, userId, id);
  if (!row || !row.letter.trim()) throw new AppError('FLASH_BATCH_NOT_FOUND');
  const batch = await repo.batchById(db, row.batchId);
  const when = row.sentAt ?? batch?.confirmedAt ?? row.createdAt;
  const pdf = await renderLetter({
    from: batch?.senderAddress ?? '',
    to: row.recipients,
    date: when.toLocaleDateString(language === 'cn' ? 'zh-CN' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    subject: row.subject,
    body: row.letter,
    labels: LETTER_LABELS[language],
  });
  const name = `Cover letter - ${row.company}`
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .trim()
    .slice(0, 80);
  return { pdf, filename: `${name}.pdf` };
}

/** The resume PDF the batch attaches, as send.ts will attach it. */
export async function attachedResume(deps: Deps<'db' | 'providers'>, userId: string, id: string) {
  const pdf = await attachedPdf(deps, await ownBatch(deps.db, userId, id));
  if (!pdf) throw new AppError('RESUME_NOT_FOUND');
  return pdf;
}

/** Whether the batch's rows changed since `stamp` (the event stream asks this a few times a second). */
export const batchStamp = (db: Db, id: string) => repo.batchStamp(db, id);
