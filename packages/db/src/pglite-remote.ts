import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * PGlite in a worker thread of its own (the server's embedded database, decision 045). PGlite runs PostgreSQL in
 * WebAssembly on the thread that calls it: in the server's own thread, a search's statements and the HTTP, JSON and
 * checks around them took turns on one core of two. In a worker the database has the other core.
 *
 * It offers the part of PGlite's API that drizzle and pg-boss use (`query`, `exec`, `transaction`, `listen`, `close`). A
 * transaction holds the database for itself, as in PGlite: statements outside it wait until it ends. Parsers
 * (`options.parsers`) can only be "keep as text" (drizzle's, for dates and intervals): functions cannot cross to
 * the worker, so each is checked to return its input.
 */
export class RemotePglite {
  #worker: Worker;
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  #nextId = 1;
  #closed = false;
  #failure: Error | null = null;
  /** The transaction in progress: statements outside it, and the next transactions, wait for this. */
  #transaction: Promise<void> | null = null;
  /** LISTEN subscriptions by number: the thread sends each notification with its subscription's number. */
  #listeners = new Map<number, (payload: string) => void>();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply | Notification) => {
      if ('subscription' in reply) return this.#listeners.get(reply.subscription)?.(reply.payload);
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    const fail = (err: Error) => {
      this.#failure ??= err;
      this.#closed = true;
      for (const waiting of this.#pending.values()) waiting.reject(err);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Opens the PGlite folder `dataDir` in a new worker thread; resolves once it is open. */
  static async open(dataDir: string): Promise<RemotePglite> {
    const url = new URL('./pglite-thread.ts', import.meta.url);
    // The thread runs TypeScript through tsx, as the server does (its own --import is inherited when present).
    const execArgv = process.execArgv.some((a) => a.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
    const worker = new Worker(url, { workerData: { dataDir }, execArgv });
    const remote = new RemotePglite(worker);
    await new Promise<unknown>((resolve, reject) => remote.#pending.set(0, { resolve, reject })).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    return remote;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #send<T>(request: Statement): Promise<T> {
    if (this.#closed) return Promise.reject(this.#failure ?? new Error('the database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } satisfies Request);
    });
  }

  /**
   * Sends once no transaction holds the database. The check and the send are in the same turn (an `await` between
   * them would let a transaction begin first, and the statement would run inside it).
   */
  async #outsideTransactions<T>(send: () => Promise<T>): Promise<T> {
    while (this.#transaction) await this.#transaction.catch(() => {});
    return send();
  }

  #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    const parsers = Object.entries(options.parsers ?? {}) as [string, (value: string, type: number) => unknown][];
    const textTypes = parsers.map(([oid, parse]) => {
      if (parse('0', Number(oid)) !== '0') throw new Error('RemotePglite only keeps values as text: a parser must return its input');
      return Number(oid);
    });
    const rowMode = options.rowMode ?? 'object';
    return this.#send<Results<T>>({ op: 'query', sql, params, rowMode, textTypes }).then((result) => parseJson(result, rowMode, textTypes));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#outsideTransactions(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#outsideTransactions(() => this.#send<Results[]>({ op: 'exec', sql }));
  }

  /** `fn` runs with the database to itself (BEGIN … COMMIT, ROLLBACK when it throws). */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    let end!: () => void;
    const mine = new Promise<void>((resolve) => (end = resolve));
    let open = true;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(sql, params, options),
      exec: (sql: string) => this.#send<Results[]>({ op: 'exec', sql }),
      rollback: async () => {
        await this.#send({ op: 'exec', sql: 'rollback' });
        open = false;
      },
      get closed() {
        return !open;
      },
    } as unknown as Transaction;
    try {
      // Claimed in the same turn as the check that no other transaction holds the database, and BEGIN sent in it.
      await this.#outsideTransactions(() => {
        this.#transaction = mine;
        return this.#send({ op: 'exec', sql: 'begin' });
      });
      const result = await fn(tx);
      if (open) await this.#send({ op: 'exec', sql: 'commit' });
      return result;
    } catch (err) {
      if (open && !this.#closed) await this.#send({ op: 'exec', sql: 'rollback' }).catch(() => {});
      throw err;
    } finally {
      open = false;
      if (this.#transaction === mine) this.#transaction = null;
      end();
    }
  }

  /** LISTEN on `channel` (pg-boss hears new jobs this way instead of polling); resolves to the UNLISTEN. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const subscription = this.#nextId++;
    this.#listeners.set(subscription, callback);
    await this.#outsideTransactions(() => this.#send({ op: 'listen', channel, subscription }));
    return async () => {
      this.#listeners.delete(subscription);
      if (!this.#closed) await this.#send({ op: 'unlisten', subscription });
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#outsideTransactions(() => this.#send({ op: 'close' })).catch(() => {});
    this.#closed = true;
    this.#failure ??= new Error('the database is closed');
    await this.#worker.terminate();
  }
}

/**
 * json and jsonb: the thread sends them as text and the main thread parses them (as PGlite would, with JSON.parse).
 * A search's matches come as one JSON value of ~200 rows; parsed in the thread they were work for the busier thread
 * and an object tree to copy across, where a string is one copy.
 */
export const JSON_TYPES = [114, 3802];

const parseJsonText = (value: string) => JSON.parse(value) as unknown;

function parseJson<T>(result: Results<T>, rowMode: 'object' | 'array', textTypes: number[]): Results<T> {
  return convertColumns(result, rowMode, (type) => (JSON_TYPES.includes(type) && !textTypes.includes(type) ? parseJsonText : undefined));
}

/**
 * Converts, in place, the text values of every column whose type `parserOf` gives a parser for, in either of
 * PGlite's row shapes (the thread parses array types this way, the main thread json and jsonb).
 */
export function convertColumns<T>(
  result: Results<T>,
  rowMode: 'object' | 'array',
  parserOf: (type: number) => ((value: string, type: number) => unknown) | undefined,
): Results<T> {
  const columns = result.fields.flatMap((f, i) => {
    const parse = parserOf(f.dataTypeID);
    return parse ? [{ key: rowMode === 'array' ? i : f.name, type: f.dataTypeID, parse }] : [];
  });
  if (!columns.length) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, type, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, type);
    }
  }
  return result;
}

/** What the main thread sends the database thread (pglite-thread.ts). */
export type Request = Statement & { id: number };
type Statement =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'object' | 'array'; textTypes: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'listen'; channel: string; subscription: number }
  | { op: 'unlisten'; subscription: number }
  | { op: 'close' };

/** Its answer: the result, or the error as plain data (message, code, constraint…). */
export type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { name: string; message: string; [field: string]: unknown } };

/** A notification on a channel the main thread listens on. */
export type Notification = { subscription: number; payload: string };

/** The PGlite API the app uses, whichever thread it runs on. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close' | 'closed'>;
