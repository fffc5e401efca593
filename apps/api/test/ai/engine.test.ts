import { scoreBand, type ResumeProfileDraft } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { builtinWriter } from '../../src/modules/ai/builtin.ts';
import { strengthen } from '../../src/modules/ai/verbs.ts';
import { checkSentence, prepare } from '../../src/modules/ai/claims.ts';
import { groundedAi } from '../../src/modules/ai/engine.ts';
import { roleKeyTerms } from '../../src/modules/ai/keyterms.ts';
import { resumeFromJsonResume, resumeFromProfile, resumeFromText } from '../../src/modules/ai/resume-doc.ts';
import { matchResume } from '../../src/modules/ai/match.ts';
import { findSkills } from '../../src/modules/ai/text.ts';
import { CRITERIA_MAX, scoreResume } from '../../src/modules/ai/rubric.ts';

/** The built-in engine, the rubric and the claims guard on resumes written for the purpose (fictional people). */

const mei: ResumeProfileDraft = {
  firstName: 'Mei',
  lastName: 'Chen',
  role: 'Data Analyst',
  email: 'mei.chen@example.com',
  phone: '07700 900123',
  country: 'United Kingdom',
  address: 'Leeds',
  aboutMe: 'Data analyst who turns messy sales data into clear weekly reports.',
  linkedin: 'https://linkedin.com/in/meichen',
  education: [{ school: 'University of Leeds', major: 'Economics', degree: 'BSc', start: '09/2016', end: '06/2019' }],
  work: [
    {
      company: 'Northwind Retail Ltd',
      role: 'Data Analyst',
      location: 'Leeds',
      start: '07/2021',
      current: true,
      description:
        'Built Power BI dashboards for 40 store managers\nReduced weekly reporting time by 30% by automating ' +
        'SQL extracts\nResponsible for maintaining the sales data model in Excel',
    },
    {
      company: 'Harbour Insurance',
      role: 'Junior Analyst',
      location: 'Leeds',
      start: '08/2019',
      end: '06/2021',
      description: 'Worked on monthly claims reports\nManage a backlog of data quality issues\nPresented findings to the claims team',
    },
  ],
};

describe('the rubric', () => {
  it('scores 0-100 over seven criteria, and every lost point is a suggestion (their points add up to what was lost)', () => {
    const doc = resumeFromProfile(mei);
    const report = scoreResume(doc, { kind: 'role', title: 'Data Analyst', terms: roleKeyTerms('data-analyst') }, 'en');
    expect(report.criteria.map((c) => c.id)).toEqual(['sections', 'contact', 'quantified', 'verbs', 'length', 'uk', 'keywords']);
    expect(Object.values(CRITERIA_MAX).reduce((a, b) => a + b, 0)).toBe(100);
    expect(report.score).toBe(report.criteria.reduce((s, c) => s + c.points, 0));
    expect(report.suggestions.reduce((s, x) => s + x.points, 0)).toBe(100 - report.score);
    for (const c of report.criteria) {
      const lost = c.max - c.points;
      expect(
        report.suggestions.filter((s) => s.criterion === c.id).reduce((s, x) => s + x.points, 0),
        c.id,
      ).toBe(lost);
    }
    // The weak opener is named with its stronger version; the role's missing terms are named too.
    expect(report.suggestions.map((s) => s.text).join('\n')).toContain(
      '"Worked on monthly claims reports" → "Contributed to monthly claims reports"',
    );
    expect(report.keyTerms.found).toEqual(expect.arrayContaining(['SQL', 'Excel', 'Power BI']));
    expect(report.keyTerms.missing).toContain('Python');
    expect(report.suggestions.some((s) => s.text.includes('Python'))).toBe(true);
  });

  it('a short CV with a date of birth and no contact details loses those points, each with its suggestion', () => {
    const doc = resumeFromText(
      'Li Wei\nDate of birth: 01/02/1998\nMarital status: single\n\nExperience\nShop assistant | Tesco | 2020 - 2022\n- Helped customers\n',
    );
    const report = scoreResume(doc, { kind: 'none', title: '', terms: [] }, 'en');
    const by = Object.fromEntries(report.criteria.map((c) => [c.id, c.points]));
    expect(by.uk).toBe(3);
    expect(by.contact).toBeLessThan(5);
    expect(report.band).toBe('Needs Improvement');
    const texts = report.suggestions.map((s) => s.text);
    expect(texts).toContain('Remove your date of birth or age: UK employers do not ask for it (Equality Act 2010).');
    expect(texts.some((t) => t.startsWith('Remove your marital status'))).toBe(true);
    expect(texts).toContain('Add an email address recruiters can reach you at.');
    expect(report.suggestions.reduce((s, x) => s + x.points, 0)).toBe(100 - report.score);
  });

  it('explains in the interface language and quotes the CV as written', () => {
    const report = scoreResume(resumeFromProfile(mei), { kind: 'role', title: '数据分析师', terms: roleKeyTerms('data-analyst') }, 'cn');
    const text = report.suggestions.map((s) => s.text).join('\n');
    expect(text).toMatch(/[\u4e00-\u9fff]/);
    expect(text).toContain('"Worked on monthly claims reports"');
  });

  it('bands: Excellent from 80, Good from 60, Needs Improvement below', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Needs Improvement',
      'Needs Improvement',
    ]);
  });
});

