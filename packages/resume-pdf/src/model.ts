import type { ResumeProfileDraft } from '@jobbridge/contracts';

/**
 * What every template draws: the profile (complete or a half-filled draft) reduced to display strings, with empty
 * fields and entries dropped so a live preview of an unfinished form never shows stray separators or headings.
 */

export type Language = 'cn' | 'en';

interface Labels {
  summary: string;
  experience: string;
  education: string;
  contact: string;
  links: string;
  present: string;
}

const LABELS: Record<Language, Labels> = {
  en: { summary: 'Profile', experience: 'Work Experience', education: 'Education', contact: 'Contact', links: 'Links', present: 'Present' },
  cn: { summary: '个人简介', experience: '工作经历', education: '教育经历', contact: '联系方式', links: '链接', present: '至今' },
};

export interface ContactItem {
  kind: 'email' | 'phone' | 'location' | 'linkedin' | 'github' | 'portfolio';
  text: string;
  href?: string;
}

interface EducationView {
  school: string;
  degreeLine: string;
  dates: string;
}

export interface WorkView {
  role: string;
  company: string;
  location: string;
  dates: string;
  /** Paragraphs (plain lines) and bullets ("- ", "• ", "* " lines) of the description, in order. */
  description: { bullet: boolean; text: string }[];
}

export interface ResumeView {
  language: Language;
  labels: Labels;
  name: string;
  role: string;
  about: string[];
  contacts: ContactItem[];
  education: EducationView[];
  work: WorkView[];
}

/**
 * Emoji are dropped: the bundled fonts have none, so they would print as empty boxes (decision 010), and a résumé
 * reads better without them anyway.
 */
// eslint-disable-next-line no-misleading-character-class -- the joiners and variation selector are matched on their own, on purpose
const EMOJI = /(?![\u00A9\u00AE\u2122])[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D\u20E3]/gu;
const t = (v: string | undefined | null) =>
  (v ?? '')
    .replace(EMOJI, '')
    .replace(/[^\S\n]{2,}/g, ' ')
    .trim();
/** Chinese names are written family name first with no space (张伟); Latin ones "First Last". */
const HAN = /\p{Script=Han}/u;

function fullName(first: string, last: string): string {
  if (!first || !last) return first || last;
  return HAN.test(first) || HAN.test(last) ? `${last}${first}` : `${first} ${last}`;
}

/** "MM/YYYY – MM/YYYY", "MM/YYYY – Present" / "至今"; one side alone when the other is missing. */
function dateRange(start: string, end: string, current: boolean, labels: Labels): string {
  const to = current ? labels.present : end;
  if (start && to) return `${start} – ${to}`;
  return start || to;
}

/** An address without its scheme ("linkedin.com/in/x"): shorter, and what people expect to read on paper. */
function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** A clickable target: bare "linkedin.com/in/x" gets https:// (anything else, e.g. javascript:, is not linked). */
function hrefFor(url: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(url)) return `https://${url}`;
  return undefined;
}

function descriptionBlocks(text: string): WorkView['description'] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^(?:[-•*·▪●]|\d+[.)])\s+(.*)$/.exec(l);
      return m ? { bullet: true, text: m[1]! } : { bullet: false, text: l };
    });
}

export function toView(p: ResumeProfileDraft, language: Language): ResumeView {
  const labels = LABELS[language];
  const contacts: ContactItem[] = [];
  const email = t(p.email);
  if (email) contacts.push({ kind: 'email', text: email, href: /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : undefined });
  const phone = t(p.phone);
  if (phone)
    contacts.push({
      kind: 'phone',
      text: phone,
      href: /^\+?[\d\s()-]{6,}$/.test(phone) ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined,
    });
  // Punctuation follows the text, not the headings' language: "Manchester, United Kingdom" stays English in a
  // Chinese-headed PDF, "伦敦，英国" stays Chinese in an English one.
  const joiner = (parts: string[], cnSep: string, enSep: string) =>
    parts.filter(Boolean).join(parts.some((x) => HAN.test(x)) ? cnSep : enSep);
  const location = joiner([t(p.address), t(p.country)], '，', ', ');
  if (location) contacts.push({ kind: 'location', text: location });
  for (const kind of ['linkedin', 'github', 'portfolio'] as const) {
    const url = t(p[kind]);
    if (url) contacts.push({ kind, text: displayUrl(url), href: hrefFor(url) });
  }
  const education = (p.education ?? [])
    .map((e) => ({
      school: t(e.school),
      degreeLine: joiner([t(e.degree), t(e.major)], ' · ', ', '),
      dates: dateRange(t(e.start), t(e.end), false, labels),
    }))
    .filter((e) => e.school || e.degreeLine || e.dates);
  const work = (p.work ?? [])
    .map((w) => ({
      role: t(w.role),
      company: t(w.company),
      location: t(w.location),
      dates: dateRange(t(w.start), w.current ? '' : t(w.end), w.current === true, labels),
      description: descriptionBlocks(t(w.description)),
    }))
    .filter((w) => w.role || w.company || w.location || w.dates || w.description.length);
  return {
    language,
    labels,
    name: fullName(t(p.firstName), t(p.lastName)),
    role: t(p.role),
    about: t(p.aboutMe)
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    contacts,
    education,
    work,
  };
}
