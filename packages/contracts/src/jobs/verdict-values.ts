import type { Language } from '../i18n.ts';

/**
 * The sponsor verdict the API returns on every job, and the cn/en words the web app shows for it.
 *
 * The badge is one of five kinds (docs/design.md "Colour": colour, icon and words always together):
 * - `offers_sponsorship`: the ad itself says the job comes with visa sponsorship (green).
 * - `licensed_sponsor`: the employer is on the Home Office register for the Skilled Worker route, the ad is
 *   silent (blue).
 * - `unknown`: we cannot tell (agency for an unnamed client, unsure name match, no employer name…) (amber).
 * - `no_sponsorship`: the ad says no sponsorship, or that applicants must already have the right to work in
 *   the UK (grey/red).
 * - `not_on_register`: we are confident the employer holds no Skilled Worker licence (grey/red).
 *
 * `reasons` are codes that explain how the server got there, in the order they were decided; the web app
 * shows their texts under the badge. The server's rules live in apps/api/src/modules/ingest/verdict/.
 */
export const VERDICT_KINDS = ['offers_sponsorship', 'licensed_sponsor', 'unknown', 'no_sponsorship', 'not_on_register'] as const;
export type VerdictKind = (typeof VERDICT_KINDS)[number];

/**
 * How the advertised pay compares with the Skilled Worker salary thresholds (bottom of the range, a year).
 * `depends_on_offer`: the range runs from below a threshold to it or above, so the offer decides.
 */
export const SALARY_STATUSES = ['meets', 'meets_new_entrant', 'depends_on_offer', 'below', 'unknown'] as const;
export type SalaryStatus = (typeof SALARY_STATUSES)[number];

export const VERDICT_REASONS = [
  // What the ad says
  'AD_OFFERS', // explicit offer: "visa sponsorship available", "we can sponsor Skilled Worker visas"
  'AD_OFFERS_POSSIBLE', // hedged offer: "sponsorship may be considered", "where applicable"
  'AD_REFUSES', // explicit refusal: "we are unable to offer sponsorship"
  'AD_REQUIRES_RIGHT_TO_WORK', // "you must already have the right to work in the UK"
  'AD_MIXED_SIGNALS', // the ad both offers and refuses sponsorship; we ignore the ad
  'AD_SILENT', // the ad says nothing either way
  // The register
  'ON_REGISTER', // confident match, Skilled Worker among the routes
  'ON_REGISTER_OTHER_ROUTES_ONLY', // confident match, but no Skilled Worker route (e.g. only Creative Worker)
  'ON_REGISTER_GROUP', // the name is a brand licensed through several register organisations (verdict.group)
  'RATING_B', // B-rated licence: cannot assign new certificates of sponsorship for now
  'NOT_FOUND', // a real employer name, and no register entry came close
  'LOW_CONFIDENCE', // a register entry looks similar, but we are not sure it is this employer
  'AGENCY_UNNAMED_CLIENT', // advertised by a recruitment agency for a client it does not name
  'EMPLOYER_UNKNOWN', // the ad has no usable employer name
  // The pay
  'SALARY_MEETS',
  'SALARY_MEETS_NEW_ENTRANT',
  'SALARY_DEPENDS_ON_OFFER',
  'SALARY_BELOW',
  'SALARY_UNKNOWN',
] as const;
export type VerdictReason = (typeof VERDICT_REASONS)[number];

type Texts = Record<Language, string>;

export interface VerdictKindText {
  /** Semantic tone: the web app maps it to colour and icon (green, blue, amber, grey/red). */
  tone: 'positive' | 'info' | 'caution' | 'negative';
  label: Texts;
  explanation: Texts;
}

