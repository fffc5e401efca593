import { searchJobsQuery, type JobCard, type SearchJobsQuery } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { PgDialect } from 'drizzle-orm/pg-core';
import { jobSearch, sql } from '@jobbridge/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoJobs } from '../../src/modules/ingest/demo/seed.ts';
import { Slots } from '../../src/lib/slots.ts';
import { Cache } from '../../src/lib/cache.ts';
import { cardsFor, withMarks } from '../../src/modules/jobs/service.ts';
import { loadSearchFacts } from '../../src/modules/search/facts.ts';
import { parseSearch } from '../../src/modules/search/query.ts';
import { searchCache, searchJobs as findJobs, type SearchCache, type SearchOptions } from '../../src/modules/search/search.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

// The cache on, as in production.
const ctx = setupApp({ SEARCH_CACHE_SECONDS: '60' });
beforeAll(async () => {
  await seedDemoJobs(ctx.database.db, ctx.config);
}, 120_000);

/** Single cards kept beside each search cache, as the search route keeps them. */
const cardCaches = new WeakMap<SearchCache, Cache<JobCard>>();

/** A search's page with the caller's marks, as the search route answers it (without the history it keeps). */
async function searchJobs(db: Db, q: SearchJobsQuery, userId: string | null, options: Omit<SearchOptions, 'cards'> = {}) {
  const { cache } = options;
  if (cache && !cardCaches.has(cache)) cardCaches.set(cache, new Cache<JobCard>({ ttlMs: 60_000, maxEntries: 20_000 }));
  const known = cache && cardCaches.get(cache);
  const page = await findJobs(db, parseSearch(q), { ...options, cards: (ids) => cardsFor(db, ids, known) });
  return userId && page.items.length ? { ...page, items: await withMarks(db, userId, page.items) } : page;
}

const parse = (qs: string) => searchJobsQuery.parse(Object.fromEntries(new URLSearchParams(qs)));

