import { Agent, createServer, request as forward } from 'node:http';

/** Caddy's retry settings (deploy/Caddyfile), for a proxy that stands in for it across restarts. */
export interface RetryOptions {
  /**
   * `lb_try_duration`: for this long (ms) a request that did not reach an instance is tried on the next one
   * rather than answered 502. As Caddy does: a connection that could not be opened (refused: the instance is
   * stopping or not started yet) is retried whatever the method, since nothing was sent; one that closed
   * before any answer (a kept-alive connection the instance closed as the request went out) only for a GET,
   * which may safely run twice (Caddy's default without `lb_retry_match`).
   */
  tryDurationMs: number;
  /** `lb_try_interval`: the pause before the next try. Caddyfile: 250 ms. */
  tryIntervalMs?: number;
  /** `fail_duration`: an instance that failed a request is skipped this long (ms). Caddyfile: 10 s. */
  failDurationMs?: number;
}

/**
 * A small reverse proxy for tests and the load benchmark, standing in for Caddy in deploy/: each request goes
 * to the next of `ports` on 127.0.0.1 in turn. It passes `X-Forwarded-For` on (a client may set its own, to
 * stand for many users), sets it to the caller's address when absent, and names the instance that answered in
 * `x-upstream`. Without `retry`, an instance that cannot be reached is a 502 at once; with it, the proxy retries
 * and skips failed instances as the Caddyfile says (`RetryOptions`).
 */
export async function startRoundRobinProxy(ports: number[], retry?: RetryOptions): Promise<{ port: number; close: () => Promise<void> }> {
  const { tryDurationMs = 0, tryIntervalMs = 250, failDurationMs = 10_000 } = retry ?? {};
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const failedUntil = new Map<number, number>();
  let next = 0;
  /** The next instance in turn, passing over those that failed within `failDurationMs`; none left: undefined. */
  const pick = () => {
    for (let i = 0; i < ports.length; i++) {
      const port = ports[next++ % ports.length]!;
      if (!retry || (failedUntil.get(port) ?? 0) <= Date.now()) return port;
    }
    return undefined;
  };

  const server = createServer((req, res) => {
    const started = Date.now();
    const headers = { ...req.headers, 'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '' };
    const bodiless = (req.method === 'GET' || req.method === 'HEAD') && !req.headers['content-length'] && !req.headers['transfer-encoding'];
    if (bodiless) req.resume(); // nothing to send on; every try ends its request itself
    const giveUp = (port?: number) => {
      if (!res.headersSent) res.writeHead(502, port === undefined ? {} : { 'x-upstream': String(port) });
      res.end();
    };
    const tryAgain = (port?: number) => {
      if (Date.now() - started + tryIntervalMs > tryDurationMs) return giveUp(port);
      setTimeout(attempt, tryIntervalMs);
    };

    function attempt() {
      const port = pick();
      if (port === undefined) return tryAgain();
      let connected = false; // once true the request (and its body) may have reached the instance
      let answered = false;
      const upstream = forward({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent }, (answer) => {
        answered = true;
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(port) });
        answer.pipe(res);
      });
      const send = () => {
        connected = true;
        if (bodiless) upstream.end();
        else req.pipe(upstream);
      };
      // The body goes out only on an open connection, so a refused one leaves it for the next instance.
      upstream.on('socket', (socket) => (socket.connecting ? socket.once('connect', send) : send()));
      upstream.on('error', () => {
        if (!retry || answered) return giveUp(port);
        failedUntil.set(port, Date.now() + failDurationMs);
        if (!connected || (bodiless && req.method === 'GET')) tryAgain(port);
        else giveUp(port);
      });
    }
    attempt();
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
