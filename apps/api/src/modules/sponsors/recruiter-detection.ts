import { fold } from './fold.ts';

/**
 * Recruitment agencies advertise for clients they do not name. Their own sponsor licence says nothing about the
 * client's, so a job they post must not be shown as "licensed" because the agency is on the register.
 */
const AGENCY_WORDS =
  /\b(recruit\w*|staffing|resourcing|personnel|headhunt\w*|talent solutions|search and selection|appointments|employment agency|rpo)\b/;

const KNOWN_AGENCIES = new Set([
  'hays',
  'reed',
  'adecco',
  'randstad',
  'michael page',
  'page personnel',
  'pagegroup',
  'page group',
  'robert walters',
  'robert half',
  'harnham',
  'tenth revolution',
  'tenth revolution group',
  'morgan mckinley',
  'hudson',
  'manpower',
  'manpowergroup',
  'kelly services',
  'pertemps',
  'blue arrow',
  'search consultancy',
  'harvey nash',
  'huxley',
  'huxley associates',
  'sanderson',
  'lorien',
  'matchtech',
  'gleeson',
  'morson',
  'oliver james',
  'marks sattin',
  'hydrogen',
  'venn group',
  'goodman masson',
  'nigel wright',
  'jackson hogg',
  'computer futures',
  'salt search',
  'la fosse',
  'akkodis',
  'modis',
  'hunter selection',
  'cpl',
  'sthree',
  'frank recruitment',
  'nicholson glover',
  'hays specialist',
  'spencer ogden',
  'investigo',
  'allegis',
  'aerotek',
  'tek systems',
  'teksystems',
  'kforce',
  'vermelo',
  'itol',
  'viqu',
  'pontoon',
  'morgan hunt',
  'zachary daniels',
  'forward role',
  'method resourcing',
  'fusion people',
  'additional resources',
  'shorterm group',
  'durlston partners',
  'queen square',
  'deerfoot',
  'empty box',
  'inspire people',
  'proactive appointments',
  'p3m',
  'profectus',
  'grove talent',
  'loom talent',
  'computershare flexible talent',
  'halian',
  'damia group',
  'amtis',
  'massenhove',
]);

export function isRecruitmentAgency(advertisedName: string): boolean {
  const folded = fold(advertisedName);
  if (!folded) return false;
  if (AGENCY_WORDS.test(folded)) return true;
  const bare = folded
    .replace(/\b(ltd|limited|plc|llp|uk|group|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return KNOWN_AGENCIES.has(folded) || KNOWN_AGENCIES.has(bare) || deskOfKnownAgency(bare);
}

/** The fields an agency's desk is named after ("Michael Page Finance", "Hays Life Sciences"). */
const DESK_WORDS = new Set(
  (
    'finance financial accountancy accounting banking insurance tax audit legal technology tech it digital data ' +
    'engineering technical sales marketing hr human resources healthcare medical nursing care education ' +
    'construction property procurement supply chain logistics office secretarial industrial scientific life ' +
    'sciences retail hospitality public sector energy manufacturing executive interim contract contracts ' +
    'permanent professional professionals international search selection talent resourcing recruitment ' +
    'recruiting staffing solutions services careers jobs'
  ).split(' '),
);

/**
 * "Michael Page Finance", "Robert Half Technology": an agency advertising under one of its desks. Only names of two
 * words or more count as the start of another name ("Reed Smith" is a law firm, not a desk of Reed), and only when
 * every word after it names a field ("Queen Square Medical Practice" is a surgery, not a desk of Queen Square).
 */
function deskOfKnownAgency(name: string): boolean {
  const words = name.split(' ');
  for (let n = words.length - 1; n >= 2; n--)
    if (KNOWN_AGENCIES.has(words.slice(0, n).join(' ')) && words.slice(n).every((w) => DESK_WORDS.has(w))) return true;
  return false;
}

/** Ad wording that says the advertiser is recruiting for someone else. */
export function advertisesForClient(text: string): boolean {
  return /\b(our|my) client\b|\bon behalf of (?:our|a|my) client\b|\bacting as an? (?:employment|recruitment) (?:agency|business)\b/i.test(
    text,
  );
}
