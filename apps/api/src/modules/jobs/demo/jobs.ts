import { buildJob } from '../ingest/build.ts';
import type { ContractType, Hours, NormalizedJob, Remote, SalaryPeriod } from '../ingest/types.ts';
import { advertisedName, DEMO_COMPANIES, ROUTE_SKILLED_WORKER, type DemoCompany, type DemoSector } from './companies.ts';
import { ROLES, type DemoRole, type Level, type RoleVariant } from './roles.ts';
import { mulberry32 } from '../../../lib/random.ts';

/**
 * The demo job ads: about 300 fictional postings by the employers in companies.ts, composed from the
 * per-role sentences in roles.ts, the company blurbs and the shared pools below. Deterministic: a seeded
 * PRNG (mulberry32) drives every choice, so the set is identical on every machine; only `postedAt` moves
 * with `now`.
 *
 * Every row has `source: 'csv'` (the source union has no "demo") and an `externalId` starting with
 * `demo-`, which is how demo rows are told apart. `hrEmail` addresses are on the reserved `.example`
 * domain: they never reach anyone (and the ingest email validator would refuse them, so they are set here
 * directly rather than picked from the text).
 */

export const DEMO_ID_PREFIX = 'demo-';
const SEED = 0x4a_42_31; // "JB1"
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness

