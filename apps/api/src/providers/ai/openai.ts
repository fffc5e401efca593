import { z } from 'zod';
import { AiFailure, type AiUsage, type ChatModel, type Prompt } from './types.ts';

/**
 * The OpenAI-compatible chat adapter (`POST {AI_BASE_URL}/chat/completions`): OpenAI, DeepSeek, Qwen, a local
 * Ollama or vLLM. Every prompt asks for a JSON object, which is checked with Zod; a call has a time limit, and
 * 429 and 5xx answers (and dropped connections) are tried again with a growing wait, honouring Retry-After.
 * Anything else fails at once with a reason (AiFailure). Tokens are taken from the answer's `usage`.
 */
export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Further attempts after the first (on 429, 5xx, a timeout or a dropped connection). */
  retries: number;
  /** First wait before a retry (doubles each time; Retry-After wins when it is longer, up to 30 s). */
  backoffMs?: number;
}

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
  usage: z
    .object({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative() })
    .partial()
    .optional(),
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The JSON object a model wrote, allowing for a Markdown code fence around it (some local models add one). */
function parseJson(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return JSON.parse(fenced ? fenced[1]! : content);
}

export function openAiChat(options: OpenAiOptions): ChatModel {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const backoff = options.backoffMs ?? 500;

  async function complete<T>(prompt: Prompt, schema: z.ZodType<T>): Promise<{ value: T; usage: AiUsage }> {
    const body = JSON.stringify({
      model: options.model,
      temperature: 0.2,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
    });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let last: AiFailure = new AiFailure('unreachable', 'no attempt made');
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      let res: Response;
      let text: string;
      try {
        res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(options.timeoutMs) });
        text = await res.text();
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        last = new AiFailure(timedOut ? 'timeout' : 'unreachable', timedOut ? `no answer within ${options.timeoutMs} ms` : String(err), {
          attempts: attempt + 1,
        });
        if (attempt < options.retries) await sleep(backoff * 2 ** attempt);
        continue;
      }
      if (res.status === 429 || res.status >= 500) {
        last = new AiFailure(res.status === 429 ? 'rate-limited' : 'server', `the model service answered ${res.status}`, {
          status: res.status,
          attempts: attempt + 1,
        });
        if (attempt < options.retries) {
          const retryAfter = Number(res.headers.get('retry-after'));
          const wait = Math.max(backoff * 2 ** attempt, Number.isFinite(retryAfter) ? Math.min(retryAfter * 1000, 30_000) : 0);
          await sleep(wait);
        }
        continue;
      }
      if (!res.ok)
        throw new AiFailure('refused', `the model service refused the request (${res.status})`, {
          status: res.status,
          attempts: attempt + 1,
        });
      let envelope: z.infer<typeof completion>;
      try {
        envelope = completion.parse(JSON.parse(text));
      } catch {
        throw new AiFailure('malformed', 'the answer is not a chat completion', { attempts: attempt + 1 });
      }
      const usage = { promptTokens: envelope.usage?.prompt_tokens ?? 0, completionTokens: envelope.usage?.completion_tokens ?? 0 };
      const checked = (() => {
        try {
          return schema.safeParse(parseJson(envelope.choices[0]!.message.content ?? ''));
        } catch {
          return null;
        }
      })();
      if (!checked?.success)
        throw new AiFailure('malformed', 'the model did not answer the JSON asked for', { attempts: attempt + 1, usage });
      return { value: checked.data, usage };
    }
    throw last;
  }

  return { provider: 'openai-compatible', model: options.model, complete };
}
