import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  messages: Email[];
  /** Resolves with the next message to arrive (or one already there that matches). */
  waitFor(predicate: (m: Email) => boolean, timeoutMs?: number): Promise<Email>;
  /** Refuse the next n messages with a temporary failure. */
  failNext(n: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, any login) that parses what it receives. With `failFirst: n` it
 * answers the first n messages with a temporary failure (451), as a busy mail server does.
 */
export async function startSmtp(options: { failFirst?: number } = {}): Promise<FakeSmtp> {
  const messages: Email[] = [];
  let failures = options.failFirst ?? 0;
  const waiters: { predicate: (m: Email) => boolean; resolve: (m: Email) => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      const received = async () => {
        if (failures > 0) {
          failures--;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        const email = await PostalMime.parse(Buffer.concat(chunks));
        messages.push(email);
        for (const w of [...waiters])
          if (w.predicate(email)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(email);
          }
        callback();
      };
      stream.on('end', () => void received().catch((err: Error) => callback(err)));
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching email arrived')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