class Rng {
  private next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  /** `n` distinct items in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Places

/** Pay relative to London for the same job. */
const CITY_PAY: Record<string, number> = {
  London: 1,
  Cambridge: 0.94,
  Oxford: 0.94,
  Reading: 0.93,
  Brighton: 0.9,
  Edinburgh: 0.9,
  Bristol: 0.9,
  Manchester: 0.9,
  Leeds: 0.88,
  Birmingham: 0.88,
  Glasgow: 0.87,
  Aberdeen: 0.87,
  Nottingham: 0.86,
  'Newcastle upon Tyne': 0.86,
  Sheffield: 0.85,
  Cardiff: 0.86,
  Belfast: 0.84,
};
const cityPay = (city: string) => CITY_PAY[city] ?? 0.85;

/** How ads write each town; London ads often name the area. */
const LOCATION_FORMS: Record<string, string[]> = {
  London: [
    'London',
    'London',
    'City of London, London',
    'Canary Wharf, London',
    "King's Cross, London",
    'Shoreditch, London',
    'Central London',
  ],
  Manchester: ['Manchester', 'Manchester, Greater Manchester'],
  Leeds: ['Leeds', 'Leeds, West Yorkshire'],
  Birmingham: ['Birmingham', 'Birmingham, West Midlands'],
  Edinburgh: ['Edinburgh', 'Edinburgh, Scotland'],
  Glasgow: ['Glasgow', 'Glasgow, Scotland'],
  'Newcastle upon Tyne': ['Newcastle upon Tyne', 'Newcastle upon Tyne, Tyne and Wear'],
  Cardiff: ['Cardiff', 'Cardiff, Wales'],
  Belfast: ['Belfast', 'Belfast, Northern Ireland'],
  Reading: ['Reading, Berkshire'],
  Cambridge: ['Cambridge', 'Cambridge, Cambridgeshire'],
  Oxford: ['Oxford', 'Oxford, Oxfordshire'],
};

function locationText(rng: Rng, city: string): string {
  return rng.pick(LOCATION_FORMS[city] ?? [city]);
}

// ---------------------------------------------------------------------------------------------------------
// Sentences shared by all roles

/** What the team is called in a sentence like "join our analytics team". */
const TEAM: Record<string, string> = {
  'data-analyst': 'analytics team',
  'business-analyst': 'change team',
  'bi-analyst': 'data and reporting team',
  'software-engineer': 'engineering team',
  'backend-developer': 'platform team',
  'frontend-developer': 'web team',
  'data-scientist': 'data science team',
  'ml-engineer': 'machine learning team',
  'devops-engineer': 'infrastructure team',
  'product-manager': 'product team',
  'ux-designer': 'design team',
  accountant: 'finance team',
  'financial-analyst': 'finance team',
  'actuarial-analyst': 'actuarial team',
  'mechanical-engineer': 'engineering team',
  'civil-engineer': 'infrastructure design team',
  'electrical-engineer': 'electrical design team',
  'research-associate': 'research group',
  pharmacist: 'pharmacy team',
  'staff-nurse': 'nursing team',
  'care-worker': 'care team',
  chef: 'kitchen brigade',
  'marketing-executive': 'marketing team',
  'graduate-analyst': 'graduate programme',
  teacher: 'department',
  'quantity-surveyor': 'commercial team',
  solicitor: 'legal team',
  'supply-chain': 'operations team',
  'store-manager': 'store team',
};

const HOOKS_DIRECT = [
  'We are looking for {aTitle} to join our {team} in {city}.',
  'We are hiring {aTitle} for our {team} in {city}.',
  'This is an opportunity to join our {team} in {city} as {aTitle}.',
  'We now have an opening for {aTitle} in {city}.',
];
/** Only for mid-level and senior posts. */
const HOOKS_EXPERIENCED = [
  'Our {team} in {city} is growing, and we would like to meet an experienced {title}.',
  'We are looking for an experienced {title} to strengthen our {team} in {city}.',
];
const HOOKS_REMOTE = [
  'We are looking for {aTitle} to join our {team}, working remotely from anywhere in the UK.',
  'We are hiring {aTitle} for our {team}. The team is distributed across the UK and so is this role.',
];

const HOOKS_AGENCY = [
  'We are recruiting {aTitle} on behalf of our client, {client}, based in {city}.',
  'Our client, {client}, is looking for {aTitle} to join its {team} in {city}.',
  'We are working exclusively with {client} to find {aTitle} for its {team} in {city}.',
  'An excellent opportunity has arisen for {aTitle} to join our client, {client}, in {city}.',
];
const HOOKS_AGENCY_REMOTE = [
  'We are recruiting {aTitle} on behalf of our client, {client}. The role is remote, open to candidates anywhere in the UK.',
  'Our client, {client}, is looking for {aTitle} to join its {team} on a remote basis.',
];

/** How an agency describes an unnamed client, by the client's sector. */
const CLIENTS: Partial<Record<DemoSector, string[]>> = {
  software: [
    'a fast-growing software company',
    'a well-funded B2B software business',
    'an established technology consultancy',
    'a profitable e-commerce platform',
  ],
  data: ['a data and analytics consultancy', 'a market-research business with a large data team', 'a growing data-driven retailer'],
  finance: [
    'a well-known retail bank',
    'an independent asset manager',
    'a growing fintech lender',
    'a private-equity-backed services group',
  ],
  accountancy: ['a respected mid-tier accountancy firm', 'an independent chartered accountancy practice', 'a national housing association'],
  insurance: ['a leading specialist insurer', "a Lloyd's managing agent", 'a large pensions consultancy'],
  engineering: [
    'a global engineering consultancy',
    'an established precision-engineering manufacturer',
    'a renewable-energy developer',
    'a tier-one aerospace supplier',
  ],
  construction: ['a major regional contractor', 'a busy cost consultancy', 'a house builder with a strong pipeline'],
  healthcare: ['a large NHS hospital trust', 'a private hospital group', 'a community health provider'],
  care: ['a well-regarded nursing home', 'a family-run residential care group', 'a dementia care specialist'],
  pharmacy: ['a busy community pharmacy group', 'a hospital pharmacy department', 'an independent pharmacy chain'],
};

const AGENCY_NOTES = [
  '{agency} is acting as an employment agency for this vacancy.',
  '{agency} is acting as an employment agency in relation to this role. We will contact shortlisted candidates within five working days.',
  'By applying you agree to {agency} passing your CV to our client for this vacancy only.',
];

const WORK_MODE: Record<Remote, string[]> = {
  hybrid: [
    'The role is hybrid, with two days a week in the office.',
    'We work in a hybrid way: most people are in the office on Tuesdays and Thursdays and work from home the rest of the week.',
    'Hybrid working is standard, with around three days a week on site.',
    'You can work from home for part of the week; the team gets together in the office twice a week.',
  ],
  remote: [
    'The role is fully remote within the UK, with a team day in the office once a month.',
    'This is a remote role open to candidates anywhere in the UK; we meet in person once a quarter.',
  ],
  onsite: ['The role is based on site.', 'This is an on-site role.', '', ''],
};

/** Agencies describe the client's arrangements, not their own. */
const WORK_MODE_AGENCY: Record<Remote, string[]> = {
  hybrid: ['The role is hybrid, with two days a week in the office.', 'Hybrid working is on offer, with around three days a week on site.'],
  remote: [''],
  onsite: ['The role is based on site.', ''],
};

type BenefitGroup = 'office' | 'nhs' | 'care' | 'hospitality' | 'retail' | 'education' | 'industry';

const BENEFITS: Record<BenefitGroup, string[]> = {
  office: [
    "25 days' holiday plus bank holidays, rising with service",
    'Pension with employer contributions of up to 8%',
    'Private medical insurance',
    'Flexible working hours around core hours',
    'Paid study leave and an annual learning allowance',
    'Cycle-to-work scheme and season-ticket loan',
    'Enhanced maternity, paternity and adoption leave',
    'Two paid volunteering days a year',
    'Life assurance at four times salary',
    'Employee assistance programme and mental-health first aiders',
    'A modern office close to the station',
  ],
  nhs: [
    "27 days' annual leave plus bank holidays, rising to 33 days with service",
    'Membership of the NHS Pension Scheme',
    'Salary sacrifice schemes for cars, bikes and home technology',
    'Funded training and clear routes to progression',
    'Staff wellbeing service and on-site gym',
    'Flexible rostering and self-rostering on many wards',
    'Support with relocation for eligible new starters',
  ],
  care: [
    'Paid DBS check and uniform',
    'Free meals on every shift',
    'Paid training and funded care qualifications',
    'Workplace pension',
    "28 days' holiday including bank holidays",
    'A refer-a-friend scheme',
    'A friendly, stable team and supportive managers',
    'Free parking on site',
  ],
  hospitality: [
    'A fair share of tips paid through payroll',
    'Staff meals on every shift',
    'Half-price dining across our venues',
    "28 days' holiday",
    'Paid overtime',
    'Straight shifts, with four-day weeks available',
    'Structured development towards senior roles',
  ],
  retail: [
    'Colleague discount in store and online',
    'Quarterly performance bonus scheme',
    "28 days' holiday including bank holidays",
    'Company pension',
    'Structured management development programme',
    'Employee assistance programme',
  ],
  education: [
    "Membership of the Teachers' Pension Scheme",
    'A supportive induction and mentoring for early-career teachers',
    'Funded professional development',
    'Free lunch during term time',
    'Cycle-to-work scheme',
    'A calm, orderly school with supportive leadership',
  ],
  industry: [
    "25 days' holiday plus bank holidays",
    'Company pension with matched contributions',
    'Support towards professional qualifications and membership fees',
    'Healthcare cash plan',
    'Flexible start and finish times',
    'Overtime paid at enhanced rates',
    'Free on-site parking',
    'Life assurance',
  ],
};

function benefitGroup(sector: DemoSector, roleKey: string): BenefitGroup {
  if (sector === 'healthcare') return 'nhs';
  if (sector === 'care' || roleKey === 'care-worker') return 'care';
  if (sector === 'hospitality' || roleKey === 'chef') return 'hospitality';
  if (sector === 'retail' && (roleKey === 'store-manager' || roleKey === 'marketing-executive')) return 'retail';
  if (sector === 'education' || roleKey === 'teacher') return 'education';
  if (['engineering', 'construction', 'logistics', 'research', 'pharmacy'].includes(sector)) return 'industry';
  return 'office';
}

// Visa wording. Every phrase here is checked against the real detector by the demo tests.
const OFFERS_DIRECT = [
  'Visa sponsorship is available for this role under the Skilled Worker route.',
  'We are a licensed sponsor and can sponsor a Skilled Worker visa for the successful candidate.',
  'Skilled Worker visa sponsorship is offered for this position, and we will cover the cost of the Certificate of Sponsorship.',
  'We hold a sponsor licence and welcome applications from candidates who will need a Skilled Worker visa.',
  'This post is eligible for sponsorship under the Skilled Worker route.',
  'We sponsor Skilled Worker visas for roles like this one and will support you through the application.',
  'Candidates who need a visa are welcome: we are a Home Office licensed sponsor.',
];
const OFFERS_AGENCY = [
  'Our client is a licensed sponsor and is able to offer Skilled Worker sponsorship for this role.',
  'Our client can provide visa sponsorship for suitably qualified candidates.',
];
/** Hedged offers (the verdict's "possible" case); used for a few ads only. */
const OFFERS_POSSIBLE = [
  'Visa sponsorship may be considered for exceptional candidates.',
  'We are happy to sponsor a Skilled Worker visa for the right candidate.',
];
const OFFERS_POSSIBLE_AGENCY = ['Our client may consider visa sponsorship for exceptional candidates.'];
const REFUSALS_DIRECT = [
  'Unfortunately we are unable to offer visa sponsorship; applicants must already have the right to work in the UK.',
  'Please note that this role does not offer sponsorship, so we can only consider candidates with the existing right to work in the UK.',
  'We are not able to sponsor visas for this position.',
  'Visa sponsorship is not available for this vacancy.',
  'Applicants who require visa sponsorship will not be considered.',
  'We cannot offer sponsorship for this post, now or in the future.',
];
const REFUSALS_AGENCY = [
  'Our client is unable to provide visa sponsorship for this role.',
  'Please note our client cannot offer visa sponsorship, so applicants must already have the right to work in the UK.',
];
/** Right-to-work requirements: refusals for someone who needs a visa (the verdict's "implied" case). */
const REFUSALS_IMPLIED = ['You must have the right to work in the UK.', 'All applicants must be eligible to work in the UK.'];
/** Neutral lines silent ads may carry: checks, not requirements. */
const CHECKS: Partial<Record<BenefitGroup | 'any', string[]>> = {
  any: [
    'Right to work checks will be carried out before any offer is confirmed.',
    'You will be asked to provide proof of your right to work in the UK.',
  ],
  care: ['An enhanced DBS check is required for this role, and we will pay for it.'],
  nhs: ['This post is subject to an enhanced DBS check and occupational health clearance.'],
  education: ['We are committed to safeguarding; the successful candidate will need an enhanced DBS check and satisfactory references.'],
};

/** Roles whose typical pay and skill level make a sponsorship offer implausible in the demo. */
const NO_OFFER_ROLES = new Set(['care-worker', 'chef', 'store-manager']);

// ---------------------------------------------------------------------------------------------------------
// Pay

const LEVEL_PAY: Record<Level, number> = { graduate: 0.68, junior: 0.78, mid: 1, senior: 1.28 };

interface Pay {
  min: number | null;
  max: number | null;
  period: SalaryPeriod;
  /** The statement as the ad writes it. */
  text: string;
}

const money = (v: number, decimals = 0) =>
  `£${v.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
/** Rounded to a multiple of `step`, without float noise (13.200000000000001 → 13.2). */
const roundTo = (v: number, step: number) => Math.round(Math.round(v / step) * step * 100) / 100;

/** Agenda for Change pay bands (national, so no city factor), used by the invented NHS bodies. */
const NHS_BANDS: Record<string, [number, number, string]> = {
  'staff-nurse': [31_049, 37_796, 'Band 5'],
  pharmacist: [47_810, 54_710, 'Band 7'],
  'data-analyst': [38_682, 46_580, 'Band 6'],
  'bi-analyst': [38_682, 46_580, 'Band 6'],
  'business-analyst': [47_810, 54_710, 'Band 7'],
  accountant: [38_682, 46_580, 'Band 6'],
};

function yearlyText(rng: Rng, min: number, max: number, partTime: boolean): Pay {
  const pro = partTime ? ' pro rata' : '';
  const form = rng.float();
  if (form < 0.5) return { min, max, period: 'year', text: `${money(min)} - ${money(max)} per annum${pro}` };
  if (form < 0.62 && min % 1000 === 0 && max % 1000 === 0 && !partTime) {
    return { min, max, period: 'year', text: `£${min / 1000}k - £${max / 1000}k per annum` };
  }
  if (form < 0.75) return { min, max, period: 'year', text: `${money(min)} to ${money(max)} a year${pro}` };
  const mid = roundTo((min + max) / 2, 500);
  if (form < 0.87) return { min: mid, max: mid, period: 'year', text: `${money(mid)} per annum${pro}` };
  if (form < 0.94) return { min: null, max, period: 'year', text: `Up to ${money(max)} per annum${pro}, depending on experience` };
  return { min, max: null, period: 'year', text: `From ${money(min)} per annum${pro}` };
}

function payFor(rng: Rng, role: DemoRole, level: Level, city: string, company: DemoCompany, dayRate: boolean, partTime: boolean): Pay {
  const band = company.sector === 'healthcare' ? NHS_BANDS[role.key] : undefined;
  if (band) {
    const [min, max, name] = band;
    const pro = partTime ? ' pro rata' : '';
    return { min, max, period: 'year', text: `${money(min)} - ${money(max)} per annum${pro} (Agenda for Change ${name})` };
  }
  const factor = cityPay(city) * (0.95 + rng.float() * 0.1);
  if (dayRate && role.contract) {
    const [lo, hi] = role.contract.dayRate;
    const min = roundTo(lo * factor * LEVEL_PAY[level] ** 0.5, 25);
    const max = Math.max(min + 25, roundTo(hi * factor * LEVEL_PAY[level] ** 0.5, 25));
    const label = rng.pick(['per day (outside IR35)', 'per day (inside IR35)', 'per day']);
    return { min, max, period: 'day', text: `${money(min)} - ${money(max)} ${label}` };
  }
  // Registered nurses in care homes are paid by the hour.
  if (role.key === 'staff-nurse' && company.sector !== 'healthcare') {
    const min = roundTo(20.5 * (0.5 + factor / 2), 0.05);
    const max = roundTo(min + 2 + rng.float(), 0.05);
    return { min, max, period: 'hour', text: `${money(min, 2)} - ${money(max, 2)} per hour` };
  }
  // Teachers are paid on national scales with a London weighting, not by local market.
  if (role.key === 'teacher') {
    const london = city === 'London';
    const min = london ? 38_500 : 33_000;
    const max = london ? 51_000 : 45_500;
    return {
      min,
      max,
      period: 'year',
      text: `${money(min)} - ${money(max)} per annum${partTime ? ' pro rata' : ''} (main pay range, depending on experience)`,
    };
  }
  const [lo, hi] = role.pay.range;
  if (role.pay.period === 'hour') {
    if (level === 'senior') {
      // Sous chefs and the like are salaried.
      const min = roundTo(lo * 1950 * 1.3 * factor, 500);
      return yearlyText(rng, min, min + 4000, false);
    }
    const local = 0.5 + factor / 2; // hourly pay varies less between towns
    const min = Math.max(12.75, roundTo(lo * local * LEVEL_PAY[level] ** 0.3, 0.05));
    const max = roundTo(Math.max(min + 0.3, hi * local * LEVEL_PAY[level] ** 0.3), 0.05);
    if (rng.chance(0.3)) return { min, max: null, period: 'hour', text: `From ${money(min, 2)} per hour` };
    return { min, max, period: 'hour', text: `${money(min, 2)} - ${money(max, 2)} per hour` };
  }
  // Nobody full-time is paid below about the National Living Wage.
  const min = Math.max(24_500, roundTo(lo * factor * LEVEL_PAY[level], 500));
  const max = Math.max(min + 2000, roundTo(hi * factor * LEVEL_PAY[level], 500));
  return yearlyText(rng, min, max, partTime);
}

// ---------------------------------------------------------------------------------------------------------
// Assembly

/** The sentences of a pool that fit `title` (see the "@Title|" / "!Title|" tags in roles.ts). */
function forTitle(items: readonly string[], title: string): string[] {
  return items.flatMap((item) => {
    const tag = /^([@!])([^|]+)\|/.exec(item);
    if (!tag) return [item];
    const matches = tag[2] === title;
    return (tag[1] === '@') === matches ? [item.slice(tag[0].length)] : [];
  });
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? `{${k}}`);
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const article = (word: string) => (/^U[A-Z]/.test(word) ? 'a' : /^[aeiou]/i.test(word) || /^(?:FP|ML)\b/.test(word) ? 'an' : 'a');
/** "a Data Analyst" → "a data analyst", keeping acronyms and brackets as written. */
const lowerTitle = (title: string) => title.replace(/\b([A-Z])([a-z]+)\b/g, (_, a: string, b: string) => a.toLowerCase() + b);

interface Slot {
  role: DemoRole;
  variant: RoleVariant;
  company: DemoCompany;
  city: string;
  remote: Remote;
}

/** Direct employers in the role's sectors; agencies that recruit for the role's main sector. */
function eligibleCompanies(role: DemoRole): DemoCompany[] {
  return DEMO_COMPANIES.filter((c) => (c.agency ? c.recruitsFor.includes(role.sectors[0]!) : role.sectors.includes(c.sector)));
}

function townsOf(company: DemoCompany): string[] {
  return [company.town, ...company.offices];
}

/** Picks employers and towns: London-heavy, each title in at least two towns, no (title, employer, town) twice. */
function planSlots(rng: Rng): Slot[] {
  const slots: Slot[] = [];
  const taken = new Set<string>();
  for (const role of ROLES) {
    const companies = eligibleCompanies(role);
    const direct = companies.filter((c) => !c.agency);
    const agencies = companies.filter((c) => c.agency);
    for (const variant of role.variants) {
      const cities = new Set<string>();
      for (let k = 0; k < variant.count; k++) {
        let chosen: Slot | null = null;
        for (let attempt = 0; attempt < 200 && !chosen; attempt++) {
          // About one ad in seven comes through an agency, where an agency recruits for the sector.
          const pool = agencies.length > 0 && rng.chance(0.15) ? agencies : direct;
          const company = rng.pick(pool);
          const towns = townsOf(company);
          // London gets extra weight where the employer has an office there.
          const city = towns.includes('London') && rng.chance(0.5) ? 'London' : rng.pick(towns);
          const remoteRoll = rng.float();
          const remote: Remote = remoteRoll < role.remote ? 'remote' : remoteRoll < role.remote + role.hybrid ? 'hybrid' : 'onsite';
          const placeKey = remote === 'remote' ? 'remote' : city;
          if (k > 0 && cities.size === 1 && cities.has(placeKey) && attempt < 150) continue;
          const key = `${variant.title}|${company.slug}|${placeKey}`;
          if (taken.has(key)) continue;
          taken.add(key);
          cities.add(placeKey);
          chosen = { role, variant, company, city, remote };
        }
        if (!chosen) throw new Error(`demo jobs: no free slot for ${variant.title}`);
        slots.push(chosen);
      }
    }
  }
  return slots;
}

type Stance = 'offer' | 'possible' | 'refuse' | 'implied' | 'silent';

const canOffer = (slot: Slot) =>
  !NO_OFFER_ROLES.has(slot.role.key) && (slot.company.agency || slot.company.routes.includes(ROUTE_SKILLED_WORKER));

/** Exact shares: ~15% offer (a few of them hedged), ~12% refuse (a few by requiring the right to work). */
function planStances(rng: Rng, slots: Slot[]): Stance[] {
  const stances: Stance[] = slots.map(() => 'silent');
  const offers = Math.round(slots.length * 0.15);
  const refusals = Math.round(slots.length * 0.12);
  const offerable = rng.shuffle(slots.map((s, i) => (canOffer(s) ? i : -1)).filter((i) => i >= 0));
  offerable.slice(0, offers).forEach((i, n) => (stances[i] = n < 4 ? 'possible' : 'offer'));
  // Refusals lean towards employers without a licence, but licensed ones refuse for some roles too.
  const silent = rng.shuffle(slots.map((_, i) => i).filter((i) => stances[i] === 'silent'));
  const unlicensed = silent.filter((i) => !slots[i]!.company.licensedSponsor);
  const licensed = silent.filter((i) => slots[i]!.company.licensedSponsor);
  const fromUnlicensed = Math.min(unlicensed.length, Math.round(refusals * 0.7));
  const pickedRefusals = [...unlicensed.slice(0, fromUnlicensed), ...licensed.slice(0, refusals - fromUnlicensed)];
  rng.shuffle(pickedRefusals).forEach((i, n) => (stances[i] = n < 5 ? 'implied' : 'refuse'));
  return stances;
}

function sponsorshipLine(rng: Rng, stance: Stance, agency: boolean, group: BenefitGroup): string | null {
  switch (stance) {
    case 'offer':
      return rng.pick(agency ? OFFERS_AGENCY : OFFERS_DIRECT);
    case 'possible':
      return rng.pick(agency ? OFFERS_POSSIBLE_AGENCY : OFFERS_POSSIBLE);
    case 'refuse':
      return rng.pick(agency ? REFUSALS_AGENCY : REFUSALS_DIRECT);
    case 'implied':
      return rng.pick(REFUSALS_IMPLIED);
    case 'silent': {
      if (!rng.chance(0.35)) return null;
      return rng.pick([...(CHECKS[group] ?? []), ...(CHECKS.any ?? [])]);
    }
  }
}

const HEADINGS = [
  { duties: "What you'll do", needs: "What you'll bring", offer: 'What we offer' },
  { duties: 'Key responsibilities', needs: 'About you', offer: 'Salary and benefits' },
  { duties: 'The role', needs: 'Skills and experience', offer: 'Package' },
  { duties: 'Day to day you will', needs: 'We would like you to have', offer: 'In return' },
];

function emailFor(rng: Rng, company: DemoCompany): string {
  if (company.agency) {
    const first = rng.pick(['sophie', 'daniel', 'priya', 'tom', 'mei', 'james', 'aisha', 'owen']);
    const last = rng.pick(['hartley', 'okafor', 'chen', 'morgan', 'patel', 'evans', 'lindqvist', 'byrne']);
    return `${first}.${last}@${company.slug}.example`;
  }
  const local = company.sector === 'healthcare' ? 'recruitment' : rng.pick(['careers', 'careers', 'jobs', 'recruitment', 'hr', 'talent']);
  return `${local}@${company.slug}.example`;
}

function applyLine(rng: Rng, company: DemoCompany, url: string, email: string | null, reference: string): string {
  const name = esc(advertisedName(company));
  if (email) {
    const mail = `<a href="mailto:${email}">${email}</a>`;
    return rng.pick([
      `To apply, email your CV and a short covering letter to ${mail}, quoting reference ${reference}.`,
      `Please send your CV to ${mail} with ${reference} in the subject line. We review applications as they arrive, so please do not wait for the closing date.`,
      `Interested? Apply by emailing ${mail} with your CV and a few lines about why the role appeals to you (reference ${reference}).`,
    ]);
  }
  if (company.agency) {
    return rng.pick([
      `Apply with your CV today and one of our consultants will call you within two working days to talk through the role (reference ${reference}).`,
      `Click apply to send us your CV. If your experience matches, a consultant will be in touch to discuss the next steps; reference ${reference}.`,
    ]);
  }
  return rng.pick([
    `Apply through our careers site at <a href="${url}">${name} careers</a> with your CV and answers to three short questions. Reference: ${reference}.`,
    `Click Apply to complete our short online form. We read every application and aim to reply within ten working days (reference ${reference}).`,
    `To apply, submit your CV through our website. Interviews will be held on a rolling basis, so early applications are encouraged. Reference ${reference}.`,
    `Apply online with your CV and a cover letter. The first interview is a 30-minute video call with the hiring manager. Reference ${reference}.`,
  ]);
}

function postingContract(role: DemoRole, variant: RoleVariant, dayRate: boolean, rng: Rng): ContractType {
  if (dayRate) return 'contract';
  if (role.key === 'research-associate' && rng.chance(0.5)) return 'temporary';
  if (role.key === 'care-worker' && rng.chance(0.1)) return 'temporary';
  if (variant.level === 'graduate') return 'permanent';
  return 'permanent';
}

/**
 * The demo job ads, newest first. `now` anchors the posting dates (all within the last 45 days); every
 * other field is the same on every call and every machine.
 */
export function demoJobs(now: Date): NormalizedJob[] {
  const rng = new Rng(SEED);
  const slots = planSlots(rng);
  const stances = planStances(rng, slots);
  const emailIndexes = new Set(
    rng.sample(
      slots.map((_, i) => i),
      Math.round(slots.length * 0.25),
    ),
  );
  const jobs: NormalizedJob[] = [];

  slots.forEach((slot, i) => {
    const { role, variant, company, city, remote } = slot;
    const agency = company.agency;
    const clientSector = role.sectors[0]!;
    const group = benefitGroup(agency ? clientSector : company.sector, role.key);
    const dayRate = role.contract !== undefined && rng.chance(role.contract.share);
    const hours: Hours = !dayRate && role.partTime !== undefined && rng.chance(role.partTime) ? 'part_time' : 'full_time';
    const contractType = postingContract(role, variant, dayRate, rng);
    const competitive = !dayRate && company.sector !== 'healthcare' && rng.chance(0.1);
    const pay = competitive ? null : payFor(rng, role, variant.level, city, company, dayRate, hours === 'part_time');

    const titleSlug = slugify(variant.title);
    const n = String(i + 1).padStart(4, '0');
    const externalId = `${DEMO_ID_PREFIX}${n}-${titleSlug}`;
    const url = `https://${company.slug}.example/careers/${titleSlug}-${n}`;
    const reference = `${variant.title.replace(/[^A-Z]/g, '').slice(0, 3) || 'JB'}-${1000 + ((i * 7919) % 9000)}`;
    const email = emailIndexes.has(i) ? emailFor(rng, company) : null;
    const vars = {
      title: lowerTitle(variant.title),
      aTitle: `${article(variant.title)} ${lowerTitle(variant.title)}`,
      team: TEAM[role.key] ?? 'team',
      city,
      agency: advertisedName(company),
      client: rng.pick(CLIENTS[clientSector] ?? ['a well-established employer']),
    };
    const experienced = variant.level === 'mid' || variant.level === 'senior';
    const hooks = agency
      ? remote === 'remote'
        ? HOOKS_AGENCY_REMOTE
        : HOOKS_AGENCY
      : remote === 'remote'
        ? HOOKS_REMOTE
        : experienced
          ? [...HOOKS_DIRECT, ...HOOKS_EXPERIENCED]
          : HOOKS_DIRECT;
    const hook = fill(rng.pick(hooks), vars);
    const heading = rng.pick(HEADINGS);
    const duties = rng.sample(forTitle(role.duties, variant.title), rng.int(4, 5));
    const needs = rng.sample(forTitle(role.needs, variant.title), rng.int(3, 5));
    const benefits = rng.sample(BENEFITS[group], rng.int(3, 4));
    const mode = rng.pick((agency ? WORK_MODE_AGENCY : WORK_MODE)[remote]);
    const partTimeNote = hours === 'part_time' ? ` This is a part-time post of ${rng.pick(['22.5', '24', '30'])} hours a week.` : '';
    const fixedTermNote = contractType === 'temporary' ? ` This is a fixed-term post for ${rng.pick(['12', '18', '24'])} months.` : '';
    const contractNote = dayRate
      ? ` This is a ${rng.pick(['six-month', 'three-month', 'nine-month'])} contract with a good chance of extension.`
      : '';
    const payLine = pay
      ? `${dayRate ? 'Day rate' : pay.period === 'hour' ? 'Pay' : 'Salary'}: ${pay.text}`
      : `Salary: ${rng.pick(['competitive, depending on experience', 'competitive, plus benefits', 'negotiable for the right person'])}`;
    const visa = sponsorshipLine(rng, stances[i]!, agency, group);

