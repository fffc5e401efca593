import type { Fact } from './facts.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import type { CvLanguage } from './text.ts';

/** What a writer is asked for (writer.ts), and what the chat prompts are built from (prompts.ts). */

/** What the text is aimed at: a chosen role or a job, and the key terms it asks for (most important first). */
export interface Target {
  title: string;
  company: string;
  terms: string[];
}

/** One piece of the resume to rewrite: the summary or one bullet of one role. */
export interface RewriteItem {
  id: string;
  kind: 'summary' | 'bullet';
  text: string;
  /** For a bullet: the role is the person's current one (present tense is fine there). */
  current: boolean;
  /** For a bullet: the role and employer it belongs to (context for a model). */
  context: string;
}

export interface OptimiseInput {
  resume: ResumeDoc;
  /** The resume's facts, with the ids a sentence cites. */
  facts: Fact[];
  items: RewriteItem[];
  target: Target;
}

/** The builder's helper: About Me, or one role's description, from what the person entered. */
export interface DescribeInput {
  kind: 'aboutMe' | 'work';
  resume: ResumeDoc;
  facts: Fact[];
  /** For `work`: which role (index into resume.work). */
  workIndex: number;
  /** The role chosen from the list, in the CV's language. */
  roleName: string;
  target: Target;
}

export interface CoverLetterInput {
  resume: ResumeDoc;
  facts: Fact[];
  job: JobDoc;
  target: Target;
  /** The language the letter is written in (the batch's choice; the resume's by default). */
  language: CvLanguage;
  /** The letter's place in its batch: letters of one batch with different variants share no sentence. */
  variant?: number;
}
