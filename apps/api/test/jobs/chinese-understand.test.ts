import { describe, expect, it } from 'vitest';
import { british, searchWords, ukTown } from '../../src/modules/search/chinese/dictionary.ts';
import { REVIEWED_TOWNS, REVIEWED_WORDS } from '../../src/modules/search/chinese/reviewed.ts';
import { inChinese, understand } from '../../src/modules/search/chinese/understand.ts';

const words = (q: string, location = '') =>
  understand(q, location).understood.map((u) => `${u.from}→${u.to}${u.kind === 'place' ? '@' : ''}`);

describe('understanding a Chinese search', () => {
  it('cuts a run of Chinese into job words and a town, whichever box the town is in', () => {
    expect(understand('数据分析师伦敦', '')).toMatchObject({ text: 'data analyst', location: 'London', unknown: [] });
    expect(understand('会计 曼彻斯特', '')).toMatchObject({ text: 'accountant', location: 'Manchester' });
    expect(understand('会计', '曼彻斯特')).toMatchObject({ text: 'accountant', location: 'Manchester' });
    expect(words('财务经理')).toEqual(['财务→finance', '经理→manager']);
    expect(words('投行分析师')).toEqual(['投行→investment banking', '分析师→analyst']);
  });

  it('keeps English words as typed in a mixed search', () => {
    expect(understand('python 开发 伦敦', '')).toMatchObject({ text: 'python developer', location: 'London' });
    expect(understand('Senior BI分析师', '')).toMatchObject({ text: 'Senior BI analyst', location: '' });
  });

  it('lets the place box win, searching a different town among the words as a word', () => {
    expect(understand('会计 曼彻斯特', 'London')).toMatchObject({ text: 'accountant Manchester', location: 'London' });
    expect(words('会计 曼彻斯特', 'London')).toEqual(['会计→accountant', '曼彻斯特→Manchester']);
    // The same town in both boxes is just the place.
    expect(understand('会计 伦敦', '伦敦')).toMatchObject({ text: 'accountant', location: 'London' });
  });

  it('understands remote in either box', () => {
    expect(understand('远程 数据科学家', '')).toMatchObject({ text: 'data scientist', location: 'remote' });
    expect(understand('java', '远程')).toMatchObject({ text: 'java', location: 'remote' });
  });

  it('understands job words that no reviewed list names, from CC-CEDICT', () => {
    for (const word of ['牙医', '水管工', '电工', '焊工', '区块链', '人工智能', '供应链', '收银员', '兽医', '云计算']) {
      expect(REVIEWED_WORDS[word], word).toBeUndefined();
    }
    expect(words('牙医 水管工 电工 焊工')).toEqual(['牙医→dentist', '水管工→plumber', '电工→electrician', '焊工→welder']);
    expect(words('区块链 人工智能 供应链 云计算')).toEqual([
      '区块链→blockchain',
      '人工智能→artificial intelligence',
      '供应链→supply chain',
      '云计算→cloud computing',
    ]);
    expect(words('收银员 兽医')).toEqual(['收银员→cashier', '兽医→veterinarian']);
  });

  it('understands UK towns that only CC-CEDICT names, and not towns abroad', () => {
    for (const town of ['阿伯丁', '布莱顿', '普雷斯顿', '邓迪', '布拉德福德', '温切斯特'])
      expect(REVIEWED_TOWNS[town], town).toBeUndefined();
    expect(words('护士 阿伯丁')).toEqual(['护士→nurse', '阿伯丁→Aberdeen@']);
    expect(understand('厨师 布莱顿', '').location).toBe('Brighton');
    expect(understand('', '普雷斯顿').location).toBe('Preston');
    expect(understand('教师 邓迪', '').location).toBe('Dundee');
    // Sydney is the capital of New South Wales, not a town in Wales.
    expect(understand('会计 悉尼', '').location).toBe('');
  });

  it('leaves out words that say nothing about the job, and reports Chinese it does not know', () => {
    expect(understand('招聘 护士 英国', '')).toMatchObject({ text: 'nurse', unknown: [] });
    const odd = understand('会计 喵喵喵', '');
    expect(odd).toMatchObject({ text: 'accountant', unknown: ['喵喵喵'] });
    // Only unknown Chinese: searched as typed, so the answer is an honest "nothing found".
    expect(understand('喵喵喵', '')).toMatchObject({ text: '喵喵喵', understood: [], unknown: ['喵喵喵'] });
  });

  it('answers English searches untouched', () => {
    expect(understand('data analyst', 'Leeds, West Yorkshire')).toEqual({
      text: 'data analyst',
      location: 'Leeds, West Yorkshire',
      understood: [],
      unknown: [],
    });
  });
});

describe('reading CC-CEDICT glosses', () => {
  it('picks the sense a job ad would use', () => {
    expect(searchWords(['to sell', 'to market', 'sales (representative, agreement etc)'])).toBe('sales');
    expect(searchWords(['investment bank (abbr. for 投資銀行|投资银行[tou2 zi1 yin2 hang2])'])).toBe('investment bank');
    expect(searchWords(['Mandarin (common language)', 'Putonghua (common speech of the Chinese language)'])).toBe('Mandarin');
    expect(searchWords(['(computing) database'])).toBe('database');
    expect(searchWords(['surname Zhang', 'to open up'])).toBe('open up');
    expect(searchWords(['variant of 咨询[zi1 xun2]'])).toBeNull();
  });

  it('names a UK town only when the gloss says where it is', () => {
    expect(ukTown(['Oxford (city in England)'])).toBe('Oxford');
    expect(ukTown(['Coventry, city in the West Midlands, England'])).toBe('Coventry');
    expect(ukTown(['Glasgow, Scotland'])).toBe('Glasgow');
    expect(ukTown(['Somerset County in southwest England'])).toBe('Somerset');
    expect(ukTown(['Sydney, capital of New South Wales, Australia'])).toBeNull();
    expect(ukTown(['Royal Navy (UK)'])).toBeNull();
    expect(ukTown(['Bond Street (London, England)'])).toBeNull();
    expect(ukTown(['Leeds'])).toBeNull(); // a bare name: a town only if some job is there (towns.ts)
  });

  it('writes British spelling, as UK ads do', () => {
    expect(british('data center')).toBe('data centre');
    expect(british('organization')).toBe('organisation');
    expect(british('pediatric nurse')).toBe('paediatric nurse');
    expect(british('labor')).toBe('labour');
  });
});

describe('an English search in Chinese', () => {
  const zh = (q: string, location = '') => inChinese(q, location).map((u) => `${u.from}→${u.to}${u.kind === 'place' ? '@' : ''}`);

  it('names the job words and towns the reviewed lists know, longest phrase first', () => {
    expect(zh('Senior Data Analyst', 'London')).toEqual(['Senior→高级', 'Data Analyst→数据分析师', 'London→伦敦@']);
    expect(zh('accountant manchester')).toEqual(['accountant→会计师', 'manchester→曼彻斯特@']);
    expect(zh('xyzzy')).toEqual([]);
  });

  it('says nothing for a search with Chinese in it (the understood line covers it)', () => {
    expect(zh('会计', 'London')).toEqual([]);
  });
});
