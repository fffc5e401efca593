import type { ServerResponse } from 'node:http';
import { json, startFake, type FakeServer } from './http.ts';

/** How the fake answers one chat completion. */
export type FakeBehaviour =
  | { kind: 'answer'; content: string | ((request: ChatRequest) => string); usage?: { prompt_tokens: number; completion_tokens: number } }
  /** A 200 whose body is not JSON at all. */
  | { kind: 'broken-body' }
  /** Never answers within the client's time limit. */
  | { kind: 'hang'; ms: number }
  | { kind: 'status'; status: 429 | 500 | 502 | 503 | 400 | 401; retryAfter?: number };

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
}

export interface FakeOpenAi extends FakeServer {
  /** AI_BASE_URL to configure (the adapter appends /chat/completions). */
  baseUrl: string;
  /** Behaviours for the next calls, in order; when none are queued, `otherwise` answers. */
  queue(...behaviours: FakeBehaviour[]): void;
  otherwise: FakeBehaviour;
  /** Milliseconds every answer waits first (a model's think time; the Flash Apply benchmark sets it). */
  latencyMs: number;
  /** The chat requests received (parsed). */
  chats: ChatRequest[];
}

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1 (`POST /v1/chat/completions`, bearer key):
 * answers in the real response shape (`choices[].message.content`, `usage`), or with the failures the adapter
 * must survive: a 429 with Retry-After, a 5xx, a hang past the time limit, a body that is not JSON, or content
 * that is not the JSON asked for.
 */
export async function startFakeOpenAi(apiKey = 'sk-test-fake'): Promise<FakeOpenAi> {
  const queued: FakeBehaviour[] = [];
  const chats: ChatRequest[] = [];
  const state = { otherwise: { kind: 'status', status: 500 } as FakeBehaviour, latencyMs: 0 };
  const answer = (res: ServerResponse, behaviour: FakeBehaviour, chat: ChatRequest) => {
    switch (behaviour.kind) {
      case 'answer': {
        const content = typeof behaviour.content === 'function' ? behaviour.content(chat) : behaviour.content;
        return json(res, 200, {
          id: `chatcmpl-${chats.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: chat.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { ...(behaviour.usage ?? { prompt_tokens: 120, completion_tokens: 45 }), total_tokens: 0 },
        });
      }
      case 'broken-body':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"choices": [');
      case 'hang':
        return void setTimeout(() => json(res, 200, {}), behaviour.ms);
      case 'status':
        res.writeHead(behaviour.status, {
          'content-type': 'application/json',
          ...(behaviour.retryAfter !== undefined ? { 'retry-after': String(behaviour.retryAfter) } : {}),
        });
        return res.end(
          JSON.stringify({
            error: { message: `fake ${behaviour.status}`, type: behaviour.status === 429 ? 'rate_limit_exceeded' : 'server_error' },
          }),
        );
    }
  };
  const server = await startFake((req, res) => {
    if (req.method !== 'POST' || req.path !== '/v1/chat/completions') return json(res, 404, { error: { message: 'not found' } });
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    let chat: ChatRequest;
    try {
      chat = JSON.parse(req.body) as ChatRequest;
    } catch {
      return json(res, 400, { error: { message: 'bad json' } });
    }
    chats.push(chat);
    const behaviour = queued.shift() ?? state.otherwise;
    if (state.latencyMs > 0) setTimeout(() => answer(res, behaviour, chat), state.latencyMs);
    else answer(res, behaviour, chat);
  });
  const fake = Object.assign(server, {
    baseUrl: `${server.url}/v1`,
    chats,
    queue: (...behaviours: FakeBehaviour[]) => void queued.push(...behaviours),
  });
  // An accessor, so a test can change the default answer after start.
  Object.defineProperty(fake, 'otherwise', { get: () => state.otherwise, set: (value: FakeBehaviour) => (state.otherwise = value) });
  Object.defineProperty(fake, 'latencyMs', { get: () => state.latencyMs, set: (value: number) => (state.latencyMs = value) });
  return fake as FakeOpenAi;
}

/** The JSON block of the user message the adapter sent (its facts and items). */
export function userPayload(chat: ChatRequest): { ITEMS?: { id: string; text: string }[]; RESUME?: unknown; JOB?: unknown } {
  return JSON.parse(chat.messages.find((m) => m.role === 'user')!.content);
}
