import type { ResumeProfileDraft } from '@jobbridge/contracts';

import { anyOf } from '../../lib/pattern.ts';
import { WORK_RIGHTS_PATTERN } from './lexicon.ts';
import { bulletsOf, detectLanguage, findSkills, sentences, type CvLanguage } from './text.ts';

/**
 * A resume as the AI layer reads it, whatever it came from (a builder profile, an uploaded PDF, a text or
 * Markdown file, a JSON Resume): the whole text as the person wrote it, which the grounding check searches, and
 * the parts the writers and the rubric use. Nothing here is guessed beyond splitting what is written.
 */
export interface WorkItem {
  company: string;
  role: string;
  location: string;
  start: string;
  end: string;
  current: boolean;
  bullets: string[];
}
interface EducationItem {
  school: string;
  degree: string;
  major: string;
  start: string;
  end: string;
}
type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages'
  | 'interests'
  | 'references'
  | 'contact'
  | 'other';

export interface ResumeDoc {
  text: string;
  language: CvLanguage;
  name: string;
  role: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
  summary: string;
  work: WorkItem[];
  education: EducationItem[];
  /** Skills the person lists or mentions (canonical names where the lexicon knows them). */
  skills: string[];
  /** The lines of the skills section as written, when the resume has one (a builder profile has none). */
  skillsList?: string[];
  sections: SectionKind[];
  /** Sentences about visas or the right to work, exactly as the person wrote them. */
  workRights: string[];
  /** A photo is attached (known for builder profiles only; PDFs are checked by their text). */
  hasPhoto: boolean;
}

/** A job the person writes to or is matched against. */
export interface JobDoc {
  title: string;
  company: string;
  location: string;
  salary: string;
  description: string;
}

/** Summary headings, after an optional "Professional" or "Personal". */
const SUMMARY_WORDS = ['summary|profile|about(?: me)?|objective|statement|introduction|overview'];
const SUMMARY_HEADINGS_CN = ['个人简介|个人概述|个人总结|自我评价|自我介绍|关于我|职业概述|求职意向'];
/** Experience headings, after up to three words ("Relevant Work Experience"). */
const EXPERIENCE_WORDS = ['experience|experiences|employment|history|positions|roles|placements|internships?'];
const EXPERIENCE_KINDS_CN = ['工作|实习|职业|实践|从业'];
const EDUCATION_HEADINGS = [
  'education|academic background|qualifications|academic qualifications',
  'education(?: (?:and|&) (?:qualifications|training))?|educational background|education history|学历',
];
const EDUCATION_HEADINGS_CN = ['教育背景|教育经历|学历背景|教育'];
/** Skills headings, after up to two words and before an optional "and Tools". */
const SKILLS_WORDS = ['skills|competencies|technologies|tools|expertise|tech stack|skill set|skillset|proficiencies'];
const SKILLS_SECOND_WORDS = ['tools|technologies|interests|languages|abilities'];
const SKILLS_HEADINGS_CN = ['技能|专业技能|技能特长|个人技能|技能证书'];
const CERTIFICATION_HEADINGS = [
  'certifications?|certificates|licen[cs]es(?: (?:and|&) certifications)?|courses|training',
  'awards(?: (?:and|&) (?:certifications|honou?rs))?|honou?rs(?: (?:and|&) awards)?',
  'professional (?:qualifications|memberships|registration)',
];
const CERTIFICATION_HEADINGS_CN = ['证书|资格证书|获奖情况|荣誉奖项'];
const INTEREST_HEADINGS = [
  'interests|hobbies|hobbies (?:and|&) interests|activities|volunteering|leadership(?: (?:and|&) activities)?',
  'additional information|publications',
];
const INTEREST_HEADINGS_CN = ['兴趣爱好|课外活动|其他'];
const HEADINGS: Record<Exclude<SectionKind, 'other'>, RegExp> = {
  summary: new RegExp(
    String.raw`^(?:(?:professional|personal|career|executive|short) )?${anyOf(SUMMARY_WORDS)}$|^${anyOf(SUMMARY_HEADINGS_CN)}$`,
    'i',
  ),
  experience: new RegExp(
    [
      String.raw`^(?:[\p{L}&/-]+ ){0,3}${anyOf(EXPERIENCE_WORDS)}(?: history)?$`,
      '^(?:work|employment|career)$',
      String.raw`^[\p{Script=Han}]{0,4}${anyOf(EXPERIENCE_KINDS_CN)}(?:经历|经验)$`,
    ].join('|'),
    'iu',
  ),
  education: new RegExp(String.raw`^${anyOf(EDUCATION_HEADINGS)}$|^${anyOf(EDUCATION_HEADINGS_CN)}$`, 'i'),
  skills: new RegExp(
    String.raw`^(?:[\p{L}&/-]+ ){0,2}${anyOf(SKILLS_WORDS)}(?: (?:and|&) ${anyOf(SKILLS_SECOND_WORDS)})?$|^${anyOf(SKILLS_HEADINGS_CN)}$`,
    'iu',
  ),
  projects: /^(?:(?:personal|selected|key|academic|notable) )?projects$|^(?:项目经历|项目经验)$/i,
  certifications: new RegExp(String.raw`^${anyOf(CERTIFICATION_HEADINGS)}$|^${anyOf(CERTIFICATION_HEADINGS_CN)}$`, 'i'),
  languages: /^languages?$|^语言能力$/i,
  interests: new RegExp(String.raw`^${anyOf(INTEREST_HEADINGS)}$|^${anyOf(INTEREST_HEADINGS_CN)}$`, 'i'),
  references: /^references?(?: available on request)?$|^推荐人$/i,
  contact:
    /^(?:contact|contacts|contact details|contact information|personal details|personal information|basics|个人信息|联系方式|基本信息)$/i,
};