/** Badge label and one plain sentence for each kind. */
export const verdictKindTexts: Record<VerdictKind, VerdictKindText> = {
  offers_sponsorship: {
    tone: 'positive',
    label: { en: 'Offers sponsorship', cn: '提供签证担保' },
    explanation: {
      en: 'Offers sponsorship: the job ad itself says the employer can sponsor a visa for this job. Check the details with the employer before you apply.',
      cn: '提供签证担保：招聘广告本身写明雇主可以为这个职位担保工作签证。申请前请再向雇主确认具体条件。',
    },
  },
  licensed_sponsor: {
    tone: 'info',
    label: { en: 'Licensed sponsor', cn: '持牌担保雇主' },
    explanation: {
      en:
        'Licensed sponsor: this employer is on the Home Office register of licensed sponsors for the ' +
        'Skilled Worker route, but the ad does not say whether this job is sponsored.',
      cn: '持牌担保雇主：该雇主在英国内政部的持牌担保雇主名单上，可以担保技术工人签证，但这则广告没有说明这个职位是否提供担保。',
    },
  },
  unknown: {
    tone: 'caution',
    label: { en: 'Sponsorship unknown', cn: '担保情况不明' },
    explanation: {
      en:
        'Unknown: we cannot tell whether this job can be sponsored, because the ad does not say and we ' +
        'could not reliably identify the employer on the Home Office register.',
      cn: '情况不明：广告没有说明是否提供担保，我们也无法在英国内政部的担保雇主名单上可靠地确认这家雇主，因此无法判断这个职位能否担保签证。',
    },
  },
  no_sponsorship: {
    tone: 'negative',
    label: { en: 'Says no sponsorship', cn: '不提供担保' },
    explanation: {
      en:
        'Says no sponsorship: the ad says the employer will not sponsor a visa for this job, ' +
        'or that applicants must already have the right to work in the UK.',
      cn: '不提供担保：广告写明雇主不会为这个职位担保签证，或要求申请人本身已有在英国工作的权利。',
    },
  },
  not_on_register: {
    tone: 'negative',
    label: { en: 'Not a Skilled Worker sponsor', cn: '非技术工人签证担保雇主' },
    explanation: {
      en:
        'Not on the register: we could not find this employer on the Home Office register of licensed sponsors for the ' +
        'Skilled Worker route, so it cannot sponsor a Skilled Worker visa unless it gets a licence.',
      cn: '不在名单上：我们在英国内政部的持牌担保雇主名单上没有找到该雇主的技术工人签证担保资质，除非它先申请到担保牌照，否则无法为您担保技术工人签证。',
    },
  },
};

/**
 * One plain sentence per reason. Salary texts may hold `{pay}` (the bottom of the range a
 * year, or the top when only that is known), `{payMax}` (the top of the range a year), `{threshold}` and
 * `{newEntrantThreshold}`: fill them with {@link fillVerdictText}.
 */
