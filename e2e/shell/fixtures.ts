import type { Page } from '@playwright/test';

/** A JWT-shaped token that expires in 2100 but that no server signed: the client will try /api/users/me,
 * fail, and stay at level 0, while the header still switches to its signed-in form on token presence. */
const FAKE_ACCESS_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: 'e2e', exp: 4_102_444_800 })).toString('base64url'),
  'not-a-signature',
].join('.');

export async function withFakeToken(page: Page): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), FAKE_ACCESS_TOKEN);
}

export const HOME_H1 = { cn: '找到能为您担保签证的英国雇主', en: 'Find UK employers who can sponsor your visa' } as const;

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
