import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/**
 * Fonts, registered once per process from files inside node_modules (never fetched at run time; decision 010).
 * - "JB Sans": Noto Sans SC (Google's static TTF cut, shipped by @expo-google-fonts/noto-sans-sc). It covers
 *   Latin and simplified Chinese, so one family renders mixed text without blank boxes.
 * - "JB Serif": Noto Serif SC, the serif companion, for the Executive and Academic templates.
 * react-pdf embeds only the glyphs a document uses (subsetting), so a PDF stays small despite ~10 MB fonts.
 * Two weights per family (400, 700): each weight a document uses is one more ~10 MB font to parse at start-up and
 * one more subset to build per render, and 500 was barely distinguishable from 400 in print.
 */
const require = createRequire(import.meta.url);

export const SANS = 'JB Sans';
const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
export const SERIF = 'JB Serif';

let registered = false;
export function registerFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: SANS,
    fonts: [
      { src: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'), fontWeight: 400 },
      { src: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  Font.register({
    family: SERIF,
    fonts: [
      { src: require.resolve('@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf'), fontWeight: 400 },
      { src: require.resolve('@expo-google-fonts/noto-serif-sc/700Bold/NotoSerifSC_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Where a word may break (react-pdf draws no hyphen before an empty part).
  Font.registerHyphenationCallback(breakPoints);
}

/**
 * Résumé text is names, places and URLs: hyphenating them ("Man-chester") reads as a typo, so a Latin word is never
 * split, except a long unbroken token (an email or a URL in a narrow column), which may break after its
 * punctuation (. @ / _ -) rather than run out of its column. Chinese has no spaces: a run of Han characters may
 * break between any two of them.
 */
function breakPoints(word: string): string[] {
  if (HAN.test(word) && word.length > 1) return Array.from(word).flatMap((ch) => [ch, '']);
  if (word.length > 24 && /[.@/_-]/.test(word))
    return (word.match(/[^.@/_-]*[.@/_-]+|[^.@/_-]+$/g) ?? [word]).flatMap((part) => [part, '']);
  return [word];
}
