/**
 * The right to work in a letter (docs/decisions/051-right-to-work-statement.md): the person declares it once on
 * the account, the app writes the one sentence about it, and no model ever does. `isAboutRightToWork` finds the
 * sentences a model wrote on the subject so they can be dropped; it judges the sense in context (a visa the writer
 * holds, not Visa the card company; settlement of status, not of trades).
 */

import type { RightToWorkStatus } from '@jobbridge/contracts';

import { anyOf } from '../../lib/pattern.ts';

/** The statuses a person can declare (the account's setting): British or Irish citizen, settled status… */
export type { RightToWorkStatus };

export interface RightToWork {
  status: RightToWorkStatus;
  /** ISO date (YYYY-MM-DD) the visa or status ends; null where it has none or none was given. */
  until: string | null;
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "June 2027" / "2027年6月": a recruiter needs the month, not the day. */
function monthYear(iso: string, lang: 'en' | 'cn'): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return lang === 'cn' ? `${year}年${month}月` : `${MONTHS_EN[month - 1]} ${year}`;
}

/**
 * The one sentence letters carry, in the letter's language. Each says what the status means for an employer: no
 * sponsorship needed, sponsorship needed (now or later), or work within the visa's conditions.
 */
export function rightToWorkSentence(rtw: RightToWork, lang: 'en' | 'cn'): string {
  const until = rtw.until ? monthYear(rtw.until, lang) : null;
  if (lang === 'cn') {
    const valid = until ? `，有效期至${until}` : '';
    switch (rtw.status) {
      case 'british_irish':
        return '我拥有在英国不受限制地生活和工作的权利，无需签证担保。';
      case 'settled':
        return '我持有欧盟定居计划下的定居身份（settled status），可在英国不受限制地工作，无需签证担保。';
      case 'pre_settled':
        return `我持有欧盟定居计划下的预定居身份（pre-settled status）${valid}，可在英国工作，无需签证担保。`;
      case 'indefinite_leave':
        return '我拥有英国无限期居留许可（indefinite leave to remain），可不受限制地工作，无需签证担保。';
      case 'graduate':
        return `我持有毕业生签证（Graduate visa）${valid}，在此之前工作无需担保，之后需要技术工人签证（Skilled Worker visa）担保。`;
      case 'skilled_worker':
        return `我目前持有技术工人签证（Skilled Worker visa）${valid}，更换雇主需要新雇主出具新的担保证明（Certificate of Sponsorship）。`;
      case 'dependant':
        return `我持有受养人签证（dependant visa）${valid}，可在签证条件允许的范围内工作，无需雇主担保。`;
      case 'student':
        return `我持有学生签证（Student visa）${valid}，学期内可兼职工作、假期内可全职工作，以签证允许的工时为限。`;
      case 'needs_sponsorship':
        return '我需要技术工人签证（Skilled Worker visa）担保才能入职该职位。';
      case 'other':
        return until
          ? `我目前在英国的工作许可有效期至${until}，如有需要，我很乐意提供详细信息。`
          : '如有需要，我很乐意提供我在英国工作权利的详细信息。';
    }
  }
  const valid = until ? ` valid until ${until}` : '';
  switch (rtw.status) {
    case 'british_irish':
      return 'I have the right to live and work in the UK without restriction and do not need visa sponsorship.';
    case 'settled':
      return 'I have settled status under the EU Settlement Scheme, so I can work in the UK without restriction and do not need visa sponsorship.';
    case 'pre_settled':
      // Commas around the date: "the Scheme valid until…" would read as the scheme's date.
      return (
        `I have pre-settled status under the EU Settlement Scheme${until ? `,${valid},` : ','}` +
        ' which gives me the right to work in the UK without visa sponsorship.'
      );
    case 'indefinite_leave':
      return 'I have indefinite leave to remain in the UK, so I can work without restriction and do not need visa sponsorship.';
    case 'graduate':
      return `I hold a Graduate visa${valid}, so I can work without sponsorship until then and would need Skilled Worker sponsorship after that.`;
    case 'skilled_worker':
      return `I hold a Skilled Worker visa${valid}, so changing employer would require sponsorship through a new Certificate of Sponsorship.`;
    case 'dependant':
      return `I hold a dependant visa${valid}, which allows me to work in the UK without employer sponsorship, within the conditions of my visa.`;
    case 'student':
      return (
        `I hold a Student visa${valid}, which allows me to work part-time during term and full-time during official vacations,` +
        ' within the hours my visa permits.'
      );
    case 'needs_sponsorship':
      return 'I would need Skilled Worker visa sponsorship to take up this role.';
    case 'other':
      return until
        ? `My current permission to work in the UK runs until ${until}, and I am happy to provide details on request.`
        : 'I am happy to provide details of my right to work in the UK on request.';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The classifier. Status vocabulary is looked for in its immigration sense only: the other senses of the same
// words (Visa the card company, trade settlement, halls of residence, permit-to-work safety systems, sponsorship
// deals, citizen science…) are blanked out first. A sentence left with status vocabulary is about the right to work,
// unless it is about work on other people's status (a caseworker's visa applications, an HR team's right-to-work
// checks) and does not tie the status to the writer.
// ---------------------------------------------------------------------------------------------------------------

const NATIONALITIES =
  'British|English|Scottish|Welsh|Irish|Northern Irish|UK|EU|EEA|European|Chinese|Hong Kong|Taiwanese|Indian|Pakistani|Bangladeshi|' +
  'Sri Lankan|Nepalese|Nigerian|Ghanaian|Kenyan|South African|American|US|Canadian|Australian|New Zealand|French|German|Italian|' +
  'Spanish|Portuguese|Polish|Romanian|Bulgarian|Greek|Dutch|Belgian|Swedish|Danish|Finnish|Norwegian|Swiss|Austrian|Czech|Hungarian|' +
  'Lithuanian|Latvian|Estonian|Slovak|Croatian|Ukrainian|Russian|Turkish|Iranian|Egyptian|Japanese|Korean|South Korean|Malaysian|' +
  'Singaporean|Thai|Vietnamese|Filipino|Indonesian|Brazilian|Mexican|Colombian|Argentinian|Chilean';

/** Visa routes and kinds: with these before it, "Visa" is the immigration one whatever its capital. */
const VISA_KINDS =
  'graduate|skilled worker|student|tier\\s*[1-5]|work|working|dependant|dependent|spouse|partner|family|visitor|global talent|' +
  'high potential individual|hpi|youth mobility|health and care(?: worker)?|post-study work|psw|scale-up|innovator|start-up|' +
  'settlement|uk|british|temporary worker|seasonal worker|intra-company|ancestry|eu|employer-sponsored|sponsored|valid|current|my';

const CN_COUNTRIES = '中国|英国|爱尔兰|美国|香港|台湾|澳门|马来西亚|新加坡|印度|日本|韩国|法国|德国|欧盟|加拿大|澳大利亚|外国';

interface Rules {
  /** Other senses of status words, blanked before the status words are looked for. */
  otherSenses: RegExp[];
  /** Status vocabulary in its immigration sense. */
  status: RegExp[];
  /** Work on other people's status: a caseworker's, adviser's or HR officer's. */
  professional: RegExp[];
  /** The writer's own status, said even in a sentence about such work ("my visa", "I hold a … visa"). */
  own: RegExp[];
}

/** Words after "Visa" that make it the payments company ("Visa Inc", "Visa debit"). */
const VISA_COMPANY_NEXT_WORDS = [
  String.raw`Inc\b|Europe\b|Worldwide\b|International\b|Direct\b|Checkout\b|Net\b|cards?\b|debit\b|credit\b|payments?\b`,
  String.raw`network\b|'s\b|’s\b|\s+(?:and|or|&|\/)\s+Mastercard`,
];
/** Words before "settlement" in its sense of money, trades or law. */
const SETTLEMENT_MONEY_WORDS = [
  'trade|trading|payment|payments|securities|cash|fx|gross|net|final|financial|interbank|clearing|card|insurance',
  'claims?|legal|divorce|out-of-court|court|pay|wage|redundancy|compromise|dispute|informal|human',
];
/** Words after "settlement" in its sense of money, trades or law. */
const SETTLEMENT_PROCESS_WORDS = [
  'systems?|reports?|process(?:es|ing)?|teams?|operations|risk|cycles?|instructions?|agreements?|offers?',
  String.raw`payments?|amounts?|figures?|banks?|of\s+(?:trades|invoices|claims|payments|accounts|the\s+dispute|disputes)`,
];
/** Words after "permit to work" on a site: the safety system, not a status. */
const PERMIT_TO_WORK_SYSTEM_WORDS = [
  String.raw`systems?|safety|procedures?|process(?:es)?|at\s+height|in\s+confined|regimes?|certificates?|documentation`,
  'controls?|audits?',
];
/** Words after "sponsorship" in its marketing sense. */
const SPONSORSHIP_DEAL_WORDS = [
  'deals?|packages?|revenue|income|agreements?|partners?|partnerships?|activations?|sales|rights|opportunities',
  'proposals?|portfolio|programmes?|campaigns?',
  String.raw`of\s+(?:the|our|an?)\s+(?:event|conference|gala|festival|team|club|match|tournament)`,
];
/** Words before "sponsorship" in its marketing sense. */
const SPONSORSHIP_MARKETING_WORDS = [
  'event|events|corporate|commercial|brand|sports?|shirt|title|charity|media|conference|festival|club|kit|secured',
  'raised|attracted|won|negotiated|sold',
];
/** Words after "national" when it is not a person ("national average", "National Trust"). */
const NATIONAL_NOT_PERSON_WORDS = [
  'statistics|average|curriculum|grid|insurance|health|minimum|living|championships?|team|awards?|competitions?',
  'finals?|press|newspapers?|rail|trust|security|lottery|gallery|museum|parks?|accounts?|audit|level|scale',
  'qualifications?|framework|standards?|guidelines?|formulary|brands?|retailers?|chains?|accounts',
];
/** Words before "sponsorship" that say whether it is needed or offered. */
const SPONSORSHIP_NEED_WORDS = [
  'need|needs|needed|require|requires|required|requiring|needing|without|no|not|seek|seeking|obtain|offer|offers',
  String.raw`offering|provide|provides|providing|eligible\s+for`,
];
/** Kinds of leave from work, not leave to remain. */
const LEAVE_NOT_STATUS_WORDS = ['annual|maternity|paternity|parental|sick|study|compassionate|shared'];
/** What someone does in work on other people's status. */
const CASEWORK_VERBS = [
  'processed|processing|handled|handling|assessed|assessing|reviewed|reviewing|prepared|preparing|drafted|advised',
  'advising|supported|supporting|helped|helping|assisted|assisting|managed|managing|audited|auditing',
  String.raw`carried\s+out|conducted|ran|performed|checked|verified|verifying|translated|guided|represented`,
];
/** What that work handles: applications, clients, documents. */
const CASEWORK_OBJECTS = [
  String.raw`applications?|cases?|clients?|customers?|students?|staff|employees|new\s+starters|candidates|applicants`,
  String.raw`migrants|refugees|asylum\s+seekers|families|people|individuals|households|compliance|checks?|paperwork`,
  'documents?|certificates?|passports|visas|permits|licen[cs]es?|appeals?|hearings?|tribunals?',
];
/** Visas and immigration as a business's product or market. */
const IMMIGRATION_BUSINESS_WORDS = [
  String.raw`startups?|start-ups?|platforms?|apps?|software|services?\s+(?:company|provider|firm)|companies|company|agency`,
  'agencies|consultancy|consultancies|tools?|products?|portals?|market',
];
/** Jobs and places of work in immigration advice. */
const IMMIGRATION_PROFESSION_WORDS = [
  String.raw`caseworker|case\s+officer|casework|paralegal|solicitor|barrister`,
  String.raw`immigration\s+(?:adviser|advisor|lawyer|law|team|officer|department|firm|practice|policy|clients?|cases?)`,
  String.raw`law\s+firm|advice\s+(?:centre|center|service)`,
];
/** How a writer says they hold or need a status ("I hold", "I would need"). */
const OWN_STATUS_VERBS = [String.raw`hold|have|need|require|will\s+need|would\s+need|do\s+not\s+need|don't\s+need|don’t\s+need|am\s+on`];
/** The status a writer holds or needs. */
const OWN_STATUS_WORDS = [String.raw`visa|status|leave|passports?|citizenship|right\s+to\s+work|sponsorship|permit|BRP|ILR`];
/** Words after "settlement" when it is the immigration status. */
const SETTLEMENT_SCHEME_WORDS = ['scheme|visa|route|status|application'];
/** Words before "for settlement" or "to settlement" when it is the status. */
const SETTLEMENT_ROUTE_VERBS = ['apply|applied|applying|eligible|qualify|qualified|route'];
const en: Rules = {
  otherSenses: [
    // Visa the payments company and its products.
    new RegExp(String.raw`\bVisa(?=\s*${anyOf(VISA_COMPANY_NEXT_WORDS)})`, 'g'),
    /\b(?:Mastercard|Amex|American Express)\s*(?:and|or|&|\/|,)\s*Visa\b/gi,
    /\b(?:at|for|with|joined|from|by|to|of|in|into|across|like)\s+Visa\b(?!\s+(?:holder|status|sponsorship|application|expires|expiry|valid|route))/g,
    /^Visa(?=\s+(?:processes|launched|announced|is\s+a|has|operates|reported|runs|offers|provides))/,
    /\bvisa\s+(?:cards?|debit|credit|payments?|transactions?)\b/gi,
    // Money, trades and law.
    new RegExp(String.raw`\b${anyOf(SETTLEMENT_MONEY_WORDS)}\s+settlements?\b`, 'gi'),
    new RegExp(String.raw`\bsettlements?\s+${anyOf(SETTLEMENT_PROCESS_WORDS)}\b`, 'gi'),
    /\bsettl(?:ed|ing)\s+(?:trades|invoices|payments|claims|accounts|disputes|the\s+(?:dispute|claim|case|account|invoice|matter))\b/gi,
    // Places to live, care, and residencies that are not a status.
    /\bhalls?\s+of\s+residence\b/gi,
    /\b(?:student|university|college|private)\s+residences?\b/gi,
    /\b(?:artist|writer|poet|designer|scientist|entrepreneur|researcher|composer|engineer)s?[\s-]+in[\s-]+residence\b/gi,
    /\bresidence\s+(?:life|assistants?|halls?|managers?|tutors?|wardens?)\b/gi,
    /\bresidential\b/gi,
    /\b(?:medical|surgical|clinical|foundation|creative|artist|artistic|writing|research)\s+residency\b/gi,
    /\bresidency\s+(?:programmes?|programs?|training)\b/gi,
    // Engineering and safety: a permit-to-work system controls hazardous work on a site.
    /\bpermit-to-work\b/gi,
    /\bpermits\s+to\s+work\b/gi,
    /\b(?:issu|rais|approv|clos|sign)\w*\s+(?:\w+\s+){0,3}permits?\b/gi,
    new RegExp(String.raw`\bpermits?\s+to\s+work\s+${anyOf(PERMIT_TO_WORK_SYSTEM_WORDS)}\b`, 'gi'),
    // Sponsorship as marketing or governance.
    new RegExp(String.raw`\bsponsorships?\s+${anyOf(SPONSORSHIP_DEAL_WORDS)}\b`, 'gi'),
    new RegExp(String.raw`\b${anyOf(SPONSORSHIP_MARKETING_WORDS)}\s+(?:£[\d.,]+\w*\s+(?:of|in)\s+)?sponsorships?\b`, 'gi'),
    /\b(?:executive|project|programme|program|business|senior|board|product|change|event|title|headline|corporate)\s+sponsors?\b/gi,
    // Passports, citizens and nationals in other senses.
    /\bpassport\s+(?:to|into)\b/gi,
    /\bpassport\s+(?:office|applications?|services?|photos?)\b/gi,
    /\bcitizens?\s+(?:science|scientists?|journalism|journalists?|developers?|engagement|panels?|juries|jury|assemblies|assembly|services?|charter)\b/gi,
    /\b(?:senior|older|elderly|fellow|local|private|ordinary|global|digital|corporate|active|responsible)\s+citizens?(?:hip)?\b/gi,
    /\bCitizens\s+Advice\b/gi,
    new RegExp(String.raw`\bnationals?\s+${anyOf(NATIONAL_NOT_PERSON_WORDS)}\b`, 'gi'),
    /\bnationalities\b/gi,
  ],
  status: [
    /\bright[\s-]+to[\s-]+(?:work|live|remain|reside)\b/i,
    /\bwork(?:ing)?\s+(?:rights|permits?|authori[sz]ation|visas?)\b/i,
    /\bpermits?\s+to\s+work\b/i,
    /\b(?:can|could|may)\s+(?:legally|lawfully)\s+work\b|\b(?:legally|lawfully)\s+(?:work|employed|employable)\b/i,
    /\bTier\s*[1-5]\s+(?:visa|student|migrant|general|entrepreneur|investor|skilled|sponsor|ICT|dependant|youth|route|\(General\))/i,
    /\b(?:eligible|entitled|authori[sz]ed|permitted|allowed|free|cleared|legally\s+able|able\s+to\s+legally)\s+to\s+work\b/i,
    /\b(?:permission|leave)\s+to\s+(?:work|remain|enter|stay)\b/i,
    /\bindefinite\s+leave\b/i,
    /\b(?:ILR|BRP|eVisa|EUSS)\b/,
    /\bbiometric\s+residen(?:ce|t)\b/i,
    /\bresiden(?:ce|cy)\s+(?:permits?|cards?|status|rights?|visa)\b/i,
    /\b(?:permanent|legal|lawful|settled|indefinite)\s+residen(?:ce|cy|t|ts)\b/i,
    /\b(?:UK|British|EU|EEA)\s+residen(?:cy|t)\b/i,
    /\bresident\s+(?:of|in)\s+the\s+(?:UK|United\s+Kingdom)\b/i,
    /\b(?:pre-?settled|settled)\s+status\b/i,
    new RegExp(
      String.raw`\bEU\s+settlement\b|\bsettlement\s+${anyOf(SETTLEMENT_SCHEME_WORDS)}\b|\b${anyOf(SETTLEMENT_ROUTE_VERBS)}\s+(?:for|to)\s+settlement\b`,
      'i',
    ),
    /\bsettled\s+in\s+the\s+(?:UK|United\s+Kingdom)\b/i,
    // Lowercase "visa" is the immigration one once the card senses are gone; a capital one needs a kind or a status word.
    /\bvisas?\b/,
    new RegExp(`\\b(?:${VISA_KINDS})\\s+(?:visa|route)s?\\b`, 'i'),
    /\bVisas?\s+(?:holder|status|sponsorship|application|expires|expiry|valid|route|requirements?|conditions?|is|was)\b/,
    /\b(?:visa|skilled\s+worker|work|employer|tier\s*2|immigration|job|future|any|UK|further|ongoing)\s+sponsorship\b/i,
    new RegExp(String.raw`\b${anyOf(SPONSORSHIP_NEED_WORDS)}\s+(?:\w+\s+){0,3}sponsorship\b`, 'i'),
    /\bsponsorship\s+(?:is|was|will\s+be|would\s+be)\s+(?:not\s+)?(?:required|needed|necessary)\b/i,
    /\bsponsorship\s+(?:for|under|to|through)\s+(?:a\s+|the\s+|my\s+)?(?:visa|work|skilled|tier|remain|stay|continue)\b/i,
    /\b(?:licensed|licenced|registered|visa|approved)\s+sponsors?\b|\bsponsor\s+licen[cs]e\b|\bCertificate\s+of\s+Sponsorship\b/i,
    /\bsponsor(?:ed|ing|s)?\s+(?:\w+\s+){0,2}(?:visas?|work\s+permits?)\b|\bsponsor\s+(?:me|my\s+visa)\b|\bwithout\s+(?:a\s+)?sponsor\b/i,
    /\bcitizenship\b/i,
    /\bnaturali[sz](?:ed|ation)\b/i,
    new RegExp(`\\b(?:${NATIONALITIES})\\s+(?:citizen|national|passport|passport-holder|passport\\s+holder)s?\\b`, 'i'),
    new RegExp(`\\bI(?:'m|’m|\\s+am)\\s+(?:an?\\s+)?(?:${NATIONALITIES})(?=\\s*(?:[,.;]|$|and\\b|by\\s+birth))`),
    /\bcitizen\s+of\s+(?:the\s+|an?\s+)?[A-Z]/,
    /\bnationality\b/i,
    /\bdual\s+national\b/i,
    /\bpassport(?:s|\s+holder)?\b/i,
    /\bimmigration\b/i,
    /\b(?:refugee\s+status|asylum|humanitarian\s+protection|Homes\s+for\s+Ukraine|Ukraine\s+scheme)\b/i,
    /\brefugee\b/i,
    /\bshare\s+code\b/i,
    new RegExp(
      String.raw`\b(?:my|current|existing)\s+(?!${anyOf(LEAVE_NOT_STATUS_WORDS)}\b)(?:\w+\s+)?leave\s+(?:expires|ends|is\s+valid|runs|lasts|until)\b`,
      'i',
    ),
    /\b(?:no|without|any)\s+restrictions?\s+on\s+(?:my\s+)?(?:employment|right\s+to\s+work|working|work)\b|\bunrestricted\s+(?:right|access|permission)\b/i,
  ],
  professional: [
    new RegExp(String.raw`\b${anyOf(CASEWORK_VERBS)}\b[^.;]*\b${anyOf(CASEWORK_OBJECTS)}\b`, 'i'),
    // Visas and immigration as a business's product or market.
    new RegExp(String.raw`\b(?:visa|immigration)\s+(?:application\s+)?${anyOf(IMMIGRATION_BUSINESS_WORDS)}\b`, 'i'),
    // Study of the subject: a dissertation on immigration is about the work, not the writer's status.
    /\b(?:dissertation|thesis|research\s+(?:on|into)|researched|essay|coursework|paper\s+on|journal\s+article)\b/i,
    new RegExp(String.raw`\b${anyOf(IMMIGRATION_PROFESSION_WORDS)}\b`, 'i'),
    /\bright[\s-]+to[\s-]+work\s+checks?\b/i,
    /\bsponsor\s+licen[cs]e\s+(?:compliance|duties|audits?|applications?)\b/i,
  ],
  own: [
    /\bmy\s+(?:own\s+)?(?:\w+\s+){0,2}(?:visa|status|passports?|nationality|citizenship|right\s+to\s+work|permit|leave|BRP|sponsorship|share\s+code)\b/i,
    new RegExp(
      String.raw`\bI\s+(?:currently\s+|also\s+|now\s+)?${anyOf(OWN_STATUS_VERBS)}\s+(?:\w+\s+){0,3}${anyOf(OWN_STATUS_WORDS)}\b`,
      'i',
    ),
    new RegExp(`\\bI(?:'m|’m|\\s+am)\\s+(?:an?\\s+)?(?:${NATIONALITIES})\\s+(?:citizen|national)\\b`, 'i'),
  ],
};

/** People whose status a caseworker handles ("为客户…"). */
const CN_PEOPLE_HELPED = ['客户|学生|员工|申请人|客人|家庭|用户|他人|留学生'];
/** Handling someone's case or papers. */
const CN_CASE_HANDLING_VERBS = ['办理|处理|审核|审查|核查|检查|翻译|公证'];
/** Immigration as a business, a profession or a subject ("移民中介"). */
const CN_IMMIGRATION_BUSINESS_WORDS = ['中介|公司|机构|服务|顾问|律师|政策|研究|问题|法|事务所'];
const cn: Rules = {
  otherSenses: [
    /Visa\s*(?:公司|卡|信用卡|借记卡|支付|和万事达|与万事达|、万事达)|(?:在|于|加入)\s*Visa(?!\s*签证)|维萨/g,
    /(?:贸易|交易|资金|证券|外汇|清算|支付|跨境|银行)?结算|清算/g,
    /宿舍|(?<!永久)居民(?!身份)|住宅|养老院|护理院|驻留艺术家|驻地/g,
    /作业许可|工作许可证?(?:制度|系统|流程|管理|程序|票)|动火许可|安全许可/g,
    /赞助商|(?:品牌|活动|企业|体育|赛事|会议)赞助|赞助(?:合作|活动|协议|收入|费用|方案|项目|权益)/g,
    /(?:贷款|融资|信贷|抵押|债务|履约|银行|保证)担保|担保(?:公司|业务|函|人|贷款|物|合同|额度|圈|品)/g,
    /公民(?:科学|社会|教育|意识|参与|记者|新闻)|老年公民/g,
    /通行证/g,
  ],
  status: [
    /签证|工签|签注/,
    /工作许可/,
    /工作(?:的)?(?:合法)?权(?:利)?|有权(?:在英国)?(?:合法)?(?:地)?工作|合法(?:地)?(?:在英国)?工作|工作资格/,
    /担保|(?:签证|工签|工作)赞助|赞助(?:签证|工签)/,
    /永居|永久居留|永久居民|居留(?:权|许可|身份|证|卡)|无限期居留|定居(?:身份|计划|权)|预定居|在英国定居|入籍|移民/,
    // A passport as nationality ("持中国护照"), not as a travel document ("护照上盖满了印章").
    new RegExp(`国籍|(?:${CN_COUNTRIES})籍|公民|(?:持有?|拥有|${CN_COUNTRIES}|BNO|BN\\(O\\))\\s*护照|护照(?:持有人|国籍)|难民身份|庇护`),
    // "Graduate visa", not the job title "Graduate Data Analyst".
    /\b(?:ILR|BRP|eVisa|EUSS)\b|Graduate\s*(?:visa|route)|Skilled Worker(?:\s*(?:visa|route|sponsorship))?|settled status/i,
  ],
  professional: [
    new RegExp(
      [
        String.raw`(?:为|帮|协助|帮助|替|指导)${anyOf(CN_PEOPLE_HELPED)}`,
        String.raw`${anyOf(CN_CASE_HANDLING_VERBS)}[^。；]{0,12}(?:申请|案件|材料|文件|手续)`,
        '律师事务所',
        String.raw`移民[\u4e00-\u9fa5]{0,2}${anyOf(CN_IMMIGRATION_BUSINESS_WORDS)}`,
        '案件|核查|合规|档案|(?:员工|客户|学生|留学生|申请人|用户)的',
      ].join('|'),
    ),
    /论文|研究|课题|调研/,
  ],
  own: [
    /(?:我|本人)(?:目前|现在|现|已|已经|也)?(?:持有|持|拥有|是|具有|享有|获得|需要|无需|不需要)[^，。；]{0,10}(?:签证|身份|护照|国籍|公民|居留|永居|担保|工作许可|工签)/,
    /(?:我|本人)的(?:签证|护照|国籍|身份|工签|居留|工作许可)/,
  ],
};

function classify(sentence: string, rules: Rules): boolean {
  let text = sentence
    .replace(/[‐‑–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  for (const re of rules.otherSenses) text = text.replace(re, (m) => ' '.repeat(m.length));
  if (!rules.status.some((re) => re.test(text))) return false;
  if (!rules.professional.some((re) => re.test(text))) return true;
  return rules.own.some((re) => re.test(text));
}

const CJK = /[\u3400-\u9fff]/;

/**
 * True when the sentence is about the writer's nationality, citizenship, passport, immigration status, visa,
 * sponsorship, work permit, right to work, residence status or settlement, in English or Chinese.
 */
export function isAboutRightToWork(sentence: string): boolean {
  if (!sentence.trim()) return false;
  // A Chinese sentence may carry English names (Graduate visa, BRP): both rule sets read it.
  if (CJK.test(sentence)) return classify(sentence, cn) || classify(sentence, en);
  return classify(sentence, en);
}