    const parts: string[] = [];
    if (agency) {
      parts.push(`<p>${esc([hook, mode].filter(Boolean).join(' '))}${esc(contractNote)}</p>`);
    } else {
      parts.push(`<p>${esc(company.blurb)}</p>`);
      parts.push(`<p>${esc([hook, mode].filter(Boolean).join(' '))}${esc(partTimeNote)}${esc(fixedTermNote)}${esc(contractNote)}</p>`);
    }
    parts.push(`<p>${esc(rng.pick(forTitle(role.summaries, variant.title)))}${agency ? esc(partTimeNote + fixedTermNote) : ''}</p>`);
    const h = (text: string) => (rng.chance(0.5) ? `<h3>${esc(text)}</h3>` : `<p><strong>${esc(text)}:</strong></p>`);
    parts.push(h(heading.duties), `<ul>${duties.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>`);
    parts.push(h(heading.needs), `<ul>${needs.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>`);
    parts.push(
      h(agency ? 'What our client offers' : heading.offer),
      `<ul>${[payLine, ...benefits].map((d) => `<li>${esc(d)}</li>`).join('')}</ul>`,
    );
    if (visa) parts.push(`<p>${esc(visa)}</p>`);
    parts.push(`<p>${applyLine(rng, company, url, email, reference)}</p>`);
    if (agency) parts.push(`<p>${esc(fill(rng.pick(AGENCY_NOTES), vars))}</p>`);

    const days = rng.int(0, 44);
    const postedAt = new Date(now.getTime() - days * DAY_MS - rng.int(0, 23) * 3_600_000 - rng.int(0, 59) * 60_000);
    const location = remote === 'remote' ? 'Remote (UK)' : locationText(rng, city);

    const job = buildJob({
      source: 'csv',
      externalId,
      url,
      title: variant.title,
      company: advertisedName(company),
      location,
      country: 'GB',
      description: { html: parts.join('') },
      salary: pay ? { min: pay.min, max: pay.max, period: pay.period, currency: 'GBP' } : null,
      postedAt,
      contractType,
      hours,
      remote,
    });
    jobs.push({ ...job, salaryText: pay?.text ?? null, hrEmail: email });
  });

  return jobs.sort((a, b) => (b.postedAt?.getTime() ?? 0) - (a.postedAt?.getTime() ?? 0) || a.externalId.localeCompare(b.externalId));
}