describe('matching a resume to a job', () => {
  const job = {
    title: 'Data Analyst',
    company: 'Acme Ltd',
    location: 'London',
    salary: '',
    description: 'You will use SQL and Python daily, build Power BI dashboards and work with stakeholders.',
  };
  it('names the key terms found and missing, and what to change', () => {
    const report = matchResume(resumeFromProfile(mei), job, 'en');
    expect(report.found.map((f) => f.term)).toEqual(expect.arrayContaining(['SQL', 'Power BI']));
    expect(report.missing).toContain('Python');
    expect(report.changes.some((c) => c.includes('Python'))).toBe(true);
    const nurse = matchResume(
      resumeFromText('Sam Lee\nNurse\nExperience\nStaff Nurse | NHS Leeds | 2019 - 2023\n- Cared for 12 patients a shift\n'),
      job,
      'en',
    );
    expect(report.score).toBeGreaterThan(nurse.score + 30);
  });
});

describe('the claims guard', () => {
  const doc = resumeFromProfile(mei);
  const job = { title: 'Senior Data Analyst', company: 'Contoso plc', location: 'Manchester', description: 'SQL and Python.' };
  const prepared = prepare({ resume: doc, job });
  const kinds = (text: string, facts?: string[]) => checkSentence({ text, facts }, prepared).map((v) => `${v.kind}:${v.claim}`);
  it('holds each sentence to the facts it cites: employers, schools, degrees, skills, numbers, dates', () => {
    expect(kinds('At Northwind Retail Ltd, I reduced weekly reporting time by 30%.', ['work.0.1'])).toEqual([]);
    expect(kinds('I previously worked at Goldman Sachs.', ['work.0'])).toContain('employer:Goldman');
    expect(kinds('I studied at Imperial College London.', ['edu.0'])).toEqual(expect.arrayContaining(['employer:Imperial']));
    expect(kinds('I hold an MSc in Economics.', ['edu.0'])).toContain('degree:MSc');
    expect(kinds('I am an expert in Kubernetes.', ['work.0'])).toContain('skill:Kubernetes');
    expect(kinds('I grew revenue by 45%.', ['work.0'])).toContain('number:45%');
    expect(kinds('I joined Harbour Insurance in March 2015.', ['work.1'])).toContain('date:2015');
    // True of another role, not of the one cited.
    expect(kinds('At Harbour Insurance, I built Power BI dashboards for 40 store managers.', ['work.0.0'])).toContain(
      'employer:Harbour Insurance',
    );
    expect(kinds('I do not need visa sponsorship.', ['profile'])).toEqual(['work-rights:I do not need visa sponsorship.']);
  });

  it('drops a sentence citing nothing known, and lets a sentence citing nothing name only the job', () => {
    expect(kinds('I built Power BI dashboards for 40 store managers.')).toEqual([
      'uncited:I built Power BI dashboards for 40 store managers.',
    ]);
    expect(kinds('I built Power BI dashboards for 40 store managers.', ['work.7'])).toEqual(['uncited:work.7']);
    expect(kinds('I am writing to apply for the Senior Data Analyst role at Contoso plc.', [])).toEqual([]);
    expect(kinds('I previously worked at Contoso plc for three years.', ['work.1'])).toContain('job-claim:Contoso plc');
    expect(kinds('I have worked as a Senior Data Analyst for two years.', ['work.1'])).toContain('job-claim:Senior Data Analyst');
  });
});

