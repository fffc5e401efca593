import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error.ts';
import { setupApp } from './helper.ts';

const ctx = setupApp({}, (app) => {
  app.get('/api/test/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/api/test/app-error', async () => {
    throw new AppError('RESUME_ALIAS_TAKEN');
  });
  app.get('/api/test/query', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ({ ok: true }));
});

describe('error shape', () => {
  it('answers an unknown API path with the JSON error, in Chinese by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: '该接口不存在' } });
  });

  it('speaks English when the request asks for it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.json().error.message).toBe('This API route does not exist');
    const zh = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().error.message).toBe('该接口不存在');
  });

  it('maps an AppError code to its status and the spec text', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/app-error', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'RESUME_ALIAS_TAKEN', message: 'Alias name already exists, please modify' } });
  });

  it('hides the details of a 500 and gives a request id instead', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    const { error } = res.json();
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.message).toBe('Something went wrong');
    expect(error.requestId).toBe(res.headers['x-request-id']);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "Hello",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('names each invalid field, with the contract message translated', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/feedback',
      headers: { 'accept-language': 'en' },
      payload: { title: 'Search is slow', description: '', name: 'Li', email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'description', message: 'Description is required' },
        { field: 'email', message: 'Please enter a valid email address' },
      ]),
    );
    expect(error.fields.map((f: { field: string }) => f.field)).not.toContain('title');
  });

  it('names query parameters too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/query?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].field).toBe('page');
  });

  it('answers a body of the wrong type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/feedback',
      headers: { 'content-type': 'application/xml' },
      payload: '<feedback/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/feedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', description: 'y'.repeat(2 * 1024 * 1024), name: 'n', email: 'a@b.co' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
