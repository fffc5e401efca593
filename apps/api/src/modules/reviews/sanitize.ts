import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/** No tag survives; the text inside script, style and the like goes with its tag. */
const NOTHING: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/** Enough for any nesting a person types by hand; what is still markup after that loses its angle brackets. */
const MAX_PASSES = 8;

/** Control characters other than line breaks, zero-width and direction marks (they can disguise text). */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS = /[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Markup an HTML parser would see is removed by sanitize-html, and its escaped output turned back into the
 * characters typed ("a < b" stays "a < b"). One pass can leave a tag behind ("<<script>script>" becomes
 * "<script>"), and so can removing a control character ("<\u0000script>"), so both repeat until the text no
 * longer changes: what is stored is text that sanitising leaves as it is.
 */
function stripMarkup(text: string): string {
  let current = text.replace(CONTROLS, '');
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = decodeHTML(sanitizeHtml(current, NOTHING)).replace(CONTROLS, '');
    if (next === current) return current;
    current = next;
  }
  return current.replace(/[<>]/g, '');
}

/**
 * Review text as stored and shown: plain text (the web shows it as text, never as HTML). Markup and control
 * characters are removed (above), runs of blank lines and spaces collapsed.
 */
export function sanitizeReviewText(text: string): string {
  return stripMarkup(text.replace(/\r\n?/g, '\n'))
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
