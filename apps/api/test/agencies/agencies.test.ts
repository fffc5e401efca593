import type { Agency, ListAgenciesResponse } from '@jobbridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { importAgencies, readAgencies, seedDemoAgencies } from '../../src/modules/agencies/index.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();

async function list(query: string): Promise<ListAgenciesResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/agencies?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const TIER_ORDER = { gold: 0, silver: 1, bronze: 2 } as const;
const tierIndex = (a: Agency) => (a.tier ? TIER_ORDER[a.tier] : 3);

beforeAll(async () => {
  expect(await seedDemoAgencies(ctx.database.db, ctx.config)).toEqual({ seeded: true });
  // An operator's real entry beside the demo ones: untiered, and one that outranks within gold.
  const { rows, errors } = readAgencies(
    JSON.stringify([
      {
        slug: 'real-untiered',
        name: 'Operator Added Agency',
        kind: 'job',
        tier: '',
        services: ['payroll'],
        website: 'https://agency.example',
      },
      { slug: 'real-gold-first', name: 'Zebra First', kind: 'job', tier: 'gold', rank: 0 + 1, services: ['sponsored-roles'] },
    ]),
    'json',
  );
  expect(errors).toEqual([]);
  await importAgencies(ctx.database.db, rows);
});

describe('GET /api/agencies', () => {
  it('lists job agencies gold first, then silver, bronze and untiered, each tier by rank', async () => {
    const { items, total } = await list('kind=job');
    expect(total).toBe(14);
    expect(items.every((a) => a.kind === 'job')).toBe(true);
    const tiers = items.map(tierIndex);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(items.at(-1)?.slug).toBe('real-untiered');
    const gold = items.filter((a) => a.tier === 'gold');
    expect(gold.map((a) => a.rank)).toEqual([...gold.map((a) => a.rank)].sort((a, b) => a - b));
    // Same rank 1: ties go by name, so the demo "Puffin" comes before the operator's "Zebra".
    expect(gold.slice(0, 2).map((a) => a.slug)).toEqual(['puffin-and-teapot-recruitment', 'real-gold-first']);
  });

  it('keeps Chinese-language agencies apart, with all three tiers', async () => {
    const { items } = await list('kind=cn');
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((a) => a.kind === 'cn')).toBe(true);
    expect(new Set(items.map((a) => a.tier))).toEqual(new Set(['gold', 'silver', 'bronze']));
  });

  it('filters by tier and searches name or service, case-insensitive', async () => {
    const silver = await list('kind=job&tier=silver');
    expect(silver.items.length).toBeGreaterThan(0);
    expect(silver.items.every((a) => a.tier === 'silver')).toBe(true);

    expect((await list('kind=job&q=HEDGEHOG')).items.map((a) => a.slug)).toEqual(['hedgehog-harbour-recruiting']);
    const byService = await list('kind=job&q=payroll');
    expect(byService.items.map((a) => a.slug)).toEqual(['real-untiered']);
    const bySector = await list('kind=job&q=healthcare');
    expect(bySector.items.map((a) => a.slug).sort()).toEqual(['otterbrook-health-staffing', 'pebblecombe-care-careers']);
    // Wildcards are literal text, not patterns.
    expect((await list('kind=job&q=%25')).total).toBe(0);
    expect((await list('kind=cn&q=熊猫')).items.map((a) => a.slug)).toEqual(['panda-lantern-careers']);
  });

  it('pages, and refuses an unknown kind or tier in the error shape', async () => {
    const page2 = await list('kind=job&page=2');
    expect(page2).toMatchObject({ items: [], total: 14, page: 2 });
    for (const query of ['kind=estate', 'tier=platinum', 'page=0']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/agencies?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error.code');
    }
  });

  it('marks the demo entries as demo and the operator entries not', async () => {
    const { items } = await list('kind=job');
    expect(
      items
        .filter((a) => !a.isDemo)
        .map((a) => a.slug)
        .sort(),
    ).toEqual(['real-gold-first', 'real-untiered']);
    const demo = items.filter((a) => a.isDemo);
    expect(demo.length).toBeGreaterThanOrEqual(12);
    for (const a of demo) expect(a.contact.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
  });
});

describe('GET /api/agencies/:slug', () => {
  it('gives the agency with services, contact and both descriptions', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/agencies/panda-lantern-careers' });
    expect(res.statusCode).toBe(200);
    const agency: Agency = res.json();
    expect(agency).toMatchObject({ kind: 'cn', tier: 'gold', isDemo: true });
    expect(agency.services).toContain('cv-review');
    expect(agency.contact.email).toBe('hello@panda-lantern-careers.example');
    expect(agency.description.cn).toContain('示例');
    expect(agency.description.en).toContain('Example');
  });

  it('answers 404 AGENCY_NOT_FOUND in the error shape, in the caller language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/agencies/no-such-agency', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'AGENCY_NOT_FOUND' } });
  });

  it('seeds the demo set once', async () => {
    expect(await seedDemoAgencies(ctx.database.db, ctx.config)).toEqual({ seeded: false });
  });
});
