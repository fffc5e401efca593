import { decodeHTML, escapeAttribute, escapeText } from 'entities';
import { Parser } from 'htmlparser2';
import sanitizeHtmlLib from 'sanitize-html';

/**
 * HTML from job boards becomes a small, safe subset:
 *   p, br, ul, ol, li, strong, b, em, i, h2-h4, and a[href] (http, https, mailto only) with
 *   rel="nofollow noopener" target="_blank". Nothing else: no images, scripts, styles, iframes,
 *   attributes or event handlers.
 *
 * Two passes. sanitize-html drops everything outside the allow-list (and the text of script, style,
 * svg …). Then our own pass rebuilds the blocks, because boards nest paragraphs in divs, put <li>
 * without a list, or leave empty <p>&nbsp;</p>. That pass emits only allow-listed tags with escaped
 * text, so it is a second line of defence as well.
 */

const INLINE = new Set(['strong', 'b', 'em', 'i', 'a']);
const HEADINGS = new Set(['h2', 'h3', 'h4']);
const LISTS = new Set(['ul', 'ol']);
/** Tags that only mark a block boundary; the tidy pass decides where paragraphs go. */
const BOUNDARIES = new Set(['p', 'div']);

const BLOCKISH = [
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'blockquote',
  'pre',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'address',
  'center',
  'hr',
];

const LIB_OPTIONS: sanitizeHtmlLib.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h2', 'h3', 'h4', 'a', 'div'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or chrome, never part of the ad.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'head',
    'svg',
    'math',
    'iframe',
    'object',
    'embed',
    'template',
    'select',
    'xmp',
    'noembed',
    'noframes',
    'canvas',
    'video',
    'audio',
    'button',
  ],
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    ...Object.fromEntries(BLOCKISH.map((tag) => [tag, 'div'])),
  },
};

