import type { NormalizedJob } from '../../src/modules/ingest/index.ts';
import { readRegister, type RegisterOrganisation } from '../../src/modules/sponsors/register.ts';
import { realRegister, registerSubset } from '../sponsors/data.ts';

/** Organisations with names an address must carry intact: quotes, ampersand, slash, Chinese characters. */
export const ODD_NAMES = ['O\'Neill & Sons "Bakers" Ltd', 'A/B Testing Works Ltd', '华为技术英国有限公司', 'Café 100% Ltd'];

const csvCell = (v: string) => `"${v.replace(/"/g, '""')}"`;

function oddOrganisations(): RegisterOrganisation[] {
  const rows = ODD_NAMES.map((n, i) =>
    [n, i % 2 ? 'Manchester' : 'LONDON', '', i === 0 ? 'Worker (B rating)' : 'Worker (A (Premium))', 'Skilled Worker']
      .map(csvCell)
      .join(','),
  );
  return readRegister(['Organisation Name,Town/City,County,Type & Rating,Route', ...rows].join('\r\n')).organisations;
}

/** Real organisations (Google, Deloitte, PwC, Monzo and whoever shares their words) plus the odd names. */
export function directoryRegister(without: string[] = []): { rows: number; organisations: RegisterOrganisation[] } {
  const real = registerSubset(['google', 'deloitte', 'pricewaterhousecoopers', 'monzo', 'bakery'], new Set());
  const provisional = realRegister()
    .organisations.filter((o) => o.typeRatings.some((t) => /provisional/i.test(t)))
    .slice(0, 5);
  const seen = new Set<string>();
  const organisations = [...real.organisations, ...provisional, ...oddOrganisations()].filter(
    (o) => !without.includes(o.nameLower) && !seen.has(o.nameLower) && seen.add(o.nameLower),
  );
  return { rows: organisations.length, organisations };
}

export function job(company: string, title: string, n: number, salaryMin = 45_000): NormalizedJob {
  return {
    source: 'reed',
    externalId: `companies-${company}-${n}`,
    url: `https://example.org/jobs/${n}`,
    title,
    company,
    location: 'London',
    salaryMin,
    salaryMax: salaryMin + 10_000,
    salaryPeriod: 'year',
    salaryCurrency: 'GBP',
    salaryText: null,
    salaryEstimated: false,
    descriptionHtml: `<p>${title} at ${company}.</p>`,
    descriptionText: `${title} at ${company}.`,
    descriptionTruncated: false,
    postedAt: new Date(Date.now() - n * 3600_000),
    contractType: 'permanent',
    hours: 'full_time',
    remote: null,
    hrEmail: null,
    country: 'GB',
  };
}
