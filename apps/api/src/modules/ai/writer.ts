import { z } from 'zod';
import type { AiUsage, ChatModel } from '../../providers/ai/index.ts';
import { coverLetterPrompt, describePrompt, optimisePrompt } from './prompts.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';

/** What the writers (the built-in engine and a chat model) are asked for and answer. */

interface Answer<T> {
  value: T;
  usage: AiUsage;
}

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
  items: RewriteItem[];
  target: Target;
}
interface OptimiseOutput {
  items: { id: string; after: string }[];
}

/** The builder's helper: About Me, or one role's description, from what the person entered. */
export interface DescribeInput {
  kind: 'aboutMe' | 'work';
  resume: ResumeDoc;
  /** For `work`: which role (index into resume.work). */
  workIndex: number;
  /** The role chosen from the list, in the CV's language. */
  roleName: string;
  target: Target;
}

export interface CoverLetterInput {
  resume: ResumeDoc;
  job: JobDoc;
  target: Target;
}

export interface AiWriter {
  /** `built-in` or `openai-compatible`. */
  readonly provider: 'built-in' | 'openai-compatible';
  readonly model: string;
  optimise(input: OptimiseInput): Promise<Answer<OptimiseOutput>>;
  describe(input: DescribeInput): Promise<Answer<{ text: string }>>;
  coverLetter(input: CoverLetterInput): Promise<Answer<{ letter: string }>>;
}

/** A chat model as a writer: the prompts of prompts.ts, and the JSON shape each answer must have. */
export function chatWriter(chat: ChatModel): AiWriter {
  return {
    provider: chat.provider,
    model: chat.model,
    optimise: (input) =>
      chat.complete(optimisePrompt(input), z.object({ items: z.array(z.object({ id: z.string(), after: z.string().max(2000) })) })),
    describe: (input) => chat.complete(describePrompt(input), z.object({ text: z.string().min(1).max(4000) })),
    coverLetter: (input) => chat.complete(coverLetterPrompt(input), z.object({ letter: z.string().min(1).max(6000) })),
  };
}