describe('the built-in engine', () => {
  it('strengthens weak openers and fixes tense without adding facts', () => {
    expect(strengthen('Responsible for maintaining the sales data model', false)).toBe('Maintained the sales data model');
    expect(strengthen('Worked on monthly claims reports', false)).toBe('Contributed to monthly claims reports');
    expect(strengthen('Manage a backlog of data quality issues', false)).toBe('Managed a backlog of data quality issues');
    expect(strengthen('Implementing RESTful services', true)).toBe('Implement RESTful services');
  });

  it("optimises and writes letters from the person's own facts only: the guard removes nothing it writes", async () => {
    const ai = groundedAi(builtinWriter);
    const doc = resumeFromProfile(mei);
    const target = { title: 'Data Analyst', company: '', terms: roleKeyTerms('data-analyst').map((t) => t.term) };
    const result = await ai.optimise(doc, target);
    expect(result.items.find((i) => i.id === 'work.1.0')?.after).toBe('Contributed to monthly claims reports');
    expect(result.items.find((i) => i.id === 'summary')?.after).toContain('Northwind Retail Ltd');
    for (const item of result.items) expect(item.removed).toEqual([]);
    const job = {
      title: 'Senior Data Analyst',
      company: 'Contoso plc',
      location: 'Manchester',
      salary: '£45,000',
      description: 'SQL, Power BI, Python and stakeholder management. Visa sponsorship available.',
    };
    const letter = await ai.writeCoverLetter(doc, job);
    expect(letter.removed).toEqual([]);
    expect(letter.text).toContain('Contoso plc');
    expect(letter.text).toContain('40 store managers');
    // The ad's Python may be named as what it asks for, never claimed as the person's.
    expect(letter.text).not.toMatch(/\bI\b[^.]*Python|visa|sponsor/i);
  });

  it("quotes what the ad says about the employer in whole words, however long the ad's sentence", async () => {
    const ai = groundedAi(builtinWriter);
    const doc = resumeFromProfile(mei);
    const job = {
      title: 'Business Analyst',
      company: 'Lumenstack',
      location: 'London',
      salary: '£45,000',
      description:
        'Lumenstack builds the scheduling and booking platform behind thousands of clinics, ' +
        'gyms and salons across the UK and Ireland, handling more than two million appointments every single month for ' +
        'its customers. You will lead the analysis on a change programme. SQL and stakeholder management.',
    };
    for (let variant = 0; variant < 10; variant++) {
      const letter = await ai.writeCoverLetter(doc, job, { variant });
      expect(letter.text).not.toMatch(/appointmen(?!ts)|every single mon(?!th)/);
      const quoted = /Lumenstack builds [^.]*\./.exec(letter.text)?.[0];
      if (quoted) expect(job.description).toContain(quoted.replace(/\.$/, ''));
    }
  });

  it('names the role and the employer as a person would, and quotes no unfinished duty or glued abbreviation', async () => {
    const ai = groundedAi(builtinWriter);
    const doc = resumeFromText(
      [
        'Sam Lee',
        'MERN Stack Developer',
        'sam.lee@example.com',
        'Experience',
        'Full Stack Developer, Northwind Apps, 2021 - Present',
        '- Built a booking service in Node.js that handles 40,000 requests a day',
        '- Cut page load time by 35% by moving rendering to the server',
        '- Mentored 3 junior developers',
        'Web Developer, Bluebird Digital, 2018 - 2021',
        '- Delivered 12 client websites on time',
        'Education',
        'BSc Computer Science, University of Leeds, 2018',
      ].join('\n'),
    );
    const job = {
      title: 'HGV AND C&E DRIVER / TRANSPORT SUPERVISOR - Shrewsbury',
      company: 'Oaklands Farm Eggs, Edstaston',
      location: 'Shrewsbury',
      salary: '',
      description:
        'You will be responsible for …\nYou will ensure the accuracy, integrity\nC&E licence and R&D ' +
        'experience welcome. Drivers must react quickly to changes on the road.',
    };
    for (let variant = 0; variant < 10; variant++) {
      const { text } = await ai.writeCoverLetter(doc, job, { variant });
      expect(text).toContain('Driver / Transport Supervisor');
      expect(text).not.toMatch(/HGV AND|DRIVER|Shrewsbury|Edstaston/);
      expect(text).toContain('Oaklands Farm Eggs');
      // "C" and "R" glued to "&" are abbreviations, and "react" here is a verb: none is a skill the ad asks for.
      expect(text).not.toMatch(/\b(?:C|R|React|react)\b(?!&)/);
      expect(text).not.toMatch(/…|accuracy, integrity/);
      expect(text).not.toMatch(/\ban MERN\b/);
      // Thanks come after the interview wish and any question, in the closing paragraph.
      const closing = text.split('\n\n').at(-2)!;
      expect(closing.indexOf('Thank you')).toBeGreaterThan(closing.search(/\bI (?:would|hope|look)/));
      // The second piece of evidence says it comes from an earlier role when it does, not "In addition".
      expect(text.split(/\.\s/).filter((s) => /^(?:In addition|What is more|On top of this)\b/.test(s)).length).toBeLessThanOrEqual(1);
    }
  });

  it('reads no language "C" into a compound word such as "C-suite", and still reads the language', () => {
    expect(findSkills('Problem solving with the C-suite on warranty returns').map((s) => s.name)).not.toContain('C');
    expect(findSkills('Embedded firmware in C and C++').map((s) => s.name)).toContain('C');
  });

  it('tells several results of one role as one account, and places a result from an earlier role, in both languages', async () => {
    const ai = groundedAi(builtinWriter);
    const job = {
      title: 'Data Analyst',
      company: 'Harbour Foods',
      location: 'Leeds',
      salary: '',
      description: 'You will build Power BI dashboards, write SQL and lead a small team. Excel and reporting.',
    };
    const en = resumeFromText(
      [
        'Ana Silva',
        'Data Analyst',
        'Experience',
        'Data Analyst, Northwind Retail, 2020 - Present',
        '- Leading a team of 4 analysts',
        '- Built 12 Power BI dashboards for store managers',
        '- Cut weekly reporting time by 30% by automating SQL extracts',
        '- Trained 6 colleagues in Excel',
        'Education',
        'BSc Economics, University of Leeds, 2019',
      ].join('\n'),
    );
    const linkWords = /^(?:In addition|Beyond that|As well as this|Separately|What is more|On top of this|Further|Equally|Not least)\b/;
    for (let variant = 0; variant < 10; variant++) {
      const letter = await ai.writeCoverLetter(en, job, { variant });
      // "Leading a team" written as "I led a team" is the person's own fact, not a leadership claim to take out.
      expect(letter.removed).toEqual([]);
      const evidence = letter.text.split('\n\n').find((p) => p.includes('Northwind Retail'))!;
      expect(evidence.split(/(?<=\.)\s/).filter((s) => linkWords.test(s)).length).toBeLessThanOrEqual(1);
    }
    const cn = resumeFromText(
      [
        '陈梅',
        '数据分析师',
        '工作经历',
        '数据分析师 | 北风零售公司 | 利兹 | 2022年3月 - 至今',
        '- 为40名门店经理搭建Power BI仪表板',
        '- 通过自动化SQL提取将每周报表时间缩短30%',
        '初级分析师 | 海港保险公司 | 利兹 | 2019年8月 - 2022年2月',
        '- 用Excel为12家分公司编制月度报表',
        '教育背景',
        '利兹大学 | 经济学学士 | 2016 - 2019',
      ].join('\n'),
    );
    for (let variant = 0; variant < 10; variant++) {
      const letter = await ai.writeCoverLetter(cn, job, { variant });
      expect(letter.removed).toEqual([]);
      // The years span both roles: the sentence that gives them does not name the current employer as if they were its.
      const years = letter.text.split(/(?<=。)/).find((s) => /[两三四五六七八九十]年/.test(s));
      if (years) expect(years).not.toContain('北风零售公司');
      // The result from the earlier role says where it comes from.
      const earlier = letter.text.split(/(?<=。)/).find((s) => s.includes('12家分公司'));
      if (earlier) expect(earlier).toMatch(/海港保险公司|初级分析师/);
    }
  });

  it('writes About Me and a role description for the builder from what was entered', async () => {
    const ai = groundedAi(builtinWriter);
    const doc = resumeFromProfile(mei);
    const target = { title: 'Data Analyst', company: '', terms: roleKeyTerms('data-analyst').map((t) => t.term) };
    const about = await ai.describe(doc, { kind: 'aboutMe', workIndex: 0, roleName: 'Data Analyst', target });
    expect(about.text).toMatch(/Data Analyst|Data analyst/);
    expect(about.text).toContain('University of Leeds');
    const work = await ai.describe(doc, { kind: 'work', workIndex: 1, roleName: 'Data Analyst', target });
    expect(work.text.split('\n')).toEqual(
      expect.arrayContaining(['• Contributed to monthly claims reports', '• Managed a backlog of data quality issues']),
    );
  });
});

