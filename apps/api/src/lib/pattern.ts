/**
 * Alternatives as one non-capturing group, so a long regular expression can be built from named word lists.
 * The alternatives are regular-expression source, not escaped: a list may hold `bonus(?:es)?` or `sign[\s-]?on`.
 * A list may also be written as a few `|`-joined lines; joining them gives the same group.
 */
export const anyOf = (alternatives: readonly string[]) => `(?:${alternatives.join('|')})`;
