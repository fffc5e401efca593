import type { Db } from '@jobbridge/db';
import { learnTowns } from './chinese/towns.ts';
import { loadSearchFacts, stems, wordFrequencies } from './facts.ts';
import { commonTitleWords } from './repository.ts';
import { WARM_STEM_ADS, WARM_STEMS, WARM_TOWNS, WARM_WORDS } from './tuning.ts';

/**
 * The searches a starting server sends itself before it reports ready (decision 060), as query strings of
 * GET /api/jobs/search: the commonest words and towns of this database, both sorts, deep pages, filters and a
 * Chinese search. They load the facts, the towns, the Chinese dictionaries and each word's stems, open the database
 * connections (a new PostgreSQL backend reads its catalogs and text-search dictionaries on first use), read the
 * index and table pages the newest ads are on, and let V8 compile the paths every search takes.
 */
export async function warmUpSearches(db: Db): Promise<string[]> {
  await Promise.all([loadSearchFacts(db), learnTowns(db)]);
  // The stems of the words people search with most, read in one go: each is otherwise a round trip on its first search.
  // A failure here (a statement timeout on a busy database) leaves the server a little colder, never down.
  await commonTitleWords(db, WARM_STEM_ADS, WARM_STEMS)
    .then((common) => stems(db, common.join(' ')))
    .catch(() => undefined);
  const freq = wordFrequencies(db) ?? new Map<string, number>();
  const commonest = (keep: (token: string) => boolean, n: number) =>
    [...freq.entries()]
      .filter(([token]) => keep(token))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([token]) => token);
  // Stems ("engin") are words the search takes as they are; filter tokens have a prefix ("c:leeds").
  const words = commonest((t) => /^\p{L}{3,}$/u.test(t), WARM_WORDS);
  const towns = commonest((t) => t.startsWith('c:') && t.length > 2, WARM_TOWNS).map((t) => t.slice(2));
  const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const searches = towns.map((location) => qs({ location }));
  words.forEach((q, i) => {
    const location = towns.length ? towns[i % towns.length]! : '';
    searches.push(
      qs({ q }),
      qs({ q, sort: 'time' }),
      qs({ q, location }),
      qs({ q, page: '3' }),
      qs({ q, verdict: 'licensed_sponsor,offers_sponsorship' }),
      qs({ q, postedWithin: '7', remote: 'remote,hybrid' }),
    );
  });
  // A Chinese search loads the word segmenter and its dictionary (seconds of one core, once).
  searches.push(qs({ q: '数据分析师', location: '伦敦' }));
  return searches;
}
