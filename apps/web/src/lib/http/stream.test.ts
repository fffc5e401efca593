import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '@/lib/auth/tokens';
import { apiEventStream, type StreamEvent } from './index';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'en' }));

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const soon = () => Math.floor(Date.now() / 1000) + 3600;

/** A text/event-stream answer delivered in the given pieces. */
function streamOf(pieces: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('apiEventStream', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });

  it('sends the bearer token and reads events split across chunks, CRLF lines, comments and multi-line data', async () => {
    const token = jwt(soon());
    setTokens({ accessToken: token, refreshToken: 'r' });
    fetchMock.mockResolvedValue(
      streamOf([': hello\r\nevent: ba', 'tch\r\ndata: {"a":', '1}\r\n\r\n', 'data: one\ndata: two\n\nevent: batch\ndata: {"a":2}']),
    );
    const events: StreamEvent[] = [];
    await apiEventStream('app/flash/batches/x/events', { onEvent: (event) => events.push(event) });
    expect(events).toEqual([
      { event: 'batch', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
      { event: 'batch', data: '{"a":2}' },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/app/flash/batches/x/events');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Accept')).toBe('text/event-stream');
  });

  it('an error answer is an ApiError with the server code', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(apiEventStream('app/flash/batches/x/events', { onEvent: () => undefined })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
