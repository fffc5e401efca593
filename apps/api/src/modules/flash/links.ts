/**
 * Links in a letter or subject: web addresses with a scheme or starting "www.", and bare domains followed by a
 * path ("bit.ly/x"). Lower-cased, trailing punctuation left off, each once. Flash Apply flags the ones a person
 * adds to a letter before it is sent (decision 052).
 */
const LINK = /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"')\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s<>"')\]]*/gi;

export function linksIn(text: string): string[] {
  const found = (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?]+$/, '').toLowerCase());
  return [...new Set(found)];
}
