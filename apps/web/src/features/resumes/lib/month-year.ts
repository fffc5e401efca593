/**
 * The MM/YYYY date inputs. People type "0521", "5/2021", "05-2021" or paste "2021-05"; the input keeps what
 * they type readable while they type, and tidies it to MM/YYYY when they leave the field.
 */

/** While typing: digits only, a slash after the month (never more than 7 characters). */
export function maskMonthYear(raw: string, previous = ''): string {
  // Deleting the slash: let the user go back into the month.
  if (previous.endsWith('/') && raw === previous.slice(0, -1)) return raw;
  // Year first ("2021-05", pasted): kept as it is, tidied on leaving the field.
  if (/^\d{3,4}[/.\-\s]/.test(raw)) return raw.replace(/[^\d/.\-\s]/g, '').slice(0, 7);
  const [monthPart = '', ...rest] = raw.replace(/[.\-\s]/g, '/').split('/');
  if (rest.length > 0) {
    const month = monthPart.replace(/\D/g, '').slice(0, 2);
    const year = rest.join('').replace(/\D/g, '').slice(0, 4);
    return `${month.length === 1 ? `0${month}` : month}/${year}`;
  }
  const digits = monthPart.replace(/\D/g, '').slice(0, 6);
  // A single digit above 1 can only be a month on its own: "5" → "05/".
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** On leaving the field: "5/2021", "2021-05", "05.2021" → "05/2021"; anything unreadable is left as typed. */
export function normaliseMonthYear(raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  let match = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  if (match) return month(match[1]!, match[2]!) ?? value;
  match = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/.exec(value);
  if (match) return month(match[2]!, match[1]!) ?? value;
  match = /^(\d{2})(\d{4})$/.exec(value);
  if (match) return month(match[1]!, match[2]!) ?? value;
  return value;
}

function month(mm: string, yyyy: string): string | null {
  const m = Number(mm);
  if (m < 1 || m > 12) return null;
  return `${String(m).padStart(2, '0')}/${yyyy}`;
}
