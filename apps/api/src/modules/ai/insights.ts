import type { Language } from '@jobbridge/contracts';
import { jobKeyTerms, resumeHas } from './keyterms.ts';
import type { ResumeDoc } from './resume-doc.ts';
import { matchResume } from './match.ts';
import type { MarkedJob } from './repository.ts';

/**
 * The dashboard's insights (docs/product.md §10), in a fixed order, most useful first; the tier's `stats` number
 * says how many a person sees. Each is worked out from their own marks, searches and resume; one with nothing
 * to go on says what would fill it.
 */
export interface Insight {
  id: string;
  title: string;
  value: string;
  detail: string;
}

const SPONSOR_KINDS = new Set(['offers_sponsorship', 'licensed_sponsor']);

/** "1 job", "2 jobs"; `saved` for "1 saved job". */
const jobsEn = (n: string | number, saved = false) => `${n} ${saved ? 'saved ' : ''}job${Number(n) === 1 ? '' : 's'}`;

type Texts = Record<Language, { title: string; empty: string; detail: (v: Record<string, string | number>) => string }>;

const T: Record<string, Texts> = {
  'saved-match': {
    en: {
      title: 'How your resume matches your saved jobs',
      empty: 'Save jobs and keep a resume to see how well it matches them.',
      detail: (v) => `Best match: ${v.best} (${v.bestScore}/100).`,
    },
    cn: {
      title: '简历与已收藏职位的匹配度',
      empty: '收藏职位并保存一份简历后，即可查看匹配度。',
      detail: (v) => `最匹配：${v.best}（${v.bestScore}/100）。`,
    },
  },
  'sponsor-skills': {
    en: {
      title: 'Skills the sponsored jobs you looked at ask for most',
      empty: 'Save or apply to jobs at licensed sponsors to see what they ask for.',
      detail: (v) => `From ${jobsEn(v.n!)} at licensed sponsors.`,
    },
    cn: {
      title: '您关注的担保职位最常要求的技能',
      empty: '收藏或申请持牌担保雇主的职位后，即可查看其要求。',
      detail: (v) => `来自 ${v.n} 个持牌担保雇主的职位。`,
    },
  },
  'salary-threshold': {
    en: {
      title: 'Saved jobs that meet the Skilled Worker salary threshold',
      empty: 'Save jobs to see which pay enough for a Skilled Worker visa.',
      detail: (v) =>
        `${v.meets} of ${jobsEn(v.n!, true)} ${Number(v.meets) === 1 ? 'states' : 'state'} a salary at or above the threshold.`,
    },
    cn: {
      title: '达到技术工人签证薪资门槛的已收藏职位',
      empty: '收藏职位后，即可查看哪些薪资达到技术工人签证要求。',
      detail: (v) => `${v.n} 个已收藏职位中有 ${v.meets} 个标明的薪资达到门槛。`,
    },
  },
  'missing-skills': {
    en: {
      title: 'Skills your saved jobs ask for that your resume does not show',
      empty: 'Save jobs and keep a resume to see which skills to add.',
      detail: () => 'Add the ones you have to a bullet where you used them.',
    },
    cn: {
      title: '已收藏职位要求但简历中未体现的技能',
      empty: '收藏职位并保存一份简历后，即可查看需要补充的技能。',
      detail: () => '如果您具备，请写进用过它们的经历要点中。',
    },
  },
  'sponsor-share': {
    en: {
      title: 'Saved jobs at licensed sponsors',
      empty: 'Save jobs to see how many are with licensed sponsors.',
      detail: (v) => `${v.k} of ${jobsEn(v.n!, true)}.`,
    },
    cn: {
      title: '持牌担保雇主的已收藏职位',
      empty: '收藏职位后，即可查看其中有多少来自持牌担保雇主。',
      detail: (v) => `${v.n} 个已收藏职位中有 ${v.k} 个。`,
    },
  },
  applied: {
    en: {
      title: 'Your applications',
      empty: 'Mark jobs as applied to track them here.',
      detail: (v) => `${v.sponsors} of them at licensed sponsors.`,
    },
    cn: { title: '您的申请', empty: '将职位标记为已申请后，可在此跟踪。', detail: (v) => `其中 ${v.sponsors} 个来自持牌担保雇主。` },
  },
  'your-skills-demand': {
    en: {
      title: 'Your skills your saved jobs ask for most',
      empty: 'Save jobs and keep a resume to see which of your skills are in demand.',
      detail: () => 'Lead your summary with these.',
    },
    cn: {
      title: '已收藏职位最需要的您的技能',
      empty: '收藏职位并保存一份简历后，即可查看您的哪些技能最受欢迎。',
      detail: () => '在个人概述中优先写这些技能。',
    },
  },
  locations: {
    en: { title: 'Where your saved jobs are', empty: 'Save jobs to see where they are.', detail: (v) => `From ${jobsEn(v.n!, true)}.` },
    cn: { title: '已收藏职位的地点', empty: '收藏职位后，即可查看其分布地点。', detail: (v) => `来自 ${v.n} 个已收藏职位。` },
  },
  'flash-ready': {
    en: {
      title: 'Flash list jobs with an HR email',
      empty: 'Add jobs to your Flash list to apply to them in one batch.',
      detail: (v) => `${v.k} of ${v.n} can be sent straight to the employer.`,
    },
    cn: {
      title: '闪投列表中带 HR 邮箱的职位',
      empty: '将职位加入闪投列表，即可一次批量申请。',
      detail: (v) => `${v.n} 个中有 ${v.k} 个可直接发送给雇主。`,
    },
  },
  searches: {
    en: {
      title: 'What you search for most',
      empty: 'Search for jobs to see your most used words.',
      detail: (v) => `From your last ${v.n} searches.`,
    },
    cn: { title: '您最常搜索的内容', empty: '搜索职位后，即可查看您最常用的关键词。', detail: (v) => `来自最近 ${v.n} 次搜索。` },
  },
};

