import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_ACTIVATION_CODE, seedDemo } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { setupApp } from './helper.ts';

// Issue 11, item 25: the README gave BETA2026 while activation codes are off by default. What it says now about the
// demo campaign and the switch is checked against the seed and the configuration.
const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
const ctx = setupApp();

describe("the README's first steps", () => {
  it('says activation codes are off by default, as the configuration has it', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).ACTIVATION_CODE_ENABLED).toBe(false);
    expect(readme).toMatch(/\| `ACTIVATION_CODE_ENABLED` \| `false` \|/);
    expect(readme).toContain('it is off by default');
  });

  it('names the demo campaign and the code it really has', async () => {
    await seedDemo(ctx.database.db);
    expect(readme).toContain(`a beta campaign at \`/campaign/beta-launch\` whose activation code is \`${DEMO_ACTIVATION_CODE}\``);
    const campaign = await ctx.app.inject({ method: 'GET', url: '/api/campaigns/beta-launch', headers: { 'accept-language': 'en' } });
    expect(campaign.statusCode, campaign.body).toBe(200);
    expect(campaign.body).toContain(DEMO_ACTIVATION_CODE);
    const status = await ctx.app.inject({ method: 'GET', url: `/api/users/check-activation-code-status/${DEMO_ACTIVATION_CODE}` });
    expect(status.json()).toMatchObject({ available: true });
  });
});
