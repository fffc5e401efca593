import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { DEGREE_PATTERN, WORK_RIGHTS_PATTERN } from './lexicon.ts';
import { bulletsOf, datesIn, detectLanguage, findSkills, sentences, type CvLanguage } from './text.ts';

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

const HEADINGS: Record<Exclude<SectionKind, 'other'>, RegExp> = {
  summary:
    /^(?:professional |personal |career )?(?:summary|profile|about(?: me)?|objective|statement|introduction)$|^(?:个人简介|个人概述|自我评价|自我介绍|关于我|职业概述|求职意向)$/i,
  experience:
    /^(?:(?:work|professional|relevant|employment|career) )?(?:experience|history|employment)(?: history)?$|^work history$|^(?:工作经历|工作经验|实习经历|职业经历)$/i,
  education:
    /^(?:education|academic background|qualifications|education (?:and|&) qualifications|academic qualifications)$|^(?:教育背景|教育经历|学历)$/i,
  skills:
    /^(?:(?:key|technical|core|relevant|professional) )?(?:skills|competencies|technologies|tools|expertise)(?: (?:and|&) (?:tools|technologies|interests|languages))?$|^(?:技能|专业技能|技能特长|个人技能)$/i,
  projects: /^(?:(?:personal|selected|key|academic) )?projects$|^(?:项目经历|项目经验)$/i,
  certifications:
    /^(?:certifications?|certificates|licen[cs]es(?: (?:and|&) certifications)?|courses|training|awards(?: (?:and|&) certifications)?)$|^(?:证书|资格证书|获奖情况)$/i,
  languages: /^languages?$|^语言能力$/i,
  interests:
    /^(?:interests|hobbies|hobbies (?:and|&) interests|activities|volunteering|leadership(?: (?:and|&) activities)?)$|^(?:兴趣爱好|课外活动)$/i,
  references: /^references?(?: available on request)?$|^推荐人$/i,
  contact: /^(?:contact|contact details|contact information|personal details|个人信息|联系方式)$/i,
};