export const verdictReasonTexts: Record<VerdictReason, Texts> = {
  AD_OFFERS: {
    en: 'The ad says visa sponsorship is available for this job.',
    cn: '广告写明这个职位可以提供签证担保。',
  },
  AD_OFFERS_POSSIBLE: {
    en: 'The ad says sponsorship may be possible (for example "may be considered" or "where applicable"), not that it is certain.',
    cn: '广告表示可能提供担保（例如“可考虑”或“视情况而定”），但并未承诺一定提供。',
  },
  AD_REFUSES: {
    en: 'The ad says the employer will not sponsor a visa for this job.',
    cn: '广告写明雇主不会为这个职位担保签证。',
  },
  AD_REQUIRES_RIGHT_TO_WORK: {
    en: 'The ad says applicants must already have the right to work in the UK, which usually means no sponsorship.',
    cn: '广告要求申请人本身已有在英国工作的权利，这通常意味着不提供担保。',
  },
  AD_MIXED_SIGNALS: {
    en: 'The ad says both that sponsorship is available and that it is not, so we did not rely on it.',
    cn: '广告中既说提供担保又说不提供担保，前后矛盾，因此我们没有采信广告内容。',
  },
  AD_SILENT: {
    en: 'The ad does not mention visa sponsorship.',
    cn: '广告没有提到签证担保。',
  },
  ON_REGISTER: {
    en: 'The employer is on the Home Office register of licensed sponsors for the Skilled Worker route.',
    cn: '该雇主在英国内政部持牌担保雇主名单上，持有技术工人签证担保资质。',
  },
  ON_REGISTER_OTHER_ROUTES_ONLY: {
    en: 'The employer is on the Home Office register, but only for other routes (such as Creative Worker or Charity Worker), not for the Skilled Worker visa.',
    cn: '该雇主在英国内政部的担保雇主名单上，但只能担保其他签证类别（例如创意工作者或慈善工作者签证），不能担保技术工人签证。',
  },
  ON_REGISTER_GROUP: {
    en:
      'Licensed sponsor: one of {groupCount} {groupBrand} entities on the register. ' +
      'The ad does not say which of them employs you; all hold a Skilled Worker licence.',
    cn: '持牌担保雇主：担保雇主名单上 {groupBrand} 旗下 {groupCount} 家机构之一。广告没有说明由其中哪一家雇用您，但它们都持有技术工人签证担保资质。',
  },
  RATING_B: {
    en: 'The licence is B-rated: until the employer regains an A rating, it cannot give out new Certificates of Sponsorship (CoS).',
    cn: '该担保牌照为 B 级：在恢复 A 级之前，雇主不能发放新的担保证书（CoS）。',
  },
  NOT_FOUND: {
    en: 'We found no employer with this name on the Home Office register of licensed sponsors.',
    cn: '我们在英国内政部的持牌担保雇主名单上没有找到这个名称的雇主。',
  },
  LOW_CONFIDENCE: {
    en: 'A similar name is on the Home Office register, but we are not sure it is the same employer.',
    cn: '英国内政部的担保雇主名单上有名称相近的雇主，但我们无法确定是否为同一家。',
  },
  AGENCY_UNNAMED_CLIENT: {
    en: 'This job is advertised by a recruitment agency for a client it does not name, so we cannot check the actual employer.',
    cn: '这个职位由招聘中介代发，未透露实际雇主名称，因此我们无法核查真正的雇主。',
  },
  EMPLOYER_UNKNOWN: {
    en: 'The ad does not give a usable employer name, so we could not check the register.',
    cn: '广告没有给出可用的雇主名称，因此我们无法查询担保雇主名单。',
  },
  SALARY_MEETS: {
    en: 'The advertised pay (£{pay} a year) meets the general Skilled Worker salary threshold of £{threshold}; some occupations have a higher going rate.',
    cn: '广告薪资（每年 £{pay}）达到技术工人签证的一般薪资门槛 £{threshold}；部分职业的标准薪资（going rate）要求更高。',
  },
  SALARY_MEETS_NEW_ENTRANT: {
    en:
      'The advertised pay (£{pay} a year) is below the general threshold of £{threshold} but meets the new-entrant rate of ' +
      '£{newEntrantThreshold} (for example for recent graduates or applicants under 26).',
    cn: '广告薪资（每年 £{pay}）低于一般门槛 £{threshold}，但达到新入职者标准 £{newEntrantThreshold}（适用于应届毕业生、26 岁以下申请人等）。',
  },
  SALARY_DEPENDS_ON_OFFER: {
    en:
      'The advertised range (£{pay} to £{payMax} a year) runs from below to above a Skilled Worker salary threshold ' +
      '(£{threshold}, or £{newEntrantThreshold} for new entrants), so whether the pay qualifies depends on the offer.',
    cn: '广告薪资范围（每年 £{pay} 至 £{payMax}）跨越技术工人签证的薪资门槛（一般 £{threshold}，新入职者 £{newEntrantThreshold}），能否达标取决于雇主最终给出的薪资。',
  },
  SALARY_BELOW: {
    en: 'The advertised pay (£{pay} a year) is below the Skilled Worker salary thresholds, even the new-entrant rate of £{newEntrantThreshold}.',
    cn: '广告薪资（每年 £{pay}）低于技术工人签证的薪资门槛，连新入职者标准 £{newEntrantThreshold} 也未达到。',
  },
  SALARY_UNKNOWN: {
    en: 'The ad gives no salary we can compare with the Skilled Worker thresholds.',
    cn: '广告没有给出可与技术工人签证薪资门槛比较的薪资。',
  },
};

/**
 * Fills `{pay}`, `{threshold}`, `{newEntrantThreshold}` with whole pounds, e.g. "41,700", and `{groupCount}`,
 * `{groupBrand}` with the verdict's group.
 */
export function fillVerdictText(
  template: string,
  salary: { annualMin: number | null; annualMax: number | null; threshold: number; newEntrantThreshold: number },
  group?: { brand: string; count: number } | null,
): string {
  const money = (n: number | null) => (n === null ? '?' : groupedWhole(Math.round(n)));
  return template
    .replaceAll('{groupCount}', group ? String(group.count) : '?')
    .replaceAll('{groupBrand}', group?.brand ?? '?')
    .replaceAll('{payMax}', money(salary.annualMax ?? salary.annualMin))
    .replaceAll('{pay}', money(salary.annualMin ?? salary.annualMax))
    .replaceAll('{threshold}', money(salary.threshold))
    .replaceAll('{newEntrantThreshold}', money(salary.newEntrantThreshold));
}

/**
 * A whole number as `toLocaleString('en-GB')` writes it ("41,700"), without Intl: a page's first number format
 * sets up ICU, which takes a phone tens of milliseconds of one task (decision 042).
 */
function groupedWhole(n: number): string {
  const digits = String(Math.abs(n));
  if (!/^\d+$/.test(digits)) return n.toLocaleString('en-GB');
  return (n < 0 || Object.is(n, -0) ? '-' : '') + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
