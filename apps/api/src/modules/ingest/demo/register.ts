import { DEMO_COMPANIES, registerName } from './companies.ts';

/** The Home Office register's header, column for column. */
const HEADER = ['Organisation Name', 'Town/City', 'County', 'Type & Rating', 'Route'];

/** RFC 4180: quote a field holding a comma, a quote or a line break; double the quotes inside. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The demo register of licensed sponsors, in the register's own CSV format: UTF-8, CRLF line ends, one row
 * per organisation and route, so `readRegister` (sponsors/register.ts) loads it unchanged. Built from the
 * sponsor companies in companies.ts; every organisation in it is fictional.
 */
export function demoRegisterCsv(): string {
  const lines = [HEADER.join(',')];
  for (const company of DEMO_COMPANIES) {
    if (!company.licensedSponsor || !company.typeRating) continue;
    for (const route of company.routes) {
      lines.push([registerName(company), company.town, company.county, company.typeRating, route].map(field).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
