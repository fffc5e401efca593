import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import type { UnderstoodTerm } from '@jobbridge/contracts';
import { cedict } from './dictionary.ts';
import { IGNORED, REMOTE, REVIEWED_TOWNS, REVIEWED_WORDS } from './reviewed.ts';
import { isKnownTown } from './towns.ts';

/** What a search's words and place box were understood as. */
export interface Understanding {
  /** The words to search for, in English where understood. */
  text: string;
  /** The place to search in (English), from the place box or else a town typed among the words; '' for none. */
  location: string;
  /** Each Chinese word or town understood, in the order typed. */
  understood: UnderstoodTerm[];
  /** Chinese words neither list knows, in the order typed. */
  unknown: string[];
}

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /(\p{Script=Han}+)/u;

let segmenter: Jieba | undefined;
// Required on first use, not imported: the native module and its 5 MB dictionary stay out of the server's start.
const require = createRequire(import.meta.url);

/**
 * jieba with its own dictionary plus the reviewed words and the towns, so that "数据分析师伦敦" is cut into
 * 数据分析师 | 伦敦 rather than 数据 | 分析师 | 伦敦. Built on first use (about 0.4 s, 40 MB).
 */
function jieba(): Jieba {
  if (segmenter) return segmenter;
  const { Jieba: Segmenter } = require('@node-rs/jieba') as { Jieba: typeof Jieba };
  const { dict } = require('@node-rs/jieba/dict') as { dict: Buffer };
  const s = Segmenter.withDict(dict);
  const extra = [...Object.keys(REVIEWED_WORDS), ...Object.keys(REVIEWED_TOWNS), ...cedict().towns.keys(), ...IGNORED];
  s.loadDict(Buffer.from(extra.map((w) => `${w} 100000 n`).join('\n')));
  segmenter = s;
  return s;
}

/** Chinese text cut into words with their part of speech (jieba's tags: nr person, ns place, nt organisation, m numeral, eng Latin). */
export function tagChinese(text: string): { word: string; tag: string }[] {
  return jieba().tag(text, true);
}

type Meaning = { kind: 'word' | 'place'; to: string } | { kind: 'ignored' } | { kind: 'remote' };

function meaningOf(word: string): Meaning | null {
  if (word === REMOTE) return { kind: 'remote' };
  if (IGNORED.has(word)) return { kind: 'ignored' };
  const reviewed = REVIEWED_WORDS[word];
  if (reviewed) return { kind: 'word', to: reviewed };
  const name = cedict().names.get(word);
  const town = REVIEWED_TOWNS[word] ?? cedict().towns.get(word) ?? (name && isKnownTown(name) ? name : undefined);
  if (town) return { kind: 'place', to: town };
  const english = cedict().words.get(word);
  return english ? { kind: 'word', to: english } : null;
}

/** Longest first: how many tokens may join into one dictionary word ("投" + "行"). */
const MAX_JOIN = 4;

interface Piece {
  from: string;
  meaning: Meaning | null;
}

/**
 * A run of Chinese cut into words: jieba's tokens, joined with their neighbours when together they make a known
 * word, and a token nobody knows split into the longest known words inside it ("财务经理" → 财务 + 经理).
 */
function piecesOf(run: string): Piece[] {
  const tokens = jieba().cut(run, false);
  const out: Piece[] = [];
  for (let i = 0; i < tokens.length;) {
    let joined = false;
    for (let j = Math.min(tokens.length, i + MAX_JOIN); j > i + 1; j--) {
      const word = tokens.slice(i, j).join('');
      const meaning = meaningOf(word);
      if (meaning) {
        out.push({ from: word, meaning });
        i = j;
        joined = true;
        break;
      }
    }
    if (joined) continue;
    out.push(...inside(tokens[i]!));
    i++;
  }
  // Neighbouring unknown characters stay together as one unknown word.
  return out.reduce<Piece[]>((acc, p) => {
    const last = acc.at(-1);
    if (last && !last.meaning && !p.meaning) last.from += p.from;
    else acc.push(p);
    return acc;
  }, []);
}

/** A token as known words: itself, else the longest known words from the left, unknown characters kept. */
function inside(token: string): Piece[] {
  const meaning = meaningOf(token);
  if (meaning) return [{ from: token, meaning }];
  const chars = [...token];
  const out: Piece[] = [];
  for (let i = 0; i < chars.length;) {
    let found = false;
    for (let j = chars.length; j > i + 1; j--) {
      const word = chars.slice(i, j).join('');
      const m = meaningOf(word);
      if (m) {
        out.push({ from: word, meaning: m });
        i = j;
        found = true;
        break;
      }
    }
    if (!found) out.push({ from: chars[i++]!, meaning: null });
  }
  return out;
}

/** Single characters nobody searches for (的, 和, 或): dropped without comment. */
const PARTICLES = /^[的和与或及在了]$/u;

