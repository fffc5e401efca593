import type { JobDoc, ResumeDoc } from './resume-doc.ts';

/** What the writers (the built-in engine and the chat adapter) are asked for and answer. */

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
}

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

/**
 * Why a call gave nothing usable: the service timed out, kept refusing (429) or failing (5xx), answered
 * something that is not the JSON asked for, could not be reached, refused the request (4xx), or the text failed
 * the grounding check.
 */
export type AiFailureReason = 'timeout' | 'rate-limited' | 'server' | 'malformed' | 'unreachable' | 'refused' | 'ungrounded';

export class AiFailure extends Error {
  constructor(
    readonly reason: AiFailureReason,
    message: string,
    readonly details: { status?: number; attempts?: number; usage?: AiUsage; violations?: unknown[] } = {},
  ) {
    super(message);
    this.name = 'AiFailure';
  }
}