/** The href if it is an absolute http(s) or mailto URL, else null. */
export function safeHref(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

interface OpenInline {
  tag: string;
  href: string | null;
}

/** Rebuilds clean blocks from already-sanitised HTML (see the file comment). */
class Tidy {
  private out: string[] = [];
  /** 'p' when we opened a paragraph lazily, a heading or 'li' when inside one, null between blocks. */
  private block: string | null = null;
  private lists: string[] = [];
  /** Inline tags open in the source; reopened after a block boundary cuts them. */
  private inline: OpenInline[] = [];
  private inlineEmitted = 0;
  private pendingSpace = false;
  private blockHasContent = false;

  private openInlineInOutput(): void {
    for (const open of this.inline.slice(this.inlineEmitted)) {
      if (open.tag !== 'a') this.out.push(`<${open.tag}>`);
      // A link whose href did not survive is kept as its text.
      else if (open.href) this.out.push(`<a href="${escapeAttribute(open.href)}" rel="nofollow noopener" target="_blank">`);
    }
    this.inlineEmitted = this.inline.length;
  }

  private closeInline(from: number): void {
    for (const open of this.inline.slice(from, this.inlineEmitted).reverse()) {
      if (open.tag !== 'a' || open.href) this.out.push(`</${open.tag}>`);
    }
    this.inlineEmitted = Math.min(this.inlineEmitted, from);
  }

  private closeInlineInOutput(): void {
    this.closeInline(0);
  }

  private ensureBlock(): void {
    if (this.block) return;
    const list = this.lists.at(-1);
    if (list) {
      this.out.push('<li>');
      this.block = 'li';
    } else {
      this.out.push('<p>');
      this.block = 'p';
    }
    this.blockHasContent = false;
    this.pendingSpace = false;
  }

  /** Ends the current block; drops it if it held nothing visible. */
  private endBlock(): void {
    if (!this.block) return;
    this.closeInlineInOutput();
    if (this.blockHasContent) {
      this.out.push(`</${this.block}>`);
    } else {
      // Remove the empty block: pop back to its opening tag.
      const at = this.out.lastIndexOf(`<${this.block}>`);
      if (at >= 0) this.out.length = at;
    }
    this.block = null;
    this.pendingSpace = false;
  }

  text(data: string): void {
    const text = data.replace(/[\s\u00a0]+/g, ' ');
    if (text === ' ' || text === '') {
      if (this.block) this.pendingSpace = true;
      return;
    }
    this.ensureBlock();
    const leading = text.startsWith(' ');
    const trailing = text.endsWith(' ');
    // The space goes before any inline tag that opens here: "a <b>b</b>", not "a<b> b</b>".
    if ((leading || this.pendingSpace) && this.blockHasContent) this.out.push(' ');
    this.openInlineInOutput();
    this.out.push(escapeText(text.trim()));
    this.blockHasContent = true;
    this.pendingSpace = trailing;
  }

  open(tag: string, attribs: Record<string, string>): void {
    if (tag === 'br') {
      if (this.block && this.blockHasContent) {
        this.closeInlineInOutput();
        this.out.push('<br>');
        this.pendingSpace = false;
      }
      return;
    }
    if (INLINE.has(tag)) {
      this.inline.push({ tag, href: tag === 'a' ? safeHref(attribs.href) : null });
      return;
    }
    if (BOUNDARIES.has(tag)) {
      // Paragraphs inside a list item or heading stay inline: separate them with a space.
      if (this.block === 'li' || (this.block && HEADINGS.has(this.block))) this.pendingSpace = true;
      else this.endBlock();
      return;
    }
    this.endBlock();
    if (LISTS.has(tag)) {
      // Nested lists are flattened into the outer one: a job ad loses nothing by it.
      if (this.lists.length === 0) this.out.push(`<${tag}>`);
      this.lists.push(tag);
    } else if (tag === 'li') {
      if (this.lists.length === 0) {
        this.out.push('<ul>');
        this.lists.push('ul*'); // implied list, closed at the next block outside a list item
      }
      this.out.push('<li>');
      this.block = 'li';
      this.blockHasContent = false;
    } else if (HEADINGS.has(tag)) {
      this.out.push(`<${tag}>`);
      this.block = tag;
      this.blockHasContent = false;
    }
  }

  close(tag: string): void {
    if (INLINE.has(tag)) {
      const at = this.inline.map((o) => o.tag).lastIndexOf(tag);
      if (at < 0) return;
      // Close down to this tag in the output; the ones above it reopen lazily at the next text.
      if (this.inlineEmitted > at) this.closeInline(at);
      this.inline.splice(at, 1);
      return;
    }
    if (tag === 'br') return;
    if (BOUNDARIES.has(tag)) {
      if (this.block === 'p') this.endBlock();
      else if (this.block) this.pendingSpace = true;
      return;
    }
    if (tag === 'li' || HEADINGS.has(tag)) {
      if (this.block === tag) this.endBlock();
      return;
    }
    if (LISTS.has(tag)) {
      this.endBlock();
      this.closeImpliedList();
      const at = this.lists.lastIndexOf(tag);
      if (at >= 0) {
        const outer = this.lists[0];
        this.lists.splice(at);
        if (this.lists.length === 0 && outer) this.out.push(`</${outer.replace('*', '')}>`);
      }
    }
  }

  private closeImpliedList(): void {
    while (this.lists.at(-1) === 'ul*') {
      this.lists.pop();
      this.out.push('</ul>');
    }
  }

  end(): string {
    this.endBlock();
    const outer = this.lists[0];
    if (outer) this.out.push(`</${outer.replace('*', '')}>`);
    this.lists = [];
    return this.out
      .join('')
      .replace(/<(ul|ol)><\/\1>/g, '')
      .replace(/(<br>)+(<\/(p|li|h[234])>)/g, '$2');
  }

  /** An implied list ends when a block that is not a list item starts outside a list item. */
  beforeOpen(tag: string): void {
    if (this.lists.at(-1) === 'ul*' && tag !== 'li' && !INLINE.has(tag) && tag !== 'br' && this.block !== 'li') {
      this.endBlock();
      this.closeImpliedList();
    }
  }
}

function tidy(html: string): string {
  const tidy = new Tidy();
  const parser = new Parser(
    {
      onopentag: (name, attribs) => {
        tidy.beforeOpen(name);
        tidy.open(name, attribs);
      },
      onclosetag: (name) => tidy.close(name),
      ontext: (text) => tidy.text(text),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return tidy.end();
}

/** Untrusted HTML → safe HTML (see the file comment for what survives). */
export function sanitizeHtml(html: string): string {
  return tidy(sanitizeHtmlLib(html, LIB_OPTIONS));
}

/** Decodes HTML entities once: Greenhouse sends its HTML escaped ("&lt;p&gt;"). */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/**
 * Readable plain text: each paragraph or heading on its own, separated by a blank line; list items
 * as "- item" lines; <br> as a line break. Works on any HTML (it sanitises first).
 */
export function htmlToText(html: string): string {
  return safeHtmlToText(sanitizeHtml(html));
}

/** htmlToText for HTML that sanitizeHtml already produced (saves a second sanitising pass). */
export function safeHtmlToText(html: string): string {
  const lines: string[] = [];
  let current = '';
  const flush = (blank: boolean) => {
    const line = current
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim();
    if (line) lines.push(line);
    if (blank && lines.length && lines.at(-1) !== '') lines.push('');
    current = '';
  };
  let listDepth = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name === 'br') current += '\n';
        else if (name === 'li') {
          flush(false);
          current = '- ';
        } else if (LISTS.has(name)) {
          flush(listDepth === 0);
          listDepth += 1;
        } else if (name === 'p' || HEADINGS.has(name)) flush(true);
      },
      onclosetag: (name) => {
        if (name === 'li') flush(false);
        else if (LISTS.has(name)) {
          listDepth = Math.max(0, listDepth - 1);
          flush(listDepth === 0);
        } else if (name === 'p' || HEADINGS.has(name)) flush(true);
      },
      ontext: (text) => {
        current += text.replace(/[\s\u00a0]+/g, ' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush(false);
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text (paragraphs separated by blank lines) → safe HTML paragraphs. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((line) => escapeText(line.trim()))
          .join('<br>')}</p>`,
    )
    .join('');
}
