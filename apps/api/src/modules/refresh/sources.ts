import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Config } from '../../config/env.ts';
import { fetchAdzuna, fetchAshby, fetchGreenhouse, fetchLever, fetchReed, getText, parseCsv, type NormalizedJob } from '../ingest/index.ts';

/** The job sources the server can refresh on its own, and `npm run import:jobs` reads once. */
export type SourceKind = 'greenhouse' | 'lever' | 'ashby' | 'adzuna' | 'reed' | 'csv';

export interface SourceSpec {
  kind: SourceKind;
  /** What the connector needs: board, company, what/where, keywords/location, url; companyName, dateOrder. */
  params: Record<string, string>;
}

export class SourceUsageError extends Error {}

export const SOURCE_USAGE = `  greenhouse <board> | lever <company> | ashby <board>   [--company-name "Name"]
  adzuna --what "data analyst" [--where London]          (needs ADZUNA_APP_ID and ADZUNA_APP_KEY)
  reed --keywords "data analyst" [--location London]     (needs REED_API_KEY)
  csv <url or file> [--date-order dmy|mdy]`;

/** The words after `sources add` or `import:jobs`, as a source (csv: every file or URL given). */
export function parseSource(argv: string[]): SourceSpec & { files: string[]; rest: Record<string, string | boolean | undefined> } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'date-order': { type: 'string' },
      'company-name': { type: 'string' },
      what: { type: 'string' },
      where: { type: 'string' },
      keywords: { type: 'string' },
      location: { type: 'string' },
      every: { type: 'string' },
    },
  });
  const [kind, ...rest] = positionals;
  const params: Record<string, string> = {};
  if (values['company-name']) params.companyName = values['company-name'];
  const need = (what: string) => {
    if (!rest[0]) throw new SourceUsageError(`${kind} needs ${what}`);
    return rest[0];
  };
  switch (kind) {
    case 'greenhouse':
    case 'ashby':
      params.board = need('a board name');
      break;
    case 'lever':
      params.company = need('a company name');
      break;
    case 'adzuna':
      if (!values.what && !values.where) throw new SourceUsageError('adzuna needs --what or --where');
      if (values.what) params.what = values.what;
      if (values.where) params.where = values.where;
      break;
    case 'reed':
      if (!values.keywords && !values.location) throw new SourceUsageError('reed needs --keywords or --location');
      if (values.keywords) params.keywords = values.keywords;
      if (values.location) params.location = values.location;
      break;
    case 'csv':
      params.url = need('a URL or a file');
      if (values['date-order'] === 'mdy') params.dateOrder = 'mdy';
      break;
    default:
      throw new SourceUsageError(`Sources:\n${SOURCE_USAGE}`);
  }
  return { kind, params, files: kind === 'csv' ? rest : [], rest: { every: values.every } };
}

/** How a source is named in lists and run records: "greenhouse monzo", "adzuna what=data analyst where=London". */
export function sourceLabel({ kind, params }: SourceSpec): string {
  const main = params.board ?? params.company ?? params.url;
  const words = Object.entries(params)
    .filter(([k]) => !['board', 'company', 'url'].includes(k))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`);
  return [kind, main, ...words].filter(Boolean).join(' ');
}

/** Reads a source once: the board's API (its base URL from the settings), a CSV at a URL, or a CSV file. */
export async function fetchSource({ kind, params }: SourceSpec, config: Config): Promise<NormalizedJob[]> {
  const companyName = params.companyName;
  switch (kind) {
    case 'greenhouse':
      return fetchGreenhouse({ board: params.board!, companyName, baseUrl: config.GREENHOUSE_API_URL });
    case 'lever':
      return fetchLever({ company: params.company!, companyName, baseUrl: config.LEVER_API_URL });
    case 'ashby':
      return fetchAshby({ board: params.board!, companyName, baseUrl: config.ASHBY_API_URL });
    case 'adzuna':
      if (!config.ADZUNA_APP_ID || !config.ADZUNA_APP_KEY) throw new SourceUsageError('adzuna needs ADZUNA_APP_ID and ADZUNA_APP_KEY');
      return fetchAdzuna({
        appId: config.ADZUNA_APP_ID,
        appKey: config.ADZUNA_APP_KEY,
        what: params.what,
        where: params.where,
        baseUrl: config.ADZUNA_API_URL,
      });
    case 'reed':
      if (!config.REED_API_KEY) throw new SourceUsageError('reed needs REED_API_KEY');
      return fetchReed({
        apiKey: config.REED_API_KEY,
        keywords: params.keywords,
        locationName: params.location,
        baseUrl: config.REED_API_URL,
      });
    case 'csv': {
      const url = params.url!;
      const text = /^https?:\/\//i.test(url)
        ? (await getText('csv', new URL(url), { timeoutMs: 120_000 })).body
        : await readFile(url, 'utf8');
      return parseCsv(text, { dateOrder: params.dateOrder === 'mdy' ? 'mdy' : 'dmy' });
    }
  }
}
