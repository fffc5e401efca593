/**
 * A workload of distinct job searches made from the data (`npm run bench:search -- --make-queries FILE`): what
 * people type, not a few shapes repeated into a cache. Each line of the file is one search's parameters as JSON.
 *
 * Made from the real postings (their titles' words and phrases, skills named in their descriptions), the towns
 * the jobs are in, Chinese job words and UK towns, and every filter, sort and page depth. A share of searches
 * is misspelt, quoted, leaves a word out or offers alternatives (`or`). Duplicates are dropped, so a replay
 * never hits the cache twice.
 */
import { readFileSync } from 'node:fs';
import { prng, type loadCorpus } from './generate.ts';

export type SearchParams = Record<string, string | number | boolean>;

const STOP = new Set(['and', 'or', 'the', 'of', 'for', 'to', 'in', 'a', 'an', 'with', 'at', 'on', '-', '&', '/', 'x', 'uk']);
const SKILL_NAMES = [
  'sql|python|excel|tableau|power bi|aws|azure|java|javascript|react|sap|salesforce|r|sas|spss|looker|dbt|snowflake|spark',
  String.raw`hadoop|etl|gdpr|vba|c#|\.net|php|kubernetes|docker|figma|xero|sage|cad|autocad|forklift|hgv|cscs|nvq|dbs`,
  'cipd|acca|cima|aca|prince2|agile|scrum',
];
const SKILLS = new RegExp(String.raw`\b(${SKILL_NAMES.join('|')})\b`, 'gi');
/** What a Chinese-speaking job seeker types: job words and UK towns (the workload's, not the product's list). */
const CHINESE_WORDS = [
  '数据分析师',
  '数据分析',
  '会计',
  '财务',
  '金融',
  '销售',
  '客服',
  '投行',
  '普通话',
  '软件工程师',
  '程序员',
  '护士',
  '厨师',
  '司机',
  '仓库',
  '市场营销',
  '人力资源',
  '行政',
  '助理',
  '经理',
  '项目经理',
  '产品经理',
  '设计师',
  '教师',
  '翻译',
  '律师',
  '审计',
  '税务',
  '工程师',
  '数据科学家',
  '前端',
  '后端',
  '测试',
  '运营',
  '采购',
  '物流',
  '医生',
  '药剂师',
  '建筑师',
  '实习',
  '兼职',
  '全职',
  '前台',
  '清洁',
  '保安',
  '研究员',
  '分析师',
  '顾问',
  '咨询',
  '银行',
];
const CHINESE_TOWNS = [
  '伦敦',
  '曼彻斯特',
  '伯明翰',
  '利兹',
  '格拉斯哥',
  '爱丁堡',
  '布里斯托',
  '利物浦',
  '剑桥',
  '牛津',
  '卡迪夫',
  '谢菲尔德',
  '诺丁汉',
  '贝尔法斯特',
  '纽卡斯尔',
  '雷丁',
];
const VERDICTS = ['offers_sponsorship', 'licensed_sponsor', 'not_on_register', 'unknown', 'no_sponsorship'];
const ROUTES = ['Skilled Worker', 'Global Business Mobility: Senior or Specialist Worker', 'Temporary Worker', 'Scale-up'];
const CONTRACTS = ['permanent', 'contract', 'temporary'];
const REMOTES = ['remote', 'hybrid', 'onsite'];
const POSTED = [1, 3, 7, 14, 30];

