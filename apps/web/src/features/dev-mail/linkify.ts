export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; text: string; /** Set for links into this app: navigate in-app. */ path: string | null };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]}'"»」』。，；：！？]+$/u;

/** Splits plain text into text and links (http/https only). Same-origin links get an in-app path. */
export function linkify(text: string, origin: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    if (trailing) raw = raw.slice(0, -trailing.length);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({
      kind: 'link',
      href: url.href,
      text: raw,
      path: url.origin === origin ? url.pathname + url.search + url.hash : null,
    });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
