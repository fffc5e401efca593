import { describe, expect, it, vi } from 'vitest';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { completeProfile } from './pdfs.ts';

// Rendering fails for one name only: a real render (in the worker) for everyone else. (Forcing the engine to
// fail any other way would mean shipping a broken template.)
vi.mock('../../src/modules/resumes/pdf-engine.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/modules/resumes/pdf-engine.ts')>();
  return {
    ...original,
    renderPdf: async (...args: Parameters<typeof original.renderPdf>) => {
      if (args[0].firstName === 'Explode') throw new Error('the font could not be loaded (test)');
      return original.renderPdf(...args);
    },
  };
});

const ctx = setupApp();

describe('resume builder: render failure', () => {
  it("says 'Failed to create resume' and keeps the profile as it was sent", async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const headers = { ...bearer(tokens.access_token), 'accept-language': 'en' };
    const profile = (await ctx.app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: {} })).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/app/profiles/${profile.id}/finish`,
      headers,
      payload: { data: completeProfile({ firstName: 'Explode' }) },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({ code: 'RESUME_CREATE_FAILED', message: 'Failed to create resume' });
    const kept = (await ctx.app.inject({ method: 'GET', url: `/api/app/profiles/${profile.id}`, headers })).json();
    expect(kept).toMatchObject({ completedAt: null, resumeId: null, data: { firstName: 'Explode', lastName: 'Chen' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/resumes', headers })).json().total).toBe(0);

    // The preview reports its own message.
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/profiles/preview',
      headers,
      payload: { data: { firstName: 'Explode' }, template: 'modern-pro', language: 'en' },
    });
    expect(preview.statusCode).toBe(500);
    expect(preview.json().error.message).toBe('Failed to generate PDF');
  });
});