/** The section a line heads, or null (a heading is short: "Experience", "## Skills", "EDUCATION:"). */
function headingOf(line: string): SectionKind | null {
  const bare = line
    .replace(/^#+\s*/, '')
    .replace(/[*_:：]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!bare || bare.length > 48) return null;
  for (const [kind, pattern] of Object.entries(HEADINGS)) if (pattern.test(bare)) return kind as SectionKind;
  return null;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/;
const LINK = /\b(?:https?:\/\/\S+|(?:www\.)?(?:linkedin\.com|github\.com|gitlab\.com)\/\S+)/gi;
const ROLE_WORD =
  /\b(?:analyst|engineer|developer|manager|assistant|consultant|intern|designer|scientist|officer|executive|lead|director|specialist|coordinator|administrator|associate|advisor|adviser|nurse|chef|teacher|accountant|architect|researcher|technician|head|president|founder|owner|worker|operative|clerk|representative|agent|programmer|tutor|volunteer|supervisor|trainee|apprentice|partner|cook|waiter|waitress|receptionist|carer)\b|工程师|分析师|经理|助理|实习|专员|主管|顾问|设计师/i;
const SCHOOL_WORD = /\b(?:university|college|school|institute|academy|polytechnic|conservatoire)\b|大学|学院|学校/i;
const DATE_RANGE =
  /((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:0?[1-9]\/|1[0-2]\/)?(?:19|20)\d{2}(?:[-/.](?:0[1-9]|1[0-2]))?|(?:19|20)\d{2}\s*年\s*\d{1,2}\s*月)\s*(?:[-–—~至到]|to)\s*((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:0?[1-9]\/|1[0-2]\/)?(?:19|20)\d{2}(?:[-/.](?:0[1-9]|1[0-2]))?|(?:19|20)\d{2}\s*年\s*\d{1,2}\s*月|present|current|now|today|ongoing|至今|现在)/i;
const BULLET = /^\s*(?:[-*•▪●◦·–]|\d+[.)])\s+/u;

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

/** Splits "Data Analyst | Acme Ltd | London" into its role, organisation and place as well as it can. */
function splitHeader(
  lines: string[],
  anchor: RegExp,
): { first: string; second: string; place: string; start: string; end: string; current: boolean } {
  const joined = lines.join(' | ');
  const range = DATE_RANGE.exec(joined);
  const withoutDates = (range ? joined.replace(range[0], ' ') : joined).replace(/\((?:\s|[|,-])*\)/g, ' ');
  const parts = withoutDates
    .replace(/\*\*|__|^#+\s*/g, '')
    .split(/\s*(?:\||—|–|\s-\s|,|;|\bat\b|@|\t|\s{3,})\s*/i)
    .map((p) => p.replace(/^[#*\s]+|[*\s]+$/g, '').trim())
    .filter((p) => p && /[\p{L}]/u.test(p) && !/^(?:present|current)$/i.test(p));
  const anchored = parts.findIndex((p) => anchor.test(p));
  const first = anchored >= 0 ? parts[anchored]! : (parts[0] ?? '');
  const rest = parts.filter((p) => p !== first);
  const second = rest[0] ?? '';
  const place = rest[1] ?? '';
  let start = '';
  let end = '';
  let current = false;
  if (range) {
    start = range[1]!.trim();
    end = range[2]!.trim();
    current = /present|current|now|today|ongoing|至今|现在/i.test(end);
    if (current) end = '';
  } else {
    const single = datesIn(joined)[0];
    if (single) start = String(single.year);
  }
  return { first, second, place, start, end, current };
}

/** Entries of an experience or education section: a header line (or two) followed by bullets or a paragraph. */
function entriesOf(lines: string[]): { header: string[]; body: string[] }[] {
  const entries: { header: string[]; body: string[] }[] = [];
  let current: { header: string[]; body: string[] } | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const isBullet = BULLET.test(line);
    const longSentence = line.split(/\s+/).length > 14 && /[.;。]$|^[A-Z][a-z]+ed\b/.test(line);
    if (isBullet || longSentence) {
      if (!current) entries.push((current = { header: [], body: [] }));
      current.body.push(line.replace(BULLET, '').trim());
      continue;
    }
    // A header line: starts a new entry unless the current one has no body yet and no dates (a second header line).
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

/** A resume from plain text or Markdown (and the text layer of a PDF). */
export function resumeFromText(text: string): ResumeDoc {
  const doc = emptyDoc(text);
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+$/, ''));
  const bySection = new Map<SectionKind, string[]>();
  const top: string[] = [];
  let section: SectionKind | null = null;
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      section = heading;
      if (!doc.sections.includes(heading)) doc.sections.push(heading);
      if (!bySection.has(heading)) bySection.set(heading, []);
      continue;
    }
    if (section) bySection.get(section)!.push(line);
    else top.push(line);
  }
  // The top: name first, then a title line, then contacts.
  const topLines = top.map((l) => l.replace(/^#+\s*|\*\*/g, '').trim()).filter(Boolean);
  doc.name =
    topLines.find((l) => !EMAIL.test(l) && !PHONE.test(l) && !LINK.test(l) && l.split(/\s+/).length <= 5 && /\p{L}/u.test(l)) ?? '';
  LINK.lastIndex = 0;
  doc.role = topLines.find((l) => l !== doc.name && ROLE_WORD.test(l) && l.length < 80) ?? '';
  doc.email = EMAIL.exec(text)?.[0] ?? '';
  doc.phone = PHONE.exec(topLines.join('\n') || text)?.[0]?.trim() ?? '';
  doc.links = [...new Set(text.match(LINK) ?? [])];
  doc.location =
    topLines
      .find(
        (l) =>
          l !== doc.name && l !== doc.role && /,\s*[A-Z]|\b(?:UK|United Kingdom|England|Scotland|Wales|London)\b/.test(l) && !EMAIL.test(l),
      )
      ?.split(/\s*[|•·]\s*/)
      .find((p) => /,|UK|United Kingdom|England|London/.test(p) && !EMAIL.test(p) && !PHONE.test(p)) ?? '';

  doc.summary = (bySection.get('summary') ?? [])
    .map((l) => l.replace(BULLET, '').trim())
    .filter(Boolean)
    .join(' ');
  doc.work = entriesOf(bySection.get('experience') ?? [])
    .map(({ header, body }) => {
      const h = splitHeader(header, ROLE_WORD);
      return {
        role: h.first,
        company: h.second,
        location: h.place,
        start: h.start,
        end: h.end,
        current: h.current,
        bullets: body.flatMap((b) => (b.length > 220 ? sentences(b) : [b])),
      };
    })
    .filter((w) => w.role || w.company || w.bullets.length);
  doc.education = entriesOf(bySection.get('education') ?? [])
    .map(({ header, body }) => {
      const h = splitHeader([...header, ...body.slice(0, 1)], SCHOOL_WORD);
      const all = [...header, ...body].join(' ');
      const degree = all.match(new RegExp(DEGREE_PATTERN.source, 'i'))?.[0] ?? '';
      const major = /\bin\s+([A-Z][\p{L} &]+?)(?:\s*[,|(–-]|$)/u.exec(all)?.[1]?.trim() ?? '';
      const school = SCHOOL_WORD.test(h.first) ? h.first : ([h.second, h.place].find((p) => SCHOOL_WORD.test(p)) ?? h.first);
      return { school, degree, major, start: h.start, end: h.end || (h.current ? '' : '') };
    })
    .filter((e) => e.school || e.degree);
  const listed = (bySection.get('skills') ?? [])
    .flatMap((l) =>
      l
        .replace(BULLET, '')
        .replace(/^[^:：]{1,30}[:：]/, '')
        .split(/\s*[,;|•·、，]\s*/),
    )
    .map((s) => s.replace(/[*_]/g, '').trim())
    .filter((s) => s && s.length <= 40);
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
  doc.name = [draft.firstName, draft.lastName].filter(Boolean).join(' ');
  doc.role = draft.role ?? '';
  doc.email = draft.email ?? '';
  doc.phone = draft.phone ?? '';
  doc.location = [draft.address, draft.country].filter(Boolean).join(', ');
  doc.links = [draft.linkedin, draft.github, draft.portfolio].filter((l): l is string => !!l);
  doc.summary = draft.aboutMe ?? '';
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
  doc.skills = mergeSkills([], text);
  // The builder has no skills section of its own: skills named in the text count as listed.
  if (doc.skills.length) doc.sections.push('skills');
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
  if (fromDraft.work.some((w) => w.bullets.length)) doc.work = fromDraft.work;
  if (fromDraft.education.some((e) => e.school)) doc.education = fromDraft.education;
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
    company: ('company' in w && w.company) || w.name || '',
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
    ...work.map(
      (w) =>
        `${[w.role, w.company, w.location, [w.start, w.current ? 'Present' : w.end].filter(Boolean).join(' - ')].filter(Boolean).join(' | ')}\n${w.bullets.map((x) => `- ${x}`).join('\n')}`,
    ),
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
