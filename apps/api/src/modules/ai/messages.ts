import type { Language } from '@jobbridge/contracts';
import { sentenceCase } from './text.ts';

/**
 * The assistant's suggestions, explanations and insights in the interface language (docs/product.md §10): the
 * person may read Chinese while writing an English CV for a UK employer. Quoted CV text stays as written.
 */
const TEXTS = {
  'sections.summary': {
    en: 'Add a short summary at the top (3-5 lines): your role, where you have worked and the skills the job asks for.',
    cn: '在简历开头加一段简短的个人概述（3-5 行）：您的职位、工作过的公司，以及职位要求的技能。',
  },
  'sections.experience': {
    en: 'Add your work experience: each role with employer, dates and 3-6 bullets of what you did.',
    cn: '添加工作经历：每段经历写明雇主、时间，以及 3-6 条具体工作内容。',
  },
  'sections.education': { en: 'Add your education: school, degree, subject and dates.', cn: '添加教育背景：学校、学位、专业和时间。' },
  'sections.skills': {
    en: 'Add a skills section listing the tools and methods you use (for example {examples}).',
    cn: '添加技能部分，列出您使用的工具和方法（例如 {examples}）。',
  },
  'contact.name': { en: 'Put your full name at the top.', cn: '在顶部写上您的全名。' },
  'contact.email': { en: 'Add an email address recruiters can reach you at.', cn: '添加招聘方可以联系您的电子邮箱。' },
  'contact.phone': { en: 'Add a phone number (a UK number if you have one).', cn: '添加电话号码（如有英国号码请优先填写）。' },
  'contact.location': {
    en: 'Add your town or city (no full address is needed on a UK CV).',
    cn: '添加您所在的城镇或城市（英国简历无需完整地址）。',
  },
  'contact.link': {
    en: 'Add your LinkedIn profile (or a portfolio or GitHub link).',
    cn: '添加您的 LinkedIn 主页（或作品集、GitHub 链接）。',
  },
  'quantified.none': {
    en: 'Add bullets under each role saying what you did and what came of it.',
    cn: '在每段经历下用要点写明您做了什么、取得了什么结果。',
  },
  'quantified.bullet': {
    en: 'Add a figure to "{bullet}" if you have one: how many, how much, how often or how fast.',
    cn: '如果有数据，请为"{bullet}"补充一个数字：数量、金额、频率或速度。',
  },
  'verbs.bullet': { en: 'Start with a strong verb: "{bullet}" → "{after}".', cn: '用有力的动词开头："{bullet}" → "{after}"。' },
  'verbs.plain': {
    en: 'Start "{bullet}" with a verb saying what you did (Led, Built, Reduced, Delivered…).',
    cn: '"{bullet}"请以表示您做了什么的动词开头（如 Led、Built、Reduced、Delivered）。',
  },
  'length.short': {
    en: 'Your CV has about {words} words; UK CVs are usually {min}-{max} (one to two pages). Say more about your recent roles and results.',
    cn: '您的简历约 {words} 词；英国简历通常为 {min}-{max} 词（一到两页）。请多写一些近期经历和成果。',
  },
  'length.long': {
    en: 'Your CV has about {words} words; UK CVs are usually {min}-{max} (one to two pages). Shorten older roles to their key results.',
    cn: '您的简历约 {words} 词；英国简历通常为 {min}-{max} 词（一到两页）。请精简较早的经历，只保留关键成果。',
  },
  'uk.dob': {
    en: 'Remove your date of birth or age: UK employers do not ask for it (Equality Act 2010).',
    cn: '删除出生日期或年龄：英国雇主不会要求提供（《2010 年平等法》）。',
  },
  'uk.age': {
    en: 'Remove your age: UK employers do not ask for it (Equality Act 2010).',
    cn: '删除年龄：英国雇主不会要求提供（《2010 年平等法》）。',
  },
  'uk.photo': { en: 'Remove the photo: UK CVs do not include one.', cn: '删除照片：英国简历不附照片。' },
  'uk.marital': { en: 'Remove your marital status: it does not belong on a UK CV.', cn: '删除婚姻状况：英国简历不包含此项。' },
  'uk.gender': { en: 'Remove your gender: it does not belong on a UK CV.', cn: '删除性别：英国简历不包含此项。' },
  'uk.religion': { en: 'Remove your religion: it does not belong on a UK CV.', cn: '删除宗教信仰：英国简历不包含此项。' },
  'uk.nationality': {
    en: 'Replace nationality with your right to work as you hold it (for example your visa type), or leave it out.',
    cn: '将国籍替换为您实际持有的工作权利（例如签证类型），或直接删除。',
  },
  'keywords.missing': {
    en: '{target} asks for {term}. If you have used it, say where in a bullet under that role.',
    cn: '{target}要求 {term}。如果您用过，请在对应经历的要点中写明在哪里用过。',
  },
  'keywords.listed': {
    en: '{term} is only in a list: show it in a bullet under the role where you used it.',
    cn: '{term} 只出现在技能列表中：请在用过它的经历要点里具体写出来。',
  },
  'keywords.choose': {
    en: 'Choose a target role or paste a job to check your CV against the key terms employers ask for.',
    cn: '选择目标职位或粘贴职位描述，检查简历是否包含雇主要求的关键词。',
  },
  'keywords.more': {
    en: 'Name more of the tools and methods you use: recruiters search CVs for them.',
    cn: '多写一些您使用的工具和方法：招聘方会按这些关键词搜索简历。',
  },
  'match.title': {
    en: 'Use the job\'s title ("{title}") in your summary if it describes what you do.',
    cn: '如果职位名称（"{title}"）符合您的工作内容，请在个人概述中使用它。',
  },
  'target.role': { en: 'the {role} role', cn: '{role}职位' },
  'target.job': { en: 'The job', cn: '该职位' },
  'target.resume': { en: 'Your target role', cn: '您的目标职位' },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof TEXTS;

export function message(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = TEXTS[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
  return language === 'en' ? sentenceCase(text) : text;
}

/** A long bullet shortened for quoting in a suggestion. */
export const quote = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