export const INSIGHT_IDS = Object.keys(T);

function topTerms(jobs: MarkedJob[], n: number, keep: (term: string) => boolean = () => true): string[] {
  const counts = new Map<string, number>();
  for (const job of jobs) for (const t of jobKeyTerms(job)) if (keep(t.term)) counts.set(t.term, (counts.get(t.term) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([term]) => term);
}

export function buildInsights(input: { jobs: MarkedJob[]; resume: ResumeDoc | null; searches: string[]; language: Language }): Insight[] {
  const { jobs, resume, searches, language } = input;
  const saved = jobs.filter((j) => j.saved);
  const out: Insight[] = [];
  const push = (id: string, value: string | null, params: Record<string, string | number> = {}) => {
    const t = T[id]![language];
    out.push(
      value === null ? { id, title: t.title, value: '—', detail: t.empty } : { id, title: t.title, value, detail: t.detail(params) },
    );
  };
  const list = (items: string[]) => items.join(language === 'cn' ? '、' : ', ');

  if (resume && saved.length) {
    const scores = saved.slice(0, 50).map((job) => ({ job, score: matchResume(resume, job, language).score }));
    const best = scores.reduce((a, b) => (b.score > a.score ? b : a));
    const avg = Math.round(scores.reduce((s, x) => s + x.score, 0) / scores.length);
    push('saved-match', `${avg}/100`, { best: `${best.job.title} · ${best.job.company}`, bestScore: best.score });
  } else push('saved-match', null);

  const sponsored = jobs.filter((j) => SPONSOR_KINDS.has(j.verdictKind));
  const sponsorTerms = topTerms(sponsored, 5);
  push('sponsor-skills', sponsorTerms.length ? list(sponsorTerms) : null, { n: sponsored.length });

  const meets = saved.filter((j) => j.salaryStatus === 'meets' || j.salaryStatus === 'meets_new_entrant').length;
  push('salary-threshold', saved.length ? `${meets}/${saved.length}` : null, { meets, n: saved.length });

  const missing = resume ? topTerms(saved, 5, (t) => !resumeHas(resume, t)) : [];
  push('missing-skills', resume && saved.length ? (missing.length ? list(missing) : language === 'cn' ? '无' : 'None') : null);

  const k = saved.filter((j) => SPONSOR_KINDS.has(j.verdictKind)).length;
  push('sponsor-share', saved.length ? `${Math.round((100 * k) / saved.length)}%` : null, { k, n: saved.length });

  const applied = jobs.filter((j) => j.applied);
  push('applied', applied.length ? String(applied.length) : null, {
    sponsors: applied.filter((j) => SPONSOR_KINDS.has(j.verdictKind)).length,
  });

  const demand = resume ? topTerms(saved, 5, (t) => resumeHas(resume, t)) : [];
  push('your-skills-demand', resume && demand.length ? list(demand) : null);

  const places = new Map<string, number>();
  for (const j of saved) {
    const town = j.location.split(',')[0]?.trim();
    if (town) places.set(town, (places.get(town) ?? 0) + 1);
  }
  const topPlaces = [...places.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([p, n]) => `${p} (${n})`);
  push('locations', topPlaces.length ? list(topPlaces) : null, { n: saved.length });

  const flash = jobs.filter((j) => j.flash);
  push('flash-ready', flash.length ? `${flash.filter((j) => j.hasHrEmail).length}/${flash.length}` : null, {
    k: flash.filter((j) => j.hasHrEmail).length,
    n: flash.length,
  });

  const words = new Map<string, number>();
  for (const q of searches)
    for (const w of q
      .toLowerCase()
      .split(/\s+/)
      .filter((x) => x.length > 1))
      words.set(w, (words.get(w) ?? 0) + 1);
  const topWords = [...words.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([w]) => w);
  push('searches', topWords.length ? list(topWords) : null, { n: searches.length });
  return out;
}
