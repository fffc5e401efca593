import { z } from 'zod';
import type { AiUsage, ChatModel } from '../../providers/ai/index.ts';
import type { DraftSentence } from './claims.ts';
import { coverLetterPrompt, describePrompt, optimisePrompt } from './prompts.ts';
import type { CoverLetterInput, DescribeInput, OptimiseInput } from './writer-input.ts';

// Re-exported for letter.ts, which imports it from here.
export type { CoverLetterInput } from './writer-input.ts';

/**
 * What the writers (the built-in engine and a chat model) are asked for and answer: sentence by sentence, each
 * with the ids of the resume facts it uses (facts.ts; the reply shapes are in decision 050).
 */

interface Answer<T> {
  value: T;
  usage: AiUsage;
}

interface OptimiseOutput {
  items: { id: string; sentences: DraftSentence[] }[];
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
