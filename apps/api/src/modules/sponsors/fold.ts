/** Lower case, no accents or apostrophes, `&`/`+` as "and", anything else that is not a letter or digit a space. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`´]/g, '') // Sainsbury's → sainsburys
    .replace(/[&+]/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
