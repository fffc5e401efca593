import { beforeAll, describe, expect, it } from 'vitest';
import { importRegister, readRegister } from '../../src/modules/sponsors/register.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();

// 1,005 organisations share the word "zephyrine" (30 of them in Lowtown), one of them is called just that.
const names = [...Array.from({ length: 1004 }, (_, i) => `Zephyrine Works ${String(i + 1).padStart(4, '0')} Ltd`), 'Zephyrine Ltd'];

beforeAll(async () => {
  const rows = names.map((n, i) => `"${n}","${i < 30 ? 'Lowtown' : 'Hightown'}","","Worker (A rating)","Skilled Worker"`);
  const register = readRegister(['Organisation Name,Town/City,County,Type & Rating,Route', ...rows].join('\r\n'));
  await importRegister(ctx.database.db, register, 'cap register');
}, 180_000);

const get = async (qs: string) => (await ctx.app.inject({ method: 'GET', url: `/api/companies/visa?${qs}` })).json();

describe('GET /api/companies/visa counts a name search up to 1,000', () => {
  it('says "1,000+" for a common word, still with the organisation named exactly that first', async () => {
    const body = await get('q=zephyrine');
    expect(body).toMatchObject({ total: 1000, totalIsCapped: true });
    expect(body.items).toHaveLength(20);
    expect(body.items[0].name).toBe('Zephyrine Ltd');
    expect((await get('q=zephyrine&page=50')).items).toHaveLength(20);
    expect(await get('q=zephyrine&page=51')).toMatchObject({ items: [], total: 1000, totalIsCapped: true });
  });

  it('counts exactly when the filters leave fewer, and always without a name query', async () => {
    expect(await get('q=zephyrine&town=lowtown')).toMatchObject({ total: 30, totalIsCapped: false });
    expect(await get('town=Hightown')).toMatchObject({ total: 975, totalIsCapped: false });
    expect(await get('route=Skilled%20Worker')).toMatchObject({ total: 1005, totalIsCapped: false });
  });
});