/**
 * Understands a search: Chinese words become the English job ads use (the reviewed list first, then CC-CEDICT),
 * English words stay as typed, and a Chinese town typed among the words becomes the place when the place box is
 * empty (when both are given, the place box wins and the town is searched for as a word). Unknown Chinese words are
 * reported; they are searched for only when nothing else is, since job ads are in English and requiring them would
 * empty almost every search.
 */
export function understand(q: string, location: string): Understanding {
  const understood: UnderstoodTerm[] = [];
  const unknown: string[] = [];
  const place = understandPlace(location, understood);
  let chosenPlace = place;
  const words: string[] = [];
  const unknownText: string[] = [];
  for (const part of q.split(HAN_RUN)) {
    if (!part) continue;
    if (!HAN.test(part)) {
      words.push(part);
      continue;
    }
    for (const piece of piecesOf(part)) {
      const m = piece.meaning;
      if (!m) {
        if (PARTICLES.test(piece.from)) continue;
        unknown.push(piece.from);
        unknownText.push(` ${piece.from} `);
      } else if (m.kind === 'ignored') {
        continue;
      } else if (m.kind === 'remote' && !chosenPlace) {
        chosenPlace = 'remote';
        understood.push({ from: piece.from, to: 'remote', kind: 'place' });
      } else if (m.kind === 'place' && (!chosenPlace || chosenPlace.toLowerCase() === m.to.toLowerCase())) {
        // The place, or the same town as the place box: nothing more to search for.
        chosenPlace = m.to;
        understood.push({ from: piece.from, to: m.to, kind: 'place' });
      } else {
        const to = m.kind === 'remote' ? 'remote' : m.to;
        words.push(` ${to} `);
        understood.push({ from: piece.from, to, kind: 'word' });
      }
    }
  }
  const text = tidy(words.join(''));
  return { text: text || tidy(unknownText.join('')), location: chosenPlace, understood, unknown };
}

function understandPlace(location: string, understood: UnderstoodTerm[]): string {
  const typed = location.trim();
  if (!HAN.test(typed)) return typed;
  // A Chinese place box: the whole of it is a town, remote or unknown; text beside it (a postcode) is kept.
  return typed
    .split(HAN_RUN)
    .map((part) => {
      if (!HAN.test(part)) return part;
      const m = meaningOf(part);
      if (m?.kind !== 'place' && m?.kind !== 'remote') return part;
      const to = m.kind === 'remote' ? 'remote' : m.to;
      understood.push({ from: part, to, kind: 'place' });
      return to;
    })
    .join('')
    .trim();
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Chinese job words in `q` in English (for recommendations from a résumé's roles). */
export const translateQuery = (q: string): string => understand(q, '').text;

/** A place typed in Chinese, in English. */
export function translateLocation(location: string): string {
  return understand('', location).location;
}

/** The reviewed lists read backwards: English (lower case) to the first Chinese listed for it. */
let backwards: { words: Map<string, string>; towns: Map<string, string>; longest: number } | undefined;
function reviewedBackwards() {
  if (backwards) return backwards;
  const words = new Map<string, string>();
  const towns = new Map<string, string>();
  for (const [zh, en] of Object.entries(REVIEWED_WORDS)) if (!words.has(en.toLowerCase())) words.set(en.toLowerCase(), zh);
  for (const [zh, en] of Object.entries(REVIEWED_TOWNS)) if (!towns.has(en.toLowerCase())) towns.set(en.toLowerCase(), zh);
  const longest = Math.max(...[...words.keys(), ...towns.keys()].map((k) => k.split(' ').length));
  return (backwards = { words, towns, longest });
}

/**
 * The other way: the English job words and towns of a search with their Chinese, from the reviewed lists only
 * ("data analyst" → 数据分析师, London → 伦敦), so a Chinese reader sees what the English searched for means.
 * Longest phrases first; a town in the place box is a place. CC-CEDICT is not read for this: its English senses
 * are not job words, and loading it would slow the first English search.
 */
export function inChinese(q: string, location: string): UnderstoodTerm[] {
  if (HAN.test(q) || HAN.test(location)) return [];
  const { words, towns, longest } = reviewedBackwards();
  const out: UnderstoodTerm[] = [];
  const tokens = q.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? [];
  const original = q.match(/[\p{L}\p{N}+#.]+/gu) ?? [];
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(longest, tokens.length - i); n > 0 && !matched; n--) {
      const phrase = tokens.slice(i, i + n).join(' ');
      const zh = words.get(phrase) ?? towns.get(phrase);
      if (!zh) continue;
      out.push({ from: original.slice(i, i + n).join(' '), to: zh, kind: words.has(phrase) ? 'word' : 'place' });
      matched = n;
    }
    i += matched || 1;
  }
  const town = towns.get(location.trim().toLowerCase());
  if (town) out.push({ from: location.trim(), to: town, kind: 'place' });
  return out;
}
