import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAdzuna, fetchAshby, fetchGreenhouse, fetchLever, fetchReed, IngestFetchError } from '../../src/modules/ingest/index.ts';
import { json, startFake, type FakeServer } from '../fakes/http.ts';
import { fixture } from './data.ts';

interface Seen {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

const greenhouse = fixture('greenhouse_boards_api_vercel_jobs_content.json');
const lever = fixture('lever_postings_spotify.json');
const ashby = fixture('ashby_posting_api_linear.json');
const adzunaA = fixture('adzuna_gb_search_page_a.json') as { results: unknown[]; count: number };
const adzunaB = fixture('adzuna_gb_search_page_b.json') as { results: unknown[]; count: number };
const reed = fixture('reed_api_search_2019.json') as { results: { jobId: number }[]; totalResults: number };

let fake: FakeServer;
const seen: Seen[] = [];

beforeAll(async () => {
  fake = await startFake((req, res) => {
    seen.push({ path: req.path, query: req.query, authorization: req.headers.authorization });
    const { path, query } = req;
    if (path === '/v1/boards/vercel/jobs' && query.get('content') === 'true') return json(res, 200, greenhouse);
    if (path === '/v0/postings/spotify' && query.get('mode') === 'json') return json(res, 200, lever);
    if (path === '/posting-api/job-board/linear') return json(res, 200, ashby);
    if (path.startsWith('/v1/api/jobs/gb/search/')) {
      if (query.get('app_key') !== 'secret-key') return json(res, 401, { exception: 'AUTH_FAIL' });
      const page = Number(path.split('/').at(-1));
      // Two full pages of 50, then a short third page ends the loop.
      if (page === 1) return json(res, 200, adzunaA);
      if (page === 2) return json(res, 200, adzunaB);
      return json(res, 200, { ...adzunaB, results: adzunaB.results.slice(0, 3).map((r, i) => ({ ...(r as object), id: `p3-${i}` })) });
    }
    if (path === '/api/1.0/search') {
      const expected = `Basic ${Buffer.from('reed-key:').toString('base64')}`;
      if (req.headers.authorization !== expected) return json(res, 401, { message: 'Unauthorized' });
      const skip = Number(query.get('resultsToSkip'));
      if (skip === 0) return json(res, 200, reed);
      // A second, shorter page with fresh ids ends the loop.
      return json(res, 200, { ...reed, results: reed.results.slice(0, 10).map((r) => ({ ...r, jobId: r.jobId + 1_000_000 })) });
    }
    if (path === '/v1/boards/broken/jobs') return json(res, 500, { error: 'boom' });
    res.writeHead(404).end('not found');
  });
});

afterAll(async () => {
  await fake.close();
});

describe('fetch connectors against a fake board on 127.0.0.1', () => {
  it('fetchGreenhouse asks for content and maps the jobs', async () => {
    const jobs = await fetchGreenhouse({ board: 'vercel', baseUrl: fake.url });
    expect(jobs.map((j) => j.title)).toEqual(['Account Executive, Commercial', 'Account Executive, Majors']);
    expect(jobs[0]!.descriptionHtml).toMatch(/^<h2>About Vercel:<\/h2>/);
  });

  it('fetchLever asks for JSON mode', async () => {
    const jobs = await fetchLever({ company: 'spotify', companyName: 'Spotify', baseUrl: fake.url });
    expect(jobs.map((j) => j.externalId)).toEqual(['2193db3f-77c5-43b8-b030-8f92c9882bf1', 'd87833d0-fb78-4794-b45d-3fe5c8274bc8']);
  });

  it('fetchAshby asks for compensation', async () => {
    const jobs = await fetchAshby({ board: 'linear', baseUrl: `${fake.url}/` });
    expect(jobs).toHaveLength(2);
    expect(seen.at(-1)!.query.get('includeCompensation')).toBe('true');
  });

  it('fetchAdzuna pages until a short page, sending app_id and app_key', async () => {
    seen.length = 0;
    const jobs = await fetchAdzuna({
      appId: 'app-id',
      appKey: 'secret-key',
      what: 'analyst',
      where: 'London',
      baseUrl: fake.url,
      maxPages: 10,
    });
    expect(jobs).toHaveLength(103);
    expect(seen.map((s) => s.path)).toEqual(['/v1/api/jobs/gb/search/1', '/v1/api/jobs/gb/search/2', '/v1/api/jobs/gb/search/3']);
    expect(Object.fromEntries(seen[0]!.query)).toMatchObject({
      app_id: 'app-id',
      app_key: 'secret-key',
      what: 'analyst',
      where: 'London',
      results_per_page: '50',
    });
  });

  it('fetchAdzuna stops at maxPages', async () => {
    seen.length = 0;
    const jobs = await fetchAdzuna({ appId: 'app-id', appKey: 'secret-key', baseUrl: fake.url, maxPages: 1 });
    expect(jobs).toHaveLength(50);
    expect(seen).toHaveLength(1);
  });

  it('fetchReed pages by resultsToSkip with basic auth', async () => {
    seen.length = 0;
    const jobs = await fetchReed({ apiKey: 'reed-key', keywords: 'analyst', baseUrl: fake.url });
    expect(jobs).toHaveLength(110);
    expect(seen.map((s) => s.query.get('resultsToSkip'))).toEqual(['0', '100']);
    expect(seen[0]!.query.get('resultsToTake')).toBe('100');
    expect(seen[0]!.query.get('keywords')).toBe('analyst');
  });

  it('an error status becomes an IngestFetchError naming source, URL (without the key) and status', async () => {
    const error = await fetchAdzuna({ appId: 'app-id', appKey: 'wrong-key', baseUrl: fake.url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestFetchError);
    const fetchError = error as IngestFetchError;
    expect(fetchError.status).toBe(401);
    expect(fetchError.source).toBe('adzuna');
    expect(fetchError.message).toMatch(
      /^adzuna: GET http:\/\/127\.0\.0\.1:\d+\/v1\/api\/jobs\/gb\/search\/1\?app_id=\*\*\*&app_key=\*\*\*.* returned HTTP 401: \{"exception":"AUTH_FAIL"\}/,
    );
    expect(fetchError.message).not.toContain('wrong-key');

    await expect(fetchReed({ apiKey: 'bad', baseUrl: fake.url })).rejects.toThrow(/^reed: GET .* returned HTTP 401/);
    await expect(fetchGreenhouse({ board: 'nobody', baseUrl: fake.url })).rejects.toThrow(
      /^greenhouse: GET .*\/v1\/boards\/nobody\/jobs\?content=true returned HTTP 404: not found/,
    );
    await expect(fetchGreenhouse({ board: 'broken', baseUrl: fake.url })).rejects.toThrow(
      /^greenhouse: GET .* returned HTTP 500: \{"error":"boom"\}/,
    );
  });

  it('an unreachable host and a timeout are IngestFetchErrors too', async () => {
    await expect(fetchLever({ company: 'spotify', baseUrl: 'http://127.0.0.1:1' })).rejects.toThrow(
      /^lever: GET http:\/\/127\.0\.0\.1:1\/v0\/postings\/spotify\?mode=json failed/,
    );

    const silent: Server = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as { port: number };
    try {
      await expect(fetchAshby({ board: 'linear', baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 })).rejects.toThrow(
        /^ashby: GET .* timed out after 200 ms/,
      );
    } finally {
      silent.closeAllConnections();
      await new Promise((done) => silent.close(done));
    }
  });
});