/** A database that counts the statements it is sent, and keeps their SQL (and, in `params`, their parameters). */
function counting() {
  const dialect = new PgDialect();
  const sent: string[] = [];
  const params: unknown[][] = [];
  const db = new Proxy(ctx.database.db, {
    get(target, prop, receiver) {
      if (prop === 'execute') {
        return (...args: unknown[]) => {
          const query = dialect.sqlToQuery(args[0] as never);
          sent.push(query.sql);
          params.push(query.params);
          return (target.execute as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  return { db, count: () => sent.length, sent, params };
}

describe('searchJobs', () => {
  it('ranks a title match above a job that only mentions the word', async () => {
    const result = await searchJobs(ctx.database.db, parse('q=nurse'), null);
    expect(result.sort).toBe('relevance');
    expect(result.items.length).toBeGreaterThan(1);
    expect(result.items[0]!.title).toMatch(/nurs/i);
    const byTime = await searchJobs(ctx.database.db, parse('q=nurse&sort=time'), null);
    const times = byTime.items.map((j) => j.postedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("matches a known town on the town, and any other place text on the starts of the location's words", async () => {
    const town = await searchJobs(ctx.database.db, parse('location=Manchester&pageSize=50'), null);
    expect(town.items.length).toBeGreaterThan(0);
    for (const job of town.items) expect(job.location).toMatch(/manchester/i);
    const part = await searchJobs(ctx.database.db, parse('location=Manch&pageSize=50'), null);
    expect(part.items.map((j) => j.id).sort()).toEqual(town.items.map((j) => j.id).sort());
  });

  it('past the cap, estimates the total from how far back the newest matches reach, and scales the facets', async () => {
    const exact = await searchJobs(ctx.database.db, parse('location=London&sort=time'), null);
    expect(exact.totalKind).toBe('exact');
    const db = freshDb(); // its own facts, loaded by the first search
    await searchJobs(db, parse('location=London&sort=time'), null, { cap: 10 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await searchJobs(db, parse('location=London&sort=time'), null, { cap: 10 });
    expect(later.totalIsCapped).toBe(true);
    expect(later.totalKind).toBe('about');
    expect(later.total).toBeGreaterThan(10);
    expect(later.total).toBeGreaterThan(exact.total / 3);
    expect(later.total).toBeLessThan(exact.total * 3);
    const facetSum = Object.values(later.facets.verdict).reduce((a, b) => a + b, 0);
    expect(facetSum).toBeGreaterThan(10);
  });

  it('checks a quoted phrase and a left-out word, and refuses a search that only leaves words out', async () => {
    const phrase = await searchJobs(ctx.database.db, parse('q="software engineer"&pageSize=50'), null);
    expect(phrase.items.length).toBeGreaterThan(0);
    for (const job of phrase.items.slice(0, 5)) expect(job.title.toLowerCase()).toMatch(/software engineer/);
    const without = await searchJobs(ctx.database.db, parse('q=engineer -software&pageSize=50'), null);
    expect(without.items.length).toBeGreaterThan(0);
    for (const job of without.items) expect(job.title.toLowerCase()).not.toMatch(/software/);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/jobs/search?q=-software' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'SEARCH_NEEDS_WORD' });
  });

  it('finds the same jobs for a phrase or a left-out word reading back a stretch of days at a time as reading every ad', async () => {
    // With the facts loaded and a cap of 3, a phrase looks first among as many of its words' newest matches as it
    // wants passing ones, and reads further days when fewer pass ("care assistant" here); without the facts it
    // reads the whole table in one statement. Both must show the same jobs, on the first page and past the cap.
    const searches = [
      '"software engineer"',
      '"care assistant"',
      '"data analyst"',
      '"project manager"',
      'engineer -software',
      'assistant -care',
      'manager -senior',
    ];
    let walked = 0;
    let found = 0;
    for (const q of searches) {
      for (const page of [1, 2, 3]) {
        const qs = parse(`q=${q}&sort=time&pageSize=3&page=${page}`);
        const whole = await searchJobs(freshDb(), qs, null, { cap: 3 });
        const { db, count } = counting();
        await loadSearchFacts(db);
        const loaded = count();
        const days = await searchJobs(db, qs, null, { cap: 3 });
        expect(
          days.items.map((j) => j.id),
          `${q}, page ${page}`,
        ).toEqual(whole.items.map((j) => j.id));
        if (count() - loaded > 3) walked++;
        if (days.items.length) found++;
      }
    }
    expect(found).toBeGreaterThan(searches.length);
    expect(walked).toBeGreaterThan(0);
  });

  it('plans an OR search from its alternatives and finds the same jobs as reading every ad', async () => {
    // Without the facts an OR search reads the whole table through the index (as it always did before: 0.3-0.8 s
    // at a million jobs); with them it reads the newest ads that should hold the matches, sized by its most
    // common alternative. Both must show the same jobs, on the first page and past the cap, in both orders.
    const searches = ['engineer or nurse', 'care or support worker', 'analyst or developer', 'chef or cook or driver', 'the or nurse'];
    let windows = 0;
    let found = 0;
    for (const q of searches) {
      for (const sort of ['time', 'relevance']) {
        for (const page of [1, 2, 3]) {
          const qs = parse(`q=${q}&sort=${sort}&pageSize=3&page=${page}`);
          const whole = await searchJobs(freshDb(), qs, null, { cap: 3 });
          const { db, sent } = counting();
          await loadSearchFacts(db);
          const planned = await searchJobs(db, qs, null, { cap: 3 });
          expect(
            planned.items.map((j) => j.id),
            `${q}, ${sort}, page ${page}`,
          ).toEqual(whole.items.map((j) => j.id));
          // The newest ads in date order: a window (select … order by … limit) read before the words are checked.
          if (sent.some((text) => /from \(select \* from "job_search" js order by/.test(text))) windows++;
          if (planned.items.length) found++;
        }
      }
    }
    expect(found).toBeGreaterThan(searches.length);
    expect(windows).toBeGreaterThan(0);
  });

  it('answers a search that runs out of time with its matches among the newest ads, marked partial', async () => {
    let timeouts = 0;
    const matchesDb = new Proxy(ctx.database.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        // The first statement is cancelled, as PostgreSQL does when one runs past statement_timeout.
        return (...args: Parameters<typeof target.execute>) => {
          if (timeouts++ === 0) throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
          return target.execute(...args);
        };
      },
    });
    const result = await searchJobs(ctx.database.db, parse('q=engineer&sort=time'), null, { matchesDb });
    expect(timeouts).toBe(2); // cancelled, then the newest ads' matches
    expect(result.partial).toBe(true);
    expect(result.items.length).toBeGreaterThan(0);
    const full = await searchJobs(ctx.database.db, parse('q=engineer&sort=time'), null);
    expect(full.partial).toBe(false);
    expect(result.items.map((j) => j.id)).toEqual(full.items.map((j) => j.id)); // the newest ads hold them all here
  });

  it('answers facet filters from the sample when it holds every match, and keeps it while filters are ticked and unticked', async () => {
    const cache = searchCache(60_000);
    const { db: matchesDb, count } = counting();
    const all = await searchJobs(ctx.database.db, parse('q=engineer&pageSize=50'), null, { cache, matchesDb });
    expect(all.totalKind).toBe('exact');
    const before = count();
    // Every match in relevance order (the later pages come from the cache).
    const allItems = [...all.items];
    for (let page = 2; (page - 1) * 50 < all.total; page++)
      allItems.push(...(await searchJobs(ctx.database.db, parse(`q=engineer&pageSize=50&page=${page}`), null, { cache, matchesDb })).items);
    expect(allItems).toHaveLength(all.total);
    const ids = (items: typeof allItems) => items.map((j) => j.id);

    const sponsors = await searchJobs(ctx.database.db, parse('q=engineer&verdict=licensed_sponsor&pageSize=50'), null, {
      cache,
      matchesDb,
    });
    expect(count()).toBe(before); // the first search's matches hold them all: no statement
    expect(sponsors.facets.verdict).toEqual(all.facets.verdict);
    expect(sponsors.total).toBe(all.facets.verdict.licensed_sponsor);
    expect(sponsors.total).toBeGreaterThan(1);
    // In the unfiltered search's relevance order.
    expect(ids(sponsors.items)).toEqual(ids(allItems.filter((j) => j.verdict.kind === 'licensed_sponsor')).slice(0, 50));
    const remote = await searchJobs(ctx.database.db, parse('q=engineer&remote=remote&pageSize=50'), null, { cache, matchesDb });
    expect(count()).toBe(before);
    expect(remote.facets.remote).toEqual(all.facets.remote);
    expect(ids(remote.items)).toEqual(ids(allItems.filter((j) => j.remote === 'remote')).slice(0, 50));
  });

  it('with facet filters and more matches than the cap, reads the filtered matches and the sample apart, and agrees with the sample path', async () => {
    const { db: matchesDb, sent, params } = counting();
    const filtered = () => params.filter((values) => JSON.stringify(values).includes('v:licensed_sponsor')).length;
    const q = 'location=London&sort=time&verdict=licensed_sponsor&pageSize=5';
    const capped = await searchJobs(ctx.database.db, parse(q), null, { cap: 5, matchesDb });
    expect(filtered()).toBeGreaterThan(0); // the filtered matches were read by a statement
    expect(sent.length).toBeGreaterThan(filtered()); // and so was the facets' sample without the filter
    expect(capped.totalKind).not.toBe('exact');
    // Without the cap the sample holds every London job, and the filter is applied to it: no filtered statement.
    const before = filtered();
    const whole = await searchJobs(ctx.database.db, parse(q), null, { matchesDb });
    expect(filtered()).toBe(before);
    expect(whole.totalKind).toBe('exact');
    expect(capped.items.map((j) => j.id)).toEqual(whole.items.map((j) => j.id));
    for (const job of whole.items) expect(job.verdict.kind).toBe('licensed_sponsor');
  });

  it('cancels a search statement that runs past the timeout on PostgreSQL', async () => {
    if (!ctx.database.timed) return; // PGlite cannot cancel a statement
    const matchesDb = ctx.database.timed(300);
    // The search table is locked by another transaction: the candidates and the newest ads' matches both wait
    // past the timeout and are cancelled, and the caller gets a clear error instead of a hang.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${jobSearch} in access exclusive mode`);
      const started = Date.now();
      await expect(searchJobs(ctx.database.db, parse('q=engineer&sort=time&page=2'), null, { matchesDb })).rejects.toMatchObject({
        code: 'SEARCH_TIMED_OUT',
      });
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });

  it('counts up to the cap, then pages on in time order without repeating a job', async () => {
    const q = 'location=London&sort=time&pageSize=10';
    const all = await searchJobs(ctx.database.db, parse(`${q}&pageSize=50`), null);
    expect(all.total).toBeGreaterThan(30);

    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await searchJobs(ctx.database.db, parse(`${q}&page=${page}`), null, { cap: 15 }));
    expect(pages[0]).toMatchObject({ totalIsCapped: true });
    expect(pages[0]!.total).toBeGreaterThanOrEqual(15);
    const ids = pages.flatMap((p) => p.items.map((j) => j.id));
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toEqual(all.items.slice(0, 30).map((j) => j.id));
  });

  it('answers the next page of a cached search with one statement, a repeated page with none, and never caches the marks', async () => {
    const cache = searchCache(60_000);
    const { db, count } = counting();
    await searchJobs(db, parse('q=engineer&pageSize=5'), null, { cache });
    const first = count();
    const page2 = await searchJobs(db, parse('q=engineer&pageSize=5&page=2'), null, { cache });
    expect(count() - first).toBe(1); // the cards only
    expect(page2.items).toHaveLength(5);
    const seen = count();
    expect((await searchJobs(db, parse('q=engineer&pageSize=5&page=2'), null, { cache })).items).toEqual(page2.items);
    expect(count()).toBe(seen); // a visitor's repeated page: no database work
    const { tokens } = await verifiedUser(ctx.app);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tokens.access_token) })).json();
    const mine = await searchJobs(db, parse('q=engineer&pageSize=5&page=2'), me.id, { cache });
    expect(count()).toBe(seen + 1); // a signed-in user's: their marks only
    expect(mine.items.map((j) => j.id)).toEqual(page2.items.map((j) => j.id));

    let clock = 0;
    const expiring = searchCache(1000, () => clock);
    const facets = { verdict: {}, salaryStatus: {}, contractType: {}, remote: {} };
    expiring.set('k', { ids: [1], total: 1, totalKind: 'exact', facets, partial: false });
    expect((expiring.get('k') as { ids: number[] } | undefined)?.ids).toEqual([1]);
    clock = 1001;
    expect(expiring.get('k')).toBeUndefined();
  });

  it('keeps single cards too: the same jobs on another page size (or in another search) are not read again', async () => {
    const cache = searchCache(60_000);
    const read: number[] = [];
    const db = new Proxy(ctx.database.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (...args: unknown[]) => {
          const result = await (target.execute as (...a: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>).apply(target, args);
          for (const row of result.rows) if ('title' in row) read.push(Number(row.id));
          return result;
        };
      },
    });
    const five = await searchJobs(db, parse('q=engineer&pageSize=5'), null, { cache });
    expect(read.sort()).toEqual(five.items.map((j) => j.id).sort());
    read.length = 0;
    const ten = await searchJobs(db, parse('q=engineer&pageSize=10'), null, { cache });
    expect(ten.items).toHaveLength(10);
    expect(ten.items.slice(0, 5)).toEqual(five.items);
    expect(read.sort()).toEqual(
      ten.items
        .slice(5)
        .map((j) => j.id)
        .sort(),
    );
  });

  it('shows a job the user just saved as saved, even when the search itself is cached', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const search = () => ctx.app.inject({ method: 'GET', url: '/api/jobs/search?q=analyst', headers: bearer(tokens.access_token) });
    const before = (await search()).json();
    const job = before.items[0];
    expect(job.marks.saved).toBe(false);
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/app/jobs/${job.id}/marks`,
      headers: bearer(tokens.access_token),
      payload: { saved: true },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await search()).json();
    expect(after.items[0]).toMatchObject({ id: job.id, marks: { saved: true } });
  });

  it('takes turns for the database (SEARCH_CONCURRENCY): each search gets its own answer, and a cached page never waits', async () => {
    const ids = (r: { items: { id: number }[] }) => r.items.map((j) => j.id);
    const searches = [
      'q=nurse',
      'q=engineer',
      'location=London',
      'q=data&sort=time',
      'q=care&page=2',
      'q=analyst&verdict=licensed_sponsor',
    ];
    const alone = [];
    for (const qs of searches) alone.push(ids(await searchJobs(ctx.database.db, parse(qs), null)));
    expect(alone.filter((a) => a.length).length).toBeGreaterThan(3);

    const slots = new Slots(1);
    const cache = searchCache(60_000);
    const together = await Promise.all(searches.map((qs) => searchJobs(ctx.database.db, parse(qs), null, { slots, cache })));
    expect(together.map(ids)).toEqual(alone);

    // The only slot taken: a cached page answers at once, a search the cache does not hold waits its turn.
    let release!: () => void;
    const held = slots.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(ids(await searchJobs(ctx.database.db, parse('q=nurse'), null, { slots, cache }))).toEqual(alone[0]);
    let answered = false;
    const waiting = searchJobs(ctx.database.db, parse('q=teacher'), null, { slots, cache }).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    expect(slots.queued).toBe(1);
    release();
    await held;
    expect(ids(await waiting)).toEqual(ids(await searchJobs(ctx.database.db, parse('q=teacher'), null)));
  });

  it("reads the ads' dates once for all concurrent searches, and never makes a search wait for them (issue 11, item 26)", async () => {
    // A slow read, held until released. A new proxy is a new database to the search's per-database facts, so
    // nothing is loaded yet.
    const dialect = new PgDialect();
    let dateReads = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const db = new Proxy(ctx.database.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (statement: Parameters<typeof target.execute>[0]) => {
          if (dialect.sqlToQuery(statement as never).sql.includes('percentile_disc')) {
            dateReads++;
            await released;
          }
          return target.execute(statement);
        };
      },
    });
    const searches = ['data analyst', 'senior software engineer', 'care assistant', 'data analyst', 'project manager london'];
    const first = await Promise.all(searches.map((q) => searchJobs(db, parse(`q=${q}&sort=time&pageSize=5`), null, { cap: 5 })));
    expect(dateReads).toBe(1);
    expect(first[0]!.items.length).toBeGreaterThan(0);
    expect(first[0]!.totalKind).toBe('atLeast');

    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await Promise.all(searches.map((q) => searchJobs(db, parse(`q=${q}&sort=time&pageSize=5`), null, { cap: 5 })));
    expect(dateReads).toBe(1);
    expect(again.map((r) => r.items.map((j) => j.id))).toEqual(first.map((r) => r.items.map((j) => j.id)));
    expect(again[0]!.totalKind).toBe('about');
  });

  it('plans the first search with the facts loaded as the server starts', async () => {
    const db = freshDb();
    await loadSearchFacts(db);
    // Without the ads' dates the first search past the cap could only say "at least" (the test above).
    const first = await searchJobs(db, parse('location=London&sort=time'), null, { cap: 10 });
    expect(first.totalKind).toBe('about');
  });
});

/** The same database under another identity: the search's per-database facts start empty. */
function freshDb() {
  return new Proxy(ctx.database.db, {});
}
