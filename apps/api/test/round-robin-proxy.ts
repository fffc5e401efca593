import { Agent, createServer, request as forward } from 'node:http';

/**
 * A small reverse proxy for tests and the load benchmark, standing in for Caddy in deploy/: each request goes
 * to the next of `ports` on 127.0.0.1 in turn. It passes `X-Forwarded-For` on (a client may set its own, to
 * stand for many users), sets it to the caller's address when absent, and names the instance that answered in
 * `x-upstream`.
 */
export async function startRoundRobinProxy(ports: number[]): Promise<{ port: number; close: () => Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  const server = createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    const headers = { ...req.headers, 'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '' };
    const upstream = forward({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(port) });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-upstream': String(port) });
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => done());
      }),
  };
}
