import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { jobKeyTerms, resumeRole, roleKeyTerms } from '../../src/modules/ai/keyterms.ts';
import { matchResume } from '../../src/modules/ai/match.ts';
import { resumeFromProfile, resumeFromText } from '../../src/modules/ai/resume-doc.ts';
import { scoreResume } from '../../src/modules/ai/rubric.ts';
import { scorePairs, spearman } from '../fixtures/match/pairs.ts';

/** Score and match advice (decision 055): what an ad asks for, read as a recruiter reads it. */

const analyst: ResumeProfileDraft = {
  firstName: 'Li',
  lastName: 'Na',
  role: 'Finance Analyst',
  email: 'li.na@example.com',
  phone: '07700 900456',
  address: 'London',
  country: 'United Kingdom',
  aboutMe: 'Finance analyst, part-qualified ACCA, who builds forecasts in Excel, Tableau and Python for a retailer.',
  work: [
    {
      company: 'Harrow Retail plc',
      role: 'Finance Analyst',
      location: 'London',
      start: '03/2022',
      current: true,
      description: '- Built the monthly forecast for 120 stores\n- Cut the reporting pack from five days to three',
    },
    {
      company: 'Bright Audit LLP',
      role: 'Trainee Accountant',
      location: 'London',
      start: '09/2019',
      end: '02/2022',
      description: '- Audited 14 clients',
    },
  ],
  education: [{ school: 'University of Manchester', degree: 'MSc', major: 'Finance', start: '09/2018', end: '09/2019' }],
};

describe('key terms of an ad', () => {
  it('"A or B", "A/B" and "A, B or C" are one term that either satisfies', () => {
    const job = {
      title: 'Finance Analyst',
      company: 'Crown',
      location: 'London',
      salary: '',
      description: 'You will use Python or R, build dashboards in Tableau/Power BI, and be ACCA, CIMA or ACA qualified. Advanced Excel.',
    };
    const terms = jobKeyTerms(job);
    expect(terms.map((t) => t.anyOf ?? [t.term])).toEqual(
      expect.arrayContaining([['Python', 'R'], ['Tableau', 'Power BI'], ['ACCA', 'CIMA', 'ACA'], ['Excel']]),
    );
    const report = matchResume(resumeFromProfile(analyst), job, 'en');
    // Only the dashboards ("Data visualisation") are not shown; none of the alternatives is asked for twice.
    expect(report.missing).toEqual(['Data visualisation']);
    expect(report.found.map((f) => f.term)).toEqual(expect.arrayContaining(['Python', 'Tableau', 'ACCA', 'Excel']));
  });

  it('a skill inside a longer one is not a second term ("Data warehousing" is not also "Warehouse")', () => {
    const terms = jobKeyTerms({ title: 'BI Developer', description: 'Experience of data warehousing and SQL. Data warehousing on Azure.' });
    expect(terms.map((t) => t.term)).toContain('Data warehousing');
    expect(terms.map((t) => t.term)).not.toContain('Warehouse');
  });
});

describe('advice', () => {
  it('skills named in the summary count, and a builder resume (no skills list) is never told a term is "only in a list"', () => {
    const doc = resumeFromProfile(analyst);
    const job = { title: 'Finance Analyst', company: '', location: '', salary: '', description: 'Tableau, Python and ACCA are needed.' };
    const report = matchResume(doc, job, 'en');
    expect(report.missing).toEqual([]);
    expect(report.changes.join(' ')).not.toMatch(/only in a list/);
    const score = scoreResume(doc, { kind: 'job', title: job.title, terms: jobKeyTerms(job) }, 'en');
    expect(score.suggestions.map((s) => s.text).join(' ')).not.toMatch(/only in a list/);
  });

  it('a term written only in the skills list is "only in a list"; used in a bullet, it is not', () => {
    const doc = resumeFromText(
      'Sam Lee\nData Analyst\n\nExperience\nData Analyst | Acme Ltd | 2020 - Present\n- Wrote SQL reports\n\nSkills\nSQL, Tableau',
    );
    const job = { title: 'Data Analyst', company: '', location: '', salary: '', description: 'SQL and Tableau every day.' };
    const report = matchResume(doc, job, 'en');
    expect(report.found).toEqual(
      expect.arrayContaining([
        { term: 'SQL', place: 'experience' },
        { term: 'Tableau', place: 'listed' },
      ]),
    );
  });

  it('English suggestions start with a capital letter', () => {
    const doc = resumeFromProfile({ ...analyst, aboutMe: 'Analyst.' });
    const report = scoreResume(doc, { kind: 'role', title: 'Data Analyst', terms: roleKeyTerms('data-analyst') }, 'en');
    expect(report.suggestions.length).toBeGreaterThan(0);
    for (const s of report.suggestions) expect(s.text).toMatch(/^["“(]?[A-Z0-9]/);
  });

  it('reads the role from the title and the body: a finance analyst who trained as an accountant is a financial analyst', () => {
    expect(resumeRole(resumeFromProfile(analyst))).toBe('financial-analyst');
    expect(
      resumeRole(resumeFromText('王芳\n数据分析师\n\n工作经历\n数据分析师 | 上海星云科技有限公司 | 2021.07 - 至今\n- 用 SQL 搭建模型')),
    ).toBe('data-analyst');
  });
});

describe('a job that names little', () => {
  it('is matched on its title: one shared way of working does not make a backend engineer a good care assistant', () => {
    const engineer = resumeFromText(
      [
        'Li Wei',
        'Backend Engineer',
        'Experience',
        'Software Engineer, Monzo, 2021 - Present',
        '- Built a Go service that reconciles 3 million card transactions a day',
        '- Wrote Java services for trade settlement reporting',
      ].join('\n'),
    );
    const care = {
      title: 'Health Care Assistant',
      company: 'Mauricare Ltd',
      location: 'Leeds',
      salary: '',
      description: 'Support our residents with daily living. You will help with reporting any changes in their wellbeing.',
    };
    expect(jobKeyTerms(care).length).toBeLessThanOrEqual(1);
    expect(matchResume(engineer, care, 'en').score).toBeLessThan(30);
    // The same little ad with the person's own title is still a good fit.
    expect(matchResume(engineer, { ...care, title: 'Backend Engineer' }, 'en').score).toBeGreaterThanOrEqual(80);
  });
});

describe('labelled resume–job pairs', () => {
  it('a good fit lands in the Good band or above, and the score follows the labels (Spearman ≥ 0.7)', async () => {
    const scored = await scorePairs();
    expect(scored.length).toBeGreaterThanOrEqual(20);
    const low = scored.filter((s) => s.label === 'good' && s.report.score < 60).map((s) => `${s.person}/${s.job} ${s.report.score}`);
    expect(low).toEqual([]);
    expect(spearman(scored)).toBeGreaterThanOrEqual(0.7);
  }, 60_000);
});
