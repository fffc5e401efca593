import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { PdfNoTextError } from './errors.ts';
import { readPdf, type PdfLine, type ReadLimits } from './extract.ts';

/** Pages read: a resume is one to four; more are an appendix (or not a resume) and only cost time. */
const MAX_PAGES = 8;

/**
 * PDF résumé → profile draft, to pre-fill the builder's form. The rule (decision 011): only what the document
 * says. A field we cannot find stays empty, a date keeps only what is written ("2017" stays "2017", the form then
 * asks for the month), and a PDF without a text layer is refused with PdfNoTextError instead of guessed at.
 *
 * Steps: rebuild lines (extract.ts) → clean icon-font noise → split into sections by their headings (English and
 * Chinese) → the lines before the first heading (and any Contact section) give name, role and contacts →
 * Summary, Experience and Education sections give their paragraph and entries, an entry being anchored on the
 * line that carries its dates.
 */
export async function parseResumePdf(data: Uint8Array, limits: ReadLimits = {}): Promise<ResumeProfileDraft> {
  const { lines: raw, links } = await readPdf(data, { maxPages: MAX_PAGES, ...limits });
  const lines = raw.map(cleanLine).filter((l): l is PdfLine => l !== undefined);
  if (!lines.some((l) => /[\p{L}\p{N}]{2}/u.test(l.text))) throw new PdfNoTextError();
  return parseLines(lines, links);
}

// ---------------------------------------------------------------------------------------------------------------
// Cleaning