/** The section a line heads, or null (a heading is short: "Experience", "## Skills", "EDUCATION:", "Clinical Experience"). */
function headingOf(line: string): SectionKind | null {
  const trimmed = line.trim();
  // "Skills: Python, SQL" is a labelled line, not a heading; "EDUCATION:" alone is a heading.
  if (/[:：]\s*\S/.test(trimmed.replace(/^#+\s*/, ''))) return null;
  const bare = trimmed
    .replace(/^#+\s*/, '')
    .replace(/[*_:：=]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!bare || bare.length > 48 || /\d|[.,;@|]/.test(bare) || bare.split(' ').length > 5) return null;
  for (const [kind, pattern] of Object.entries(HEADINGS)) if (pattern.test(bare)) return kind as SectionKind;
  return null;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/;
const LINK = /\b(?:https?:\/\/\S+|(?:www\.)?(?:linkedin\.com|github\.com|gitlab\.com)\/\S+)/gi;
/** Words that make a line a job title ("Data Analyst", "Staff Nurse"). */
const ROLE_WORDS = [
  'analyst|engineer|developer|manager|assistant|consultant|intern|designer|scientist|officer|executive|lead',
  'director|specialist|coordinator|administrator|associate|advisor|adviser|nurse|chef|teacher|accountant',
  'architect|researcher|technician|head|president|founder|owner|worker|operative|clerk|representative|agent',
  'programmer|tutor|volunteer|supervisor|trainee|apprentice|partner|cook|waiter|waitress|receptionist|carer',
  'controller|auditor|pharmacist|physiotherapist|midwife|therapist|practitioner|surveyor|planner|buyer|editor',
  'writer|marketer|recruiter|paralegal|solicitor|lecturer|fellow|doctor|dentist|paramedic|barista|driver',
  'secretary|bookkeeper|strategist|economist|statistician|hr business partner',
];
const ROLE_WORD = new RegExp(
  String.raw`\b${anyOf(ROLE_WORDS)}\b|工程师|分析师|经理|助理|实习|专员|主管|顾问|设计师|会计|教师|护士|总监|研究员`,
  'i',
);
/** Words that make a line an employer's name ("Acme Ltd", "Leeds Teaching Hospitals NHS Trust"). */
const ORG_WORDS = [
  'inc|ltd|llc|llp|plc|corp|corporation|company|group|bank|agency|studio|labs?|technologies|solutions|partners',
  'foundation|council|hospital|trust|nhs|services|consulting|capital|holdings|university|college|school',
];
const ORG_WORD = new RegExp(String.raw`\b${anyOf(ORG_WORDS)}\b|公司|集团|银行|医院|事务所|大学|学院`, 'i');
const SCHOOL_WORD = /\b(?:university|college|school|institute|academy|polytechnic|conservatoire|lse|ucl)\b|大学|学院|学校/i;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** One date as a CV writes it: "Mar 2021", "03/2021", "2021-03", "2021年3月" or a year alone. */
const DATE_FORMS = [
  `${MONTH},?\\s+(?:19|20)\\d{2}`,
  String.raw`(?:0?[1-9]|1[0-2])\s*[/.-]\s*(?:19|20)\d{2}`,
  String.raw`(?:19|20)\d{2}\s*[-/.]\s*(?:0?[1-9]|1[0-2])(?!\d)(?:[-/.]\d{1,2})?`,
  String.raw`(?:19|20)\d{2}\s*年\s*\d{1,2}\s*月`,
  String.raw`(?:19|20)\d{2}`,
];
const ONE_DATE = anyOf(DATE_FORMS);
const DATE_RANGE = new RegExp(
  `(${ONE_DATE})\\s*(?:[-–—~至到]+|\\bto\\b|until)\\s*(${ONE_DATE}|present|current|now|today|ongoing|date|至今|现在|今)`,
  'i',
);
const BULLET = /^\s*(?:[-*•▪●◦·–+]|\d+[.)])\s+/u;

/** A written date as the builder keeps it: "Mar 2021", "2021-03", "2021.03", "2021年3月" → "03/2021"; a year stays a year. */
function normaliseResumeDate(written: string): string {
  const s = written.trim().toLowerCase();
  let m = new RegExp(`^(${MONTH}),?\\s+((?:19|20)\\d{2})$`, 'i').exec(s);
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  if (m) return `${String(months.indexOf(m[1]!.slice(0, 3)) + 1).padStart(2, '0')}/${m[2]}`;
  m = /^(\d{1,2})\s*[/.-]\s*((?:19|20)\d{2})$/.exec(s);
  if (m) return `${m[1]!.padStart(2, '0')}/${m[2]}`;
  m = /^((?:19|20)\d{2})\s*(?:[-/.]|年)\s*(\d{1,2})(?:\s*月|[-/.]\d{1,2})?$/.exec(s);
  if (m) return `${m[2]!.padStart(2, '0')}/${m[1]}`;
  return /(?:19|20)\d{2}/.exec(s)?.[0] ?? '';
}

const isNow = (s: string) => /^(?:present|current|now|today|ongoing|date|至今|现在|今)$/i.test(s.trim());

function emptyDoc(text: string): ResumeDoc {
  return {
    text,
    language: detectLanguage(text),
    name: '',
    role: '',
    email: '',
    phone: '',
    location: '',
    links: [],
    summary: '',
    work: [],
    education: [],
    skills: [],
    sections: [],
    workRights: [],
    hasPhoto: false,
  };
}

/** Markdown emphasis, code marks and links reduced to their text ("**40 %**" → "40%", "[site](https://x)" → "site https://x"). */
function plainLine(line: string): string {
  return line
    .replace(/\[([^\]]*)\]\((\S+?)\)/g, (_, t: string, url: string) => (t && !url.includes(t) ? `${t} ${url}` : url))
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:]|$)/g, '$1$2')
    .replace(/(\d)\s+%/g, '$1%')
    .replace(/^\s*>\s?/, '')
    .replace(/^\s*\|(.*)\|\s*$/, '$1');
}

