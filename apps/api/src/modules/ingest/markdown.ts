import { escapeText } from 'entities';
import { safeHref, sanitizeHtml } from './sanitize.ts';

/**
 * The small Markdown subset JobSpy writes for Indeed ads: paragraphs, hard line breaks, "*"/"-"/"·"
 * bullet lists, "1." lists, "#" headings, **bold**, *italic*, [links](https://…). Anything else is
 * kept as text. The output goes through sanitizeHtml, so odd input cannot produce unsafe HTML.
 */

const BULLET = /^\s*(?:[*\-+·•●▪◦]|\d{1,2}[.)])\s+(.*)$/;
const HEADING = /^\s*(#{1,6})\s+(.*)$/;

function inline(text: string): string {
  let html = escapeText(text);
  // The URL may hold one level of parentheses ("…/Foo_(bar)").
  html = html.replace(/\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, (_whole, label: string, href: string) => {
    const safe = safeHref(href.replace(/&amp;/g, '&'));
    return safe ? `<a href="${safe.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${label}</a>` : label;
  });
  html = html.replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>');
  html = html.replace(/__(?=\S)(.+?)(?<=\S)__/g, '<strong>$1</strong>');
  html = html.replace(/(^|[^*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?!\w)/g, '$1<em>$2</em>');
  // An unbalanced "**" (bold spread over lines or cut off) is markup, never words.
  return html.replace(/\*\*/g, '');
}

function listTag(line: string): 'ul' | 'ol' {
  return /^\s*\d/.test(line) ? 'ol' : 'ul';
}

export function markdownToHtml(markdown: string): string {
  // JobSpy escapes Markdown punctuation, sometimes twice ("\\*\\*Duties:\\*\\*"); the intent is the markup.
  const source = markdown.replace(/\r\n?/g, '\n').replace(/\\+([*_#\-.+()[\]!`>])/g, '$1');
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;

  const endParagraph = () => {
    if (paragraph.length) out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };
  const endList = () => {
    if (list) out.push(`<${list.tag}>${list.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };

  for (const line of source.split('\n')) {
    const bullet = BULLET.exec(line);
    const heading = HEADING.exec(line);
    if (!line.trim()) {
      endParagraph(); // a list may continue after a blank line: JobSpy separates items with one
    } else if (bullet) {
      endParagraph();
      const tag = listTag(line);
      if (list && list.tag !== tag) endList();
      list ??= { tag, items: [] };
      list.items.push(bullet[1] ?? '');
    } else if (heading) {
      endParagraph();
      endList();
      const level = Math.min(4, Math.max(2, (heading[1] ?? '#').length + 1));
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
    } else {
      endList();
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  endList();
  return sanitizeHtml(out.join(''));
}