describe('reading resumes', () => {
  it('reads plain text and Markdown by their headings', () => {
    const doc = resumeFromText(
      '# Jane Doe\nBusiness Analyst\njane@example.com | +44 7700 900456 | London, UK\n\n## Summary\nAnalyst with a ' +
        'retail background.\n\n## Experience\n### Business Analyst | Acme Ltd | Jan 2020 - Present\n- Led requirements ' +
        'gathering with 12 stakeholders\n- Mapped 30 processes in BPMN\n\n## Education\nBSc in Mathematics, ' +
        'University of York, 2016 - 2019\n\n## Skills\nSQL, Jira, Excel\n',
    );
    expect(doc.name).toBe('Jane Doe');
    expect(doc.email).toBe('jane@example.com');
    expect(doc.work[0]).toMatchObject({ role: 'Business Analyst', company: 'Acme Ltd', current: true });
    expect(doc.work[0]!.bullets).toHaveLength(2);
    expect(doc.education[0]).toMatchObject({ school: 'University of York', degree: 'BSc' });
    expect(doc.skills).toEqual(expect.arrayContaining(['SQL', 'Jira', 'Excel', 'BPMN']));
    expect(doc.sections).toEqual(['summary', 'experience', 'education', 'skills']);
  });

  it('reads a JSON Resume (jsonresume.org schema)', () => {
    const doc = resumeFromJsonResume({
      basics: {
        name: 'Ana Silva',
        label: 'Software Engineer',
        email: 'ana@example.com',
        summary: 'Backend engineer.',
        location: { city: 'Bristol', countryCode: 'GB' },
      },
      work: [
        {
          name: 'Globex',
          position: 'Software Engineer',
          startDate: '2021-04-01',
          highlights: ['Cut API latency by 40% with Redis caching'],
        },
      ],
      education: [{ institution: 'University of Bristol', area: 'Computer Science', studyType: 'BSc', startDate: '2017', endDate: '2020' }],
      skills: [{ name: 'Backend', keywords: ['Node.js', 'PostgreSQL'] }],
    });
    expect(doc.work[0]).toMatchObject({ company: 'Globex', role: 'Software Engineer', start: '04/2021', current: true });
    expect(doc.skills).toEqual(expect.arrayContaining(['Node.js', 'PostgreSQL', 'Redis']));
    expect(
      checkSentence({ text: 'At Globex, I cut API latency by 40% with Redis caching.', facts: ['work.0.0'] }, prepare({ resume: doc })),
    ).toEqual([]);
  });
});