/** Private-use code points (icon fonts such as Font Awesome draw phone/mail/GitHub marks with them). */
const PUA = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;
/** A lone symbol or Latin-1 letter an icon font left in front of a contact ("# mail@x", "ð handle", "I (123)"). */
const ICON_PREFIX = /^(?:[#§ðÐ¶•▪●◆■□☎✆✉✈⌂]|[^\p{L}\p{N}\s(+@])\s+/u;

function cleanText(text: string): string {
  return text
    .replace(PUA, ' ')
    .replace(/\u00AD/g, '') // soft hyphen (Word's "555-­‐5555")
    .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
    .replace(/(\S)-{2,}(?=\S)/g, '$1-') // "on-‐campus" drawn as a hyphen plus a hyphen glyph
    .replace(/\s+/g, ' ')
    .trim();
}

function cleanLine(line: PdfLine): PdfLine | undefined {
  const text = cleanText(line.text);
  // Page numbers ("2", "1/2", "Page 2 of 3") are the generator's, not the résumé's.
  if (!text || /^(?:page\s*)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$/i.test(text) || /^第?\s*\d+\s*页/.test(text)) return undefined;
  const kept = line.segments.map((seg, i) => ({ seg: cleanText(seg), x: line.segmentX[i] ?? line.x })).filter((k) => k.seg);
  return {
    ...line,
    text,
    segments: kept.length ? kept.map((k) => k.seg) : [text],
    segmentX: kept.length ? kept.map((k) => k.x) : [line.x],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Sections

type SectionKind = 'summary' | 'experience' | 'education' | 'contact' | 'skills' | 'other';

const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'professional profile',
    'personal profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'personal statement',
    'introduction',
    '个人简介',
    '个人概述',
    '个人总结',
    '自我评价',
    '自我介绍',
    '关于我',
    '职业概述',
    '个人简历',
  ],
  experience: [
    'experience',
    'experiences',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'internship',
    'internships',
    'internship experience',
    'work and internship experience',
    'volunteer experience',
    '工作经历',
    '工作经验',
    '实习经历',
    '实习经验',
    '职业经历',
    '工作与实习经历',
    '工作及实习经历',
    '实践经历',
  ],
  education: [
    'education',
    'education background',
    'educational background',
    'academic background',
    'education and training',
    'academic qualifications',
    'education and qualifications',
    '教育经历',
    '教育背景',
    '教育',
    '学历',
    '学历背景',
  ],
  contact: [
    'contact',
    'contacts',
    'contact information',
    'contact details',
    'links',
    'personal information',
    'personal details',
    '联系方式',
    '联系信息',
    '个人信息',
    '链接',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills and interests',
    'skills and abilities',
    'skills and tools',
    'core competencies',
    'competencies',
    'tools',
    'technologies',
    '专业技能',
    '技能',
    '技能特长',
    '个人技能',
  ],
  other: [
    'projects',
    'project',
    'personal projects',
    'project experience',
    'certifications',
    'certificates',
    'licenses and certifications',
    'awards',
    'honors',
    'honours',
    'honors/awards',
    'honors and awards',
    'awards and honors',
    'achievements',
    'publications',
    'languages',
    'interests',
    'hobbies',
    'references',
    'activities',
    'leadership',
    'on campus involvement',
    'involvement',
    'volunteering',
    'extracurricular activities',
    'additional information',
    'research',
    'teaching',
    '项目经历',
    '项目经验',
    '获奖情况',
    '荣誉奖项',
    '获奖经历',
    '证书',
    '资格证书',
    '语言能力',
    '兴趣爱好',
    '其他',
    '校园经历',
    '科研经历',
  ],
};
const HEADING_KIND = new Map<string, SectionKind>(
  (Object.entries(HEADINGS) as [SectionKind, string[]][]).flatMap(([kind, names]) => names.map((n) => [n, kind] as const)),
);

const HAN = /\p{Script=Han}/u;

/** A heading's kind: a listed name, or one in a common variant ("Clinical Experience", "Teaching Experience"). */
function knownKind(key: string): SectionKind | undefined {
  const listed = HEADING_KIND.get(key);
  if (listed) return listed;
  if (/^(?:[\p{L}/-]+ ){1,3}(?:experience|employment|history)$/u.test(key) && !/education|academic/.test(key)) return 'experience';
  if (/^(?:[\p{L}/-]+ ){1,2}skills$/u.test(key)) return 'skills';
  return undefined;
}

/** "WORK  EXPERIENCE:" → "work experience"; "个 人 简 介" (letter-spaced) → "个人简介". */
function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+/u, '') // "■ Profile", "• EXPERIENCE"
    .replace(/[:：]\s*$/, '')
    .replace(/&/g, 'and')
    .replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How this document sets its headings, learnt from the ones we recognise: their sizes, and whether in capitals. */
type HeadingStyle = { size: number; capitals: boolean }[];

const isCapitals = (text: string) => /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u.test(text);

function knownHeadingStyle(lines: PdfLine[]): HeadingStyle | undefined {
  const known = lines.filter((l) => l.segments.length === 1 && l.text.length <= 40 && !!knownKind(headingKey(l.text)));
  if (!known.length) return undefined;
  return known.map((l) => ({ size: l.size, capitals: isCapitals(l.text) }));
}

function headingKind(line: PdfLine, bodySize: number, style: HeadingStyle | undefined): SectionKind | undefined {
  if (line.segments.length > 1 || line.text.length > 40) return undefined;
  const kind = knownKind(headingKey(line.text));
  if (kind) return kind;
  // An unknown heading ("HONORS/AWARDS", "Projects & Talks") still ends the section before it: short, no digits,
  // and set like the headings we recognise in the same document (size, capitals), so an entry title in bold capitals
  // or a larger company name is not taken for one. Without any known heading: capitals or clearly larger type.
  const words = line.text.split(/\s+/);
  if (words.length > 4 || /\d/.test(line.text) || /[.,;@，。、·|:：]/.test(line.text) || isCountry(line.text)) return undefined;
  if (style) {
    // Like a heading set in capitals, or like one set clearly larger than the body text (not a small label style,
    // which sidebar entries share).
    const like = (h: HeadingStyle[number]) =>
      Math.abs(h.size - line.size) <= 0.3 && (h.capitals ? isCapitals(line.text) : h.size >= bodySize * 1.15);
    return style.some(like) ? 'other' : undefined;
  }
  // (Small capitals labels such as a sidebar's "EMAIL" / "PHONE" are not headings: smaller than the body text.)
  const capitals = /^[A-Z][A-Z &/-]{4,}$/.test(line.text) && line.size >= bodySize * 0.95;
  return capitals || line.size >= bodySize * 1.25 ? 'other' : undefined;
}

interface Section {
  kind: SectionKind;
  lines: PdfLine[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
}

// ---------------------------------------------------------------------------------------------------------------
// Contacts

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const URL_RE = /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s,;|]*)?/i;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s.-]{5,}\d/; // "+44 (0)20 7946 0958", "(909) 555-5555"
const COUNTRIES = [
  'United Kingdom',
  'UK',
  'England',
  'Scotland',
  'Wales',
  'Northern Ireland',
  'USA',
  'US',
  'United States',
  'United States of America',
  'China',
  'Hong Kong',
  'Taiwan',
  'Singapore',
  'India',
  'Canada',
  'Australia',
  'Germany',
  'France',
  'Ireland',
  'Japan',
  'Netherlands',
  'New Zealand',
  'Malaysia',
  'Spain',
  'Italy',
  'Sweden',
  'Switzerland',
  '英国',
  '中国',
  '美国',
  '香港',
  '中国香港',
  '台湾',
  '新加坡',
  '加拿大',
  '澳大利亚',
  '德国',
  '法国',
  '爱尔兰',
  '日本',
];
const COUNTRY_SET = new Set(COUNTRIES.map((c) => c.toLowerCase()));
const isCountry = (s: string) => COUNTRY_SET.has(s.trim().toLowerCase());
const isRegionCode = (s: string) => /^[A-Z]{2}$/.test(s.trim());
/** Cities a "Company, City" title may end with (our users' UK and Chinese ones): enough to split it honestly. */
const CITIES = new Set(
  [
    'London',
    'Manchester',
    'Birmingham',
    'Leeds',
    'Glasgow',
    'Edinburgh',
    'Bristol',
    'Liverpool',
    'Sheffield',
    'Cambridge',
    'Oxford',
    'Reading',
    'Newcastle',
    'Nottingham',
    'Cardiff',
    'Belfast',
    'Leicester',
    'Southampton',
    'Brighton',
    'Coventry',
    'Milton Keynes',
    'Aberdeen',
    'Bath',
    'York',
    'Derby',
    'Norwich',
    'Exeter',
    'Dundee',
    'Swansea',
    'Hatfield',
    '伦敦',
    '曼彻斯特',
    '伯明翰',
    '爱丁堡',
    '格拉斯哥',
    '利兹',
    '布里斯托',
    '剑桥',
    '牛津',
    '北京',
    '上海',
    '深圳',
    '广州',
    '杭州',
    '成都',
    '南京',
    '武汉',
    '西安',
    '苏州',
    '天津',
    '重庆',
    '香港',
  ].map((c) => c.toLowerCase()),
);

function normaliseUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

interface Contacts {
  email: string;
  phone: string;
  linkedin: string;
  github: string;
  portfolio: string;
  places: string[];
}

