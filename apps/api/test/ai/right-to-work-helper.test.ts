import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { isAboutRightToWork } from '../../src/modules/ai/index.ts';
import { grantMembership } from '../../src/modules/membership/memberships.ts';
import { bearer } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { quickUser } from '../membership/helpers.ts';

/**
 * The declared right to work goes into Flash Apply letters only: the builder's helper (About Me, a role's
 * description) and the optimiser (summary, bullets) never add a sentence about it, whatever the account says.
 */
const ctx = setupApp();

const li: ResumeProfileDraft = {
  firstName: 'Li',
  lastName: 'Wei',
  role: 'Data Analyst',
  email: 'li.wei@example.com',
  phone: '07700 900456',
  country: 'United Kingdom',
  address: 'Manchester',
  aboutMe: 'Analyst who builds clear sales reports. Comfortable with SQL and Excel.',
  education: [{ school: 'University of Manchester', major: 'Statistics', degree: 'MSc', start: '09/2022', end: '09/2023' }],
  work: [
    {
      company: 'Visa Europe',
      role: 'Data Analyst',
      location: 'London',
      start: '10/2023',
      current: true,
      description: 'Built settlement reports for card payments\nReduced report run time by 40%',
    },
  ],
};

const sentences = (text: string) => text.split(/\n+|(?<=[.!?])\s+(?=[A-Z•])|(?<=[。！？])/).filter((s) => s.trim());

describe('the AI helper and optimiser', () => {
  it('never add the right-to-work sentence the account declares', async () => {
    const { userId, token } = await quickUser(ctx.app, ctx.database.db);
    await grantMembership(ctx.database.db, { userId, tier: 3, source: 'purchase', orderId: null, now: new Date() });
    const headers = { ...bearer(token), 'accept-language': 'en' };
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
    const declared = await ctx.app.inject({
      method: 'PUT',
      url: '/api/app/account/right-to-work',
      headers,
      payload: { status: 'british_irish' },
    });
    expect(declared.statusCode, declared.body).toBe(200);

    const created = await post('/api/app/profiles', { data: li });
    expect(created.statusCode, created.body).toBe(201);
    const texts: string[] = [];
    const about = await post('/api/app/ai/helper', { kind: 'aboutMe', role: 'data-analyst', data: li });
    expect(about.statusCode, about.body).toBe(200);
    texts.push(about.json().text);
    const work = await post('/api/app/ai/helper', { kind: 'work', role: 'data-analyst', workIndex: 0, data: li });
    expect(work.statusCode, work.body).toBe(200);
    texts.push(work.json().text);
    const optimised = await post(`/api/app/ai/profiles/${created.json().id}/optimise`, { role: 'data-analyst' });
    expect(optimised.statusCode, optimised.body).toBe(200);
    texts.push(...optimised.json().items.map((i: { after: string }) => i.after));

    expect(texts.length).toBeGreaterThan(2);
    const all = texts.flatMap(sentences);
    expect(all.filter(isAboutRightToWork)).toEqual([]);
    expect(texts.join('\n')).not.toContain(declared.json().sentence.en);
    // The work itself is kept: Visa Europe and its settlement reports are not about anyone's status.
    expect(texts.join('\n')).toMatch(/settlement reports/i);
  });
});