/** Field labels people (and exporters) write before a value: "Title: …", "Company: …", "Dates: …". */
const LABELS: [RegExp, string][] = [
  [/^(?:full )?name|姓名$/i, 'name'],
  [/^(?:title|job title|role|position|headline|label|current role|职位|岗位|职称|求职意向)$/i, 'role'],
  [/^(?:e-?mail|email address|邮箱|电子邮箱)$/i, 'email'],
  [/^(?:phone|mobile|tel|telephone|cell|电话|手机)$/i, 'phone'],
  [/^(?:location|address|city|based in|current location|地址|所在地|现居|居住地)$/i, 'location'],
  [/^(?:linkedin|github|website|url|portfolio|web|链接|个人网站)$/i, 'link'],
  [/^(?:company|employer|organi[sz]ation|company name|firm|公司|单位|雇主)$/i, 'company'],
  [/^(?:dates?|period|duration|years|start(?:date)?|from|时间|日期)$/i, 'dates'],
  [/^(?:end(?:date)?|to|until)$/i, 'end'],
  [/^(?:school|institution|university|college|学校|院校)$/i, 'school'],
  [/^(?:degree|qualification|study ?type|award|学位|学历)$/i, 'degree'],
  [/^(?:major|subject|field|area|field of study|course|专业)$/i, 'major'],
  [/^(?:summary|description|responsibilities|highlights|achievements|duties|简介|描述|职责)$/i, 'body'],
  [/^(?:skills|key skills|technical skills|tools|技能)$/i, 'skills'],
  [/^(?:basics|work|education|experience|profiles?|network|username|grade|gpa|score)$/i, 'skip'],
];

