/**
 * Review text as stored and shown: plain text. Tags are dropped (the text is never HTML; the web shows it as
 * text), control characters other than line breaks removed, runs of blank lines and spaces collapsed.
 */
export function sanitizeReviewText(text: string): string {
  return (
    text
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
