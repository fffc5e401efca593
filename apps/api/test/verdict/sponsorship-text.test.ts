import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  detectSponsorship,
  splitSentences,
  toPlainText,
  trimEvidence,
  type SponsorshipStance,
  type SponsorshipStrength,
} from '../../src/modules/ingest/verdict/sponsorship-text.ts';
import { ADZUNA_REED_DIR, INDEED_DIR, loadJobs } from './corpus.ts';

type Case = [text: string, stance: SponsorshipStance, strength?: SponsorshipStrength];

/**
 * Sentences copied verbatim from the real ads in /work/shared/data (as plain text: Markdown and entities
 * removed by `toPlainText`). A test below checks that each one really occurs there.
 */
const REAL: Case[] = [
  // Refusals
  ['Please note, this role is not eligible for sponsorship.', 'refuses', 'explicit'],
  ['We are unable to provide sponsorship.', 'refuses', 'explicit'],
  ['We are unable to provide sponsorship. We do accept spousal visas', 'refuses', 'explicit'],
  ['permit to work WITHOUT SPONSORSHIP in the UK (required)', 'refuses', 'explicit'],
  ['United Kingdom (sponsorship support not available', 'refuses', 'explicit'],
  ['WE DO NOT DO SPONSORSHIP OR SWITCH SPONSORSHIP', 'refuses', 'explicit'],
  ['we do not provide sponsorship. International applicant should not apply', 'refuses', 'explicit'],
  ['Please note: We do not offer Sponsorship', 'refuses', 'explicit'],
  ['Please note that we do not offer sponsorship.', 'refuses', 'explicit'],
  ['We are not able to offer sponsorship.', 'refuses', 'explicit'],
  ['McCarthy Stone do not offer sponsorship; we will only be considering UK based applications.', 'refuses', 'explicit'],
  ['Please note that at present Bedspace is unable to provide sponsorships.', 'refuses', 'explicit'],
  ['Unfortunately, we do not offer sponsorship at this time.', 'refuses', 'explicit'],
  ["SPONSORSHIP'S NOT AVAILABLE", 'refuses', 'explicit'],
  ['WE DO NOT OFFER ANY KIND OF SPONSORSHIP DO NOT APPLY FOR THIS JOB', 'refuses', 'explicit'],
  ['PLEASE NOTE: This role cannot assist with visa applications or sponsorship', 'refuses', 'explicit'],
  [
    'This role is only suitable for applicants already based in the North West, UK who are able to travel to/from the role - ' +
      'it does not include remote working, relocation fees, agency employment or visa sponsorship.',
    'refuses',
    'explicit',
  ],
  ['Protea Care Homes does not offer sponsorship.', 'refuses', 'explicit'],
  ['Please confirm you are not looking for sponsorship.', 'refuses', 'explicit'],
  ['The company is unable to sponsor employment of international workers in this role.', 'refuses', 'explicit'],
  ['We are unable to offer sponsorship', 'refuses', 'explicit'],
  ['up to 45,000 (possibly with some flexibility) (No Visa sponsorship available.)', 'refuses', 'explicit'],
  ['Permanent (40 hours per week) - (N.B. sponsorship is not offered for this role)', 'refuses', 'explicit'],
  ['we do not provide sponsorship. International applicant should not apply', 'refuses', 'explicit'],
  // Right-to-work requirements: implied refusals
  ['Please note all applicants must already hold the legal right to work in the UK to apply for this role.', 'refuses', 'implied'],
  ['To be considered for this role, we require you to have the right to work in the UK.', 'refuses', 'implied'],
  ['We are only currently accepting applications from those with the right to work in the UK.', 'refuses', 'implied'],
  ['You must have the right to work within the UK', 'refuses', 'implied'],
  ['Applicant must have right to work in the UK', 'refuses', 'implied'],
  ['All applicants must be legally eligible to work in the UK', 'refuses', 'implied'],
  [
    'In line with the requirements of the Asylum & Immigration Act 1996, all applicants must be eligible to live and work in the UK.',
    'refuses',
    'implied',
  ],
  ['To apply for this role, you must be eligible to work in the UK and meet all national safeguarding criteria.', 'refuses', 'implied'],
  [
    'Please note: This role is open to applicants who already have the unrestricted right to work in the UK (40 hours per week) and London-based.',
    'refuses',
    'implied',
  ],
  ['Candidates without an existing visa or right to work in the UK are unlikely to be suitable for the post.', 'refuses', 'implied'],
  // Offers
  ['Offer to pay Health & Care Worker Visa immigration fees (for eligible nurses)', 'offers', 'explicit'],
  ['Sponsorship provided where applicable (T&Cs apply)', 'offers', 'possible'],
  ['Support for Certificates of Sponsorship for a Tier 2 (General) Visa and relocation support.', 'offers', 'explicit'],
  ['Visa sponsorship available', 'offers', 'explicit'],
  // Silent: checks, questions, other visas, other senses of "sponsor"
  ['UK visa sponsorship', 'silent'], // a bare phrase; under "Benefits:" it is an offer (see below)
  ['We accept spousal visas', 'silent'],
  ['You will be required to provide evidence of your right to work in the UK.', 'silent'],
  ['Do you have right to work in UK?', 'silent'],
  ['Do you require Sponsorship?', 'silent'],
  ['Do you have or require sponsorship?', 'silent'],
  ['Are you eligible to work in the UK without Sponsorship?', 'silent'],
  ['Are you on a student or work visa?', 'silent'],
  ['Are you eligible to work in the UK.', 'silent'],
  ['Do you have the right to work in the UK?', 'silent'],
  ['Right to Work in the UK', 'silent'],
  ['Right to work in the UK (preferred)', 'silent'],
  ['Right to live and work in the UK', 'silent'],
  ['Eligible to work in the UK', 'silent'],
  ['You have the right to work in the UK', 'silent'],
  ['Right to work (Copy of Passport and BRP Front and BRP Back)', 'silent'],
  ['Work Permit (if applicable)', 'silent'],
  ['Provide proof of your eligibility to work in the UK', 'silent'],
  [
    'Proof of eligibility to work in the UK.This advert may be withdrawn prior to the advertised ' +
      'deadline depending on the volume of applications received and business needs.',
    'silent',
  ],
  ['We require all employees to provide us with evidence of their right to work in the UK.', 'silent'],
  ['Prior to your appointment you will be asked to provide confirmation of your right to work and reside in the UK.', 'silent'],
  [
    'Should you be selected to attend an interview, please ensure you bring your right to work documents and a recent proof of address.',
    'silent',
  ],
  ["We need to make sure that our candidates have the right to work in the country as we're not able to employ them otherwise.", 'silent'],
  ['We welcome applications from people around the world who can work in the UK permanently or for a limited time.', 'silent'],
  [
    'As a condition of continuous employment, it essential you maintain the legal right to work in the United Kingdom ' +
      'throughout the duration of your employment with Bradford District Care NHS Foundation Trust (BDCFT).',
    'silent',
  ],
  [
    'Any change in your right-to-work status, including but not limited to visa expiration, revocation, ' +
      'or denial of renewal, may impact your eligibility for employment with the Trust.',
    'silent',
  ],
  [
    "Regrettably, if the role is not eligible for sponsorship under the Trust's eligibility criteria, " +
      'the Trust are unable to extend your employment beyond the expiration of your current visa.',
    'silent',
  ],
  [
    'Failure to obtain or renew your visa in a timely manner is a breach of employment conditions and will result in termination of your employment.',
    'silent',
  ],
  ['You must be listed as a sole trader with HMRC or have legal rights to work in the UK.', 'silent'],
  ['Someone on who has MAPA training certificate and on Dependent Visa only.', 'silent'],
  [
    'We are a proud sponsor of The Brain Charity, helping people with all forms of neurological conditions to lead longer, healthier, happier lives.',
    'silent',
  ],
  ["We want to make 2025's Light Night the best yet and we're on the search for sponsors.", 'silent'],
  [
    "If you would like to take advantage of a high profile opportunity to showcase your company to Light Night's many " +
      'audiences then please download our sponsorship brochure and contact Severn Arts to find out more:',
    'silent',
  ],
  [
    'Paying up to £60,000 plus benefits including bonus (up to 20%), BUPA health insurance, ' +
      '4 x salary life assurance, season ticket loan, excellent pension scheme, ' +
      'sponsorship for relevant qualifications, 25 days holiday plus ability to buy & sell plus more',
    'silent',
  ],
  ['Clearances: Internal Background Check (DBS) / Eligible for Security Clearance', 'silent'],
];