/** "Title: Senior HR Business Partner" → ['role', 'Senior HR Business Partner']; not a label → null. */
function labelled(line: string): [string, string] | null {
  const m = /^\s*(?:[-*•]\s*)?([\p{L}][\p{L} ./-]{0,24}?)\s*[:：]\s*(.*)$/u.exec(line);
  if (!m) return null;
  const key = m[1]!.trim();
  const kind = LABELS.find(([re]) => re.test(key))?.[1];
  return kind ? [kind, m[2]!.replace(/^["']|["'],?$/g, '').trim()] : null;
}

/** A company as the person means it: no trailing full stop beyond an abbreviation's ("Acme Inc." stays, "Acme." loses it). */
const cleanOrg = (s: string) =>
  s
    .replace(/^[\s,;|:–—-]+|[\s,;|:–—-]+$/g, '')
    .replace(/(?<!\b(?:inc|ltd|co|corp|plc|llc))\.+$/i, '')
    .replace(/\.{2,}$/, '.')
    .trim();

/** Degrees written out: "Master of Science", "Bachelor's", "Postgraduate Diploma", "A levels". */
const DEGREE_NAMES = [
  String.raw`(?:Bachelor|Master|Doctor)(?:'s)?(?: of [A-Z][\p{L}]*(?: (?:[A-Z][\p{L}]*|and|&))*)?`,
  'Doctorate|Postgraduate (?:Diploma|Certificate)|Foundation degree|Diploma|Certificate|A[- ]levels?|GCSEs?',
];
/** Degrees and qualifications by their letters. */
const DEGREE_LETTERS = [
  String.raw`B\.?Sc|BSc|B\.?A|BA|BEng|MEng|M\.?Sc|MSc|M\.?A|MA|MBA|MRes|MPhil|PhD|Ph\.D|DPhil|LLB|LLM|BBA|PGCE|PGDip|HND|HNC`,
  'ACCA|CIMA',
];
const HONOURS = String.raw`(?:\s*\((?:Hons|honours)\))?`;
/** The subject, in capitalised words: "Business Administration", "Economics and Finance". */
const SUBJECT = String.raw`([A-Z][\p{L}&]*(?: (?:[A-Z][\p{L}&]*|and|&|of))*)`;
const DEGREE_IN_WORDS = new RegExp(
  String.raw`\b(${DEGREE_NAMES.join('|')})${HONOURS}(?:\s*\([A-Z][\w.]{1,8}\))?(?:\s+(?:in|of)\s+${SUBJECT})?`,
  'u',
);
const DEGREE_IN_LETTERS = new RegExp(String.raw`\b(${DEGREE_LETTERS.join('|')})\.?${HONOURS}(?:\s+(?:in\s+)?${SUBJECT})?`, 'u');

/** A degree and its subject: "MSc Finance", "Master of Business Administration (MBA)", "BA (Hons) Economics", "金融学 硕士". */
function readDegree(text: string): { degree: string; major: string } {
  const t = text.replace(/\s+/g, ' ');
  const long = DEGREE_IN_WORDS.exec(t);
  if (long) return { degree: long[1]!.trim(), major: (long[2] ?? '').trim() };
  const short = DEGREE_IN_LETTERS.exec(t);
  if (short) return { degree: short[1]!, major: (short[2] ?? '').replace(/^(?:in|of) /, '').trim() };
  const cn = /(本科|学士|硕士|博士|研究生|大专|专科)/.exec(t);
  if (cn) {
    // The degree word goes first: in "经济学学士" the major would otherwise take the 学 of 学士 ("经济学学").
    const rest = t.replace(/[\p{Script=Han}]*(?:大学|学院)/gu, ' ').replace(cn[1]!, ' ');
    const major = /([\p{Script=Han}]{2,10}(?:学|专业|工程|管理))/u.exec(rest)?.[1] ?? '';
    return { degree: cn[1]!, major };
  }
  return { degree: '', major: '' };
}

interface Header {
  parts: string[];
  start: string;
  end: string;
  current: boolean;
}

/** A header line (or two) of an entry: its dates taken out, the rest split at separators. */
function readHeader(lines: string[]): Header {
  const joined = lines.join(' | ');
  const range = DATE_RANGE.exec(joined);
  let start = '';
  let end = '';
  let current = false;
  let rest = joined;
  if (range) {
    start = normaliseResumeDate(range[1]!);
    current = isNow(range[2]!);
    end = current ? '' : normaliseResumeDate(range[2]!);
    rest = joined.replace(range[0], ' ');
  } else {
    const single = new RegExp(`(?:graduat\\w*|expected|awarded)?\\s*(${ONE_DATE})\\s*$`, 'i').exec(joined.replace(/[)\]|]+\s*$/, ''));
    if (single) {
      end = normaliseResumeDate(single[1]!);
      rest = joined.slice(0, single.index);
    }
  }
  const parts = rest
    .replace(/\((?:\s|[|,-])*\)/g, ' ')
    .replace(/^#+\s*/, '')
    .split(/\s*(?:\||—|–|\s-\s|;|\bat\b|@|\t|\s{2,}|,(?=\s*(?:[A-Z]|\p{Script=Han})))\s*/u)
    .map((p) => p.replace(/^[#*\s(]+|[*\s),;:]+$/g, '').trim())
    .filter((p) => p && /\p{L}/u.test(p) && !isNow(p));
  return { parts, start, end, current };
}

/** Places a CV line may hold on its own: a city, a country, "Remote", "City, UK". */
const CITIES_AND_COUNTRIES = [
  'remote|hybrid|london|manchester|birmingham|leeds|glasgow|edinburgh|bristol|liverpool|sheffield|cambridge',
  'oxford|reading|newcastle|nottingham|cardiff|belfast|leicester|southampton|brighton|coventry|aberdeen|bath|york',
  'uk|united kingdom|england|scotland|wales|usa|us|united states|china|hong kong|singapore|india',
  String.raw`[a-z .]+,\s*(?:uk|[a-z]{2}|united kingdom|china|usa)|伦敦|曼彻斯特|北京|上海|深圳|广州|杭州|成都|南京|武汉|香港|英国|中国`,
];
const CITY_OR_COUNTRY = new RegExp(String.raw`^${anyOf(CITIES_AND_COUNTRIES)}$`, 'i');

/** Entries of an experience or education section: a header line (or two) followed by bullets or a paragraph. */
function entriesOf(lines: string[]): { header: string[]; body: string[] }[] {
  const entries: { header: string[]; body: string[] }[] = [];
  let current: { header: string[]; body: string[] } | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || /^[-=*_]{3,}$/.test(line)) continue;
    const isBullet = BULLET.test(line);
    const longSentence = line.split(/\s+/).length > 12 && !DATE_RANGE.test(line);
    if (isBullet || longSentence) {
      if (!current) entries.push((current = { header: [], body: [] }));
      current.body.push(line.replace(BULLET, '').trim());
      continue;
    }
    // A header line: starts a new entry unless the current one has no body yet and does not hold dates twice.
    if (
      current &&
      current.body.length === 0 &&
      current.header.length < 3 &&
      !(DATE_RANGE.test(current.header.join(' ')) && DATE_RANGE.test(line))
    ) {
      current.header.push(line);
    } else {
      entries.push((current = { header: [line], body: [] }));
    }
  }
  return entries;
}

function workFromHeader(header: string[], body: string[]): WorkItem {
  const h = readHeader(header);
  const places = h.parts.filter((p) => CITY_OR_COUNTRY.test(p));
  const others = h.parts.filter((p) => !places.includes(p));
  const roleAt = others.findIndex((p) => ROLE_WORD.test(p) && !ORG_WORD.test(p));
  const orgAt = others.findIndex((p, i) => i !== roleAt && ORG_WORD.test(p));
  let role = '';
  let company = '';
  if (roleAt >= 0) {
    role = others[roleAt]!;
    company = others[orgAt >= 0 ? orgAt : roleAt === 0 ? 1 : 0] ?? '';
  } else if (orgAt >= 0) {
    company = others[orgAt]!;
    role = others.find((_, i) => i !== orgAt) ?? '';
  } else {
    role = others[0] ?? '';
    company = others[1] ?? '';
  }
  return {
    role: role.trim(),
    company: cleanOrg(company),
    location: places.join(', '),
    start: h.start,
    end: h.end,
    current: h.current,
    bullets: body.flatMap((b) => (b.length > 220 ? sentences(b) : [b])),
  };
}

function educationFromHeader(header: string[], body: string[]): EducationItem {
  const h = readHeader([...header, ...body.slice(0, 1)]);
  const all = [...header, ...body].join(' | ');
  const { degree, major } = readDegree(all);
  const school = h.parts.find((p) => SCHOOL_WORD.test(p) && !readDegree(p).degree) ?? h.parts.find((p) => SCHOOL_WORD.test(p)) ?? '';
  return {
    school:
      school.replace(/\s*\((?:[^)]*)\)$/, '').trim() || (h.parts.find((p) => !readDegree(p).degree && !CITY_OR_COUNTRY.test(p)) ?? ''),
    degree,
    major,
    start: h.start,
    end: h.end,
  };
}

/** Entries written field by field ("Company: …", "Title: …", "Dates: …"), one per repeat of a field. */
function labelledEntries(lines: string[]): { fields: Record<string, string>; body: string[] }[] | null {
  const entries: { fields: Record<string, string>; body: string[] }[] = [];
  let current: { fields: Record<string, string>; body: string[] } | null = null;
  let count = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const l = labelled(line);
    if (l && ['company', 'role', 'dates', 'end', 'school', 'degree', 'major', 'location'].includes(l[0])) {
      count++;
      const key = l[0] === 'name' ? 'company' : l[0];
      if (!current || key in current.fields) entries.push((current = { fields: {}, body: [] }));
      current.fields[key] = l[1];
      continue;
    }
    if (l && l[0] === 'body') {
      if (current && l[1]) current.body.push(l[1]);
      continue;
    }
    if (l && l[0] === 'skip') continue;
    if (current) current.body.push(line.replace(BULLET, '').trim());
  }
  return count >= 2 ? entries : null;
}

/** A resume from plain text or Markdown (and the text layer of a PDF). */
export function resumeFromText(input: string): ResumeDoc {
  const lines = input.split(/\r?\n/).map((l) => plainLine(l).replace(/\s+$/, ''));
  const text = lines.join('\n');
  const doc = emptyDoc(text);
  const bySection = new Map<SectionKind, string[]>();
  const top: string[] = [];
  let section: SectionKind | null = null;
  const enter = (kind: SectionKind) => {
    section = kind;
    if (!doc.sections.includes(kind)) doc.sections.push(kind);
    if (!bySection.has(kind)) bySection.set(kind, []);
  };
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      enter(heading);
      continue;
    }
    // "Skills: Python, SQL" / "Summary: …" on one line: a section with its content.
    const l = labelled(line);
    if (l && (l[0] === 'skills' || (l[0] === 'body' && section !== 'experience' && section !== 'education')) && l[1]) {
      enter(l[0] === 'skills' ? 'skills' : 'summary');
      bySection.get(section!)!.push(l[1]);
      continue;
    }
    if (section && section !== 'contact') bySection.get(section)!.push(line);
    else top.push(line);
  }

  // The top (and a Contact section): labelled fields first, then name, a title, and the contact line's parts.
  const fields: Record<string, string> = {};
  const free: string[] = [];
  const chunks = top
    .map((l) => l.replace(/^#+\s*/, '').trim())
    .flatMap((l) => (/[:：]/.test(l) ? l.split(/\s{2,}|\s+[|•·]\s+|\t/) : [l]))
    .map((l) => l.replace(/^[^\p{L}\p{N}+(]+/u, '').trim())
    .filter(Boolean);
  for (const raw of chunks) {
    const l = labelled(raw);
    if (l && l[0] !== 'skip' && l[0] !== 'body') {
      if (l[1]) fields[l[0]] ??= l[1];
    } else if (!l) free.push(raw);
  }
  const parts = free
    .flatMap((l) => l.split(/\s*[|•·◆]\s*|\s{3,}|\t/))
    .map((p) => p.replace(/^[^\p{L}\p{N}+(]+/u, '').trim())
    .filter(Boolean);
  const isContact = (p: string) =>
    EMAIL.test(p) || (PHONE.test(p) && p.replace(/\D/g, '').length >= 7) || /https?:|www\.|linkedin|github/i.test(p);
  const looksName = (p: string) =>
    /^\p{Script=Han}{2,4}$/u.test(p) ||
    (p.split(/\s+/).length <= 4 && /^\p{Lu}/u.test(p) && !ROLE_WORD.test(p) && !/,/.test(p) && !isContact(p));
  doc.name = fields.name ?? free.find((l) => !isContact(l) && looksName(l)) ?? '';
  doc.role =
    fields.role ??
    parts.find((p) => p !== doc.name && ROLE_WORD.test(p) && !isContact(p) && p.length < 80 && !CITY_OR_COUNTRY.test(p)) ??
    '';
  doc.email = fields.email?.match(EMAIL)?.[0] ?? EMAIL.exec(text)?.[0] ?? '';
  doc.phone =
    fields.phone ??
    parts.map((p) => (EMAIL.test(p) ? '' : PHONE.exec(p)?.[0]?.trim())).find((p) => p && p.replace(/\D/g, '').length >= 7) ??
    '';
  doc.links = [...new Set([...(text.match(LINK) ?? []), ...(fields.link ? [fields.link] : [])])];
  doc.location =
    fields.location ??
    parts.find(
      (p) =>
        p !== doc.name &&
        p !== doc.role &&
        !isContact(p) &&
        (CITY_OR_COUNTRY.test(p) ||
          /,\s*(?:UK|United Kingdom|England|Scotland|Wales|China)$|^[A-Z][a-z]+,\s*[A-Z]/.test(p) ||
          /^[\p{Script=Han}，,\s]*(?:英国|中国)[\p{Script=Han}，,\s]*$/u.test(p)),
    ) ??
    '';

  doc.summary = (bySection.get('summary') ?? [])
    .map((l) => l.replace(BULLET, '').trim())
    .filter(Boolean)
    .join(' ');
  const experience = bySection.get('experience') ?? [];
  const byLabel = labelledEntries(experience);
  doc.work = (
    byLabel
      ? byLabel.map(({ fields: f, body }) => {
          const h = readHeader([f.dates ?? '', f.end ? `- ${f.end}` : ''].filter(Boolean));
          const start = h.start || (f.dates ? normaliseResumeDate(f.dates) : '');
          const current = h.current || (!!f.end && isNow(f.end));
          return {
            company: cleanOrg(f.company ?? ''),
            role: f.role ?? '',
            location: f.location ?? '',
            start,
            end: h.end || (f.end && !current ? normaliseResumeDate(f.end) : ''),
            current,
            bullets: body.filter(Boolean),
          };
        })
      : entriesOf(experience).map(({ header, body }) => workFromHeader(header, body))
  ).filter((w) => w.role || w.company || w.bullets.length);
  const educationLines = bySection.get('education') ?? [];
  const eduByLabel = labelledEntries(educationLines);
  doc.education = (
    eduByLabel
      ? eduByLabel.map(({ fields: f }) => {
          const d = readDegree(f.degree ?? '');
          const h = readHeader([f.dates ?? '', f.end ? `- ${f.end}` : ''].filter(Boolean));
          return {
            school: f.school ?? f.company ?? '',
            degree: d.degree || f.degree || '',
            major: f.major ?? d.major,
            start: h.start,
            end: h.end || (f.end ? normaliseResumeDate(f.end) : ''),
          };
        })
      : entriesOf(educationLines).map(({ header, body }) => educationFromHeader(header, body))
  ).filter((e) => e.school || e.degree);
  const skillLines = (bySection.get('skills') ?? []).map((l) => l.replace(BULLET, '').trim()).filter(Boolean);
  const listed = skillLines
    .flatMap((l) => l.replace(/^[^:：]{1,30}[:：]/, '').split(/\s*[,;|•·、，]\s*/))
    .map((s) => s.replace(/[*_]/g, '').trim())
    .filter((s) => s && s.length <= 40);
  doc.skillsList = skillLines;
  doc.skills = mergeSkills(listed, text);
  doc.workRights = sentences(text).filter((s) => WORK_RIGHTS_PATTERN.test(s));
  return doc;
}

/** Listed skills (as written) plus the lexicon's skills the text mentions, without repeats. */
function mergeSkills(listed: string[], text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of [...findSkills(text).map((f) => f.name), ...listed]) {
    const key = s.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(s);
    }
  }
  return out;
}

/** The text a builder profile reads as (what its PDF says), so the grounding check can search it. */
function profileText(draft: ResumeProfileDraft): string {
  const name = [draft.firstName, draft.lastName].filter(Boolean).join(' ');
  const contact = [draft.email, draft.phone, draft.address, draft.country, draft.linkedin, draft.github, draft.portfolio]
    .filter(Boolean)
    .join(' | ');
  const work = (draft.work ?? []).map((w) =>
    [
      [w.role, w.company, w.location, [w.start, w.current ? 'Present' : w.end].filter(Boolean).join(' - ')].filter(Boolean).join(' | '),
      w.description ?? '',
    ].join('\n'),
  );
  const education = (draft.education ?? []).map((e) =>
    [[e.degree, e.major].filter(Boolean).join(' in '), e.school, [e.start, e.end].filter(Boolean).join(' - ')].filter(Boolean).join(' | '),
  );
  return [name, draft.role, contact, 'Summary', draft.aboutMe, 'Experience', ...work, 'Education', ...education]
    .filter((l) => l !== undefined && l !== '')
    .join('\n');
}

/** A builder profile. Its fields are the structure; nothing needs parsing except bullet lines in descriptions. */
export function resumeFromProfile(draft: ResumeProfileDraft, options: { hasPhoto?: boolean } = {}): ResumeDoc {
  const text = profileText(draft);
  const doc = emptyDoc(text);
  const han = /\p{Script=Han}/u.test(`${draft.firstName ?? ''}${draft.lastName ?? ''}`);
  // Chinese names are written family name first, with no space (张伟), as the PDF prints them.
  doc.name = han ? `${draft.lastName ?? ''}${draft.firstName ?? ''}` : [draft.firstName, draft.lastName].filter(Boolean).join(' ');
  doc.role = draft.role ?? '';
  doc.email = draft.email ?? '';
  doc.phone = draft.phone ?? '';
  doc.location = [draft.address, draft.country].filter(Boolean).join(', ');
  doc.links = [draft.linkedin, draft.github, draft.portfolio].filter((l): l is string => !!l);
  // An imported PDF's skills section is kept as the summary's last line ("Skills: …"): a list, not summary.
  const skillsLine = /(?:^|\n)(?:Skills: |技能：)(.*)$/s.exec(draft.aboutMe ?? '');
  doc.summary = skillsLine ? draft.aboutMe!.slice(0, skillsLine.index).trim() : (draft.aboutMe ?? '');
  if (skillsLine) doc.skillsList = [skillsLine[1]!];
  doc.work = (draft.work ?? []).map((w) => ({
    company: w.company ?? '',
    role: w.role ?? '',
    location: w.location ?? '',
    start: w.start ?? '',
    end: w.end ?? '',
    current: w.current ?? false,
    bullets: bulletsOf(w.description ?? ''),
  }));
  doc.education = (draft.education ?? []).map((e) => ({
    school: e.school ?? '',
    degree: e.degree ?? '',
    major: e.major ?? '',
    start: e.start ?? '',
    end: e.end ?? '',
  }));
  if (doc.summary) doc.sections.push('summary');
  if (doc.work.length) doc.sections.push('experience');
  if (doc.education.length) doc.sections.push('education');
  doc.skills = mergeSkills(doc.skillsList?.[0]?.split(/\s*[,;；、，]\s*/) ?? [], text);
  if (doc.skillsList) doc.sections.push('skills');
  doc.workRights = sentences(text).filter((s) => WORK_RIGHTS_PATTERN.test(s));
  doc.hasPhoto = options.hasPhoto ?? false;
  return doc;
}

/**
 * An uploaded PDF: its text layer for sections, skills and what the grounding check searches, and the
 * resume parser's draft (packages/resume-pdf) for the entries where it found them.
 */
export function resumeFromPdf(text: string, draft: ResumeProfileDraft): ResumeDoc {
  const doc = resumeFromText(text);
  const fromDraft = resumeFromProfile(draft);
  doc.name = fromDraft.name || doc.name;
  doc.role = fromDraft.role || doc.role;
  doc.email = fromDraft.email || doc.email;
  doc.phone = fromDraft.phone || doc.phone;
  doc.location = fromDraft.location || doc.location;
  doc.links = [...new Set([...fromDraft.links, ...doc.links])];
  doc.summary = fromDraft.summary || doc.summary;
  doc.skillsList = doc.skillsList ?? fromDraft.skillsList;
  if (fromDraft.work.some((w) => w.bullets.length)) doc.work = fromDraft.work;
  if (fromDraft.education.some((e) => e.school)) doc.education = fromDraft.education;
  return doc;
}

/**
 * An uploaded PDF whose reading its owner checked (decision 057): every field the review shows is theirs as
 * corrected; the file's text still gives the lines the reading has no field for (projects, certificates).
 */
export function resumeFromReading(text: string, reading: ResumeProfileDraft): ResumeDoc {
  const doc = resumeFromText(text);
  const read = resumeFromProfile(reading);
  const { name, role, email, phone, location, summary, work, education, skills, skillsList } = read;
  Object.assign(doc, { name, role, email, phone, location, summary, work, education, skills, skillsList });
  doc.links = [...new Set([...read.links, ...doc.links])];
  doc.sections = [...new Set([...read.sections, ...doc.sections.filter((k) => k !== 'skills' || skillsList)])];
  return doc;
}

interface JsonResume {
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string; address?: string };
    profiles?: { url?: string; network?: string; username?: string }[];
  };
  work?: {
    name?: string;
    company?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  volunteer?: { organization?: string; position?: string; startDate?: string; endDate?: string; summary?: string; highlights?: string[] }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
  }[];
  skills?: { name?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  projects?: { name?: string; description?: string; highlights?: string[]; keywords?: string[] }[];
  certificates?: { name?: string; issuer?: string; date?: string }[];
  awards?: { title?: string; awarder?: string; date?: string; summary?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
}

/** "2019-03-01" → "03/2019" (the builder's format); a year alone stays a year. */
function jsonDate(value: string | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(value);
  if (!m) return value;
  return m[2] ? `${m[2]}/${m[1]}` : m[1]!;
}

/** A JSON Resume (jsonresume.org schema): rendered to text (what grounding searches) and mapped field by field. */
export function resumeFromJsonResume(json: JsonResume): ResumeDoc {
  const b = json.basics ?? {};
  const location = [b.location?.address, b.location?.city, b.location?.region, b.location?.countryCode].filter(Boolean).join(', ');
  const work: WorkItem[] = [...(json.work ?? []), ...(json.volunteer ?? []).map((v) => ({ ...v, name: v.organization }))].map((w) => ({
    company: cleanOrg(('company' in w && w.company) || w.name || ''),
    role: w.position ?? '',
    location: ('location' in w && w.location) || '',
    start: jsonDate(w.startDate),
    end: jsonDate(w.endDate),
    current: !w.endDate,
    bullets: [...(w.summary ? bulletsOf(w.summary) : []), ...(w.highlights ?? [])].filter(Boolean),
  }));
  const education: EducationItem[] = (json.education ?? []).map((e) => ({
    school: e.institution ?? '',
    degree: e.studyType ?? '',
    major: e.area ?? '',
    start: jsonDate(e.startDate),
    end: jsonDate(e.endDate),
  }));
  const skills = (json.skills ?? []).flatMap((s) => [s.name, ...(s.keywords ?? [])]).filter((s): s is string => !!s);
  const lines = [
    b.name,
    b.label,
    [b.email, b.phone, location, b.url, ...(b.profiles ?? []).map((p) => p.url)].filter(Boolean).join(' | '),
    b.summary ? `Summary\n${b.summary}` : '',
    work.length ? 'Experience' : '',
    ...work.map((w) => {
      const dates = [w.start, w.current ? 'Present' : w.end].filter(Boolean).join(' - ');
      return `${[w.role, w.company, w.location, dates].filter(Boolean).join(' | ')}\n${w.bullets.map((x) => `- ${x}`).join('\n')}`;
    }),
    education.length ? 'Education' : '',
    ...education.map((e) =>
      [[e.degree, e.major].filter(Boolean).join(' in '), e.school, [e.start, e.end].filter(Boolean).join(' - ')]
        .filter(Boolean)
        .join(' | '),
    ),
    skills.length ? `Skills\n${skills.join(', ')}` : '',
    (json.projects ?? []).length
      ? `Projects\n${(json.projects ?? []).map((p) => [p.name, p.description, ...(p.highlights ?? [])].filter(Boolean).join('. ')).join('\n')}`
      : '',
    (json.certificates ?? []).length
      ? `Certifications\n${(json.certificates ?? []).map((c) => [c.name, c.issuer, c.date].filter(Boolean).join(', ')).join('\n')}`
      : '',
    (json.awards ?? []).length
      ? `Awards\n${(json.awards ?? []).map((a) => [a.title, a.awarder, a.date, a.summary].filter(Boolean).join(', ')).join('\n')}`
      : '',
    (json.languages ?? []).length
      ? `Languages\n${(json.languages ?? []).map((l) => [l.language, l.fluency].filter(Boolean).join(' (') + (l.fluency ? ')' : '')).join(', ')}`
      : '',
  ];
  const text = lines.filter(Boolean).join('\n');
  const doc = emptyDoc(text);
  Object.assign(doc, {
    name: b.name ?? '',
    role: b.label ?? '',
    email: b.email ?? '',
    phone: b.phone ?? '',
    location,
    links: [b.url, ...(b.profiles ?? []).map((p) => p.url)].filter((l): l is string => !!l),
    summary: b.summary ?? '',
    work,
    education,
    skills: mergeSkills(skills, text),
  });
  if (skills.length) doc.skillsList = [skills.join(', ')];
  doc.sections = [
    ...(doc.summary ? ['summary' as const] : []),
    ...(work.length ? ['experience' as const] : []),
    ...(education.length ? ['education' as const] : []),
    ...(skills.length ? ['skills' as const] : []),
    ...((json.projects ?? []).length ? ['projects' as const] : []),
  ];
  doc.workRights = sentences(text).filter((s) => WORK_RIGHTS_PATTERN.test(s));
  return doc;
}

/** A JSON Resume has `basics` or `work` at the top; anything else is not one. */
export function isJsonResume(value: unknown): value is JsonResume {
  return !!value && typeof value === 'object' && ('basics' in value || 'work' in value);
}
