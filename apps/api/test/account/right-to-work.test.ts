import { eq, sql, users } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { getRightToWork } from '../../src/modules/account/index.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

/**
 * The right to work declared on the account (GET/PUT /api/app/account/right-to-work): set, read back with the
 * sentence letters will carry, cleared; end dates only where the status has one; each person sees only their own.
 */

const ctx = setupApp();
const url = '/api/app/account/right-to-work';
const nextYear = new Date().getUTCFullYear() + 1;

async function person(language: 'en' | 'cn' = 'en') {
  const { user, tokens } = await verifiedUser(ctx.app);
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return { id: row!.id, headers: { ...bearer(tokens.access_token), 'accept-language': language } };
}

const put = (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'PUT', url, headers, payload });
const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('the right to work on the account', () => {
  it('is empty until declared, then stored and read back with the sentence letters will carry', async () => {
    const me = await person();
    const empty = await get(me.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ status: null, until: null, expired: false, sentence: null });
    expect(await getRightToWork(ctx.database.db, me.id)).toBeNull();

    const set = await put(me.headers, { status: 'graduate', until: `${nextYear}-06-30` });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      status: 'graduate',
      until: `${nextYear}-06-30`,
      expired: false,
      sentence: {
        en:
          `I hold a Graduate visa valid until June ${nextYear}, so I can work without sponsorship ` +
          `until then and would need Skilled Worker sponsorship after that.`,
        cn: `我持有毕业生签证（Graduate visa），有效期至${nextYear}年6月，在此之前工作无需担保，之后需要技术工人签证（Skilled Worker visa）担保。`,
      },
    });
    expect((await get(me.headers)).json()).toEqual(set.json());
    const [row] = await ctx.database.db
      .select({ status: users.rightToWork, until: users.rightToWorkUntil })
      .from(users)
      .where(eq(users.id, me.id));
    expect(row).toEqual({ status: 'graduate', until: `${nextYear}-06-30` });
    expect(await getRightToWork(ctx.database.db, me.id)).toEqual({ status: 'graduate', until: `${nextYear}-06-30` });

    // A status without an end date replaces it; null clears it.
    const citizen = await put(me.headers, { status: 'british_irish' });
    expect(citizen.json()).toMatchObject({ status: 'british_irish', until: null });
    expect(citizen.json().sentence.en).toBe(
      'I have the right to live and work in the UK without restriction and do not need visa sponsorship.',
    );
    const other = await put(me.headers, { status: 'other', until: null });
    expect(other.json()).toMatchObject({ status: 'other', until: null });
    const cleared = await put(me.headers, { status: null });
    expect(cleared.json()).toEqual({ status: null, until: null, expired: false, sentence: null });
    expect(await getRightToWork(ctx.database.db, me.id)).toBeNull();
  });

  it('refuses an unknown status, a bad date, and end dates where the status has none or needs one', async () => {
    const me = await person();
    const cases: [object, string, string][] = [
      [{ status: 'british' }, 'VALIDATION_ERROR', 'Please choose your right to work from the list'],
      [{ status: 'graduate', until: '30/06/2027' }, 'VALIDATION_ERROR', 'Please enter a valid date'],
      [{ status: 'graduate', until: `${nextYear}-02-30` }, 'VALIDATION_ERROR', 'Please enter a valid date'],
      [{ status: 'graduate' }, 'RIGHT_TO_WORK_UNTIL_REQUIRED', 'Please enter the date your visa or status ends'],
      [{ status: 'student', until: null }, 'RIGHT_TO_WORK_UNTIL_REQUIRED', 'Please enter the date your visa or status ends'],
      [{ status: 'settled', until: `${nextYear}-01-01` }, 'RIGHT_TO_WORK_UNTIL_NOT_ALLOWED', 'This status has no end date'],
      [{ status: null, until: `${nextYear}-01-01` }, 'RIGHT_TO_WORK_UNTIL_NOT_ALLOWED', 'This status has no end date'],
      [
        { status: 'skilled_worker', until: '2020-01-31' },
        'RIGHT_TO_WORK_UNTIL_PAST',
        'This end date has passed. Please check it, or choose the status you hold now.',
      ],
    ];
    for (const [payload, code, message] of cases) {
      const res = await put(me.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code, JSON.stringify(payload)).toBe(code);
      expect(res.json().error.fields?.[0]?.message ?? res.json().error.message, JSON.stringify(payload)).toBe(message);
    }
    const cn = await put({ ...me.headers, 'accept-language': 'cn' }, { status: 'graduate' });
    expect(cn.json().error).toMatchObject({ code: 'RIGHT_TO_WORK_UNTIL_REQUIRED', message: '请填写您的签证或身份的到期日期' });
    // Nothing was stored by the refused requests.
    expect(await getRightToWork(ctx.database.db, me.id)).toBeNull();
  });

  it('holds the rules in the database too', async () => {
    const me = await person();
    await expect(
      ctx.database.db.execute(sql`update users set right_to_work = 'graduate', right_to_work_until = null where id = ${me.id}`),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.execute(sql`update users set right_to_work = 'settled', right_to_work_until = '2030-01-01' where id = ${me.id}`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`update users set right_to_work = 'citizen' where id = ${me.id}`)).rejects.toThrow();
  });

  it('shows a passed end date as expired, with no sentence for letters', async () => {
    const me = await person();
    await ctx.database.db.update(users).set({ rightToWork: 'student', rightToWorkUntil: '2021-09-30' }).where(eq(users.id, me.id));
    expect((await get(me.headers)).json()).toEqual({ status: 'student', until: '2021-09-30', expired: true, sentence: null });
  });

  it('is each person’s own: another account neither sees nor changes it, and signed-out requests are refused', async () => {
    const a = await person();
    const b = await person();
    await put(a.headers, { status: 'needs_sponsorship' });
    expect((await get(b.headers)).json().status).toBeNull();
    await put(b.headers, { status: 'indefinite_leave' });
    expect((await get(a.headers)).json().status).toBe('needs_sponsorship');
    expect(await getRightToWork(ctx.database.db, a.id)).toEqual({ status: 'needs_sponsorship', until: null });

    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({ method: 'PUT', url, payload: { status: 'british_irish' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
