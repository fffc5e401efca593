import type { ANALYSIS_SECTORS } from '@jobbridge/contracts';

type Sector = (typeof ANALYSIS_SECTORS)[number];

/** Keywords as whole words, given as a few `|`-joined lines: one capturing group, as the short rules below write it. */
const keywords = (...lines: string[]) => new RegExp(String.raw`\b(${lines.join('|')})\b`);

/** Keywords in a job title, tried in this order: the first sector whose pattern matches wins. */
const RULES: [Sector, RegExp][] = [
  [
    'healthcare',
    keywords(
      String.raw`nurs\w*|care|carer|doctor|physio\w*|pharmac\w*|clinic\w*|health\w*|medical|dental|dentist|midwi\w*`,
      String.raw`radiograph\w*|therapist|surgeon|gp|paramedic|psychiatr\w*|nhs`,
    ),
  ],
  [
    'technology',
    keywords(
      'software|developer|devops|data|cloud|cyber|programmer|web|frontend|front-end|backend|back-end|full[- ]stack',
      'it|machine learning|ai|platform|sre|qa|test automation',
    ),
  ],
  ['finance', /\b(account\w*|finance|financial|audit\w*|tax|bank\w*|actuar\w*|payroll|treasury|credit|investment|risk)\b/],
  ['education', /\b(teacher|teaching|lecturer|tutor|school|professor|research\w*|academic|postdoc\w*|education)\b/],
  ['engineering', /\b(engineer\w*|mechanical|electrical|civil|technician|manufactur\w*|maintenance|architect|surveyor|construction)\b/],
  ['hospitality', /\b(chef|cook|hotel|restaurant|kitchen|waiter|waitress|barista|hospitality|catering)\b/],
  ['sales_marketing', /\b(sales|marketing|business development|account manager|brand|seo|customer success)\b/],
  ['legal', /\b(solicitor|lawyer|legal|paralegal|barrister|counsel|compliance)\b/],
  [
    'business',
    /\b(analyst|analytics|business|consultant|consultancy|project|programme|product|operations|strategy|administrat\w*|insight\w*|reporting)\b/,
  ],
  ['logistics', /\b(driver|warehouse|logistics|supply chain|procurement|transport|operative)\b/],
];

export function sectorOf(title: string): Sector {
  const lower = title.toLowerCase();
  return RULES.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'other';
}
