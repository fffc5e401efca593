import { anyOf } from '../../lib/pattern.ts';
import { isAboutRightToWork } from '../ai/index.ts';

/** The sign-off a letter ends with, from which on nothing is the body ("Yours faithfully,", "此致"…). */
const SIGN_OFF_WORDS = [
  String.raw`yours\s+(?:faithfully|sincerely|truly)|(?:kind|kindest|best|warm|warmest|with\s+best)\s+regards|regards`,
  String.raw`best\s+wishes|sincerely|many\s+thanks|thanks|thank\s+you`,
];
const SIGN_OFF = new RegExp(String.raw`^${anyOf(SIGN_OFF_WORDS)}[,.!]?\s*(?:\n|$)|^(?:此致|顺祝|祝好|顺颂|谨上|敬上)`, 'i');
/** A closing courtesy ("Thank you for your time", "I look forward to…"): the statement reads best before it. */
const COURTESY = /\b(?:thank\s+you|thanks|look\s+forward|welcome\s+the\s+(?:chance|opportunity)|grateful)\b|感谢|期待|谢谢/i;
/** The greeting a letter starts with. */
const GREETING = /^(?:dear\b|to\s+whom\b|hello\b|hi\b|尊敬的|您好|致)/i;

/** A paragraph's sentences with the space after each, so a paragraph put back together reads as before. */
function sentencesOf(paragraph: string): { sentence: string; after: string }[] {
  // Lines are sentences too: a list of points must not lose its other lines with one of them.
  const parts = paragraph.split(/(\s*\n\s*|(?<=[.!?])\s+(?=[A-Z"'(\u3400-\u9fff])|(?<=[。！？；]))/u);
  const out: { sentence: string; after: string }[] = [];
  for (let i = 0; i < parts.length; i += 2) out.push({ sentence: parts[i]!, after: parts[i + 1] ?? '' });
  return out.filter((p) => p.sentence.trim());
}

/**
 * A letter with the app's right-to-work statement in place: any sentence of the writer's text on the subject is
 * taken out (a model does not get to state anyone's status), and the one sentence written from the person's
 * declaration goes in as its own paragraph at the end of the body: before the sign-off, and before a closing
 * courtesy ("Thank you for your time…") when the letter ends with one. Without a declaration, no sentence is added.
 */
export function withRightToWork(letter: string, statement: string | null): { text: string; dropped: string[] } {
  const paragraphs = letter.trim().split(/\n[ \t]*\n+/);
  // The sign-off is among the last paragraphs ("Kind regards," alone, or followed by the name).
  let closing = paragraphs.length;
  for (let i = paragraphs.length - 1; i >= Math.max(1, paragraphs.length - 3); i--) {
    if (SIGN_OFF.test(paragraphs[i]!.trim())) {
      closing = i;
      break;
    }
  }
  const dropped: string[] = [];
  const body = paragraphs.slice(0, closing).flatMap((paragraph, index) => {
    if (index === 0 && GREETING.test(paragraph.trim())) return [paragraph];
    const kept = sentencesOf(paragraph).filter(({ sentence }) => {
      if (!isAboutRightToWork(sentence)) return true;
      dropped.push(sentence.trim());
      return false;
    });
    const text = kept
      .map((p) => p.sentence + p.after)
      .join('')
      .trim();
    return text ? [text] : [];
  });
  // Before the closing courtesy paragraph when there is one (not after "Thank you for your time"), else last.
  const at = body.length > 1 && COURTESY.test(body.at(-1)!) ? body.length - 1 : body.length;
  if (statement) body.splice(at, 0, statement);
  const text = [...body, ...paragraphs.slice(closing)].join('\n\n');
  return { text, dropped };
}
