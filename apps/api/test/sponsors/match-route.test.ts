import { beforeAll, describe, expect, it } from 'vitest';
import { importRegister } from '../../src/modules/sponsors/register.ts';
import { setupApp } from '../helper.ts';
import { registerSubset } from './data.ts';

const ctx = setupApp();
beforeAll(async () => {
  await importRegister(ctx.database.db, registerSubset(['google', 'monzo bank', 'wise', 'barclays'], new Set()), 'subset');
}, 60_000);

describe('GET /api/sponsors/match', () => {
  it('answers the spec shape: the organisation, its town, rating and routes, and a confidence', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sponsors/match?name=Monzo%20Bank%20Limited&town=London' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      match: {
        organisationName: 'Monzo Bank Ltd',
        town: 'London',
        rating: 'A',
        routes: expect.arrayContaining(['Skilled Worker', 'Global Business Mobility: Senior or Specialist Worker']),
      },
      confidence: expect.any(Number),
      group: null,
    });
    expect(res.json().confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('names the entities of a brand licensed through several organisations, in another town too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sponsors/match?name=Barclays&town=Northampton' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.match.routes).toContain('Skilled Worker');
    expect(body.group).toEqual({
      brand: 'Barclays',
      count: 3,
      entities: expect.arrayContaining(['Barclays Bank PLC', 'Barclays Bank UK PLC', 'Barclays Execution Services Limited']),
    });
    expect(body.group.entities[0]).toBe(body.match.organisationName);
  });

  it('gives null with a confidence below the bar for a name that could be anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sponsors/match?name=Wise&town=London' });
    expect(res.json().match).toBeNull();
    expect(res.json().confidence).toBeLessThan(0.9);
  });

  it('needs a name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sponsors/match?town=London', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].field).toBe('name');
  });
});
