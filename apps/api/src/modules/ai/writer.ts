import { z } from 'zod';
import type { AiUsage, ChatModel } from '../../providers/ai/index.ts';
import type { DraftSentence } from './claims.ts';
import type { Fact } from './facts.ts';
import { coverLetterPrompt, describePrompt, optimisePrompt } from './prompts.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import type { CvLanguage } from './text.ts';

/**
 * What the writers (the built-in engine and a chat model) are asked for and answer: sentence by sentence, each
 * with the ids of the resume facts it uses (facts.ts; the reply shapes are in decision 050).
 */

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
  /** The resume's facts, with the ids a sentence cites. */
  facts: Fact[];
  items: RewriteItem[];
  target: Target;
}
interface OptimiseOutput {
  items: { id: string; sentences: DraftSentence[] }[];
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

export interface AiWriter {
  /** `built-in` or `openai-compatible`. */
  readonly provider: 'built-in' | 'openai-compatible';
  readonly model: string;
  optimise(input: OptimiseInput): Promise<Answer<OptimiseOutput>>;
  /** About Me: one sentence after another; a role's description: one sentence per bullet line. */
  describe(input: DescribeInput): Promise<Answer<{ sentences: DraftSentence[] }>>;
  coverLetter(input: CoverLetterInput): Promise<Answer<{ paragraphs: { sentences: DraftSentence[] }[] }>>;
}

/** A sentence as a model answers it; `facts` may be missing (the guard then drops the sentence and counts it). */
const sentences = z.array(z.object({ text: z.string().max(2000), facts: z.array(z.string().max(40)).max(30).optional() })).max(60);

/** A chat model as a writer: the prompts of prompts.ts, and the JSON shape each answer must have. */
export function chatWriter(chat: ChatModel): AiWriter {
  return {
    provider: chat.provider,
    model: chat.model,
    optimise: (input) => chat.complete(optimisePrompt(input), z.object({ items: z.array(z.object({ id: z.string(), sentences })) })),
    describe: (input) => chat.complete(describePrompt(input), z.object({ sentences: sentences.min(1) })),
    coverLetter: (input) =>
      chat.complete(coverLetterPrompt(input), z.object({ paragraphs: z.array(z.object({ sentences })).min(1).max(20) })),
  };
}
