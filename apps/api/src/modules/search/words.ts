/**
 * The typed words read the way `websearch_to_tsquery` reads them: "quoted phrases", `or`, and `-word` to leave
 * a word out. Phrases and left-out words are checked only over the matches of the positive words (decision 039),
 * so a search needs at least one word to look for.
 */
export interface Words {
  /** The words to look for, phrases unquoted and left-out words dropped ('' when there are none). */
  positive: string;
  /** True when the positive words alone decide the matches (no phrase and no left-out word). */
  exact: boolean;
  /** Some word is left out but none is looked for: such a search is refused (SEARCH_NEEDS_WORD). */
  onlyExcludes: boolean;
  /** The words hold an `or`: search.ts plans with the alternatives' shares (anyOfGroups) and looks the whole query up. */
  anyOf: boolean;
  /**
   * The text for websearch_to_tsquery: the same query, with minuses that undo each other dropped. PostgreSQL keeps
   * them ("--help" is `!!'help'`), and no index looks a negation up, so the whole table would be read.
   */
  query: string;
}

export function readWords(text: string): Words {
  const hasPhrase = /"[^"]*\s[^"]*"/.test(text);
  // A minus where websearch_to_tsquery reads a word to leave out: at the start of the text or of a word (after a
  // space, a bracket, & or |), spaces or more minuses after it too ("care - nights", "care (-nights)"); never inside a
  // word ("e-commerce", "2-3 days"). Read as a word looked for, a left-out word sized the search as if required.
  // Two minuses undo each other ("--help" is help).
  const minus = /(^|[\s(&|])((?:-[\s(&|]*)+)("[^"]*"?|\S+)/gu;
  let hasExclusion = false;
  // Each run of minuses as one minus, or none when they undo each other; then without the words left out.
  const query = text.replace(minus, (_, before: string, minuses: string, word: string) => {
    if ((minuses.match(/-/g)?.length ?? 0) % 2 === 0) return `${before}${word}`;
    hasExclusion = true;
    return `${before}-${word}`;
  });
  const kept = hasExclusion ? query.replace(minus, ' ') : query;
  const positive = kept.replace(/"/g, ' ').replace(/\s+/g, ' ').trim();
  const lookedFor = positive.replace(/\bor\b/gi, ' ').trim();
  return {
    positive: lookedFor ? positive : '',
    exact: !hasPhrase && !hasExclusion,
    onlyExcludes: hasExclusion && !lookedFor,
    anyOf: /\bor\b/i.test(text),
    query,
  };
}

/**
 * The words as `websearch_to_tsquery` groups them: `or` joins the words on either side into one group of
 * alternatives ("nurse or carer london" is (nurse | carer) & london), and each alternative is a list of words
 * (what the letters and digits of one typed word split into).
 */
export function anyOfGroups(text: string): string[][][] {
  const groups: string[][][] = [];
  let joinNext = false;
  for (const token of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    if (token === 'or') {
      joinNext = groups.length > 0;
      continue;
    }
    const words = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (!words.length) continue;
    if (joinNext) groups[groups.length - 1]!.push(words);
    else groups.push([words]);
    joinNext = false;
  }
  return groups;
}
