/**
 * Reads a job ad and tells whether it offers visa sponsorship, refuses it, or says nothing.
 *
 * Precision over recall: a wrong "offers" (a green badge) sends people to jobs that cannot sponsor them, so
 * anything unclear is `silent`. How it works:
 *
 * 1. The text is made plain (HTML tags and entities, Markdown `**bold**`, `\-`/`\\*` escapes, bullets) and
 *    cut into sentences (lines, `|` separators, sentence ends). The last heading (a short line ending in
 *    `:`) is remembered, so a bare "Visa sponsorship" bullet under "Benefits:" counts as an offer.
 * 2. Questions ("Do you require sponsorship?", "Are you eligible to work in the UK without sponsorship?",
 *    Indeed's application questions) are skipped: asking is not saying.
 * 3. Other senses of "sponsor" are masked first: project/executive sponsor, "proud sponsor of",
 *    "sponsored by", "sponsorship for relevant qualifications", "sponsorship brochure", "search for
 *    sponsors"…
 * 4. Each remaining immigration term ("visa sponsorship", "sponsor", "Certificate of Sponsorship",
 *    "Skilled Worker visa", "Tier 2 visa", "visa applications", "work permit"…) is
 *    - a refusal when a negation governs it in its clause: "no (visa) sponsorship", "not eligible for
 *      sponsorship", "we do not / cannot / are unable to … sponsor", "without sponsorship",
 *      "sponsorship is not available", "candidates requiring sponsorship will not be considered";
 *      a negation inside a condition ("if the role is not eligible for sponsorship, …") is not a refusal;
 *    - an offer when an offer word goes with it: "sponsorship available / provided / offered / can be
 *      provided", "we offer / provide / support … sponsorship", "we can / will / are able to sponsor",
 *      "licensed sponsor", "sponsor licence holder".
 *    Negation scope: a negation counts inside its own clause only (clauses end at `;`, `: `, ` - `, "but",
 *    "however", …), "no"/"not"/"without" only right before the term, verbs ("do not", "unable to") up to 12
 *    words before it, or 4 when an offer word follows the term ("experience is not essential and visa
 *    sponsorship is available" is an offer). "Not only", "whether or not", "no matter" negate nothing.
 *    Label/value lines count too: "Visa sponsorship: No", "Sponsorship: Yes".
 *    Hedges make an offer `possible` instead of `explicit`: "may", "could", "considered", "where
 *    applicable", "for the right candidate", "subject to", "T&Cs apply", "cannot guarantee".
 *    "We can't guarantee sponsorship but it is available for the right candidate" is therefore an offer
 *    (possible): "cannot guarantee" is a hedge, not a refusal. "We cannot guarantee sponsorship" alone is
 *    silent.
 * 5. A sentence that requires the right to work ("you must have the right to work in the UK", "applicants
 *    must be eligible to work in the UK", "we are only accepting applications from those with the right to
 *    work in the UK") is an `implied` refusal: for someone who needs sponsorship it means no. A mere check
 *    ("right to work checks will be carried out", "you will be asked to provide proof of your right to
 *    work", a bare "Right to work in the UK" bullet) is not.
 * 6. A refusal that names only another visa ("we cannot sponsor graduate visas"), or only the visa fees ("we
 *    do not cover visa fees"), is "scoped": it does not count against an offer, and alone it is silent.
 * 7. A few Chinese phrasings are read too ("不提供工签担保", "可提供技术工人签证担保", "需持有英国合法工作身份").
 *
 * The ad's stance (rules in this order):
 * - explicit refusal and an offer (both unscoped) → `silent`, `mixed: true` (we do not guess);
 * - explicit refusal → `refuses` (`explicit`);
 * - explicit offer (with or without an implied right-to-work refusal: the ad addresses sponsorship
 *   directly, the right-to-work line is then read as the usual condition once the visa is granted) →
 *   `offers` (`explicit`);
 * - possible offer and an implied refusal → `silent`, `mixed: true`;
 * - possible offer → `offers` (`possible`);
 * - implied refusal → `refuses` (`implied`);
 * - otherwise `silent`.
 * `evidence` is the first sentence of the deciding kind, trimmed to about 200 characters.
 */

