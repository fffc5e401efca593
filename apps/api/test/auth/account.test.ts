import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, memberships, orders, sessions, users } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { bearer, linkToken, me, newUser, outbox, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();
const en = { 'accept-language': 'en' };

// The smallest valid PNG (1×1).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function multipartFile(name: string, type: string, bytes: Buffer) {
  const boundary = '----photo';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('account settings', () => {
  it('changes name and language', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/app/account',
      headers: bearer(tokens.access_token),
      payload: { name: '李雷', language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: '李雷', language: 'en' });
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const { user, tokens } = await verifiedUser(ctx.app);
    const other = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password } })
    ).json();
    const url = '/api/app/account/password';
    const wrong = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokens.access_token), ...en },
      payload: { currentPassword: 'nope1234', newPassword: 'newpass99' },
    });
    expect(wrong.json().error.message).toBe('The password is not correct');
    const weak = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokens.access_token), ...en },
      payload: { currentPassword: user.password, newPassword: 'short1' },
    });
    expect(weak.json().error.fields).toContainEqual({ field: 'newPassword', message: 'Password must be at least 8 characters' });
    const ok = await ctx.app.inject({
      method: 'POST',
      url,
      headers: bearer(tokens.access_token),
      payload: { currentPassword: user.password, newPassword: 'newpass99' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(ctx.app, tokens.access_token)).statusCode).toBe(200);
    expect((await me(ctx.app, other.access_token)).statusCode).toBe(401);
  });

  it('changes the email only once the link sent to the new address is opened', async () => {
    const { user, tokens } = await verifiedUser(ctx.app);
    const taken = await verifiedUser(ctx.app);
    const url = '/api/app/account/email';
    const clash = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokens.access_token), ...en },
      payload: { newEmail: taken.user.email, password: user.password },
    });
    expect(clash.json().error.message).toBe('This email is already registered. Please log in directly.');

    const newEmail = `new-${user.email}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: bearer(tokens.access_token),
      payload: { newEmail, password: user.password },
    });
    expect(res.statusCode).toBe(202);
    expect((await me(ctx.app, tokens.access_token)).json().email).toBe(user.email);
    const [mail] = await outbox(ctx.app, newEmail);
    const token = linkToken(mail!.text, '/confirm-email/');
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
    expect(confirm.json()).toEqual({ email: newEmail });
    expect((await me(ctx.app, tokens.access_token)).json()).toMatchObject({ email: newEmail, email_verified: true });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } })).statusCode).toBe(400);
  });

  it('accepts a photo by its content, and refuses a text file named .png', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const fake = multipartFile('me.png', 'image/png', Buffer.from('definitely not an image'));
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/account/photo',
      headers: { ...bearer(tokens.access_token), ...fake.headers, ...en },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().error.code).toBe('INVALID_IMAGE');

    const real = multipartFile('whatever.bin', 'application/octet-stream', PNG);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/account/photo',
      headers: { ...bearer(tokens.access_token), ...real.headers },
      payload: real.payload,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const photo = ok.json().photo as string;
    expect(photo).toMatch(/^\/api\/files\/photos\/[0-9a-f]{32}\.png$/);
    expect((await me(ctx.app, tokens.access_token)).json().photo).toBe(photo);
    const file = await ctx.app.inject({ method: 'GET', url: photo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('deletes the account after the password is given again: data, files and tokens gone at once', async () => {
    const { user, tokens } = await verifiedUser(ctx.app, newUser());
    const real = multipartFile('me.png', 'image/png', PNG);
    const photo = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/app/account/photo',
        headers: { ...bearer(tokens.access_token), ...real.headers },
        payload: real.payload,
      })
    ).json().photo as string;
    const photoPath = join(ctx.config.filesDir, 'photos', photo.split('/').pop()!);
    expect(existsSync(photoPath)).toBe(true);

    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/app/account',
      headers: { ...bearer(tokens.access_token), ...en },
      payload: { password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(400);
    const [before] = await ctx.database.db.select().from(users).where(eq(users.email, user.email));

    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/app/account',
      headers: bearer(tokens.access_token),
      payload: { password: user.password },
    });
    expect(gone.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, user.email))).toHaveLength(0);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, before!.id))).toHaveLength(0);
    expect(existsSync(photoPath)).toBe(false);
    expect((await me(ctx.app, tokens.access_token)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: tokens.refresh_token } })).statusCode,
    ).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('keeps the orders as payment records, detached from the person, and deletes the rest', async () => {
    const { user, tokens } = await verifiedUser(ctx.app, newUser());
    const auth = bearer(tokens.access_token);
    const paidId = (
      await ctx.app.inject({ method: 'POST', url: '/api/app/checkout', payload: { plan: 2, consent: true }, headers: auth })
    ).json().orderId as string;
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/app/dev-checkout/${paidId}`, payload: { outcome: 'pay' }, headers: auth })).json()
        .status,
    ).toBe('Completed');
    const pendingId = (
      await ctx.app.inject({ method: 'POST', url: '/api/app/checkout', payload: { plan: 3, consent: true }, headers: auth })
    ).json().orderId as string;
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, user.email));
    expect(await ctx.database.db.select().from(memberships).where(eq(memberships.userId, row!.id))).toHaveLength(1);

    const gone = await ctx.app.inject({ method: 'DELETE', url: '/api/app/account', headers: auth, payload: { password: user.password } });
    expect(gone.statusCode).toBe(204);

    const kept = await ctx.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [paidId, pendingId]));
    expect(kept).toHaveLength(2);
    for (const order of kept) {
      expect(order.userId).toBeNull();
      // Nothing in the record names the person.
      expect(JSON.stringify(order)).not.toContain(user.email);
      expect(JSON.stringify(order)).not.toContain(user.username);
    }
    expect(kept.find((o) => o.id === paidId)).toMatchObject({
      status: 'Completed',
      plan: 2,
      amountPence: expect.any(Number),
      paidAt: expect.any(Date),
    });
    expect(await ctx.database.db.select().from(memberships).where(eq(memberships.userId, row!.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, row!.id))).toHaveLength(0);
  });

  it('keeps every /api/app route closed to a caller without a token', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/app/account'],
      ['DELETE', '/api/app/account'],
      ['POST', '/api/app/account/password'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});
