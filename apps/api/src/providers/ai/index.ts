import type { Config } from '../../config/env.ts';
import { openAiChat } from './openai.ts';
import type { ChatModel } from './types.ts';

/**
 * The chat model service (an OpenAI-compatible API) when AI_BASE_URL is set; null otherwise, and the AI
 * assistant (modules/ai) then writes with its built-in engine. What is asked and how the answer is checked is
 * the module's; this only speaks the protocol.
 */
export function createChatModel(
  config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_RETRIES'>,
): ChatModel | null {
  if (!config.AI_BASE_URL) return null;
  return openAiChat({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL ?? 'gpt-4o-mini',
    timeoutMs: config.AI_TIMEOUT_MS,
    retries: config.AI_RETRIES,
  });
}

export { AiFailure, type AiUsage, type ChatModel, type Prompt } from './types.ts';