export type SponsorshipStance = 'offers' | 'refuses' | 'silent';
/** `explicit` and `possible` qualify offers; `explicit` and `implied` qualify refusals. */
export type SponsorshipStrength = 'explicit' | 'possible' | 'implied';

export interface SponsorshipDetection {
  stance: SponsorshipStance;
  strength: SponsorshipStrength | null;
  /** The sentence that decided the stance, trimmed to about {@link EVIDENCE_MAX} characters; null if silent. */
  evidence: string | null;
  /** True when the ad both offered and refused, so we returned `silent`. */
  mixed: boolean;
}

const EVIDENCE_MAX = 200;

type FindingKind = 'offer' | 'refusal' | 'scoped_refusal' | 'implied';
interface Finding {
  kind: FindingKind;
  strength: 'explicit' | 'possible';
  sentence: string;
  /** Where in the (lowercased, masked) sentence the decisive term starts, to centre the evidence. */
  at: number;
}

// ---------------------------------------------------------------------------------------------------------
// 1. Plain text and sentences

const ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  rsquo: "'",
  lsquo: "'",
  ldquo: '"',
  rdquo: '"',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  pound: '£',
  euro: '€',
  bull: '•',
  middot: '·',
};

function decodeEntities(text: string): string {
  // Twice, for double-escaped feeds (&amp;nbsp;).
  for (let i = 0; i < 2; i++) {
    text = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
  }
  return text;
}

