/**
 * Whether a sentence speaks about the right to work (decision 050): nationality, citizenship, passports,
 * immigration, visas, sponsorship, permits, residence or settlement, in English or Chinese and however phrased.
 * Words with another sense are read in context: "Visa Inc." (the payments company), "trade settlement",
 * "halls of residence", "event sponsorship" and "贷款担保" (a loan guarantee) are not about it.
 */
const EN_ALWAYS = new RegExp(
  [
    String.raw`right(?:s)? to (?:work|live|remain|reside)`,
    String.raw`work(?:ing)? (?:permit|visa|authori[sz]ation|rights)`,
    String.raw`(?:authori[sz]ed|eligible|entitled|permitted|legally (?:able|allowed|free)) to (?:work|take up employment|be employed|live|stay|remain)`,
    String.raw`(?:able|free|allowed|can|could) (?:to )?work (?:(?:freely|legally|full[- ]time) )?(?:in|anywhere in) (?:the )?(?:uk|united kingdom|britain|england)|work for any (?:uk |british )?employer`,
    String.raw`immigra\w*`,
    String.raw`\bcitizen(?:ship)?\b(?! (?:advice|science|services))`,
    String.raw`nationality|nationalities|\ba national of\b`,
    String.raw`(?:british|uk|u\.k\.|eu|irish|chinese|dual|foreign|non-uk|non-eu) nationals?`,
    String.raw`passports?`,
    String.raw`(?:indefinite|limited) leave|leave to (?:remain|enter)|\bilr\b|settled status|pre-settled|settlement (?:scheme|status|visa|route)|eu settlement`,
    String.raw`skilled worker|graduate (?:route|visa)|\bpsw\b|post-study|high potential individual|global talent|youth mobility|tier [245] (?:visa|general|sponsor|student|\(general\))`,
    String.raw`\bbrp\b|biometric residence|residence (?:permit|card|status|right)|residency|permanent residen\w*|\bresident (?:status|permit)`,
    String.raw`without (?:any )?(?:immigration |visa )?restrictions?|unrestricted (?:right|access|leave|permission|to work)|no (?:immigration |visa )?restrictions?`,
    String.raw`(?:need|require|requires|needing|requiring|seek|seeking|without|no|not|never|offer|offers|offering|provide|with) (?:any |a |visa |work |employer |job )?sponsor(?:ship|ed|ing)?`,
    String.raw`sponsor(?:ship|ed|ing)? (?:licen[cs]e|visa|certificate|for (?:a|my|the) visa|to work)|visa sponsor\w*`,
    String.raw`\bvisas\b`,
    String.raw`born (?:and (?:raised|bred) )?in (?:the uk|the united kingdom|britain|great britain|england|scotland|wales|northern ireland)`,
    String.raw`settled (?:in (?:the uk|britain|the united kingdom)|here permanently)`,
  ].join('|'),
  'i',
);

/** "visa" alone: about the right to work unless it is the payments company ("Visa Inc.", "at Visa", "Visa cards"). */
const VISA = /\bvisa\b/gi;
const VISA_COMPANY =
  /\bVisa(?:\s+(?:Inc\.?|Europe|Worldwide|International|card|cards|Direct|Debit|and Mastercard|\/Mastercard|payments?|network))\b|\b(?:at|for|with|joined|from|Mastercard (?:and|&)|Mastercard\/)\s+Visa\b/;

/** "sponsor(ship)" alone counts unless it is clearly about events, marketing or deals. */
const SPONSOR = /\bsponsor(?:ship|ed|ing|s)?\b/i;
const SPONSOR_OTHER =
  /\b(?:event|events|marketing|corporate|sports?|deal|deals|partners?|charity|conference|brand|executive|project|programme|program|stakeholder|business)\s+sponsor|sponsor(?:ship|ed|s)?\s+(?:deals?|events?|packages?|partners?|income|revenue|the project|of the)|secured\s+(?:\w+\s+)?sponsor|project sponsor|executive sponsor/i;

const CN =
  /签证|工签|工作许可|工作权|居留|永居|永久居民|定居签|入籍|国籍|公民|护照|移民|身份(?:限制|要求|问题|状态)|(?:无需|不需要|需要|需|提供|申请|寻求|获得)(?:\S{0,6})?(?:担保|赞助)|(?:签证|工作|雇主|技术工人)担保|担保(?:签证|资格|许可)|(?:英国|中国|欧盟|爱尔兰)(?:籍|人)(?![才员工])|(?:不受|无|没有)(?:任何)?(?:移民|签证|工作)?限制|合法(?:工作|居住|留在)|毕业生(?:签证|路线)|技术工人/;

/** "I am British" (not "I am a British Airways pilot", nor "a British retailer"). */
const BRITISH =
  /\b(?:[Ii] am|I'm|I’m|[Bb]eing)\s+(?:a\s+)?(?:[Bb]ritish|[Ii]rish)\b(?!\s+[A-Z])(?!\s+(?:\w+\s+)?(?:company|firm|bank|retailer|airline|brand|business|employer))/;

export function aboutRightToWork(sentence: string): boolean {
  const text = sentence.normalize('NFKC');
  if (CN.test(text)) {
    // 担保 is also a loan guarantee: about the right to work only beside what is.
    const finance =
      /(?:贷款|融资|信用|交易|金融|银行|履约)担保/.test(text) && !/签证|工签|工作许可|国籍|公民|护照|移民|居留|入籍/.test(text);
    if (!finance) return true;
  }
  if (EN_ALWAYS.test(text) || BRITISH.test(text)) return true;
  const visas = text.match(VISA)?.length ?? 0;
  if (visas && !VISA_COMPANY.test(text)) return true;
  if (SPONSOR.test(text) && !SPONSOR_OTHER.test(text)) return true;
  return false;
}