export function makeWorkload(corpus: ReturnType<typeof loadCorpus>, count: number, seed: number): SearchParams[] {
  const r = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const titles = corpus.postings.map((p) => p.title).filter((t) => t && t.length < 90);
  const skills = [...new Set(corpus.postings.flatMap((p) => (p.descriptionText.match(SKILLS) ?? []).map((s) => s.toLowerCase())))];
  const towns = [
    ...new Set(corpus.postings.map((p) => p.location?.split(',')[0]?.trim()).filter((t): t is string => !!t && t.length < 30)),
  ];
  const bigTowns = ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Bristol', 'Edinburgh', 'Liverpool', 'Cambridge', 'Cardiff'];
  const town = () => (r() < 0.6 ? pick(bigTowns) : pick(towns));

  const titleWords = (title: string) =>
    title
      .toLowerCase()
      .replace(/[()[\],|:;!]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1 && !STOP.has(w) && !/^\d/.test(w));
  /** One to three consecutive words of a real title ("senior data analyst" → "data analyst"). */
  const words = () => {
    const ws = titleWords(pick(titles));
    if (!ws.length) return pick(skills);
    const n = Math.min(ws.length, 1 + Math.floor(r() * 3));
    const start = Math.floor(r() * (ws.length - n + 1));
    return ws.slice(start, start + n).join(' ');
  };
  const misspell = (text: string) => {
    const i = 1 + Math.floor(r() * Math.max(1, text.length - 2));
    return r() < 0.5 ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
  };

  const keywords = (): string => {
    const roll = r();
    if (roll < 0.5) return words();
    if (roll < 0.62) return r() < 0.5 ? pick(skills) : `${pick(skills)} ${words().split(' ')[0]}`;
    if (roll < 0.72) {
      const ws = titleWords(pick(titles));
      return ws.length >= 2 ? `"${ws.slice(0, 2).join(' ')}"` : words();
    }
    if (roll < 0.8) {
      const [first = 'analyst'] = words().split(' ');
      // Some type a space after the minus ("analyst - senior"): websearch_to_tsquery leaves the word out all the same.
      return `${first} -${r() < 0.2 ? ' ' : ''}${pick(['senior', 'junior', 'manager', 'graduate', 'lead', 'contract', 'trainee'])}`;
    }
    if (roll < 0.86) return misspell(words());
    if (roll < 0.9) {
      // Alternatives: "nurse or carer", "python or java".
      const one = () => (r() < 0.5 ? pick(skills) : (words().split(' ')[0] ?? pick(skills)));
      return `${one()} or ${one()}`;
    }
    return pick(skills);
  };

  const out: SearchParams[] = [];
  const seen = new Set<string>();
  for (let guard = 0; out.length < count && guard < count * 20; guard++) {
    const p: SearchParams = {};
    const kind = r();
    if (kind < 0.12) {
      // Chinese: a job word, sometimes with a town typed into the same box or the place box.
      const where = r();
      p.q = where < 0.3 ? `${pick(CHINESE_WORDS)} ${pick(CHINESE_TOWNS)}` : pick(CHINESE_WORDS);
      if (where > 0.8) p.location = r() < 0.5 ? pick(CHINESE_TOWNS) : pick(bigTowns);
    } else if (kind < 0.22) {
      p.location = town();
    } else {
      p.q = keywords();
      if (r() < 0.35) p.location = town();
    }
    // Filters, each on a share of searches.
    if (r() < 0.15) p.verdict = r() < 0.5 ? 'offers_sponsorship,licensed_sponsor' : pick(VERDICTS);
    if (r() < 0.08) p.route = pick(ROUTES);
    if (r() < 0.08) p.minSalary = pick([25_000, 30_000, 35_000, 40_000, 50_000, 60_000, 80_000]);
    if (r() < 0.08) p.meetsThreshold = true;
    if (r() < 0.1) p.postedWithin = pick(POSTED);
    if (r() < 0.06) p.contractType = pick(CONTRACTS);
    if (r() < 0.08) p.remote = r() < 0.5 ? 'remote,hybrid' : pick(REMOTES);
    if (r() < 0.3) p.sort = 'time';
    else if (r() < 0.1) p.sort = 'relevance';
    const depth = r();
    if (depth > 0.8) p.page = depth > 0.95 ? 10 + Math.floor(r() * 41) : 2 + Math.floor(r() * 4);
    const key = JSON.stringify(p);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

export const toQueryString = (p: SearchParams) =>
  new URLSearchParams(Object.entries(p).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The searches of a workload file: one JSON object of search parameters a line. */
export function readWorkload(file: string): SearchParams[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SearchParams);
}