/** Our own sentences for phrasings and traps the corpus does not have. */
const SYNTHETIC: Case[] = [
  // Offers
  ['Visa sponsorship is available for this role.', 'offers', 'explicit'],
  ['We offer sponsorship for the successful candidate.', 'offers', 'explicit'],
  ['Sponsorship can be provided.', 'offers', 'explicit'],
  ['We are a licensed sponsor.', 'offers', 'explicit'],
  ['We are a Home Office licensed sponsor and welcome international applicants.', 'offers', 'explicit'],
  ['Skilled Worker visa sponsorship available.', 'offers', 'explicit'],
  ['Certificate of Sponsorship (CoS) provided.', 'offers', 'explicit'],
  ['Tier 2 sponsorship available.', 'offers', 'explicit'],
  ['We can sponsor Skilled Worker visas.', 'offers', 'explicit'],
  ['We are happy to sponsor the right candidate.', 'offers', 'possible'],
  ['Experience is not essential and visa sponsorship is available.', 'offers', 'explicit'],
  ['No experience needed. Visa sponsorship available!', 'offers', 'explicit'],
  ['Sponsorship may be considered for exceptional candidates.', 'offers', 'possible'],
  ['Candidates requiring sponsorship will be considered.', 'offers', 'possible'],
  // Decided: "cannot guarantee" is a hedge, not a refusal; the clause after "but" carries the offer.
  ["We can't guarantee sponsorship but it is available for the right candidate.", 'offers', 'possible'],
  ['We cannot guarantee sponsorship.', 'silent'],
  // Refusals
  ['We are unable to offer sponsorship.', 'refuses', 'explicit'],
  ['We cannot sponsor.', 'refuses', 'explicit'],
  ['We do not sponsor visas.', 'refuses', 'explicit'],
  ['No sponsorship available.', 'refuses', 'explicit'],
  ['Sponsorship is not available for this position.', 'refuses', 'explicit'],
  ['Applicants must be eligible to work in the UK without sponsorship.', 'refuses', 'explicit'],
  ['We are not able to support visa applications.', 'refuses', 'explicit'],
  ['This role does not offer visa sponsorship.', 'refuses', 'explicit'],
  ['Candidates requiring sponsorship will not be considered.', 'refuses', 'explicit'],
  ['If you require sponsorship, please do not apply.', 'refuses', 'explicit'],
  ['You must have the full right to work in the UK.', 'refuses', 'implied'],
  ['Applicants must have existing right to work in the UK.', 'refuses', 'implied'],
  ['Full UK right to work required.', 'refuses', 'implied'],
  ['We do not offer relocation or visa sponsorship.', 'refuses', 'explicit'],
  ['No relocation or visa sponsorship available.', 'refuses', 'explicit'],
  ['Visa Sponsorship: No', 'refuses', 'explicit'],
  ["Sponsorship isn't available", 'refuses', 'explicit'],
  ['We are not a licensed sponsor.', 'refuses', 'explicit'],
  [
    'Unfortunately, this role is not eligible for visa sponsorship, however we welcome applications from Graduate visa holders.',
    'refuses',
    'explicit',
  ],
  // Negation scope: the negation belongs to another clause
  ['We do not require a degree; sponsorship is available.', 'offers', 'explicit'],
  ['Visa sponsorship available for those who do not have the right to work in the UK.', 'offers', 'explicit'],
  ['Visa sponsorship: available', 'offers', 'explicit'],
  ['We have sponsored over 50 nurses this year.', 'offers', 'explicit'],
  ['Not only do we offer visa sponsorship, we also help with relocation.', 'offers', 'explicit'],
  ['Visa sponsorship available, but we do not cover visa fees.', 'offers', 'explicit'],
  // Not refusals, not offers
  ['Right to work checks will be carried out.', 'silent'],
  ['No agencies please.', 'silent'],
  ['You will report to the project sponsor and work with executive sponsors.', 'silent'],
  ['We sponsor the annual charity event.', 'silent'],
  ['This programme is sponsored by the Department for Education.', 'silent'],
  ['We offer sponsorship for professional qualifications such as CIMA.', 'silent'],
  ['Tier 2 support available 24/7.', 'silent'], // IT support tiers
  ['Please provide your visa documents at interview.', 'silent'],
  // Chinese ads
  ['本职位不提供工签担保。', 'refuses', 'explicit'],
  ['公司可提供技术工人签证担保。', 'offers', 'explicit'],
  ['申请人需持有英国合法工作身份。', 'refuses', 'implied'],
];

