/**
 * The reference an ad asks applicants to quote ("please quote SDA-7109", "Job Ref: TVP/ME/07", "Reference number:
 * 222762", 职位编号：HY-FA-2026), so the subject line carries it (decision 056). A reference is a code: it has a
 * digit, or is a run of capitals (SOLOVHT), possibly joined by "/", "-", "." or "_" (SSL/AB-Nelson, PW/04/LS).
 */
const CODE = String.raw`([A-Za-z0-9]+(?:[/._-][A-Za-z0-9]+)*)`;
/** The words an ad uses for the job itself ("Job Ref", "vacancy reference"). */
const POST = '(?:job|vacancy|post|position|role)';
const LEAD = [
  // "quote ref SDA-7109", "quoting reference number 123", "please quote ENG-2291"
  String.raw`\bquot(?:e|ing)\s+(?:the\s+|our\s+|this\s+)?(?:${POST}\s+)?(?:ref(?:erence)?\.?\s*(?:number|no\.?|code|id)?\s*)?[:#]?\s*`,
  // "Job Ref: X", "Vacancy reference number X", "Post Ref X", "Requisition ID: X"
  String.raw`\b${POST}\s*ref(?:erence)?\.?\s*(?:number|no\.?|code|id)?\s*[:#]?\s*`,
  String.raw`\brequisition\s*(?:id|number|no\.?)\s*[:#]?\s*`,
  // "Reference: X", "Ref No. X", "reference number: X"
  String.raw`\bref(?:erence)?\.?\s*(?:number|no\.?|code|id)\s*[:#]?\s*`,
  String.raw`\bref(?:erence)?\s*[:#]\s*`,
  // "(reference FA-9498)", "Reference FA-4822.": with no colon, only a code holding a digit
  String.raw`\bref(?:erence)?\.?\s+(?=[A-Za-z/._-]*\d)`,
  // 职位编号：X, 岗位编号 X, 招聘编号, 参考编号
  String.raw`(?:职位|岗位|招聘|参考|工作)(?:编号|代码)\s*[:：]?\s*`,
];
const PATTERN = new RegExp(`(?:${LEAD.join('|')})${CODE}`, 'giu');

/** Words that follow "quote"/"reference" in ads without being a reference. */
const NOT_A_CODE =
  /^(?:the|this|our|your|when|in|on|at|and|or|to|number|no|ref|reference|below|above|above-mentioned|it|job|vacancy|please)$/i;

function isCode(code: string): boolean {
  if (NOT_A_CODE.test(code) || code.length < 3 || code.length > 30) return false;
  if (/\d/.test(code)) return !/^(?:19|20)\d{2}$/.test(code) || /[/._-]/.test(code);
  // No digit: a run of capitals, or capitals joined to other parts ("SSL/AB-Nelson").
  const first = code.split(/[/._-]/)[0]!;
  return /^[A-Z]{3,}$/.test(first) && (first.length >= 4 || /[/._-]/.test(code));
}

export function adReference(description: string): string | null {
  // Markdown emphasis and escapes out ("**Job Reference:** SOLOHLD", "\*\*").
  const text = description
    .replace(/\\([*_#\\[\]()-])/g, '$1')
    .replace(/[*_]{1,3}/g, '')
    .replace(/&nbsp;/g, ' ');
  for (const m of text.matchAll(PATTERN)) {
    const code = m[1]!.replace(/[.]+$/, '');
    if (isCode(code)) return code;
  }
  return null;
}

/** The subject a letter starts with (the person edits it), in the letter's language, with the ad's reference. */
export function subjectFor(title: string, name: string, reference: string | null, language: 'en' | 'cn'): string {
  if (language === 'cn')
    return `应聘${/^[A-Za-z0-9]/.test(title) ? ' ' : ''}${title}${reference ? `（职位编号：${reference}）` : ''}${name ? ` – ${name}` : ''}`;
  return `Application for ${title}${reference ? ` – Ref: ${reference}` : ''}${name ? ` – ${name}` : ''}`;
}