/** Takes email, phone and links out of header/contact lines; what is left and reads as a place is the address. */
function readContacts(lines: PdfLine[], links: string[]): Contacts {
  const c: Contacts = { email: '', phone: '', linkedin: '', github: '', portfolio: '', places: [] };
  const takeUrl = (url: string) => {
    const full = normaliseUrl(url.replace(/[).,;]+$/, '')).replace(/^(https?:\/\/[^/]+)\/$/i, '$1');
    if (/linkedin\.com\//i.test(full)) c.linkedin ||= full;
    else if (/github\.com\//i.test(full)) c.github ||= full;
    else c.portfolio ||= full;
  };
  // The document's link annotations first: they hold the exact target, where the page often prints a shortened
  // "linkedin.com/in/x" or only "§ handle".
  for (const url of links) {
    if (/^mailto:/i.test(url)) c.email ||= decodeURIComponent(url.slice(7)).split('?')[0] ?? '';
    else if (/^https?:\/\//i.test(url)) takeUrl(url);
  }
  for (const line of lines) {
    for (const part of line.segments.flatMap((s) => s.split(/\s*[◆◇♦■▪●]\s*|\s+[|—–•·]\s+|\s{2,}/))) {
      let rest = part.replace(ICON_PREFIX, '');
      const email = EMAIL.exec(rest);
      if (email) {
        c.email ||= email[0];
        rest = rest.replace(email[0], ' ');
      }
      for (let m = URL_RE.exec(rest); m; m = URL_RE.exec(rest)) {
        // A URL needs a path or a scheme; "NYC, NY" or "Inc." must not be read as a domain.
        if (!/\/|^https?:/i.test(m[0]) && !/^www\./i.test(m[0])) break;
        takeUrl(m[0]);
        rest = rest.replace(m[0], ' ');
      }
      const phone = PHONE.exec(rest);
      if (phone && phone[0].replace(/\D/g, '').length >= 7) {
        c.phone ||= phone[0].trim();
        rest = rest.replace(phone[0], ' ');
      }
      rest = rest
        .replace(/\b(?:linkedin|github|portfolio|website|web|email|e-mail|phone|mobile|tel|address|location)\b\s*:?\s*/gi, ' ')
        .replace(/(?:邮箱|电话|手机|地址|领英|作品集|个人网站|现居|所在地|居住地|现居地)\s*[:：]?/g, ' ')
        .replace(ICON_PREFIX, '')
        .replace(/^[\s,;|:—–-]+|[\s,;|:—–-]+$/g, '')
        .replace(/\s+/g, ' ');
      // A lone lower-case word is an icon's handle ("§ apennyworth"), not a place.
      // Initials in a badge ("AH") are not an address either.
      if (
        rest &&
        /[\p{L}]{2}/u.test(rest) &&
        !/^\p{Lu}{1,3}$/u.test(rest) &&
        (/[\s,，\d]|\p{Script=Han}/u.test(rest) || isCountry(rest) || /^\p{Lu}/u.test(rest))
      )
        c.places.push(rest);
    }
  }
  // A phone printed only as a tel: link.
  for (const url of links) if (/^tel:/i.test(url)) c.phone ||= url.slice(4);
  return c;
}

/** "Silicon Valley, CA, USA" → address "Silicon Valley, CA", country "USA"; "伦敦，英国" → "伦敦" / "英国". */
function splitPlace(place: string): { address: string; country: string } {
  const parts = place.split(/\s*[,，]\s*/).filter(Boolean);
  const last = parts[parts.length - 1];
  if (last && isCountry(last)) return { address: parts.slice(0, -1).join(HAN.test(place) ? '，' : ', '), country: last };
  return { address: place, country: '' };
}

// ---------------------------------------------------------------------------------------------------------------
// Names

const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '令狐',
  '端木',
  '南宫',
];

function looksLikeName(text: string): boolean {
  if (/^\p{Script=Han}{2,4}$/u.test(text)) return true;
  const words = text.split(/\s+/);
  return words.length >= 2 && words.length <= 4 && words.every((w) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w));
}

