import { expect } from 'vitest';
import type { App } from '../src/app.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export function newUser(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  counter += 1;
  const id = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return { username: `user${id}`, email: `user${id}@example.com`, password: 'secret123', acceptTerms: true, ...overrides };
}

/** A distinct client address, so per-address limits do not trip across unrelated test users. */
export const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export async function signup(app: App, user = newUser(), headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: user, headers, remoteAddress: someAddress() });
  expect(res.statusCode, res.body).toBe(201);
  return { user, tokens: res.json<{ access_token: string; refresh_token: string }>() };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export async function outbox(app: App, to: string): Promise<OutboxMail[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The token from the first link in a mail that points at `path` (e.g. /email-verify?token=, /reset-password/). */
export function linkToken(text: string, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}([A-Za-z0-9_%.-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

/** Signs up and verifies through the emailed link: a level-3 user (with activation codes off). */
export async function verifiedUser(app: App, user = newUser()) {
  const { tokens } = await signup(app, user);
  const [mail] = await outbox(app, user.email);
  const token = linkToken(mail!.text, '/email-verify?token=');
  // From an address of its own: a long fuzz run remakes its user many times, past the route's limit per address.
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress: someAddress() });
  expect(res.statusCode).toBe(200);
  return { user, tokens };
}

export async function me(app: App, accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) });
}
