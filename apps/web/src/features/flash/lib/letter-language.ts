/**
 * The language a letter is written in. The built-in writer keeps the resume's own words (it does not translate),
 * so a Chinese resume gives a Chinese letter even in an English batch; the pages say what is really sent.
 */
export const writtenIn = (letter: string): 'en' | 'cn' => (/\p{Script=Han}{6}/u.test(letter) ? 'cn' : 'en');