/** HTML, Markdown and typography → plain lines. */
export function toPlainText(text: string): string {
  let t = decodeEntities(text);
  t = t.replace(/<\s*(?:br|\/p|\/li|\/div|\/h[1-6]|\/tr|li|p|div|h[1-6]|tr|ul|ol|\/ul|\/ol)\b[^>]*>/gi, '\n');
  t = t.replace(/<[^>]{1,200}>/g, ' ');
  t = t.replace(/\\+([\\`*_{}[\]()#+\-.!|~>'"])/g, '$1'); // Markdown escapes, also doubled (\\*)
  t = t
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\u00a0/g, ' ');
  t = t.replace(/\*+/g, '').replace(/(^|\s)_{1,3}|_{1,3}(?=\s|$)/g, '$1'); // emphasis
  t = t.replace(/^[ \t]*#{1,6}[ \t]*/gm, ''); // headings
  return t;
}

interface Sentence {
  text: string;
  heading: string | null;
}

const BULLET = /^[\s•●·▪◦‣○■□➢➤►✓✔➔→–—-]+/;
const NUMBERED = /^\(?\d{1,2}[.)]\s+/;

/** Lines, then `|` and ` · ` separators, then sentence ends. Remembers the last short heading line. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let heading: string | null = null;
  for (const rawLine of toPlainText(text).split(/\r?\n/)) {
    const line = rawLine.replace(BULLET, '').replace(NUMBERED, '').replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (line.length <= 60 && /:$/.test(line)) {
      heading = line.toLowerCase();
      continue;
    }
    for (const part of line.split(/\s+\|\s+|\s+·\s+/)) {
      for (const s of part.split(/(?<=[.!?…]["')\]]*)\s+(?=\S)/)) {
        const sentence = s.replace(BULLET, '').trim();
        if (sentence) out.push({ text: sentence, heading });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// 2. Vocabulary

/** A regular expression from parts in order: expressions (their source) and strings of regular expression source. */
function pattern(flags: string, ...parts: (RegExp | string)[]): RegExp {
  return new RegExp(parts.map((p) => (typeof p === 'string' ? p : p.source)).join(''), flags);
}

/** Alternatives as one non-capturing group. */
const anyOf = (...alternatives: RegExp[]) => `(?:${alternatives.map((a) => a.source).join('|')})`;

/** Who else has a sponsor: a project, an event, a team, a clinical trial. */
const NON_VISA_SPONSOR_OF = anyOf(
  /project|programme|program|executive|exec|business|senior|product|change|corporate|event|title|headline|main/,
  /official|kit|shirt|proud|proudly|charity|club|team|stakeholders? and|partners and|clinical|trial|study/,
);

/** What else is sponsored: events, charities, teams, qualifications, courses, fees. */
const NON_VISA_SPONSORED = anyOf(
  /events?|charit(?:y|ies)|teams?|clubs?|match(?:es)?|festivals?|awards?|conferences?|races?/,
  /qualifications?|stud(?:y|ies)|courses?|training|exams?|examinations?|memberships?|degrees?|apprenticeships?/,
  /cipd|acca|cima|aat|cii|mba|msc|chartership|cpd|professional development|further education|school|university fees|tuition/,
);

/** Senses of "sponsor" that are not about visas; replaced by a neutral token before anything else. */
const NON_VISA_SENSES: RegExp[] = [
  pattern('g', /\b/, NON_VISA_SPONSOR_OF, / sponsor(?:s|ship|ships)?\b/),
  /\bsponsor(?:s|ship|ships)? (?:and|&) (?:partners?|stakeholders?|supporters?|donors?|funders?|exhibitors?)\b/g,
  /\bsponsored (?:by|events?|walks?|runs?|challenges?|content|posts?|listings?|ads?|jobs?)\b/g,
  /\b(?:search(?:ing)? for|looking for|seeking|attract(?:ing)?|secur(?:e|ing)|new|potential|prospective|existing|our|local|event) sponsors\b/g,
  pattern(
    'g',
    /\bsponsorship /,
    anyOf(
      /brochure|pack|deals?|opportunit(?:y|ies)|team|sales|manager|executive|partnerships?|activation|marketing/,
      /rights|income|revenue|portfolio|agreements?|proposals?/,
    ),
    /\b/,
  ),
  // "sponsor the event", "sponsorship for relevant qualifications", "proud sponsor of the Brain Charity"
  pattern(
    'g',
    /\bsponsor(?:s|ed|ing|ship|ships)?(?: (?:of|for|to|towards|on))? /,
    /(?:the |our |a |an |local |this |your |their |several |many |all )?(?:[a-z&'-]+ ){0,3}?/,
    NON_VISA_SPONSORED,
    /\b/,
  ),
];

/** Immigration terms, longest first. */
const TERM = pattern(
  'g',
  /\b/,
  anyOf(
    /certificates? of sponsorship(?: \(cos\))?/,
    /(?:(?:uk|skilled worker|tier ?2(?: \(general\))?|work|work permit|visa|immigration)[ -])*sponsor(?:s|ed|ing|ship|ships)?/,
    /skilled worker visas?|health (?:and|&) care (?:worker )?visas?|tier ?2(?: \(general\))? visas?|work visas?/,
    /visa (?:applications?|support|fees?|costs?)|work permits?/,
  ),
  /(?![a-z])/,
);

/** TERM without the `g` flag, for `exec` (a global regex keeps `lastIndex` between calls). */
const TERM_ONCE = new RegExp(TERM.source);

const NON_SW_ROUTE = pattern(
  '',
  /\b/,
  anyOf(
    /graduate|student|tier 4|dependants?|dependents?|spouse|spousal|partner|family/,
    /youth mobility|high potential|post[- ]study|psw|global talent|ancestry/,
  ),
  /\b/,
);

const GUARANTEE_HEDGE =
  /\b(?:cannot|can ?not|can't|cant|unable to|not able to|won't|will not|do not|don't|does not|doesn't)(?: always)? (?:guarantee|promise)\b/g;

/** Phrases with "not"/"no" that negate nothing: "not only do we offer visa sponsorship, …". */
const NOT_A_NEGATION = /\b(?:not only|not just|not to mention|no matter|whether or not|no doubt)\b/g;

const HEDGE = pattern(
  '',
  /\b/,
  anyOf(
    /may|might|could|potential(?:ly)?|possibl[ey]|consider(?:ed|ation)?/,
    /where (?:applicable|appropriate|required|necessary|needed|eligible|possible)|if (?:applicable|required|needed|necessary|eligible)/,
    /(?:for )?the right (?:candidate|person|applicant|individual)|case[- ]by[- ]case|subject to|depending/,
    /t&cs apply|terms and conditions apply|in (?:some|certain|exceptional) (?:cases|circumstances)/,
  ),
  /(?![a-z])/,
);

/** Negations that reach a following term across a few words ("we do not currently offer visa sponsorship"). */
const VERB_NEGATION = pattern(
  'g',
  /\b/,
  anyOf(
    /do not|don't|dont|does not|doesn't|doesnt|did not|cannot|can ?not|can't|cant|unable|not able/,
    /are not|aren't|is not|isn't|was not|will not|won't|would not|wouldn't|never|nor|neither|no longer|not/,
  ),
  /(?![a-z])/,
);
/** "no"/"not"/"without" only when right before the term ("no visa sponsorship", "not eligible for sponsorship"). */
const NEAR_NEGATION = /\b(?:no|not|without|non|zero)(?![a-z])/g;

/** Negation after the term: "sponsorship is not available", "sponsorship's not available". */
const POST_NEGATION = pattern(
  '',
  String.raw`^\s*(?:${anyOf(
    /'s|support|assistance|is|are|will|can|could|would|be|currently|unfortunately/,
    /at|this|present|time|for|the|role|position|job|vacancy|post|,/,
  )}\s*)*`,
  /(?:not|n't|never|cannot|unavailable|no longer)(?![a-z])/,
);

/** "…will not be considered", "please do not apply": a refusal whatever the condition. */
const APPLY_BLOCK = pattern(
  '',
  /\b/,
  anyOf(
    /(?:please )?(?:do not|don't|dont|should not|shouldn't|need not) apply/,
    /(?:will|would|can) not be (?:considered|progressed|accepted|shortlisted|able to (?:apply|be considered))/,
    /won't be (?:considered|progressed|accepted|shortlisted)|cannot be (?:considered|accepted|progressed)/,
    /(?:are|is) not (?:eligible|suitable) for this (?:role|position|job|post|vacancy)|unable to (?:consider|accept|progress)/,
  ),
  /\b/,
);

const CONDITIONAL = /\b(?:if|unless|in the event|should you|where)\b/;

/** Words between the term and what is offered: "sponsorship is also available for the right candidate". */
const OFFER_FILLER = anyOf(
  /'s|is|are|will|can|may|might|could|be|also|currently|fully|readily|generally|normally|usually|now|being/,
  /potentially|possibly|(?:\(cos\))/,
  /for (?:the )?(?:right|suitable|successful|eligible|qualified) (?:candidates?|applicants?|person|individual)/,
  /for this (?:role|position|job)|,|but|it|this/,
);
const OFFERED =
  /(?:available|offered|provided|included|supported|possible|on offer|given|considered|arranged|granted|assistance|support|package)/;
const OFFER_AFTER_TERM = pattern('', String.raw`^(?:\s*${OFFER_FILLER})*\s*`, OFFERED, /(?![a-z])/);

/** Verbs that offer what follows: "we offer", "happy to support", "licensed to". */
const OFFER_VERB = anyOf(
  /offer|offers|offering|provide|provides|providing|support|supports|supporting|include|includes|including/,
  /consider|considers|considering|assist with|help with|pay for|pay|cover|covers|covering|sponsor|sponsors|sponsoring/,
  /can|will|able to|happy to|willing to|open to|pleased to|eligible for|licensed to|licenced to|approved to/,
);
/** Words between such a verb and the term: "offer full UK visa sponsorship", "support successful applicants with". */
const OFFER_OBJECT = anyOf(
  /you|your|a|an|the|full|uk|visa|for|with|to|and|relocation|all|any|successful|suitable|overseas|international/,
  /candidates?|applicants?|employees?|staff|pay|fees?|costs?|\(and\)|,/,
);
const OFFER_BEFORE_TERM = pattern('', String.raw`(?:\b${OFFER_VERB}\b(?:\s+${OFFER_OBJECT})*\s*)$`);

/** "licensed sponsor", "sponsor licence (holder)", "holds a Home Office sponsor licence". */
const LICENSED = pattern(
  '',
  /\b(?:licen[cs]ed|registered|approved|accredited|certified)(?: (?:uk|home office|visa|skilled worker|tier ?2|worker))* sponsor(?!ship)\b/,
  '|',
  /\bsponsor(?:ship)? licen[cs]e(?: holder)?\b/,
  '|',
  /\bhold(?:s|ing)? (?:a|an) (?:[a-z]+ ){0,2}sponsor(?:ship)? licen[cs]e\b/,
);

/** A bare "Visa sponsorship" bullet is an offer under these headings. */
const OFFER_HEADING = /benefit|perk|we offer|what we offer|offering|package|reward|what you(?:'ll)? get|why (?:join|work)|in return/;
const BARE_TERM = /^(?:uk |skilled worker |tier ?2 |work )?(?:visa )?sponsorship(?: support)?[.!]?$/;

/** "right to work", "right to live and work". */
const RIGHT_TO_WORK = /right\s+to\s+(?:live\s+and\s+)?work\b/;
/** "with", "who (already) have", "who hold". */
const WITH_OR_WHO_HAVE = /(?:with|who\s+(?:already\s+)?(?:have|hold))\s+/;

const RIGHT_TO_WORK_REQUIREMENTS: RegExp[] = [
  // "you must (already) have/hold the (full/existing/unrestricted) right to (live and) work in the UK"
  pattern(
    '',
    /\b(?:must|should|will need to|need to|needs to|required to|are required to|is required to|have to|has to)\s+/,
    /(?:already\s+)?(?:have|hold|possess|be in possession of)\s+/,
    /(?:(?:the|a|an|full|existing|current|valid|legal|unrestricted|permanent|indefinite|own|uk|british|settled|genuine)\s+)*/,
    /(?:rights?\s+to\s+(?:live\s+and\s+)?work|(?:uk\s+)?work(?:ing)?\s+rights|(?:uk\s+)?work\s+permit)\b/,
  ),
  // "all applicants must be (legally) eligible to (live and) work in the UK"
  /\bmust\s+(?:already\s+)?be\s+(?:legally\s+|fully\s+)?(?:eligible|entitled|authori[sz]ed|permitted|allowed)\s+to\s+(?:live\s+and\s+)?work\b/,
  // "we require you/applicants to have the right to work in the UK"
  pattern(
    '',
    /\brequire[sd]?\s+(?:you|applicants|candidates|all applicants|all candidates)\s+to\s+/,
    /(?:already\s+)?(?:have|hold)\s+(?:(?:the|a|full|existing|valid|legal|unrestricted)\s+)*/,
    RIGHT_TO_WORK,
  ),
  // "we are only (currently) accepting applications from those with the right to work in the UK",
  // "this role is open to applicants who already have the unrestricted right to work in the UK"
  pattern(
    '',
    /\b(?:only\s+(?:currently\s+)?(?:accepting|accept|considering|consider|open\s+to|able\s+to\s+(?:accept|consider))|open\s+(?:only\s+)?to)\s+/,
    /(?:applications?\s+|candidates?\s+|applicants?\s+)?(?:from\s+)?(?:those|people|candidates|applicants|individuals|persons)?\s*/,
    WITH_OR_WHO_HAVE,
    /(?:(?:the|a|full|existing|valid|legal|unrestricted|current|permanent)\s+)*/,
    RIGHT_TO_WORK,
  ),
  // "only candidates with the right to work in the UK will be considered"
  pattern(
    '',
    /\bonly\s+(?:candidates|applicants|applications|those|people|individuals)\s+/,
    WITH_OR_WHO_HAVE,
    /(?:(?:the|a|full|existing|valid|legal|unrestricted|current)\s+)*/,
    RIGHT_TO_WORK,
  ),
  // "full UK right to work required", "Right to work in the UK (required)", "right to work in the UK is essential"
  /\bright\s+to\s+(?:live\s+and\s+)?work(?:\s+(?:in|within)\s+(?:the\s+)?(?:uk|united kingdom))?\s*(?:is\s+|\(\s*)?(?:required|essential|mandatory|a must)\b/,
  // "candidates without an existing visa or right to work in the UK are unlikely to be suitable"
  /\bwithout\s+(?:an?\s+)?(?:existing|current|valid)?\s*(?:visa|right\s+to\s+work)\b.{0,60}\b(?:unlikely|not)\s+(?:to\s+)?be\s+(?:suitable|considered)\b/,
];

/** Chinese ads (rare, but our users post them): refusals first, since "不提供担保" contains "提供担保". */
const ZH_REFUSAL = new RegExp(
  [
    // "不提供签证担保": no sponsorship
    /(?:不|无法|不能|不可|暂不|没有)(?:提供|支持|办理|做|接受)?(?:任何)?(?:工作)?(?:签证|工签|技术工人签证)?担保/,
    // "不办理工签": no visa
    /不(?:提供|办|支持|办理)(?:工作)?(?:签证|工签)/,
    // "需持有英国合法工作权": the right to work already held
    /需(?:要)?(?:已)?(?:有|持有|具备)(?:英国)?(?:合法|无限制的?)?(?:工作|打工)(?:权|权利|身份|签证)/,
  ]
    .map((part) => part.source)
    .join('|'),
);
const ZH_OFFER =
  /(?:可|能|可以|提供|支持|包|办理?)(?:提供)?(?:工作)?(?:签证|工签|技术工人签证)?担保|(?:可|能|可以|包|支持)(?:办理?)?(?:工作)?(?:签证|工签)|担保证书|\bCoS\b|持牌担保/;

// ---------------------------------------------------------------------------------------------------------
// 3. Sentences

function maskNonVisa(lower: string): string {
  let s = lower;
  for (const re of NON_VISA_SENSES) {
    s = s.replace(re, (m, ...rest) => {
      const offset = rest[rest.length - 2] as number;
      const before = s.slice(Math.max(0, offset - 12), offset);
      // Keep "visa sponsorship programme", "sponsorship for skilled worker visas and training".
      if (/(?:visa|tier ?2|worker|immigration)[ -]$/.test(before) || /visa|skilled worker|tier ?2|immigration|certificate/.test(m))
        return m;
      return '⟨x⟩'.padEnd(m.length, ' ');
    });
  }
  return s;
}

function isQuestion(text: string): boolean {
  const t = text.replace(/["')\]\s*:]+$/, '');
  return /\?$/.test(t) || /^(?:do|are|can|have|will|would|does|did|is|could)\s+you\b/i.test(text);
}

/** Clause boundaries for negation scope. */
const CLAUSE_BREAK = /;|:\s|\s[–—-]\s|,?\s\b(?:but|however|although|though|whereas|yet|except that)\b|\)\s*\(|\.\s/g;

function clauseStart(s: string, at: number): number {
  let start = 0;
  for (const m of s.slice(0, at).matchAll(CLAUSE_BREAK)) start = m.index + m[0].length;
  return start;
}

function clauseEnd(s: string, from: number): number {
  const rest = s.slice(from);
  const m = rest.search(/;|:\s|\s[–—-]\s|,?\s\b(?:but|however|although|though|whereas|yet)\b|\)\s*\(/);
  return m < 0 ? s.length : from + m;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

type Negation = 'refused' | 'conditional' | null;

/** Whether a negation governs the term: a refusal, a negation inside a condition (neither), or none. */
function negationOf(s: string, termStart: number, termEnd: number): Negation {
  const start = clauseStart(s, termStart);
  const before = s.slice(start, termStart);
  // "Visa sponsorship: not available" / "Sponsorship - No": a label and its value are one clause.
  const label = /^\s*(?::|\s[-–—])\s*/.exec(s.slice(termEnd));
  const valueStart = termEnd + (label ? label[0].length : 0);
  const after = ` ${s.slice(valueStart, clauseEnd(s, valueStart))}`;
  if (label && /^\s*(?:no|none|n\/a|not (?:available|offered|provided|possible))\b/.test(after)) return 'refused';

  // A negation in a condition ("if the role is not eligible for sponsorship, …") is not a refusal.
  const conditional = CONDITIONAL.exec(before);

  const inCondition = (index: number) => conditional !== null && conditional.index < index;
  let result: Negation = null;
  const offerFollows = OFFER_AFTER_TERM.test(after);
  // "experience is not essential and visa sponsorship is available": "and" then an offer starts afresh.
  const freshClause = (gap: string) => offerFollows && /\band\b/.test(gap);
  for (const m of before.matchAll(NEAR_NEGATION)) {
    const gap = before.slice(m.index + m[0].length);
    if (words(gap) <= 2 && !freshClause(gap)) {
      if (!inCondition(m.index)) return 'refused';
      result = 'conditional';
    }
  }
  for (const m of before.matchAll(VERB_NEGATION)) {
    const gap = before.slice(m.index + m[0].length);
    const n = words(gap);
    if (freshClause(gap)) continue;
    if (n <= 4 || (n <= 12 && !offerFollows)) {
      if (!inCondition(m.index)) return 'refused';
      result = 'conditional';
    }
  }
  if (POST_NEGATION.test(after)) return conditional ? 'conditional' : 'refused';
  return result;
}

/** "we sponsor", "we can sponsor", "we have sponsored": the employer as the subject, then helping verbs. */
const EMPLOYER_AS_SPONSOR = pattern(
  '',
  /\b(?:we|company|employer|trust|organisation|organization|business|they)\s+/,
  /(?:(?:currently|also|do|does|can|will|have|has|regularly|already|are able to|are happy to|would)\s+)*$/,
);

function offerAround(s: string, termStart: number, termEnd: number, term: string): boolean {
  const start = clauseStart(s, termStart);
  const before = s.slice(start, termStart);
  // "…but it is available": offers may look past a contrast word, a few words on.
  const after = s.slice(termEnd, termEnd + 80).replace(/^\s*(?::|\s[-–—])\s*/, ' ');
  if (OFFER_AFTER_TERM.test(after) || /^\s*(?::|\s[-–—])\s*(?:yes|available|provided|offered)\b/.test(s.slice(termEnd))) return true;
  if (OFFER_BEFORE_TERM.test(before)) return true;
  // "we sponsor", "we can sponsor", "we have sponsored"
  if (/^sponsor(?:s|ed|ing)?$/.test(term) && EMPLOYER_AS_SPONSOR.test(before)) return true;
  return false;
}

/** Findings of one sentence (already known not to be a question). */
function readSentence(sentence: Sentence): Finding[] {
  const original = sentence.text;
  let s = maskNonVisa(original.toLowerCase().replace(/[’']/g, "'"));
  s = s.replace(NOT_A_NEGATION, (m) => '⟨x⟩'.padEnd(m.length, ' '));
  let hedged = false;
  s = s.replace(GUARANTEE_HEDGE, (m) => {
    hedged = true;
    return '⟨hedge⟩'.padEnd(m.length, ' ');
  });
  const findings: Finding[] = [];
  const strengthOf = (): 'explicit' | 'possible' => (hedged || HEDGE.test(s) ? 'possible' : 'explicit');

  if (APPLY_BLOCK.test(s)) {
    const t = TERM_ONCE.exec(s);
    if (t && !NON_SW_ROUTE.test(s)) return [{ kind: 'refusal', strength: 'explicit', sentence: original, at: t.index }];
  }

  for (const m of s.matchAll(TERM)) {
    const term = m[0];
    const start = m.index;
    const end = start + term.length;
    const negation = negationOf(s, start, end);
    if (negation === 'conditional') continue;
    if (negation === 'refused') {
      // Scoped to another visa when one is named right by the term: "we cannot sponsor graduate visas".
      const near = s.slice(Math.max(clauseStart(s, start), start - 30), Math.min(clauseEnd(s, end), end + 40));
      // Not paying the visa fees is not refusing sponsorship either.
      const scoped =
        /^visa (?:fees?|costs?)$/.test(term) || (NON_SW_ROUTE.test(near) && !/skilled worker|tier ?2|any (?:kind|type|form)/.test(near));
      findings.push({ kind: scoped ? 'scoped_refusal' : 'refusal', strength: 'explicit', sentence: original, at: start });
    } else if (offerAround(s, start, end, term)) {
      findings.push({ kind: 'offer', strength: strengthOf(), sentence: original, at: start });
    } else if (BARE_TERM.test(s.trim()) && sentence.heading && OFFER_HEADING.test(sentence.heading)) {
      findings.push({ kind: 'offer', strength: 'explicit', sentence: original, at: start });
    }
  }
  const licensed = LICENSED.exec(s);
  if (
    licensed &&
    !findings.some((f) => f.kind !== 'offer') &&
    negationOf(s, licensed.index, licensed.index + licensed[0].length) === null
  ) {
    if (!/\bnot\b|n't|\bno\b/.test(s.slice(clauseStart(s, licensed.index), licensed.index)))
      findings.push({ kind: 'offer', strength: strengthOf(), sentence: original, at: licensed.index });
  }

  if (findings.length === 0) {
    for (const re of RIGHT_TO_WORK_REQUIREMENTS) {
      const r = re.exec(s);
      if (r) {
        findings.push({ kind: 'implied', strength: 'explicit', sentence: original, at: r.index });
        break;
      }
    }
  }
  if (findings.length === 0) {
    const zr = ZH_REFUSAL.exec(original);
    if (zr) {
      const kind = /担保|签证|工签/.test(zr[0]) && !/^需/.test(zr[0]) ? 'refusal' : 'implied';
      findings.push({ kind, strength: 'explicit', sentence: original, at: zr.index });
    } else {
      const zo = ZH_OFFER.exec(original);
      if (zo)
        findings.push({
          kind: 'offer',
          strength: /可能|或可|视情况|考虑/.test(original) ? 'possible' : 'explicit',
          sentence: original,
          at: zo.index,
        });
    }
  }
  return findings;
}

/** About `max` characters of the sentence around position `at`, cut at word boundaries. */
export function trimEvidence(sentence: string, at = 0, max = EVIDENCE_MAX): string {
  const t = sentence.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  let start = Math.max(0, Math.min(at - Math.floor(max / 3), t.length - max));
  if (start > 0) {
    const space = t.indexOf(' ', start);
    start = space < 0 || space > at ? start : space + 1;
  }
  let end = Math.min(t.length, start + max);
  if (end < t.length) {
    const space = t.lastIndexOf(' ', end);
    if (space > start + max / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${t.slice(start, end).trim()}${end < t.length ? '…' : ''}`;
}

// ---------------------------------------------------------------------------------------------------------
// 4. The ad

export function detectSponsorship(text: string): SponsorshipDetection {
  const silent: SponsorshipDetection = { stance: 'silent', strength: null, evidence: null, mixed: false };
  if (!text || !text.trim()) return silent;

  const findings: Finding[] = [];
  for (const sentence of splitSentences(text)) {
    if (isQuestion(sentence.text)) continue;
    findings.push(...readSentence(sentence));
  }
  const offers = findings.filter((f) => f.kind === 'offer');
  const refusals = findings.filter((f) => f.kind === 'refusal');
  const implied = findings.filter((f) => f.kind === 'implied');
  const explicitOffers = offers.filter((f) => f.strength === 'explicit');
  const evidence = (f: Finding) => trimEvidence(f.sentence, f.at);

  if (refusals.length > 0 && offers.length > 0) return { ...silent, mixed: true };
  if (refusals.length > 0) return { stance: 'refuses', strength: 'explicit', evidence: evidence(refusals[0]!), mixed: false };
  if (explicitOffers.length > 0) return { stance: 'offers', strength: 'explicit', evidence: evidence(explicitOffers[0]!), mixed: false };
  if (offers.length > 0 && implied.length > 0) return { ...silent, mixed: true };
  if (offers.length > 0) return { stance: 'offers', strength: 'possible', evidence: evidence(offers[0]!), mixed: false };
  if (implied.length > 0) return { stance: 'refuses', strength: 'implied', evidence: evidence(implied[0]!), mixed: false };
  return silent;
}
