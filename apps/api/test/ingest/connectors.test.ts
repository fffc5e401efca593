import { describe, expect, it } from 'vitest';
import {
  dedupeJobs,
  parseAdzuna,
  parseAshby,
  parseGreenhouse,
  parseLever,
  parseReed,
  type NormalizedJob,
} from '../../src/modules/ingest/index.ts';
import { fixture } from './data.ts';

/** No markup but the allow-list, no attributes but href/rel/target on links. */
function expectSafeHtml(html: string) {
  const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
  for (const [, tag, attrs] of tags) {
    expect(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h2', 'h3', 'h4', 'a']).toContain(tag);
    if (tag !== 'a') expect(attrs).toBe('');
  }
  expect(html).not.toMatch(/style=|class=|on\w+=|javascript:/i);
}

function expectReadableText(job: NormalizedJob) {
  expect(job.descriptionText).not.toMatch(/<[a-z/]|&[a-z]+;|&#\d+;/i);
  expect(job.descriptionText).not.toMatch(/\n{3,}/);
  expect(job.descriptionText.trim()).toBe(job.descriptionText);
}

describe('parseGreenhouse (Vercel board, content=true)', () => {
  const jobs = parseGreenhouse(fixture('greenhouse_boards_api_vercel_jobs_content.json'), { board: 'vercel' });

  it('maps both jobs with their fields', () => {
    expect(jobs).toHaveLength(2);
    const [first] = jobs;
    expect(first).toMatchObject({
      source: 'greenhouse',
      externalId: '6136160004',
      url: 'https://job-boards.greenhouse.io/vercel/jobs/6136160004',
      title: 'Account Executive, Commercial',
      company: 'Vercel',
      location: 'London', // "Hybrid - London": the workplace word goes to `remote`
      remote: 'hybrid',
      country: 'GB', // from the office "London, England, United Kingdom"
      salaryMin: null,
      salaryPeriod: null,
    });
    expect(first!.postedAt?.toISOString()).toBe('2026-08-06T16:50:10.000Z');
    expect(jobs[1]!.title).toBe('Account Executive, Majors');
  });

  it('decodes the escaped HTML once, then sanitises it', () => {
    const job = jobs[0]!;
    expect(job.descriptionHtml.startsWith('<h2>About Vercel:</h2><p>Vercel is the agentic infrastructure company')).toBe(true);
    expect(job.descriptionHtml).not.toContain('&lt;');
    expect(job.descriptionHtml).not.toContain('data-sheets-root');
    expectSafeHtml(job.descriptionHtml);
    expect(job.descriptionText).toMatch(
      /^About Vercel:\n\nVercel is the agentic infrastructure company, freeing people and agents to ship what's next\./,
    );
    expectReadableText(job);
  });
});

describe('parseLever (Spotify postings)', () => {
  const jobs = parseLever(fixture('lever_postings_spotify.json'), { company: 'spotify', companyName: 'Spotify' });

  it('maps both postings', () => {
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({
      source: 'lever',
      externalId: '2193db3f-77c5-43b8-b030-8f92c9882bf1',
      url: 'https://jobs.lever.co/spotify/2193db3f-77c5-43b8-b030-8f92c9882bf1',
      title: 'Android Engineer - Experience',
      company: 'Spotify',
      location: 'London',
      country: 'GB',
      remote: 'hybrid',
      contractType: 'permanent',
    });
    expect(jobs[0]!.postedAt?.toISOString()).toBe(new Date(1782214185805).toISOString());
    expect(jobs[1]).toMatchObject({ location: 'Ho Chi Minh', country: 'VN', contractType: 'temporary' }); // "Short Term"
  });

  it('joins description, lists (as headings and bullets) and the closing text', () => {
    const job = jobs[0]!;
    expectSafeHtml(job.descriptionHtml);
    expect(job.descriptionHtml).toContain("<h3>What You'll Do</h3><ul><li>Develop and maintain mobile client components");
    expect(job.descriptionText).toContain("What You'll Do\n\n- Develop and maintain mobile client components");
    expect(job.descriptionText).toContain('- This role is based in London or Stockholm.');
    expect(job.descriptionText).toContain('Spotify is an equal opportunity employer.');
    expectReadableText(job);
  });
});

describe('parseAshby (Linear board)', () => {
  const jobs = parseAshby(fixture('ashby_posting_api_linear.json'), { board: 'linear', companyName: 'Linear' });

  it('maps both jobs', () => {
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({
      source: 'ashby',
      externalId: 'd3bc1ced-3ce4-4086-a050-555055dbb1ff',
      url: 'https://jobs.ashbyhq.com/linear/d3bc1ced-3ce4-4086-a050-555055dbb1ff',
      title: 'Senior / Staff Fullstack Engineer',
      company: 'Linear',
      location: 'Europe',
      remote: 'remote',
      hours: 'full_time',
      country: null, // "European Union" is not a country
      salaryMin: null,
    });
    expect(jobs[0]!.postedAt?.toISOString()).toBe('2021-04-27T20:13:45.158Z');
    expect(jobs[1]).toMatchObject({ location: 'North America', country: 'US' });
  });

  it('drops inline styles and keeps paragraphs', () => {
    const job = jobs[0]!;
    expectSafeHtml(job.descriptionHtml);
    expect(job.descriptionHtml).toMatch(/^<p>At Linear, we're building the product development system/);
    expect(job.descriptionText.split('\n\n')[1]).toMatch(/^Founded in 2019, Linear has become/);
    expectReadableText(job);
  });
});

describe('parseAdzuna (two GB search pages)', () => {
  const pageA = parseAdzuna(fixture('adzuna_gb_search_page_a.json'));
  const pageB = parseAdzuna(fixture('adzuna_gb_search_page_b.json'));
  const jobs = [...pageA, ...pageB];

  it('maps 50 + 50 results', () => {
    expect(pageA).toHaveLength(50);
    expect(pageB).toHaveLength(50);
    expect(jobs[0]).toMatchObject({
      source: 'adzuna',
      externalId: '3872420872',
      url: 'https://www.adzuna.co.uk/jobs/details/3872420872?utm_medium=api&utm_source=36e59f90',
      title: 'Campaign Analyst',
      company: 'Adzuna',
      location: 'Fulham, South West London',
      salaryMin: 30000,
      salaryMax: 34000,
      salaryPeriod: 'year',
      salaryCurrency: 'GBP',
      salaryText: '£30,000 - £34,000 a year',
      salaryEstimated: false,
      hours: 'full_time',
      country: 'GB',
      descriptionTruncated: true,
    });
    expect(jobs[0]!.postedAt?.toISOString()).toBe('2023-01-24T16:05:05.000Z');
  });

  it('keeps predicted salaries but flags them', () => {
    const predicted = jobs.find((j) => j.externalId === '3850558069')!;
    expect(predicted).toMatchObject({ salaryMin: 37258.19, salaryMax: 37258.19, salaryEstimated: true });
    expect(jobs.filter((j) => j.salaryEstimated)).toHaveLength(59);
    expect(jobs.filter((j) => j.contractType === 'contract').map((j) => j.externalId)).toContain('3872322908');
  });

  it('escapes text snippets into one paragraph', () => {
    for (const job of jobs) {
      expectSafeHtml(job.descriptionHtml);
      expectReadableText(job);
    }
    expect(jobs[0]!.descriptionText.endsWith('brilliant and divers…')).toBe(true);
  });

  it('collapses the same ad posted for many London districts', () => {
    // 31 "Driving Instructor" ads by My Four Wheels across London districts, 9 HGV trainee ads, 2 more.
    expect(dedupeJobs(jobs)).toHaveLength(61);
  });
});

describe('parseReed (search results, Nov 2019)', () => {
  const jobs = parseReed(fixture('reed_api_search_2019.json'));

  it('maps 100 results with dd/mm/yyyy dates and decoded entities', () => {
    expect(jobs).toHaveLength(100);
    expect(jobs[0]).toMatchObject({
      source: 'reed',
      externalId: '39358618',
      url: 'https://www.reed.co.uk/jobs/golf-event-sales-3-days-per-week/39358618',
      title: 'Golf & Event Sales - 3 days per week',
      company: '4Leisure Recruitment',
      location: 'Redbourn',
      salaryMin: 12000,
      salaryMax: 18000,
      salaryPeriod: 'year',
      salaryCurrency: 'GBP',
      country: 'GB',
      descriptionTruncated: true,
    });
    expect(jobs[0]!.postedAt?.toISOString()).toBe('2019-11-13T00:00:00.000Z');
    expect(jobs[0]!.descriptionText).toMatch(/^Golf & Event Sales Executive - near St Albans/);
    expect(jobs[1]!.company).toBe('Morgan Radley Finance & Automotive Recruitment Specialists');
  });

  it('infers the period Reed leaves out', () => {
    const byId = (id: string) => jobs.find((j) => j.externalId === id)!;
    expect(byId('39358616')).toMatchObject({ salaryMin: 9, salaryMax: 18, salaryPeriod: 'hour' }); // Care Assistant
    expect(byId('39296753')).toMatchObject({ salaryMin: 150, salaryMax: 173, salaryPeriod: 'day' }); // Software Tester
    expect(byId('39051982')).toMatchObject({ salaryMin: 9.16, salaryMax: 9.78, salaryPeriod: 'hour' });
    expect(jobs.filter((j) => j.salaryPeriod === null)).toHaveLength(16); // no figures and none in the snippet
  });

  it('decodes &#163; and &nbsp; in the text', () => {
    const carer = jobs.find((j) => j.externalId === '39358616')!;
    expect(carer.descriptionText).toMatch(/^WANT TO EARN £350 to £650 PER WEEK AS AN AGENCY CARER/);
    for (const job of jobs) {
      expectSafeHtml(job.descriptionHtml);
      expectReadableText(job);
    }
  });

  it('rejects a response of another shape with a clear message', () => {
    expect(() => parseReed({ jobs: [] })).toThrow(/^reed: unexpected response shape/);
    expect(() => parseReed('<html>')).toThrow(/^reed: response is not JSON/);
  });
});
