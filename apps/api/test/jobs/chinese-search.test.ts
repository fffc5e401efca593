import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalizedJob } from '../../src/modules/ingest/index.ts';
import { learnTowns } from '../../src/modules/search/chinese/towns.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();

const job = (externalId: string, title: string, location: string, text: string): NormalizedJob => ({
  source: 'csv',
  externalId,
  url: null,
  title,
  company: `${title} Employer Ltd`,
  location,
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: null,
  salaryCurrency: null,
  salaryText: null,
  salaryEstimated: false,
  descriptionHtml: `<p>${text}</p>`,
  descriptionText: text,
  descriptionTruncated: false,
  postedAt: new Date('2026-11-20T09:00:00Z'),
  contractType: 'permanent',
  hours: 'full_time',
  remote: null,
  hrEmail: null,
  country: 'GB',
});

beforeAll(async () => {
  await storeJobs(
    ctx.database.db,
    [
      job('cn-1', 'Management Accountant', 'Manchester, Greater Manchester', 'Month-end close and reporting.'),
      job('cn-2', 'Accountant', 'London', 'Statutory accounts for clients.'),
      job('cn-3', 'Warehouse Operative', 'Manchester', 'Picking and packing.'),
      job('cn-4', 'Customer Service Adviser', 'Bradford, West Yorkshire', 'Mandarin speakers welcome.'),
      job('cn-5', 'Care Worker', 'Bolton', 'Days and nights.'),
      job('cn-6', 'Care Worker', 'Wigan', 'Days only.'),
    ],
    { thresholds: ctx.config.thresholds },
  );
  // Searches start this in the background; awaited here so the test does not race it.
  await learnTowns(ctx.database.db);
});

const search = async (q: string, location = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/jobs/search?q=${encodeURIComponent(q)}&location=${encodeURIComponent(location)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('Chinese job searches', () => {
  it('takes a town typed among the words as the place and says what it understood', async () => {
    const body = await search('会计 曼彻斯特');
    expect(body.items.map((j: { title: string; location: string }) => `${j.title} | ${j.location}`)).toEqual([
      'Management Accountant | Manchester, Greater Manchester',
    ]);
    expect(body.understood).toEqual([
      { from: '会计', to: 'accountant', kind: 'word' },
      { from: '曼彻斯特', to: 'Manchester', kind: 'place' },
    ]);
    expect(body.notUnderstood).toEqual([]);
  });

  it('lets the place box win over a town among the words', async () => {
    const body = await search('会计', '伦敦');
    expect(body.items.map((j: { title: string }) => j.title)).toEqual(['Accountant']);
    expect(body.understood).toEqual([
      { from: '伦敦', to: 'London', kind: 'place' },
      { from: '会计', to: 'accountant', kind: 'word' },
    ]);
  });

  it('understands words and towns from the dictionary that no reviewed list names', async () => {
    // 布拉德福德 is only in CC-CEDICT ("Bradford, city in West Yorkshire, England").
    const body = await search('普通话客服布拉德福德');
    expect(body.items.map((j: { title: string }) => j.title)).toEqual(['Customer Service Adviser']);
    expect(body.understood).toContainEqual({ from: '布拉德福德', to: 'Bradford', kind: 'place' });
  });

  it('takes a name the dictionary gives bare ("Bolton (name)") as a town when jobs are there', async () => {
    const body = await search('护工 博尔顿');
    expect(body.items.map((j: { location: string }) => j.location)).toEqual(['Bolton']);
    expect(body.understood).toEqual([
      { from: '护工', to: 'care worker', kind: 'word' },
      { from: '博尔顿', to: 'Bolton', kind: 'place' },
    ]);
  });

  it('answers an English search without any understood line, with its job words and town in Chinese', async () => {
    const body = await search('accountant', 'Manchester');
    expect(body.items).toHaveLength(1);
    expect(body.understood).toBeUndefined();
    expect(body.inChinese).toEqual([
      { from: 'accountant', to: '会计师', kind: 'word' },
      { from: 'Manchester', to: '曼彻斯特', kind: 'place' },
    ]);
  });

  it('finds nothing for Chinese it does not know, and says so', async () => {
    const body = await search('喵喵喵');
    expect(body.items).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.understood).toEqual([]);
    expect(body.notUnderstood).toEqual(['喵喵喵']);
  });
});
