import { sql, users } from '@jobbridge/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { importAgencies } from '../../src/modules/agencies/index.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { importRegister } from '../../src/modules/sponsors/register.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { directoryRegister, job } from './fixtures.ts';

const ctx = setupApp();
const GOOGLE = 'google (uk) limited';
let tokens: string[] = [];

beforeAll(async () => {
  await importRegister(ctx.database.db, directoryRegister(), 'register');
  await storeJobs(ctx.database.db, [job('Tiny Corner Bakery Ltd', 'Baker', 1, 24_000)], {
    thresholds: { general: 41_700, newEntrant: 33_400 },
  });
  tokens = [];
  for (let i = 0; i < 6; i++) tokens.push((await verifiedUser(ctx.app)).tokens.access_token);
  // Reviewing needs an account at least a day old.
  await ctx.database.db.update(users).set({ createdAt: sql`now() - interval '2 days'` });
}, 180_000);

const put = (token: string | null, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/app/reviews',
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
    payload,
  });
const list = (key: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/reviews?targetType=company&targetKey=${encodeURIComponent(key)}`,
    headers: token ? bearer(token) : {},
  });
const report = (token: string, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/app/reviews/${id}/report`, headers: bearer(token) });

describe('reviews', () => {
  it('refuses guests', async () => {
    const res = await put(null, { targetType: 'company', targetKey: GOOGLE, rating: 5, text: 'Great' });
    expect(res.statusCode).toBe(401);
    expect((await list(GOOGLE)).json().count).toBe(0);
  });

  it('requires a rating: "Please choose a rating"', async () => {
    for (const rating of [undefined, 0, 6, 2.5]) {
      const res = await put(tokens[0]!, { targetType: 'company', targetKey: GOOGLE, rating, text: 'No stars' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([{ field: 'rating', message: 'Please choose a rating' }]);
    }
  });

  it('keeps one review per person per company, editable, with the average of all', async () => {
    const first = await put(tokens[0]!, { targetType: 'company', targetKey: 'Google (UK) Limited', rating: 2, text: 'Slow process' });
    expect(first.statusCode).toBe(200);
    const edited = await put(tokens[0]!, { targetType: 'company', targetKey: GOOGLE, rating: 4, text: 'Better after all' });
    expect(edited.json()).toMatchObject({ id: first.json().id, rating: 4, text: 'Better after all', mine: true });
    await put(tokens[1]!, { targetType: 'company', targetKey: GOOGLE, rating: 5 });
    const body = (await list(GOOGLE, tokens[0]!)).json();
    expect(body).toMatchObject({ average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] });
    expect(body.mine.text).toBe('Better after all');
    expect(body.items.filter((r: { mine: boolean }) => r.mine)).toHaveLength(1);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/companies/visa/${encodeURIComponent('Google (UK) Limited')}` })).json();
    expect(page.reviews).toEqual({ average: 4.5, count: 2 });
  });

  it('stores the text as plain text: markup, however nested, and control characters removed', async () => {
    const cases: [string, string][] = [
      ['<script>alert(1)</script>Nice <b>people</b>\u0007\n\n\n\nfair pay <img src=x onerror=alert(1)>', 'Nice people\n\nfair pay'],
      // One pass of a tag pattern leaves "<script>alert(1)</script>" behind; nothing is left here.
      ['<<script>script>alert(1)<</script>/script>', ''],
      ['Good <<b>i>team</i>', 'Good team'],
      ['<scr\u0007ipt>alert(1)</script>ok', 'ok'],
      ['&lt;img src=x onerror=alert(1)&gt;fine', 'fine'],
      // Angle brackets that are not markup are the reviewer's words.
      ['工资 < 3万，面试 > 3 轮; 4 > 3', '工资 < 3万，面试 > 3 轮; 4 > 3'],
    ];
    for (const [text, stored] of cases) {
      const res = await put(tokens[2]!, { targetType: 'company', targetKey: 'tiny corner bakery ltd', rating: 3, text });
      expect(res.statusCode).toBe(200);
      expect(res.json().text).toBe(stored);
      expect((await list('tiny corner bakery ltd')).json().items[0].text).toBe(stored);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/companies/Tiny%20Corner%20Bakery%20Ltd' })).json().reviews.count).toBe(1);
  });

  it('refuses reviews from an account less than a day old', async () => {
    const fresh = (await verifiedUser(ctx.app)).tokens.access_token;
    const res = await put(fresh, { targetType: 'company', targetKey: GOOGLE, rating: 1, text: 'Brand new account' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'REVIEW_ACCOUNT_TOO_NEW',
      message: 'You can write reviews once your account is a day old',
    });
    expect((await list(GOOGLE)).json().items.map((r: { text: string }) => r.text)).not.toContain('Brand new account');
  });

  it('names the reviewer by display name, shortened, never by login, to guests too', async () => {
    const named = await verifiedUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(sql`${users.username} = ${named.user.username}`);
    const token = named.tokens.access_token;
    const setName = (name: string) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/app/account', headers: bearer(token), payload: { name } });
    const key = 'a/b testing works ltd';
    await put(token, { targetType: 'company', targetKey: key, rating: 4, text: 'Named' });
    const author = async () => {
      const body = (await list(key)).json();
      expect(JSON.stringify(body)).not.toContain(named.user.username);
      return body.items[0].author;
    };
    expect(await author()).toBeNull();
    expect((await setName('Li Wang')).statusCode).toBe(200);
    expect(await author()).toBe('Li W.');
    await setName('王丽');
    expect(await author()).toBe('王*');
    await setName(named.user.username.toUpperCase());
    expect(await author()).toBeNull();
  });

  it('refuses a company or an agency it does not know, and takes a listed agency', async () => {
    const res = await put(tokens[0]!, { targetType: 'company', targetKey: 'Nobody At All Ltd', rating: 3 });
    expect(res.statusCode).toBe(404);
    const agency = await put(tokens[0]!, { targetType: 'agency', targetKey: 'no-such-agency', rating: 3 });
    expect(agency.statusCode).toBe(404);
    expect(agency.json().error.code).toBe('AGENCY_NOT_FOUND');
    await importAgencies(ctx.database.db, [
      {
        slug: 'quill-and-kettle-recruitment',
        name: 'Quill and Kettle Recruitment',
        kind: 'job',
        tier: 'silver',
        rank: 1,
        services: [],
        sectors: [],
        languages: [],
        website: undefined,
        email: undefined,
        phone: '',
        address: '',
        descriptionCn: '',
        descriptionEn: '',
        isDemo: true,
      },
    ] as Parameters<typeof importAgencies>[1]);
    const listed = await put(tokens[0]!, { targetType: 'agency', targetKey: 'quill-and-kettle-recruitment', rating: 4 });
    expect(listed.statusCode, listed.body).toBe(200);
  });

  it('takes reports into the queue; three from new accounts neither hide the review nor let them replace it', async () => {
    const { id } = (
      await put(tokens[3]!, { targetType: 'company', targetKey: 'deloitte llp', rating: 1, text: 'Slow, no sponsorship' })
    ).json();
    expect((await report(tokens[3]!, id)).statusCode).toBe(403);
    const fresh = await Promise.all([0, 1, 2].map(async () => (await verifiedUser(ctx.app)).tokens.access_token));
    for (const token of fresh) {
      expect((await report(token, id)).json()).toEqual({ reported: true, hidden: false });
      expect((await report(token, id)).json()).toEqual({ reported: true, hidden: false });
    }
    expect((await list('deloitte llp', fresh[0]!)).json().items[0]).toMatchObject({ id, reported: true, hidden: false });
    expect((await list('deloitte llp')).json()).toMatchObject({ count: 1, average: 1 });
    for (const token of fresh)
      expect((await put(token, { targetType: 'company', targetKey: 'deloitte llp', rating: 5 })).statusCode).toBe(403);
    expect((await list('deloitte llp')).json()).toMatchObject({ count: 1, average: 1, distribution: [1, 0, 0, 0, 0] });
  });

  it('hides a review at the third report from accounts over 30 days old with a visible review of their own', async () => {
    const { id } = (await put(tokens[3]!, { targetType: 'company', targetKey: 'café 100% ltd', rating: 1, text: 'Spam spam' })).json();
    await ctx.database.db.update(users).set({ createdAt: sql`now() - interval '40 days'` });
    // Old enough, but without a review of its own: its report goes to the queue only.
    expect((await report(tokens[5]!, id)).json()).toEqual({ reported: true, hidden: false });
    // Tokens 0-2 have visible reviews from the tests above.
    expect((await report(tokens[0]!, id)).json()).toEqual({ reported: true, hidden: false });
    expect((await report(tokens[1]!, id)).json()).toEqual({ reported: true, hidden: false });
    expect((await report(tokens[2]!, id)).json()).toEqual({ reported: true, hidden: true });
    const after = (await list('café 100% ltd')).json();
    expect(after).toMatchObject({ count: 0, average: null, items: [] });
    // Its author still sees it as theirs (the form shows it).
    expect((await list('café 100% ltd', tokens[3]!)).json().mine).toMatchObject({ id, hidden: true });
  });

  it('lets a person delete their own review only', async () => {
    const { id } = (await put(tokens[4]!, { targetType: 'company', targetKey: 'monzo bank ltd', rating: 4 })).json();
    const other = await ctx.app.inject({ method: 'DELETE', url: `/api/app/reviews/${id}`, headers: bearer(tokens[0]!) });
    expect(other.statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'DELETE', url: `/api/app/reviews/${id}`, headers: bearer(tokens[4]!) });
    expect(own.statusCode).toBe(204);
    expect((await list('monzo bank ltd')).json().count).toBe(0);
  });

  it('keeps the average right under concurrent writes', async () => {
    const key = 'pricewaterhousecoopers llp';
    // Every person writes several times at once; the last write of each is what counts.
    const writes = tokens.flatMap((t, i) =>
      [1, 2, 3].map((n) => () => put(t, { targetType: 'company', targetKey: key, rating: n === 3 ? (i % 5) + 1 : 1, text: `try ${n}` })),
    );
    const results = await Promise.all(writes.slice(0, 12).map((w) => w()));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await Promise.all(writes.slice(12).map((w) => w()))).every((r) => r.statusCode === 200)).toBe(true);
    // The final writes of each person, again, in parallel (the order of the earlier ones is not defined).
    const last = await Promise.all(tokens.map((t, i) => put(t, { targetType: 'company', targetKey: key, rating: (i % 5) + 1 })));
    expect(last.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
    const body = (await list(key)).json();
    const ratings = tokens.map((_, i) => (i % 5) + 1);
    expect(body.count).toBe(tokens.length);
    expect(body.average).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10);
  });
});
