import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface FakeServer {
  url: string;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/** A tiny HTTP server on 127.0.0.1 speaking an outside service's protocol for one test file. */
export async function startFake(
  handler: (
    req: { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: string },
    res: ServerResponse,
  ) => void,
): Promise<FakeServer> {
  const requests: FakeServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
      handler({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body }, res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
