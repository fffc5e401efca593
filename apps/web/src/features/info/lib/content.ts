/**
 * The content model of the information pages. All text lives in the `pages` namespace of the locale files;
 * these types describe the JSON and the guards turn whatever i18next returns into safe values (a missing key
 * comes back as the key string, never as a crash).
 *
 * Inline markup inside strings: `**bold**` and `[label](href)`, rendered by `RichText`.
 */

interface Term {
  term: string;
  desc: string;
}

/**
 * One block of body text:
 * - a string is a paragraph;
 * - an array of strings is a bulleted list;
 * - `{ steps }` is a numbered list, `{ note }` a highlighted note, `{ terms }` a definition list;
 * - `{ contact: true }` shows our contact email (from GET /api/site) or the chat-button fallback;
 * - `{ register: true }` shows the date and size of our copy of the sponsor register, when known.
 */
export type Block = string | string[] | { steps: string[] } | { note: string } | { terms: Term[] } | { contact: true } | { register: true };

interface Subsection {
  id: string;
  title: string;
  body: Block[];
}

export interface Section {
  id: string;
  title: string;
  body: Block[];
  subsections: Subsection[];
}

interface FaqItem {
  id: string;
  q: string;
  a: Block[];
}

export interface FaqTopic {
  id: string;
  title: string;
  items: FaqItem[];
}

type Dict = Record<string, unknown>;

export function isRecord(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';

export function asString(value: unknown): string {
  return isString(value) ? value : '';
}

export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isString) : [];
}

function asTerms(value: unknown): Term[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((t) => ({ term: asString(t.term), desc: asString(t.desc) }));
}

function asBlock(value: unknown): Block | null {
  if (isString(value)) return value;
  if (Array.isArray(value)) return asStringList(value);
  if (!isRecord(value)) return null;
  if ('steps' in value) return { steps: asStringList(value.steps) };
  if ('note' in value) return { note: asString(value.note) };
  if ('terms' in value) return { terms: asTerms(value.terms) };
  if (value.contact === true) return { contact: true };
  if (value.register === true) return { register: true };
  return null;
}

function asBlocks(value: unknown): Block[] {
  if (isString(value)) return [value];
  if (!Array.isArray(value)) return [];
  return value.map(asBlock).filter((b): b is Block => b !== null);
}

/** `{ id: { title, body, subsections } }` in file order, as a list. */
export function asSections(value: unknown): Section[] {
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .filter((entry): entry is [string, Dict] => isRecord(entry[1]))
    .map(([id, s]) => ({
      id,
      title: asString(s.title),
      body: asBlocks(s.body),
      subsections: isRecord(s.subsections)
        ? Object.entries(s.subsections)
            .filter((entry): entry is [string, Dict] => isRecord(entry[1]))
            .map(([subId, sub]) => ({ id: `${id}-${subId}`, title: asString(sub.title), body: asBlocks(sub.body) }))
        : [],
    }));
}

/** `{ topicId: { title, items: [{ id, q, a }] } }` in file order, as a list. */
export function asFaqTopics(value: unknown): FaqTopic[] {
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .filter((entry): entry is [string, Dict] => isRecord(entry[1]))
    .map(([id, topic]) => ({
      id,
      title: asString(topic.title),
      items: Array.isArray(topic.items)
        ? topic.items.filter(isRecord).map((item) => ({ id: asString(item.id), q: asString(item.q), a: asBlocks(item.a) }))
        : [],
    }));
}

/** The readable text of an inline-marked string: `**x**` → x, `[label](href)` → label. */
export function plainText(marked: string): string {
  return marked.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1');
}

export function blockText(block: Block): string {
  if (isString(block)) return plainText(block);
  if (Array.isArray(block)) return block.map(plainText).join(' ');
  if ('steps' in block) return block.steps.map(plainText).join(' ');
  if ('note' in block) return plainText(block.note);
  if ('terms' in block) return block.terms.map((t) => `${plainText(t.term)} ${plainText(t.desc)}`).join(' ');
  return '';
}
