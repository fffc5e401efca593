import type { Db } from '@jobbridge/db';
import { listFeedback, listJobPostRequests } from './repository.ts';

export type SubmissionKind = 'postjob' | 'feedback';

/** One submission of either form, as the admin command lists and exports it. */
export interface Submission {
  kind: SubmissionKind;
  id: number;
  createdAt: string;
  language: string;
  title: string | null;
  name: string | null;
  email: string | null;
  description: string | null;
  jobUrl: string | null;
  contact: string | null;
  notes: string | null;
}

const COLUMNS: [keyof Submission, string][] = [
  ['kind', 'kind'],
  ['id', 'id'],
  ['createdAt', 'created_at'],
  ['language', 'language'],
  ['title', 'title'],
  ['name', 'name'],
  ['email', 'email'],
  ['description', 'description'],
  ['jobUrl', 'job_url'],
  ['contact', 'contact'],
  ['notes', 'notes'],
];

/** Both forms' submissions (or one kind's) since a date, oldest first. */
export async function listSubmissions(db: Db, options: { kind?: SubmissionKind; since?: Date }): Promise<Submission[]> {
  const none = { title: null, name: null, email: null, description: null, jobUrl: null, contact: null, notes: null };
  const [feedbackRows, postRows] = await Promise.all([
    options.kind === 'postjob' ? [] : listFeedback(db, options.since),
    options.kind === 'feedback' ? [] : listJobPostRequests(db, options.since),
  ]);
  const all: Submission[] = [
    ...feedbackRows.map((r) => ({
      ...none,
      kind: 'feedback' as const,
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      language: r.language,
      title: r.title,
      name: r.name,
      email: r.email,
      description: r.description,
    })),
    ...postRows.map((r) => ({
      ...none,
      kind: 'postjob' as const,
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      language: r.language,
      jobUrl: r.jobUrl,
      contact: r.contact,
      notes: r.notes,
    })),
  ];
  return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** A CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function submissionsCsv(rows: Submission[]): string {
  const lines = [COLUMNS.map(([, header]) => header).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([key]) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** One line a submission for the terminal: kind, id, date, and its gist. */
export function submissionLine(s: Submission): string {
  const gist = s.kind === 'feedback' ? `${s.title} — ${s.name} <${s.email}>` : `${s.jobUrl} — ${s.contact}`;
  return `${s.kind}\t#${s.id}\t${s.createdAt.slice(0, 16).replace('T', ' ')}\t${gist.replace(/\s+/g, ' ')}`;
}
