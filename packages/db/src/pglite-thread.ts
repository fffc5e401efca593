/**
 * The worker thread side of `RemotePglite` (pglite-remote.ts): it opens the PGlite folder and runs the statements
 * the main thread sends, in the order they arrive (PGlite runs one at a time).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type ParserOptions, type Results } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import { convertColumns, JSON_TYPES, type Notification, type Reply, type Request } from './pglite-remote.ts';

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
const asText = (value: string) => value;

/** An error as plain data: its message and PostgreSQL's fields (code, constraint, detail…), not its class. */
function plain(err: unknown): Reply & { ok: false } {
  const e = err instanceof Error ? err : new Error(String(err));
  const fields = Object.fromEntries(Object.entries(e).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)));
  return { id: 0, ok: false, error: { ...fields, name: e.name, message: e.message } };
}

let db: PGlite;
let arrays: Map<number, (value: string, type: number) => unknown>;
try {
  db = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  arrays = leanParsers(db);
  port.postMessage({ id: 0, ok: true, result: null } satisfies Reply);
} catch (err) {
  port.postMessage(plain(err));
  throw err;
}

/**
 * PGlite copies its whole map of parsers into every result it builds: the base types and one entry for each array
 * type of the database (373 entries), a tenth of the thread's time in a search (decision 039). The map keeps
 * the base types only (an array's parser reads its elements' parsers from it, so they stay), and the array types'
 * parsers are applied here to the values PGlite left as text (`parseArrays`): the same values, converted by the
 * same functions.
 */
function leanParsers(pglite: PGlite): Map<number, (value: string, type: number) => unknown> {
  const base: PGlite['parsers'] = {};
  const arrayParsers = new Map<number, (value: string, type: number) => unknown>();
  for (const [key, parse] of Object.entries(pglite.parsers)) {
    if (key in types.parsers) base[key] = parse;
    else arrayParsers.set(Number(key), parse);
  }
  pglite.parsers = base;
  return arrayParsers;
}

/** Array values of `result` (not kept as text by the caller's `textTypes`) parsed as PGlite would have. */
const parseArrays = <T>(result: Results<T>, rowMode: 'object' | 'array', textTypes: number[]): Results<T> =>
  convertColumns(result, rowMode, (type) => (textTypes.includes(type) ? undefined : arrays.get(type)));

/** UNLISTEN of each subscription. */
const subscriptions = new Map<number, () => Promise<void>>();

/** Statements run strictly in the order they arrived (a transaction's BEGIN before its statements). */
let queue: Promise<unknown> = Promise.resolve();

port.on('message', (req: Request) => {
  const run = async () => {
    if (req.op === 'exec') return (await db.exec(req.sql)).map((result) => parseArrays(result, 'object', []));
    if (req.op === 'listen') {
      const { subscription } = req;
      subscriptions.set(
        subscription,
        await db.listen(req.channel, (payload) => port.postMessage({ subscription, payload } satisfies Notification)),
      );
      return null;
    }
    if (req.op === 'unlisten') {
      await subscriptions.get(req.subscription)?.();
      subscriptions.delete(req.subscription);
      return null;
    }
    if (req.op === 'close') return db.close();
    // JSON arrives as text too: the main thread parses it (RemotePglite, JSON_TYPES), where there is room for it.
    const parsers: ParserOptions = Object.fromEntries([...req.textTypes, ...JSON_TYPES].map((oid) => [oid, asText]));
    return parseArrays(await db.query(req.sql, req.params, { rowMode: req.rowMode, parsers }), req.rowMode, req.textTypes);
  };
  queue = queue.then(run).then(
    (result) => port.postMessage({ id: req.id, ok: true, result: result ?? null } satisfies Reply),
    (err: unknown) => port.postMessage({ ...plain(err), id: req.id }),
  );
});
