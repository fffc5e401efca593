import type { ResumeProfile } from '@jobbridge/contracts';

/** Profiles the tests, the preview script and the benchmark render: English, Chinese, and a long one. */

export const englishProfile: ResumeProfile = {
  firstName: 'Amelia',
  lastName: 'Hartley',
  role: 'Senior Data Engineer',
  email: 'amelia.hartley@example.com',
  phone: '+44 7700 900456',
  country: 'United Kingdom',
  address: 'Manchester',
  aboutMe:
    'Data engineer with seven years of experience building reliable pipelines for retail and fintech. ' +
    'I care about data quality, clear documentation and mentoring junior engineers.',
  linkedin: 'https://www.linkedin.com/in/amelia-hartley',
  github: 'https://github.com/ahartley',
  portfolio: 'https://ameliahartley.dev',
  education: [
    { school: 'University of Edinburgh', major: 'Computer Science', degree: 'MSc', start: '09/2015', end: '09/2016' },
    { school: 'University of Leeds', major: 'Mathematics', degree: 'BSc', start: '09/2012', end: '06/2015' },
  ],
  work: [
    {
      company: 'Monzo Bank',
      role: 'Senior Data Engineer',
      location: 'London',
      description:
        '- Designed the streaming ledger pipeline that reconciles 40 million card events a day.\n' +
        '- Cut warehouse costs by 35% by moving batch jobs to incremental models.\n' +
        '- Mentored four engineers through their first on-call rotations.',
      start: '03/2021',
      end: '',
      current: true,
    },
    {
      company: 'Ocado Technology',
      role: 'Data Engineer',
      location: 'Hatfield',
      description: 'Built demand forecasting features used by the replenishment team across 1,200 product lines.',
      start: '10/2016',
      end: '02/2021',
      current: false,
    },
  ],
};

export const chineseProfile: ResumeProfile = {
  firstName: '晓明',
  lastName: '王',
  role: '产品经理',
  email: 'xiaoming.wang@example.com',
  phone: '+44 7700 900789',
  country: '英国',
  address: '伦敦',
  aboutMe: '拥有六年互联网产品经验，擅长用户研究与数据分析，曾主导多款千万级用户产品的从零到一。',
  linkedin: 'https://www.linkedin.com/in/xiaoming-wang',
  github: '',
  portfolio: '',
  education: [{ school: '伦敦政治经济学院', major: '管理学', degree: '硕士', start: '09/2016', end: '09/2017' }],
  work: [
    {
      company: '腾讯',
      role: '高级产品经理',
      location: '深圳',
      description: '- 负责微信支付海外商户平台，上线后商户数增长百分之四十。\n- 带领八人跨职能团队完成需求评审与迭代规划。',
      start: '07/2019',
      end: '',
      current: true,
    },
    {
      company: '阿里巴巴',
      role: '产品经理',
      location: '杭州',
      description: '设计淘宝直播的商家工具，日活跃商家超过五万。',
      start: '08/2017',
      end: '06/2019',
      current: false,
    },
  ],
};

const COMPANIES = ['Arm', 'Deliveroo', 'Revolut', 'Wise', 'Sky', 'BBC', 'Rolls-Royce', 'AstraZeneca', 'Unilever', 'Tesco'];
const CITIES = ['London', 'Cambridge', 'Manchester', 'Bristol', 'Leeds', 'Edinburgh', 'Derby', 'Reading', 'Birmingham', 'Glasgow'];

/** Nine work entries with three bullets each: two A4 pages in every template (the benchmark's "two-page resume"). */
export const longProfile: ResumeProfile = {
  ...englishProfile,
  work: COMPANIES.slice(0, 9).map((company, i) => ({
    company,
    role: i % 2 ? 'Software Engineer' : 'Senior Software Engineer',
    location: CITIES[i]!,
    description: [
      `- Led the rebuild of the ${company} customer portal in TypeScript and React, serving two million monthly users.`,
      '- Introduced contract tests between twelve services, halving incidents caused by breaking API changes.',
      '- Ran the hiring loop for the platform team and onboarded six engineers.',
    ].join('\n'),
    start: `0${(i % 9) + 1}/${2023 - 2 * i}`,
    end: i === 0 ? '' : `0${(i % 9) + 1}/${2024 - 2 * i}`,
    current: i === 0,
  })),
};
