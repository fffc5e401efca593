import { describe, expect, it } from 'vitest';
import { dedupeJobs, dedupeKey, detectCsvShape, exactKey, parseCsv, type NormalizedJob } from '../../src/modules/ingest/index.ts';
import { csvFiles, ISHANV13_DIR, JOBSPY_DIR } from './data.ts';

const exportFiles = csvFiles(ISHANV13_DIR);
const jobspyFiles = csvFiles(JOBSPY_DIR);
const parsed = new Map([...exportFiles, ...jobspyFiles].map((f) => [f.name, parseCsv(f.text)]));
const exportJobs = exportFiles.flatMap((f) => parsed.get(f.name)!);
const jobspyJobs = jobspyFiles.flatMap((f) => parsed.get(f.name)!);
const count = <T>(items: T[], by: (item: T) => string) =>
  items.reduce<Record<string, number>>((m, i) => ({ ...m, [by(i)]: (m[by(i)] ?? 0) + 1 }), {});

describe('parseCsv on the 12 real files', () => {
  it('parses every row of every file', () => {
    expect(Object.fromEntries([...parsed].map(([name, jobs]) => [name, jobs.length]))).toEqual({
      'adzuna_BI_Analyst_20260423_000030.csv': 44,
      'adzuna_Business_Analyst_20260423_000028.csv': 250,
      'adzuna_Data_Analyst_20260423_000020.csv': 250,
      'reed_BI_Analyst_20260422_235600.csv': 300,
      'reed_Business_Analyst_20260422_235559.csv': 300,
      'reed_Data_Analyst_20260422_235559.csv': 300,
      'Manch_now.csv': 100,
      'Manch_test.csv': 49,
      'Manchester_jobs.csv': 100,
      'jobs_Birmingham.csv': 100,
      'jobs_Manchester.csv': 100,
      'jobs_london.csv': 20,
    });
    expect(exportJobs).toHaveLength(1444);
    expect(jobspyJobs).toHaveLength(469);
  });

  it('tells the two shapes apart by the header, and refuses others', () => {
    expect(detectCsvShape(exportFiles[0]!.text.split('\n')[0]!.split(','))).toBe('export');
    expect(
      detectCsvShape(
        jobspyFiles
          .find((f) => f.name === 'jobs_london.csv')!
          .text.split('\n')[0]!
          .split(','),
      ),
    ).toBe('jobspy');
    expect(() => parseCsv('name,email\nA,b@c.com\n')).toThrow(/^csv: unknown header \(name,email\)/);
    expect(parseCsv('')).toEqual([]);
  });

  it('every job has a title, an id, safe HTML and readable text', () => {
    for (const job of [...exportJobs, ...jobspyJobs]) {
      expect(job.title).not.toBe('');
      expect(job.externalId).not.toBe('');
      expect(job.descriptionHtml).not.toMatch(/<(?!\/?(?:p|br|ul|ol|li|strong|b|em|i|h[234]|a)\b)/);
      expect(job.descriptionText).not.toMatch(/<\/?[a-z]|&amp;|&#\d+;/);
      expect(job.postedAt).toBeInstanceOf(Date);
    }
    expect(count([...exportJobs, ...jobspyJobs], (j) => j.country ?? 'null')).toEqual({ GB: 1911, IE: 2 }); // two "Ireland" rows
    // Markdown is rendered, not shown ("**bold**" in the export's plain snippets is the ad's own text).
    expect(jobspyJobs.filter((j) => j.descriptionText.includes('**'))).toEqual([]);
  });
});

describe('the Adzuna/Reed export (ishanv13)', () => {
  it('reads Adzuna ISO dates and Reed dd/mm/yyyy dates', () => {
    const adzuna = parsed.get('adzuna_BI_Analyst_20260423_000030.csv')![0]!;
    expect(adzuna).toMatchObject({
      source: 'csv',
      title: 'BI Analyst',
      company: 'Harnham - Data & Analytics Recruitment',
      location: 'London',
      salaryMin: 45000,
      salaryMax: 70000,
      salaryPeriod: 'year',
      contractType: 'permanent',
      url: null,
      descriptionTruncated: true,
    });
    expect(adzuna.postedAt?.toISOString()).toBe('2026-04-10T23:57:28.000Z');
    const reed = parsed.get('reed_BI_Analyst_20260422_235600.csv')![0]!;
    expect(reed).toMatchObject({
      title: 'BI Business Analyst',
      company: 'Loom Talent Limited',
      location: 'Lutterworth',
      salaryMin: 34000,
      salaryMax: 36000,
    });
    expect(reed.postedAt?.toISOString()).toBe('2026-04-17T00:00:00.000Z');
    expect(reed.descriptionText).toContain('Salary & Benefits: 34,000 - 36,000 + Holidays & Package.'); // &amp; decoded
  });

  it('formats postcode locations and gives day rates a period', () => {
    const postcode = parsed.get('reed_Data_Analyst_20260422_235559.csv')!.find((j) => j.location === 'SN15 1BN')!; // "SN151BN"
    expect(postcode).toMatchObject({ title: 'Data Analyst', company: 'Grove Talent Solutions', salaryMin: 28000, salaryMax: 35000 });
    const dayRate = exportJobs.find((j) => j.salaryMin === 550 && j.salaryMax === 650)!;
    expect(dayRate.salaryPeriod).toBe('day');
    // "0.0" is the export's "unknown", and "0 - 63000" an upper bound only.
    expect(exportJobs.some((j) => j.salaryMin === 0 || j.salaryMax === 0)).toBe(false);
    expect(exportJobs.find((j) => j.salaryMax === 63000 && j.salaryMin === null)?.salaryText).toBe('Up to £63,000 a year');
  });

  it('collapses repeated rows and cross-source copies', () => {
    // The same row returned for several searches has the same content id.
    expect(new Set(exportJobs.map(exactKey)).size).toBe(1124);
    // SOURCES.md counts 928 unique (title, company, description). dedupeKey gives 1,027 because:
    //  + 175: 20 of those 928 ads were posted unchanged in several towns (ITOL Recruit's trainee
    //    ads and others), and different towns stay different openings;
    //  - 76: the Adzuna and Reed copies of one ad (26 keys) and re-worded re-posts share title,
    //    company and town but never the description (each source cuts it differently).
    // 928 + 175 - 76 = 1,027.
    expect(new Set(exportJobs.map(dedupeKey)).size).toBe(1027);
    const deduped = dedupeJobs(exportJobs);
    expect(deduped).toHaveLength(1027);
    expect(new Set(deduped.map(dedupeKey)).size).toBe(1027);
  });

  it('finds a salary for most rows', () => {
    expect(exportJobs.filter((j) => j.salaryPeriod !== null)).toHaveLength(1286);
  });
});

describe('the JobSpy/Indeed export (collinshack)', () => {
  const london = parsed.get('jobs_london.csv')!;

  it('maps a quoted file', () => {
    const first = parsed.get('Manch_now.csv')![0]!;
    expect(first).toMatchObject({
      source: 'indeed',
      externalId: 'cf84872efc301821',
      url: 'https://uk.indeed.com/viewjob?jk=cf84872efc301821',
      title: 'HGV Class 1 Driver',
      company: 'Archbold Logistics Limited',
      location: 'Heywood', // "Heywood, ENG, GB"
      country: 'GB',
      // min_amount/max_amount are empty: the labelled "Pay:" line wins over "Weekly Salary £624" above it.
      salaryMin: 672,
      salaryMax: 911,
      salaryPeriod: 'week',
      salaryText: '£672.00-£911.00 per week',
      contractType: 'permanent', // "Job Types: Full-time, Permanent"
      hours: 'full_time',
      remote: 'onsite', // "Work Location: In person"
    });
    expect(first.postedAt?.toISOString()).toBe('2024-12-20T00:00:00.000Z');
    expect(first.descriptionHtml).toMatch(/^<p><strong>We currently have vacancies for HGV Class 1 drivers\.<\/strong><\/p>/);
    expect(first.descriptionText).toContain('Successful candidates must have the following:\n\n- Class 1 Licence (CAT C+E)');
  });

  it('maps the unquoted spreadsheet file (FALSE, 9/11/2024)', () => {
    expect(london[0]).toMatchObject({
      externalId: '072c14a67d1b9dec',
      title: 'Care Assistant (Nights)',
      company: 'Canaryford Ltd',
      location: 'Benfleet',
      salaryMin: 11.44,
      salaryMax: null,
      salaryPeriod: 'hour',
      salaryText: 'From £11.44 per hour',
      hours: 'full_time',
    });
    // UK order by default: 9 November 2024. The file is probably US order (a re-saved sheet: the
    // sibling files were scraped 10-11 Sep 2024, and one ad dated 9/11/2024 says "Expected start
    // date: 17/09/2024"), so the importer may pass dateOrder 'mdy' for it.
    expect(london[0]!.postedAt?.toISOString()).toBe('2024-11-09T00:00:00.000Z');
    expect(parseCsv(jobspyFiles.find((f) => f.name === 'jobs_london.csv')!.text, { dateOrder: 'mdy' })[0]!.postedAt?.toISOString()).toBe(
      '2024-09-11T00:00:00.000Z',
    );
  });

  it('keeps a numeric company name as text and an empty one as ""', () => {
    expect(jobspyJobs.find((j) => j.title === 'Unit Managers days & nights')?.company).toBe('10533473');
    expect(jobspyJobs.filter((j) => j.company === '')).toHaveLength(4);
  });

  it('reads the emails column: valid, lower-case, first of a list, run-on text trimmed', () => {
    const emails = jobspyJobs.map((j) => j.hrEmail).filter((e): e is string => e !== null);
    expect(emails).toHaveLength(39);
    expect(emails).toContain('cruck@exemplarhc.com'); // "Cruck@exemplarhc.com"
    expect(emails).toContain('nataliejay.shoemark@linnaeusgroup.co.uk'); // first of two
    expect(emails).toContain('hr@ragdalehall.co.uk'); // "hr@ragdalehall.co.uk.No"
    expect(emails.every((e) => e === e.toLowerCase())).toBe(true);
  });

  it('parses salaries from the Markdown text (min/max are empty in all 469 rows)', () => {
    const withSalary = jobspyJobs.filter((j) => j.salaryPeriod !== null);
    // 395 of 469 rows state pay. The other 74 either say nothing or only mention non-pay sums
    // (refer-a-friend bonuses, allowances, "£Excellent salary (Please enquire)").
    expect(withSalary).toHaveLength(395);
    expect(count(withSalary, (j) => j.salaryPeriod!)).toEqual({ hour: 290, year: 93, week: 5, day: 5, month: 2 });
    expect(withSalary.every((j) => j.salaryText !== null && j.salaryCurrency === 'GBP')).toBe(true);
  });

  it('collapses repeated ids and re-posted ads', () => {
    expect(new Set(jobspyJobs.map(exactKey)).size).toBe(463); // SOURCES.md: 463 unique ids
    // 13 more collapse by title | company | town: the same ad re-posted under new ids
    // (Ingeus nurse roles in Liverpool three times each, Premier Inn, Care UK …).
    expect(dedupeJobs(jobspyJobs)).toHaveLength(450);
  });
});

describe('dedupeJobs merges what copies know', () => {
  const base: NormalizedJob = {
    source: 'adzuna',
    externalId: '1',
    url: 'https://a',
    title: 'Data Analyst',
    company: 'Acme Ltd',
    location: 'London, UK',
    salaryMin: null,
    salaryMax: null,
    salaryPeriod: null,
    salaryCurrency: null,
    salaryText: null,
    salaryEstimated: false,
    descriptionHtml: '<p>Short…</p>',
    descriptionText: 'Short…',
    descriptionTruncated: true,
    postedAt: null,
    contractType: null,
    hours: null,
    remote: null,
    hrEmail: null,
    country: 'GB',
  };
  it('keeps the first identity, fills gaps from the copy, prefers the full description', () => {
    const copy: NormalizedJob = {
      ...base,
      source: 'reed',
      externalId: '9',
      url: 'https://r',
      company: 'ACME Limited',
      location: 'Farringdon, Central London',
      salaryMin: 40000,
      salaryMax: 45000,
      salaryPeriod: 'year',
      salaryCurrency: 'GBP',
      salaryText: '£40,000 - £45,000 a year',
      descriptionHtml: '<p>The whole ad</p>',
      descriptionText: 'The whole ad',
      descriptionTruncated: false,
      hrEmail: 'jobs@acme.co.uk',
    };
    expect(dedupeKey(base)).toBe(dedupeKey(copy));
    const [merged, ...rest] = dedupeJobs([base, copy, { ...base }]);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({
      source: 'adzuna',
      externalId: '1',
      url: 'https://a',
      salaryMin: 40000,
      descriptionText: 'The whole ad',
      hrEmail: 'jobs@acme.co.uk',
    });
  });
  it('keeps different towns and titles apart', () => {
    expect(dedupeKey(base)).toBe('data analyst|acme|london');
    expect(dedupeKey({ ...base, location: 'Leeds' })).not.toBe(dedupeKey(base));
    expect(dedupeKey({ ...base, title: 'Senior Data Analyst' })).not.toBe(dedupeKey(base));
  });
});
