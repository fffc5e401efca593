import { z } from 'zod';
import { monthIndex, resumeProfileDraft, type ResumeProfileDraft } from './profile.ts';

/**
 * How an uploaded resume was read, as the person checked and corrected it (decision 057). It has the builder
 * draft's shape, so the same reading fills a profile on import; an imported PDF's skills section is the
 * summary's last line ("Skills: …" / "技能：…"), since a profile has no field of its own for it (decision 055).
 */

/** A reading's dates: the builder's MM/YYYY, or a year alone when the resume gives only the year. */
const READING_DATE = /^(?:(?:0[1-9]|1[0-2])\/)?(?:19|20)\d{2}$/;

/** "03/2021" and "2021" as comparable months (a year alone counts as its first month for a start, last for an end). */
function monthOf(value: string, end: boolean): number | null {
  if (/^\d{4}$/.test(value)) return Number(value) * 12 + (end ? 12 : 1);
  return monthIndex(value);
}

const datesChecked = <T extends { start?: string; end?: string; current?: boolean }>(entry: T, ctx: z.RefinementCtx) => {
  for (const key of ['start', 'end'] as const) {
    const value = entry[key];
    if (value && !READING_DATE.test(value)) ctx.addIssue({ code: 'custom', path: [key], message: 'READING_DATE_FORMAT' });
  }
  const s = entry.start ? monthOf(entry.start, false) : null;
  const e = entry.end && !entry.current ? monthOf(entry.end, true) : null;
  if (s !== null && e !== null && e < s) ctx.addIssue({ code: 'custom', path: ['end'], message: 'END_BEFORE_START' });
};

/** PUT /api/app/resumes/{id}/reading: the reading as corrected; a name, a valid email if any, dates that hold. */
export const resumeReading = resumeProfileDraft
  .extend({
    email: z.union([z.literal(''), z.string().trim().max(254, 'FIELD_TOO_LONG').email('INVALID_EMAIL')]).optional(),
    education: z
      .array(resumeProfileDraft.shape.education.unwrap().element.superRefine(datesChecked))
      .max(10, 'TOO_MANY_ENTRIES')
      .optional(),
    work: z.array(resumeProfileDraft.shape.work.unwrap().element.superRefine(datesChecked)).max(15, 'TOO_MANY_ENTRIES').optional(),
  })
  .superRefine((v, ctx) => {
    if (!`${v.firstName ?? ''}${v.lastName ?? ''}`.trim())
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'READING_NAME_REQUIRED' });
  });

export const resumeReadingRequest = z.object({ data: resumeReading }).strict();

/** GET/PUT /api/app/resumes/{id}/reading: the reading, and whether the person has checked it. */
export const resumeReadingResponse = z.object({ data: resumeProfileDraft, reviewed: z.boolean() });
export type ResumeReadingResponse = z.infer<typeof resumeReadingResponse>;

const SKILLS_LINE = /\n?(?:Skills: |技能：)([^\n]*)$/;

/** A draft's About Me as its summary and the skills kept on its last line. */
export function splitSkills(aboutMe: string | undefined): { summary: string; skills: string[] } {
  const text = aboutMe ?? '';
  const m = SKILLS_LINE.exec(text);
  if (!m) return { summary: text.trim(), skills: [] };
  return {
    summary: text.slice(0, m.index).trim(),
    skills: m[1]!
      .split(/\s*[,;；、，]\s*/)
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** The summary with the skills as its last line again, in the resume's language. */
export function joinSkills(
  summary: string,
  skills: string[],
  draft: Pick<ResumeProfileDraft, 'aboutMe'> & { language?: 'en' | 'cn' },
): string {
  const list = skills.map((s) => s.trim()).filter(Boolean);
  if (!list.length) return summary.trim();
  const cn = draft.language ? draft.language === 'cn' : /技能：/.test(draft.aboutMe ?? '') || /\p{Script=Han}/u.test(summary);
  const line = cn ? `技能：${list.join('、')}` : `Skills: ${list.join(', ')}`;
  return summary.trim() ? `${summary.trim()}\n${line}` : line;
}