describe('detectSponsorship: sentences', () => {
  it('has at least 60 sentences, most of them real', () => {
    expect(REAL.length + SYNTHETIC.length).toBeGreaterThanOrEqual(60);
    expect(REAL.length).toBeGreaterThanOrEqual(60);
  });

  it.each(REAL)('real: %s → %s', (text, stance, strength) => {
    const got = detectSponsorship(text);
    expect(got.stance).toBe(stance);
    if (strength) expect(got.strength).toBe(strength);
    if (stance === 'silent') expect(got.evidence).toBeNull();
    else expect(got.evidence).toBeTruthy();
  });

  it.each(SYNTHETIC)('synthetic: %s → %s', (text, stance, strength) => {
    const got = detectSponsorship(text);
    expect(got.stance).toBe(stance);
    if (strength) expect(got.strength).toBe(strength);
  });

  it('the real sentences really are in the shared data', () => {
    const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
    const corpus = loadJobs().map((j) => flat(toPlainText(j.description)));
    const missing = REAL.map(([text]) => text).filter((t) => !corpus.some((d) => d.includes(flat(t))));
    expect(missing).toEqual([]);
  });
});

describe('detectSponsorship: whole ads', () => {
  it('a bare "Visa sponsorship" bullet is an offer under a benefits heading only', () => {
    const benefits = 'Benefits:\n\n* Discounted or free food\n* Employee discount\n* UK visa sponsorship\n\nSchedule:\n\n* Day shift';
    expect(detectSponsorship(benefits)).toMatchObject({ stance: 'offers', strength: 'explicit', evidence: 'UK visa sponsorship' });
    expect(detectSponsorship('Requirements:\n* UK visa sponsorship').stance).toBe('silent');
  });

  it('an offer plus a refusal that names another visa is an offer (the refusal is scoped)', () => {
    const text = 'Sponsorship available for Skilled Worker visas; we cannot sponsor graduate visas.';
    expect(detectSponsorship(text)).toMatchObject({ stance: 'offers', strength: 'explicit' });
    expect(detectSponsorship('We cannot sponsor graduate visas.').stance).toBe('silent');
  });

  it('an offer and an unscoped refusal in one ad: silent and mixed', () => {
    const text = 'Visa sponsorship is available.\n\nUnfortunately we cannot offer sponsorship for this role.';
    expect(detectSponsorship(text)).toEqual({ stance: 'silent', strength: null, evidence: null, mixed: true });
  });

  it('an explicit offer beats a right-to-work line; a possible offer does not', () => {
    expect(detectSponsorship('Visa sponsorship is available. You must have the right to work in the UK.')).toMatchObject({
      stance: 'offers',
      strength: 'explicit',
      evidence: 'Visa sponsorship is available.',
    });
    expect(detectSponsorship('Sponsorship may be considered. You must have the right to work in the UK.')).toMatchObject({
      stance: 'silent',
      mixed: true,
    });
  });

  it('an explicit refusal beats a right-to-work line and gives its own sentence as evidence', () => {
    const text = 'You must have the right to work in the UK.\nWe do not offer sponsorship.';
    expect(detectSponsorship(text)).toMatchObject({ stance: 'refuses', strength: 'explicit', evidence: 'We do not offer sponsorship.' });
  });

  it('reads Indeed Markdown with escapes', () => {
    expect(detectSponsorship('**\\\\*We are unable to provide sponsorship. We do accept spousal visas\\\\***').stance).toBe('refuses');
    expect(detectSponsorship("\\*SPONSORSHIP'S NOT AVAILABLE\\*").stance).toBe('refuses');
    expect(detectSponsorship('### **Perks**\n\n\\- Visa sponsorship available').stance).toBe('offers');
  });

  it('reads HTML and entities (Reed, Greenhouse)', () => {
    expect(detectSponsorship('<p>Salary: 55,000&nbsp; - (N.B. sponsorship is not offered for this role)</p>').stance).toBe('refuses');
    expect(detectSponsorship('&lt;p&gt;Visa sponsorship is available.&lt;/p&gt;').stance).toBe('offers');
    expect(detectSponsorship('<ul><li>Pension</li><li>Visa sponsorship</li></ul>').stance).toBe('silent');
  });

  it('is silent on empty text', () => {
    expect(detectSponsorship('')).toEqual({ stance: 'silent', strength: null, evidence: null, mixed: false });
    expect(detectSponsorship('   \n ')).toMatchObject({ stance: 'silent' });
  });

  it('trims long evidence to about 200 characters around the phrase', () => {
    const long =
      `${'We are a friendly team in Leeds who love data and coffee, '.repeat(6)}and we do not offer visa sponsorship for ` +
      `this role, ${'so please read the rest of this long sentence carefully, '.repeat(4)}thanks.`;
    const got = detectSponsorship(long);
    expect(got.stance).toBe('refuses');
    expect(got.evidence!.length).toBeLessThanOrEqual(202);
    expect(got.evidence).toContain('do not offer visa sponsorship');
    expect(trimEvidence('short one', 3)).toBe('short one');
  });

  it('splits lines, pipes and sentences, and remembers the heading', () => {
    expect(splitSentences('BI Analyst | Nottingham | up to 45,000\nBenefits:\n* Pension. Gym.')).toEqual([
      { text: 'BI Analyst', heading: null },
      { text: 'Nottingham', heading: null },
      { text: 'up to 45,000', heading: null },
      { text: 'Pension.', heading: 'benefits:' },
      { text: 'Gym.', heading: 'benefits:' },
    ]);
  });
});

