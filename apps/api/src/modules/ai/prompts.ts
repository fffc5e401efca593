import type { Prompt } from '../../providers/ai/index.ts';
import type { ResumeDoc } from './resume-doc.ts';
import type { CoverLetterInput, DescribeInput, OptimiseInput } from './writer.ts';

/**
 * The prompts of the chat adapter. Each states the grounding rule the output is checked against afterwards
 * (grounding.ts), gives the person's facts as JSON, and asks for one JSON object of a fixed shape.
 */
const RULES = [
  'Use only facts from the RESUME. Never add an employer, school, degree, qualification, skill, tool, number, percentage, date or award that the RESUME does not state.',
  'Keep every number exactly as the person wrote it; do not estimate or round. Where a bullet has no number, do not add one.',
  'Say nothing about visas, sponsorship or the right to work unless the RESUME states it; then repeat it as written.',
  'Write in the language of the RESUME (English CVs in British English, UK CV conventions: no photo, date of birth or marital status).',
  'Answer with one JSON object only, no Markdown.',
].join('\n');

function facts(resume: ResumeDoc) {
  return {
    name: resume.name,
    role: resume.role,
    summary: resume.summary,
    work: resume.work.map((w) => ({
      role: w.role,
      company: w.company,
      location: w.location,
      start: w.start,
      end: w.current ? 'Present' : w.end,
      bullets: w.bullets,
    })),
    education: resume.education,
    skills: resume.skills,
    rightToWork: resume.workRights,
  };
}

export function optimisePrompt(input: OptimiseInput): Prompt {
  return {
    system: `You improve CVs for UK job applications.\n${RULES}\nStart bullets with a strong past-tense action verb (present tense for a current role). Keep each bullet one line.`,
    user: JSON.stringify({
      task: 'Rewrite each ITEM. For the summary, write 3-5 sentences. Answer {"items":[{"id":"<item id>","after":"<rewritten text>"}]} with one entry per item.',
      target: input.target,
      RESUME: facts(input.resume),
      ITEMS: input.items.map((i) => ({ id: i.id, kind: i.kind, text: i.text, currentRole: i.current, context: i.context })),
    }),
  };
}

export function describePrompt(input: DescribeInput): Prompt {
  const work = input.resume.work[input.workIndex];
  const task =
    input.kind === 'aboutMe'
      ? `Write the "About Me" paragraph (3-5 sentences) for someone applying as ${input.roleName}. Answer {"text":"..."}.`
      : `Write the description of the role "${work?.role ?? ''}" at "${work?.company ?? ''}" as 3-6 bullet lines starting with "• ", from what the person wrote about it. Answer {"text":"..."}.`;
  return {
    system: `You help people fill in a CV builder.\n${RULES}`,
    user: JSON.stringify({ task, target: input.target, RESUME: facts(input.resume) }),
  };
}

export function coverLetterPrompt(input: CoverLetterInput): Prompt {
  return {
    system: `You write short cover letters (150-300 words) for UK job applications, addressed "Dear Hiring Manager," and closed "Yours faithfully," with the person's name.\n${RULES}`,
    user: JSON.stringify({
      task: 'Write the cover letter for this JOB from the RESUME, showing the key terms the person has. Answer {"letter":"..."}.',
      JOB: {
        title: input.job.title,
        company: input.job.company,
        location: input.job.location,
        description: input.job.description.slice(0, 4000),
      },
      keyTerms: input.target.terms,
      RESUME: facts(input.resume),
    }),
  };
}