/** "JOHN DOE" → John Doe; "张伟" → family name 张, given name 伟. */
function splitName(text: string): { firstName: string; lastName: string } {
  if (/^\p{Script=Han}+$/u.test(text)) {
    const surname = COMPOUND_SURNAMES.find((s) => text.startsWith(s) && text.length > s.length) ?? text.slice(0, 1);
    return { lastName: surname, firstName: text.slice(surname.length) };
  }
  const fixed =
    text === text.toUpperCase()
      ? text.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
      : text;
  const words = fixed.split(/\s+/);
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SEASON = '(?:spring|summer|autumn|fall|winter)';
const NOW = '(?:present|current|now|today|ongoing|至今|现在|今)';
/** A written date: "June 2022", "Summer 2013", "06/2022", "2022-06", "2022年6月", "2022". */
const ONE_DATE = `(?:${[
  `${MONTH_NAME}\\s+\\d{4}`,
  `${SEASON}\\s+\\d{4}`,
  '(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:19|20)\\d{2}',
  '(?:19|20)\\d{2}\\s*[./-]\\s*(?:0?[1-9]|1[0-2])(?!\\d)',
  '(?:19|20)\\d{2}\\s*年\\s*(?:0?[1-9]|1[0-2])\\s*月',
  '(?:19|20)\\d{2}\\s*年?',
].join('|')})`;
const RANGE = new RegExp(`(${ONE_DATE})\\s*(?:[-–—~至到]|to)\\s*(${ONE_DATE}|${NOW})`, 'i');
const SINGLE = new RegExp(`(?:(?:expected\\s+)?(?:graduat(?:ion|ed|ing)|expected)\\s*:?\\s*)?(${ONE_DATE})`, 'i');
/** A line that is only a date or half a range ("2017 –", "Present", "June 2022 –"), as a left date column prints. */
const DATE_FRAGMENT = new RegExp(`^(?:(?:${ONE_DATE})\\s*(?:[-–—~至到]|to)?|${NOW}|(?:[-–—~]\\s*)?(?:${ONE_DATE}))$`, 'i');

/** One written date → "MM/YYYY", or "YYYY" when no month is written (never a made-up month). */
function toMonthYear(written: string): string {
  const s = written.trim().toLowerCase();
  let m = new RegExp(`^(${MONTH_NAME})\\s+(\\d{4})$`, 'i').exec(s);
  if (m)
    return `${String(MONTHS[m[1]!.replace('.', '').slice(0, m[1]!.startsWith('sept') ? 4 : 3)] ?? MONTHS[m[1]!.slice(0, 3)]).padStart(2, '0')}/${m[2]}`;
  m = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(s);
  if (m) return `${m[1]!.padStart(2, '0')}/${m[2]}`;
  m = /^(\d{4})\s*(?:[./-]|年)\s*(\d{1,2})\s*月?$/.exec(s);
  if (m) return `${m[2]!.padStart(2, '0')}/${m[1]}`;
  m = /(\d{4})/.exec(s);
  return m ? m[1]! : '';
}

interface Dates {
  start: string;
  end: string;
  current: boolean;
}

/** Finds a date range (or a single date, read as the end: "Expected Graduation: June 2016") and the text around it. */
function takeDates(text: string): { dates?: Dates; rest: string } {
  const range = RANGE.exec(text);
  if (range) {
    const current = new RegExp(`^${NOW}$`, 'i').test(range[2]!.trim());
    return {
      dates: { start: toMonthYear(range[1]!), end: current ? '' : toMonthYear(range[2]!), current },
      rest: tidy(text.replace(range[0], ' ')),
    };
  }
  // "Summer 2013, 2014": a list of years reads as its first to its last.
  const list = new RegExp(`^(?:${SEASON}\\s+)?((?:19|20)\\d{2})(?:\\s*,\\s*(?:19|20)\\d{2})*\\s*,\\s*((?:19|20)\\d{2})$`, 'i').exec(
    text.trim(),
  );
  if (list) return { dates: { start: list[1]!, end: list[2]!, current: false }, rest: '' };
  const single = SINGLE.exec(text);
  // A bare year inside a sentence is not an entry's date; only one that stands apart (its own segment or line end).
  if (
    single &&
    (single[0].length === text.trim().length ||
      (/(?:^|[\s,|(])(\S*\s*)$/.test(text.slice(0, single.index)) && text.slice(single.index + single[0].length).trim() === ''))
  ) {
    return { dates: { start: '', end: toMonthYear(single[1]!), current: false }, rest: tidy(text.replace(single[0], ' ')) };
  }
  return { rest: text };
}

const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;|:·•—–-]+|[\s,;|:·•—–(-]+$/g, '')
    .trim();

// ---------------------------------------------------------------------------------------------------------------
// Entries

const BULLET = /^[•●▪■◦‣∙·*›»–-]\s*/;
/** Alternatives as one non-capturing group. */
const anyOf = (...alternatives: RegExp[]) => `(?:${alternatives.map((a) => a.source).join('|')})`;
const ROLE_WORDS_EN = anyOf(
  /engineer|developer|manager|intern|assistant|analyst|designer|volunteer|member|coach|consultant|director|lead|head/,
  /officer|scientist|specialist|coordinator|associate|president|founder|co-founder|teacher|tutor|researcher|architect/,
  /administrator|executive|accountant|programmer|technician|representative|advisor|adviser|editor|writer|nurse/,
  /supervisor|chef|agent|clerk|trainee|fellow|partner|owner|cto|ceo|cfo|vp/,
);
const ROLE_WORDS_ZH =
  /工程师|经理|实习|设计师|分析师|总监|主管|专员|助理|顾问|研究员|开发|产品|运营|教师|会计|负责人|组长|主任|总裁|创始人|架构师|销售|客服|编辑|翻译|护士|律师/;
const ROLE_WORDS = new RegExp(`\\b${ROLE_WORDS_EN}\\b|${ROLE_WORDS_ZH.source}`, 'i');
const ORG_WORDS_EN = anyOf(
  /inc|ltd|llc|plc|corp|corporation|company|co|group|organi[sz]ation|university|college|school|institute|bank|agency/,
  /studio|labs?|technologies|solutions|partners|foundation|council|hospital|ymca|nhs/,
);
const ORG_WORDS = new RegExp(`\\b${ORG_WORDS_EN}\\b\\.?|${/公司|集团|大学|学院|银行|研究院|医院|事务所|工作室|中心/.source}`, 'i');
const SCHOOL_WORDS = /\b(?:university|college|school|institute|academy|polytechnic|conservatoire)\b|大学|学院|学校|中学/i;
const DEGREE_NAMES = anyOf(
  /(?:bachelor|master|doctor|associate)(?:'s)?(?:\s+of\s+[\p{L} ]+?)?(?=\s+(?:in|of)\s|\s*[-–,(]|$)/u,
  /ph\.?\s?d\.?|d\.?phil|mba|msc|ma|bsc|ba|beng|meng|bba|llb|llm|mphil|mres|pgce|pgdip|hnd|a-levels?/,
  /b\.?\s?tech|m\.?\s?tech|b\.?\s?[aes]\.?|m\.?\s?[aes]\.?|b\.?sc\.?|m\.?sc\.?|diploma(?:\s+in)?|certificate/,
  /学士|硕士|博士|本科|研究生|大专|专科|高中|mba/,
);
const DEGREE = new RegExp(`^${DEGREE_NAMES}(?![\\p{L}\\p{N}])\\.?`, 'iu');

const sentenceEnd = (s: string) => /[.。!！;；]$/.test(s);
const isBullet = (l: PdfLine) => BULLET.test(l.text) && !/^-\s*\d/.test(l.text);

/** A line's text with its wide gaps shown as " · " (a title and its right-aligned place are two parts). */
const segText = (l: PdfLine) => l.segments.join(' · ');

interface Dated {
  line: PdfLine;
  dates?: Dates;
  rest: string;
  /** Where the text beside the dates starts (a date column on the left puts it right of the line's start). */
  restX?: number;
  /** The line starts with its dates ("2012 – 2017 Engineer, Amazon"): a date column. */
  dateFirst?: boolean;
}

interface Anchored {
  line: PdfLine;
  dates: Dates;
  rest: string;
}

/**
 * Lines of a date column ("2017 –" then "Present" left of the title) are folded into the next line that is not a
 * date; every line then gets the dates it carries.
 */
function withDates(lines: PdfLine[]): Dated[] {
  const out: Dated[] = [];
  let pending: string[] = [];
  for (const line of lines) {
    if (DATE_FRAGMENT.test(line.text)) {
      pending.push(line.text);
      continue;
    }
    if (pending.length) {
      const joined = pending.join(' ');
      pending = [];
      const { dates } = takeDates(joined);
      const own = takeDates(line.text);
      out.push({ line, dates: own.dates ?? dates, rest: own.dates ? own.rest : segText(line) });
      continue;
    }
    // A bullet's dates are part of its sentence ("Teaching Assistant (2022 - 2023)"), never an entry's.
    if (isBullet(line)) {
      out.push({ line, rest: line.text });
      continue;
    }
    // Dates in their own segment (right-aligned) or inside the line.
    const seg = line.segments.findIndex((s) => takeDates(s).dates && tidy(takeDates(s).rest) === '');
    if (line.segments.length > 1 && seg >= 0) {
      const { dates } = takeDates(line.segments[seg]!);
      const others = line.segments.map((_, i) => i).filter((i) => i !== seg);
      out.push({ line, dates, rest: tidy(others.map((i) => line.segments[i]).join(' · ')), restX: line.segmentX[others[0] ?? 0] });
      continue;
    }
    const { dates, rest } = takeDates(line.text);
    const dateFirst = !!dates && !!rest && RANGE.exec(line.text)?.index === 0;
    out.push({ line, dates, rest: dates ? rest : segText(line), dateFirst });
  }
  return out;
}

interface Block {
  anchor: Anchored;
  before: string[];
  after: string[];
  body: PdfLine[];
}

/**
 * Splits a section into entries: one per dated line, with the short title lines just above or below it. Two passes:
 * first every entry takes its title lines, then each takes the lines up to the next entry's first title line as its
 * description (so a description never swallows the next entry's title).
 */
function entryBlocks(lines: PdfLine[]): Block[] {
  const items = withDates(lines);
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) if (lines[i]!.page === lines[i - 1]!.page) gaps.push(lines[i - 1]!.y - lines[i]!.y);
  const lineGap = median(gaps.filter((g) => g > 0));
  const gapAbove = (i: number) => {
    const prev = items[i - 1];
    const cur = items[i]!;
    if (!prev) return Infinity;
    return prev.line.page !== cur.line.page ? Infinity : prev.line.y - cur.line.y;
  };
  const spaced = (i: number) => gapAbove(i) > lineGap * 1.3;
  const titleLike = (i: number) => {
    const it = items[i];
    return !!it && !it.dates && !isBullet(it.line) && it.line.text.length <= 70 && !sentenceEnd(it.line.text);
  };

  const anchors = items.map((it, i) => (it.dates ? i : -1)).filter((i) => i >= 0);
  const used = new Set<number>();
  const found: { block: Block; first: number; next: number }[] = [];
  anchors.forEach((a, k) => {
    const it = items[a]!;
    const block: Block = { anchor: { line: it.line, dates: it.dates!, rest: it.rest }, before: [], after: [], body: [] };
    used.add(a);
    let first = a;
    // A title wrapped onto a second line ("…, Massachusetts Institute of Technology," / "Cambridge, MA, USA").
    let next = a + 1;
    while (
      /[,，]$/.test(items[next - 1]!.line.text) &&
      next < items.length &&
      !items[next]!.dates &&
      !isBullet(items[next]!.line) &&
      items[next]!.line.size >= it.line.size - 0.2
    ) {
      block.anchor.rest = `${block.anchor.rest}, ${items[next]!.line.text}`;
      used.add(next++);
    }
    const textX = it.restX ?? it.line.x;
    const near = (x: number) => Math.abs(x - it.line.x) < 30 || Math.abs(x - textX) < 30;
    const prevAnchor = anchors[k - 1] ?? -1;
    if (!block.anchor.rest) {
      // A line holding only the dates (under the title, as a sidebar prints it): the title lines are just above it.
      for (let i = a - 1, n = 0; i > prevAnchor && n < 3 && !used.has(i) && titleLike(i) && near(items[i]!.line.x); i--, n++) {
        block.before.unshift(segText(items[i]!.line));
        used.add(i);
        first = i;
        if (spaced(i)) break;
      }
    } else if (a - 1 > prevAnchor && !used.has(a - 1) && titleLike(a - 1) && (a - 1 === 0 || spaced(a - 1)) && near(items[a - 1]!.line.x)) {
      // The line above belongs to this entry when it is a title set apart from what precedes it by extra space.
      block.before.push(segText(items[a - 1]!.line));
      used.add(a - 1);
      first = a - 1;
    }
    // One short line below (the role, or "Company · City"), when it is not yet the description. A date column on
    // the left ("2019 – 2021  Title") puts that line under the title, right of where the dated line starts.
    const maxX = it.dateFirst ? it.line.right : Math.max(it.line.x, textX) + 2;
    if (titleLike(next) && items[next]!.line.text.length <= 60 && !spaced(next) && items[next]!.line.x <= maxX) {
      const after = items[next]!;
      const following = items[next + 1];
      // A short first line of a description continues on the next line at the same size: not a title.
      const continues =
        following &&
        !following.dates &&
        !isBullet(following.line) &&
        following.line.size === after.line.size &&
        following.line.x === after.line.x &&
        !titleLike(next + 1);
      if (!continues || after.line.text.length <= 40) {
        block.after.push(segText(after.line));
        used.add(next++);
      }
    }
    found.push({ block, first, next });
  });
  return found.map(({ block, next }, k) => {
    const end = found[k + 1]?.first ?? items.length;
    for (let i = next; i < end; i++) if (!used.has(i)) block.body.push(items[i]!.line);
    return block;
  });
}

/** Body lines → description text: bullets as "- " lines, wrapped lines joined, "Devel-" + "oping" mended. */
function describe(lines: PdfLine[]): string {
  const paras: { bullet: boolean; text: string }[] = [];
  let prev: PdfLine | undefined;
  // A line that stops short of the column's right edge after a full stop ends its paragraph.
  const columnRight = Math.max(...lines.map((l) => l.right));
  for (const line of lines) {
    const bullet = isBullet(line);
    const text = line.text.replace(BULLET, '');
    const last = paras[paras.length - 1];
    // A line that stops short, with the next starting a new capitalised line, is a line of its own even with no
    // full stop ("Worked with finance to cut costs by 8%" / "Responsible for the weekly report"): a wrapped line
    // runs to the column's edge. Not after a word that carries on ("and", "of", a comma).
    const shortBreak =
      !!prev && /^\p{Lu}/u.test(text) && !/(?:[,;:&/-]|\b(?:and|or|the|a|an|of|to|in|for|with|by|at|on|from))$/i.test(prev.text);
    const short = !!prev && prev.right < columnRight - prev.size * 4;
    // The longest line is never "short": a next line opening with a past-tense verb starts a line of its own.
    const verbStart =
      /^(?!(?:United|Limited|Red|Shed)\b)(?:[A-Z][a-z]+ed|Built|Ran|Led|Wrote|Grew|Cut|Made|Won|Drove|Taught|Oversaw|Responsible|Duties)\b/.test(
        text,
      );
    const paragraphEnd = !!prev && ((sentenceEnd(prev.text) && short) || (shortBreak && (short || verbStart)));
    const continuation =
      last && !bullet && prev && (last.bullet ? line.x > prev.x - 1 : line.x <= prev.x + 2) && !sentenceEnd(last.text) && !paragraphEnd;
    const wrapped = last && !bullet && prev && !last.bullet && Math.abs(line.x - prev.x) < 3 && !paragraphEnd;
    if (last && (continuation || wrapped || (last.bullet && !bullet && line.x > prev!.x))) {
      last.text = joinWrapped(last.text, text);
    } else paras.push({ bullet, text });
    prev = line;
  }
  return paras.map((p) => (p.bullet ? `- ${p.text}` : p.text)).join('\n');
}

function joinWrapped(a: string, b: string): string {
  if (/\p{L}-$/u.test(a) && /^\p{Ll}/u.test(b)) return a.slice(0, -1) + b;
  if (HAN.test(a.slice(-1)) || HAN.test(b.slice(0, 1)) || /[，。、；：]$/.test(a)) return a + b;
  return `${a} ${b}`;
}

/** Splits "Role, Company, City, ST, Country" style titles; the trailing place goes to `location`. */
function splitPlaceTail(text: string): { parts: string[]; location: string } {
  const parts = text
    .split(/\s*(?:,|，|\s[·|—–]\s|\s-\s)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  let cut = parts.length;
  const last = parts[parts.length - 1];
  if (last && parts.length > 1 && CITIES.has(last.toLowerCase())) return { parts: parts.slice(0, -1), location: last };
  if (last && (isCountry(last) || isRegionCode(last) || /^remote$|^远程$/i.test(last))) {
    cut = parts.length - 1;
    if (cut > 0 && isRegionCode(parts[cut - 1]!) && isCountry(last)) cut--;
    // The city before the region or country, unless that would leave nothing else.
    if (cut > 1) cut--;
  }
  return { parts: parts.slice(0, cut), location: parts.slice(cut).join(', ') };
}

type WorkDraft = NonNullable<ResumeProfileDraft['work']>[number];
type EducationDraft = NonNullable<ResumeProfileDraft['education']>[number];

function toWork(block: Block): WorkDraft {
  const texts = [...block.before, block.anchor.rest, ...block.after].filter(Boolean);
  let role = '';
  let company = '';
  let location = '';
  const candidates: string[] = [];
  for (const t of texts) {
    let { parts, location: loc } = splitPlaceTail(t);
    // "Company · City" (the line under a title, as our templates print it): the last part is the place.
    if (!loc && /\s·\s/.test(t) && parts.length === 2 && texts.length > 1) {
      loc = parts[1]!;
      parts = [parts[0]!];
    }
    location ||= loc;
    if (texts.length === 1 && parts.length >= 2) {
      // "Role, Company[, Inc.]": the role is the part that reads like one (else the first).
      const r = parts.findIndex((p) => ROLE_WORDS.test(p) && !ORG_WORDS.test(p));
      const ri = r >= 0 ? r : 0;
      role = parts[ri]!;
      company = parts.filter((_, i) => i !== ri).join(', ');
    } else candidates.push(parts.join(', '));
  }
  if (candidates.length) {
    const roleScore = (s: string) => (ROLE_WORDS.test(s) ? 1 : 0) - (ORG_WORDS.test(s) ? 1 : 0);
    // Default order: a line above the dated line is the employer (OpenResume), the dated line the role.
    const ordered = candidates.map((c, i) => ({ c, i, score: roleScore(c) }));
    const best = [...ordered].sort((x, y) => y.score - x.score || (x.i === texts.indexOf(block.anchor.rest) ? -1 : 0))[0]!;
    role = best.c;
    company = ordered
      .filter((o) => o !== best)
      .map((o) => o.c)
      .join(', ');
  }
  const out: WorkDraft = {
    company,
    role,
    location,
    description: describe(block.body),
    start: block.anchor.dates.start,
    end: block.anchor.dates.end,
  };
  if (block.anchor.dates.current) out.current = true;
  return out;
}

function toEducation(block: Block): EducationDraft {
  // A school's name wrapped in a narrow column ("University of the West of" / "England", "Manchester Metropolitan" /
  // "University") is one name again.
  const texts: string[] = [];
  for (const t of [...block.before, block.anchor.rest, ...block.after].filter(Boolean)) {
    const prev = texts[texts.length - 1];
    const wrapped =
      prev !== undefined &&
      !DEGREE.test(prev) &&
      !/\d/.test(prev) &&
      (/\b(?:of|the|and|for|&)$/i.test(prev) ||
        (/^(?:university|college|institute|school|academy)\b/i.test(t) && !SCHOOL_WORDS.test(prev)));
    if (wrapped) texts[texts.length - 1] = `${prev} ${t}`;
    else texts.push(t);
  }
  let school = '';
  let degree = '';
  let major = '';
  const others: string[] = [];
  for (const t of texts) {
    const { parts } = splitPlaceTail(t);
    let afterSchool = false;
    for (const part of parts) {
      const p = part
        .replace(/\s*[-–(]?\s*(?:gpa|grade)\b.*$/i, '')
        .replace(/\s*-?\s*\d(?:\.\d+)?\s*gpa\b.*$/i, '')
        .trim();
      if (!p) continue;
      const d = DEGREE.exec(p);
      if (!degree && d) {
        degree = d[0].trim();
        const rest = p
          .slice(d[0].length)
          .replace(/^\s*(?:in|of|,|-|–)\s*/i, '')
          .trim();
        if (rest) major ||= rest;
        afterSchool = false;
      } else if (!school && SCHOOL_WORDS.test(p)) {
        school = p;
        afterSchool = true;
      } else if (afterSchool && /^\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*){0,2}$/u.test(p)) {
        // "University of California, Berkeley": the campus belongs to the school's name.
        school = `${school}, ${p}`;
      } else if (!/^(?:speciali[sz]ation|concentration|minor|thesis|dissertation|honou?rs)\b/i.test(p)) others.push(p);
    }
  }
  // What is left: the major when a degree was found without one, else the school (usually the last part).
  for (const o of others) if (!major && degree && o !== school && !(!school && o === others[others.length - 1])) major = o;
  if (!school && others.length) school = others[others.length - 1]!;
  if (!school && major && !degree) {
    school = major;
    major = '';
  }
  return { school, major, degree, start: block.anchor.dates.start, end: block.anchor.dates.end };
}

// ---------------------------------------------------------------------------------------------------------------

function parseLines(lines: PdfLine[], links: string[]): ResumeProfileDraft {
  const bodySize = median(lines.map((l) => l.size));
  const header: PdfLine[] = [];
  const sections: Section[] = [];
  const headingStyle = knownHeadingStyle(lines);
  for (const line of lines) {
    const kind = headingKind(line, bodySize, headingStyle);
    // Before any heading, a big line is the name or the title, not an unknown heading.
    if (kind && (knownKind(headingKey(line.text)) || sections.length)) sections.push({ kind, lines: [] });
    else if (sections.length) sections[sections.length - 1]!.lines.push(line);
    else header.push(line);
  }

  const draft: ResumeProfileDraft = {};
  // Name: the largest line of the header (the first line when all are the same size).
  const firstPage = header.filter((l) => l.page === 0);
  const biggest = [...firstPage].sort((a, b) => b.size - a.size)[0];
  const nameLine = biggest && biggest.size > bodySize * 1.15 ? biggest : firstPage.find((l) => looksLikeName(l.text));
  // A name wrapped onto two lines (a narrow sidebar): same size, same column.
  const nameNext = nameLine ? header[header.indexOf(nameLine) + 1] : undefined;
  const nameWrapped =
    !!nameLine &&
    !!nameNext &&
    Math.abs(nameNext.size - nameLine.size) < 0.5 &&
    Math.abs(nameNext.x - nameLine.x) < 2 &&
    looksLikeName(`${nameLine.text} ${nameNext.text}`);
  const rest = header.filter((l) => l !== nameLine && !(nameWrapped && l === nameNext));
  const nameText = nameLine ? (nameWrapped ? `${nameLine.text} ${nameNext.text}` : nameLine.text) : '';
  if (nameLine && (looksLikeName(nameText) || nameText.split(/\s+/).length <= 4)) Object.assign(draft, splitName(nameText));

  // Role: the line right after the name when it is not contact details.
  const afterName = nameLine ? header[header.indexOf(nameLine) + (nameWrapped ? 2 : 1)] : undefined;
  if (afterName && (EMAIL.test(afterName.text) || PHONE.test(afterName.text))) {
    // "Finance Analyst | li.na@example.com | 07700 900456 | London": the title leads the contact line.
    const first = afterName.text.split(/\s+[|•·◆]\s+|\s*\|\s*/)[0]!.trim();
    if (first && first !== afterName.text && ROLE_WORDS.test(first) && !EMAIL.test(first) && !/\d/.test(first)) {
      draft.role = first;
      const i = rest.indexOf(afterName);
      rest[i] = {
        ...afterName,
        text: afterName.text.slice(afterName.text.indexOf(first) + first.length),
        segments: afterName.segments.map((seg) => (seg.startsWith(first) ? seg.slice(first.length) : seg)),
      };
    }
  } else if (afterName && !/\//.test(afterName.text)) {
    const words = afterName.text.split(/\s+/).length;
    const address = /^\d/.test(afterName.text) || (/\d/.test(afterName.text) && /,/.test(afterName.text));
    if (address) {
      // An address line straight under the name (no title given): left for the contacts below.
    } else if (words <= 8 && !sentenceEnd(afterName.text)) {
      draft.role = afterName.text;
      rest.splice(rest.indexOf(afterName), 1);
    } else if (!sections.some((s) => s.kind === 'summary')) {
      // A long tagline under the name is the person's own summary.
      draft.aboutMe = afterName.text;
      rest.splice(rest.indexOf(afterName), 1);
    }
  }

  const contactLines = [...rest, ...sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines)];
  const c = readContacts(contactLines, links);
  for (const key of ['email', 'phone', 'linkedin', 'github', 'portfolio'] as const) if (c[key]) draft[key] = c[key];
  // Address lines ("123 Gotham St" / "Gotham, USA") read as one address.
  const place = c.places.join(', ');
  if (place) {
    const { address, country } = splitPlace(place);
    if (address) draft.address = address;
    if (country) draft.country = country;
  }

  const summary = sections.filter((s) => s.kind === 'summary').flatMap((s) => s.lines);
  if (summary.length) draft.aboutMe = describe(summary);
  // The profile has no skills field: a skills section is kept as the summary's last line, so it is not lost.
  const skills = sections
    .filter((s) => s.kind === 'skills' && s.lines.length)
    .flatMap((s) => describe(s.lines).split('\n'))
    .map((l) => l.replace(/^- /, '').trim())
    .filter(Boolean);
  if (skills.length) {
    const list = skills.join(HAN.test(skills.join('')) ? '；' : '; ');
    draft.aboutMe = [draft.aboutMe, `${HAN.test(list) ? '技能：' : 'Skills: '}${list}`].filter(Boolean).join('\n');
  }

  const education = sections.filter((s) => s.kind === 'education').flatMap((s) => entryBlocks(s.lines).map(toEducation));
  if (education.length) draft.education = education.slice(0, 10).map((e) => clipEntry(e, EDUCATION_LIMITS));
  const work = sections.filter((s) => s.kind === 'experience').flatMap((s) => entryBlocks(s.lines).map(toWork));
  if (work.length) draft.work = work.slice(0, 15).map((w) => clipEntry(w, WORK_LIMITS));
  for (const [key, max] of Object.entries(PROFILE_LIMITS) as [keyof typeof PROFILE_LIMITS, number][]) {
    const v = draft[key];
    if (typeof v === 'string') draft[key] = clip(v, max);
  }
  return draft;
}

// The draft schema's bounds (packages/contracts resumeProfileDraft): a long summary is cut, never refused.
const PROFILE_LIMITS = {
  firstName: 80,
  lastName: 80,
  role: 120,
  email: 254,
  phone: 40,
  country: 80,
  address: 300,
  aboutMe: 3000,
  linkedin: 300,
  github: 300,
  portfolio: 300,
};
const EDUCATION_LIMITS = { school: 200, major: 200, degree: 120, start: 7, end: 7 };
const WORK_LIMITS = { company: 200, role: 200, location: 200, description: 5000, start: 7, end: 7 };

/** Cut to `max` UTF-16 units (what zod's max counts), never through a surrogate pair. */
function clip(value: string, max: number): string {
  const v = value.trim();
  if (v.length <= max) return v;
  const cut = /[\uD800-\uDBFF]/.test(v[max - 1]!) ? max - 1 : max;
  return v.slice(0, cut).trimEnd();
}

function clipEntry<T extends Record<string, unknown>>(entry: T, limits: Record<string, number>): T {
  const out: Record<string, unknown> = { ...entry };
  for (const [key, max] of Object.entries(limits)) if (typeof out[key] === 'string') out[key] = clip(out[key], max);
  return out as T;
}