/*
 * The whole corpus (checked by reading every flagged ad, 2026-11-21): 1,913 rows in 12 CSVs, 1,211 unique
 * descriptions. Distribution over the unique descriptions:
 *   silent 1,169 · refuses/explicit 27 · refuses/implied 10 · offers/explicit 4 · offers/possible 1 · mixed 0
 * and over all rows: silent 1,859 · refuses/explicit 38 · refuses/implied 11 · offers/explicit 4 ·
 * offers/possible 1.
 * Offers: Animal Trust ("Visa sponsorship available"), Barchester Healthcare ("Offer to pay Health & Care
 * Worker Visa immigration fees"), Medivet Group ("Support for Certificates of Sponsorship for a Tier 2
 * (General) Visa"), Thinkinvest global ltd ("UK visa sponsorship" under Benefits), and possibly Care UK
 * ("Sponsorship provided where applicable (T&Cs apply)").
 * Of the Adzuna/Reed snippets (500 characters) only three say anything: Distinct Recruitment and Gedu refuse,
 * Houst requires the right to work.
 */
describe('detectSponsorship: the real corpus', () => {
  const jobs = loadJobs();
  const unique = new Map<string, string>();
  for (const job of jobs) unique.set(job.description, job.company);
  const results = [...unique].map(([description, company]) => ({ company, result: detectSponsorship(description) }));
  const companies = (stance: SponsorshipStance, strength?: SponsorshipStrength) =>
    [
      ...new Set(results.filter((r) => r.result.stance === stance && (!strength || r.result.strength === strength)).map((r) => r.company)),
    ].sort();

  it('reads every real posting of both sources', () => {
    const from = (dir: string) => jobs.filter((j) => j.file.startsWith(`${basename(dir)}/`)).length;
    expect(from(INDEED_DIR)).toBeGreaterThan(0);
    expect(from(ADZUNA_REED_DIR)).toBeGreaterThan(0);
    expect(jobs).toHaveLength(1913);
    expect(unique.size).toBe(1211);
  });

  it('has the distribution we checked by hand', () => {
    const count = (stance: SponsorshipStance, strength: SponsorshipStrength | null) =>
      results.filter((r) => r.result.stance === stance && r.result.strength === strength).length;
    expect(count('offers', 'explicit')).toBe(4);
    expect(count('offers', 'possible')).toBe(1);
    expect(count('refuses', 'explicit')).toBe(27);
    expect(count('refuses', 'implied')).toBe(10);
    expect(count('silent', null)).toBe(1169);
    expect(results.filter((r) => r.result.mixed)).toHaveLength(0);
  });

  it('flags the employers we found by reading', () => {
    expect(companies('offers')).toEqual(['Animal Trust', 'Barchester Healthcare', 'Care UK', 'Medivet Group', 'Thinkinvest global ltd']);
    expect(companies('refuses', 'implied')).toEqual([
      'APS',
      'Anchor',
      'Houst',
      'Masson Beckett',
      'Priory Group',
      'Sanctuary Care',
      'The Landmark London',
      'The Old White Lion Hotel',
    ]);
    expect(companies('refuses', 'explicit')).toEqual(
      expect.arrayContaining(['Exemplar Health Care', 'Gedu', 'Distinct Recruitment', 'Ingeus', 'Quantum Care', 'Salvere Support Ltd']),
    );
    // The NHS trust's conditional "if the role is not eligible for sponsorship…" is not a refusal; Severn
    // Arts' "search for sponsors" and Malmaison's "proud sponsor" are not offers.
    const silentCompanies = companies('silent');
    expect(silentCompanies).toEqual(expect.arrayContaining(['NHS', 'Severn Arts', 'Malmaison']));
  });

  it("every flagged ad's evidence is a sponsorship or right-to-work sentence", () => {
    for (const { result } of results.filter((r) => r.result.stance !== 'silent')) {
      expect(result.evidence).toMatch(/sponsor|right to (?:live and )?work|eligible to (?:live and )?work|visa/i);
      expect(result.evidence!.length).toBeLessThanOrEqual(202);
    }
  });
});
