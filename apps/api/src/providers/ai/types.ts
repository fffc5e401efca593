import type { z } from 'zod';

/** What the chat adapter is given (a prompt and the JSON shape asked for) and answers. */

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface Prompt {
  system: string;
  user: string;
}

/** A chat model that answers one JSON object of a given shape, with the tokens it used. */
export interface ChatModel {
  readonly provider: 'openai-compatible';
  readonly model: string;
  complete<T>(prompt: Prompt, shape: z.ZodType<T>): Promise<{ value: T; usage: AiUsage }>;
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
