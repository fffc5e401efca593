import { buildJob } from '../build.ts';
import type { ContractType, Hours, NormalizedJob, Remote, SalaryPeriod } from '../types.ts';
import { z } from 'zod';
import { advertisedName, DEMO_COMPANIES, DEMO_SECTORS, ROUTE_SKILLED_WORKER, type DemoCompany, type DemoSector } from './companies.ts';
import { readDemoData } from './data.ts';
import { ROLES, type DemoRole, type Level, type RoleVariant } from './roles.ts';
import { mulberry32 } from '../../../lib/random.ts';

/**
 * The demo job ads: about 300 fictional postings by the employers in companies.ts, composed from the
 * per-role sentences in roles.ts, the company blurbs and the shared pools of data/phrases.json.
 * Deterministic: a seeded PRNG (mulberry32) drives every choice, so the set is identical on every machine;
 * only `postedAt` moves with `now`.
 *
 * Every row has `source: 'csv'` (the source union has no "demo") and an `externalId` starting with
 * `demo-`, which is how demo rows are told apart. `hrEmail` addresses are on the reserved `.example`
 * domain: they never reach anyone (and the ingest email validator would refuse them, so they are set here
 * directly rather than picked from the text).
 */

const DEMO_ID_PREFIX = 'demo-';
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
// The shared pools of data/phrases.json

const lines = z.array(z.string());
const remoteModes = z.strictObject({ hybrid: lines, remote: lines, onsite: lines });
const BENEFIT_GROUPS = ['office', 'nhs', 'care', 'hospitality', 'retail', 'education', 'industry'] as const;
type BenefitGroup = (typeof BENEFIT_GROUPS)[number];

const phrasesSchema = z.strictObject({
  /** Pay relative to London for the same job (0.85 elsewhere). */
  cityPay: z.record(z.string(), z.number().positive().max(1)),
  /** How ads write each town; London ads often name the area. */
  locationForms: z.record(z.string(), lines.min(1)),
  /** What the team is called in a sentence like "join our analytics team", by role key. */
  teams: z.record(z.string(), z.string()),
  /** Opening sentences ({aTitle}, {title}, {team}, {city}, {client}); `experienced` only for mid-level and senior posts. */
  hooks: z.strictObject({ direct: lines, experienced: lines, remote: lines, agency: lines, agencyRemote: lines }),
  /** How an agency describes an unnamed client, by the client's sector. */
  clients: z.partialRecord(z.enum(DEMO_SECTORS), lines.min(1)),
  agencyNotes: lines.min(1),
  workMode: remoteModes,
  /** Agencies describe the client's arrangements, not their own. */
  workModeAgency: remoteModes,
  benefits: z.record(z.enum(BENEFIT_GROUPS), lines.min(4)),
  /**
   * Visa wording. Every phrase is checked against the real detector by the demo tests. `possible`: hedged
   * offers (the verdict's "possible" case), used for a few ads only.
   */
  offers: z.strictObject({ direct: lines, agency: lines, possible: lines, possibleAgency: lines }),
  /** `implied`: right-to-work requirements, refusals for someone who needs a visa (the verdict's "implied" case). */
  refusals: z.strictObject({ direct: lines, agency: lines, implied: lines }),
  /** Neutral lines silent ads may carry: checks, not requirements (`any`, or by benefit group). */
  checks: z.partialRecord(z.enum([...BENEFIT_GROUPS, 'any']), lines),
  headings: z.array(z.strictObject({ duties: z.string(), needs: z.string(), offer: z.string() })).min(1),
  /** Agenda for Change pay bands (national, so no city factor) by role key, used by the invented NHS bodies. */
  nhsBands: z.record(z.string(), z.tuple([z.number(), z.number(), z.string()])),
});

const PHRASES = readDemoData('phrases', phrasesSchema);
const CITY_PAY = PHRASES.cityPay;
const LOCATION_FORMS = PHRASES.locationForms;
const TEAM = PHRASES.teams;
const { direct: HOOKS_DIRECT, experienced: HOOKS_EXPERIENCED, remote: HOOKS_REMOTE } = PHRASES.hooks;
const { agency: HOOKS_AGENCY, agencyRemote: HOOKS_AGENCY_REMOTE } = PHRASES.hooks;
const CLIENTS = PHRASES.clients;
const AGENCY_NOTES = PHRASES.agencyNotes;
const WORK_MODE: Record<Remote, string[]> = PHRASES.workMode;
const WORK_MODE_AGENCY: Record<Remote, string[]> = PHRASES.workModeAgency;
const BENEFITS = PHRASES.benefits;
const { direct: OFFERS_DIRECT, agency: OFFERS_AGENCY, possible: OFFERS_POSSIBLE, possibleAgency: OFFERS_POSSIBLE_AGENCY } = PHRASES.offers;
const { direct: REFUSALS_DIRECT, agency: REFUSALS_AGENCY, implied: REFUSALS_IMPLIED } = PHRASES.refusals;
const CHECKS = PHRASES.checks;
const HEADINGS = PHRASES.headings;
const NHS_BANDS = PHRASES.nhsBands;

// ---------------------------------------------------------------------------------------------------------
// Places

const cityPay = (city: string) => CITY_PAY[city] ?? 0.85;

function locationText(rng: Rng, city: string): string {
  return rng.pick(LOCATION_FORMS[city] ?? [city]);
}

// ---------------------------------------------------------------------------------------------------------
// Sentences shared by all roles

function benefitGroup(sector: DemoSector, roleKey: string): BenefitGroup {
  if (sector === 'healthcare') return 'nhs';
  if (sector === 'care' || roleKey === 'care-worker') return 'care';
  if (sector === 'hospitality' || roleKey === 'chef') return 'hospitality';
  if (sector === 'retail' && (roleKey === 'store-manager' || roleKey === 'marketing-executive')) return 'retail';
  if (sector === 'education' || roleKey === 'teacher') return 'education';
  if (['engineering', 'construction', 'logistics', 'research', 'pharmacy'].includes(sector)) return 'industry';
  return 'office';
}

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
      `Please send your CV to ${mail} with ${reference} in the subject line. ` +
        `We review applications as they arrive, so please do not wait for the closing date.`,
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
