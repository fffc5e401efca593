/**
 * Demo employers. Every organisation here is invented for JobBridge's demo data set: the names, blurbs and
 * websites (all on the reserved `.example` domain) belong to no real company. Towns are real UK places.
 *
 * About 70% are licensed sponsors in the demo register (register.ts builds the CSV from them); the rest are
 * not on it. Five are recruitment agencies that advertise for clients they do not name.
 */

export const ROUTE_SKILLED_WORKER = 'Skilled Worker';
export const ROUTE_GBM_SENIOR = 'Global Business Mobility: Senior or Specialist Worker';
export const ROUTE_CREATIVE = 'Creative Worker';
export const ROUTE_CHARITY = 'Charity Worker';

/** "Type & Rating" strings as the Home Office register writes them. */
export const RATING_A = 'Worker (A rating)';
export const RATING_B = 'Worker (B rating)';
export const RATING_PREMIUM = 'Worker (A (Premium))';
/** The register rates temporary routes (Creative Worker, Charity Worker) as "Temporary Worker". */
export const RATING_TEMPORARY_A = 'Temporary Worker (A rating)';

export type DemoSector =
  | 'software'
  | 'data'
  | 'finance'
  | 'accountancy'
  | 'insurance'
  | 'consulting'
  | 'engineering'
  | 'construction'
  | 'healthcare'
  | 'pharmacy'
  | 'care'
  | 'hospitality'
  | 'retail'
  | 'education'
  | 'logistics'
  | 'research'
  | 'legal'
  | 'marketing'
  | 'creative'
  | 'recruitment';

export type DemoSize = '1-49' | '50-249' | '250-999' | '1000+';

export interface DemoCompany {
  /** Also the website's host: https://<slug>.example */
  slug: string;
  /** The legal name, as the register (and Companies House) would write it. */
  name: string;
  /** The name the company advertises under, when it differs from the legal name. */
  tradingName: string | null;
  /** Head office. */
  town: string;
  county: string;
  /** Other towns where it hires (jobs are placed at the head office or one of these). */
  offices: string[];
  website: string;
  sector: DemoSector;
  size: DemoSize;
  /** A recruitment agency advertising for unnamed clients. */
  agency: boolean;
  /** For agencies: the sectors of the clients they recruit for. */
  recruitsFor: DemoSector[];
  /** Whether the organisation is in the demo register of licensed sponsors. */
  licensedSponsor: boolean;
  /** Register routes (empty when not a sponsor). */
  routes: string[];
  /** Register "Type & Rating" (null when not a sponsor). */
  typeRating: string | null;
  /** One or two sentences about the organisation, used in its job ads. */
  blurb: string;
}

interface Def {
  slug: string;
  name: string;
  trading?: string;
  town: string;
  county?: string;
  offices?: string[];
  sector: DemoSector;
  size: DemoSize;
  /** Omitted: not a sponsor. */
  sponsor?: { rating: string; routes: string[] };
  recruitsFor?: DemoSector[];
  blurb: string;
}

const SW = { rating: RATING_A, routes: [ROUTE_SKILLED_WORKER] };
const SW_GBM = { rating: RATING_A, routes: [ROUTE_SKILLED_WORKER, ROUTE_GBM_SENIOR] };

const DEFS: Def[] = [
  // Software and technology
  {
    slug: 'lumenstack',
    name: 'Lumenstack Technologies Ltd',
    trading: 'Lumenstack',
    town: 'London',
    county: 'Greater London',
    offices: ['Manchester', 'Edinburgh'],
    sector: 'software',
    size: '250-999',
    sponsor: { rating: RATING_PREMIUM, routes: [ROUTE_SKILLED_WORKER, ROUTE_GBM_SENIOR] },
    blurb:
      'Lumenstack builds the scheduling and booking platform behind thousands of clinics, gyms and salons across the UK and Ireland, handling more than two million appointments a week.',
  },
  {
    slug: 'quillfield',
    name: 'Quillfield Software Ltd',
    town: 'Manchester',
    offices: ['Leeds'],
    sector: 'software',
    size: '50-249',
    sponsor: SW,
    blurb:
      "Quillfield Software makes case-management tools for housing associations and local councils. Our products are used by more than 40 social landlords to keep tenants' repairs and complaints on track.",
  },
  {
    slug: 'brackenridge',
    name: 'Brackenridge Systems Ltd',
    town: 'Reading',
    county: 'Berkshire',
    offices: ['London', 'Birmingham'],
    sector: 'software',
    size: '250-999',
    sponsor: SW_GBM,
    blurb:
      'Brackenridge Systems designs and runs the software that energy suppliers use for metering, billing and customer accounts, from smart-meter data pipelines to the apps customers see.',
  },
  {
    slug: 'tidewater-digital',
    name: 'Tidewater Digital Ltd',
    town: 'Bristol',
    offices: ['Cardiff'],
    sector: 'software',
    size: '1-49',
    blurb:
      'Tidewater Digital is a small product studio that builds web and mobile apps for charities, museums and public-sector clients in the South West and Wales.',
  },
  {
    slug: 'copperbeech-labs',
    name: 'Copperbeech Labs Ltd',
    town: 'Cambridge',
    county: 'Cambridgeshire',
    offices: ['London'],
    sector: 'software',
    size: '1-49',
    sponsor: SW,
    blurb:
      'Copperbeech Labs is a venture-backed start-up building laboratory software that lets scientists plan, record and share experiments without paper notebooks.',
  },
  {
    slug: 'kestrelbyte',
    name: 'Kestrelbyte Ltd',
    town: 'Leeds',
    county: 'West Yorkshire',
    offices: ['Sheffield'],
    sector: 'software',
    size: '1-49',
    blurb:
      'Kestrelbyte is an independent software consultancy of about thirty people, building bespoke systems for manufacturers and distributors across Yorkshire.',
  },
  {
    slug: 'saltmarsh-cloud',
    name: 'Saltmarsh Cloud Services Ltd',
    town: 'Edinburgh',
    offices: ['Glasgow', 'Newcastle upon Tyne'],
    sector: 'software',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Saltmarsh Cloud Services runs managed hosting and cloud platforms for Scottish and northern English businesses, with a 24/7 operations team and two data centres.',
  },
  {
    slug: 'pennant-payments',
    name: 'Pennant Payments Ltd',
    trading: 'Pennant',
    town: 'London',
    county: 'Greater London',
    offices: ['Belfast'],
    sector: 'software',
    size: '250-999',
    sponsor: SW_GBM,
    blurb:
      'Pennant is a payments company that helps small online shops take card and open-banking payments, settle faster and keep fraud low. We process payments for over 60,000 merchants.',
  },
  // Data and analytics
  {
    slug: 'harbourline',
    name: 'Harbourline Analytics Ltd',
    town: 'London',
    county: 'Greater London',
    offices: ['Manchester', 'Bristol'],
    sector: 'data',
    size: '50-249',
    sponsor: SW_GBM,
    blurb:
      'Harbourline Analytics builds forecasting tools that help UK retailers and housing providers plan stock, staffing and repairs, combining client data with public data sets.',
  },
  {
    slug: 'fernhollow-insight',
    name: 'Fernhollow Insight Ltd',
    town: 'Leeds',
    county: 'West Yorkshire',
    offices: ['Nottingham'],
    sector: 'data',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Fernhollow Insight is a customer-analytics agency working with supermarkets, banks and travel companies to understand what their customers buy and why.',
  },
  {
    slug: 'greyling-data',
    name: 'Greyling Data Partners LLP',
    town: 'London',
    county: 'Greater London',
    sector: 'data',
    size: '1-49',
    blurb:
      'Greyling Data Partners is a boutique data consultancy helping mid-sized firms move from spreadsheets to a proper data warehouse and reporting they can trust.',
  },
  {
    slug: 'marlowe-metrics',
    name: 'Marlowe Metrics Ltd',
    town: 'Birmingham',
    county: 'West Midlands',
    offices: ['Nottingham'],
    sector: 'data',
    size: '50-249',
    sponsor: { rating: RATING_B, routes: [ROUTE_SKILLED_WORKER] },
    blurb:
      'Marlowe Metrics measures advertising and media performance for brands and agencies, turning campaign data into weekly insight reports.',
  },
  // Finance, accountancy, insurance
  {
    slug: 'ashcombe-mutual',
    name: 'Ashcombe Mutual Assurance Society Ltd',
    trading: 'Ashcombe Mutual',
    town: 'Bristol',
    offices: ['London', 'Cardiff'],
    sector: 'insurance',
    size: '1000+',
    sponsor: SW_GBM,
    blurb:
      'Ashcombe Mutual is a member-owned insurer providing life cover, income protection and pensions to around a million customers. Because we have no shareholders, our profits go back to members.',
  },
  {
    slug: 'kingsmere-capital',
    name: 'Kingsmere Capital Partners LLP',
    trading: 'Kingsmere Capital',
    town: 'London',
    county: 'Greater London',
    offices: ['Edinburgh'],
    sector: 'finance',
    size: '50-249',
    sponsor: SW_GBM,
    blurb:
      'Kingsmere Capital is an independent investment manager running infrastructure and private-credit funds for pension schemes and charities.',
  },
  {
    slug: 'wrenfield',
    name: 'Wrenfield Building Society',
    town: 'Leeds',
    county: 'West Yorkshire',
    offices: ['Sheffield', 'Newcastle upon Tyne'],
    sector: 'finance',
    size: '1000+',
    sponsor: SW,
    blurb:
      'Wrenfield Building Society has helped people in the North of England save and buy homes since 1871. Today we look after more than 400,000 members through 60 branches and online.',
  },
  {
    slug: 'calderbrook',
    name: 'Calder & Brook Accountants LLP',
    trading: 'Calder Brook',
    town: 'Manchester',
    offices: ['Birmingham', 'Leeds'],
    sector: 'accountancy',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Calder Brook is a firm of chartered accountants and business advisers serving owner-managed businesses, charities and academy trusts across the North West and Midlands.',
  },
  {
    slug: 'penhallow-finch',
    name: 'Penhallow, Finch & Co LLP',
    trading: 'Penhallow Finch',
    town: 'Cardiff',
    offices: ['Bristol'],
    sector: 'accountancy',
    size: '1-49',
    sponsor: SW,
    blurb:
      'Penhallow Finch is a friendly independent accountancy practice in Cardiff Bay looking after sole traders, partnerships and family businesses.',
  },
  {
    slug: 'oakhaven-pensions',
    name: 'Oakhaven Pensions Ltd',
    town: 'Edinburgh',
    offices: ['London', 'Glasgow'],
    sector: 'insurance',
    size: '250-999',
    sponsor: SW,
    blurb:
      'Oakhaven Pensions administers and advises on defined-benefit pension schemes for employers and trustees, looking after the retirement income of 350,000 scheme members.',
  },
  // Consulting
  {
    slug: 'silverbirch',
    name: 'Silverbirch Consulting Ltd',
    town: 'London',
    county: 'Greater London',
    offices: ['Manchester', 'Birmingham', 'Edinburgh'],
    sector: 'consulting',
    size: '250-999',
    sponsor: SW_GBM,
    blurb:
      'Silverbirch Consulting is a management and technology consultancy working with public services, utilities and financial-services clients on change programmes that have to work first time.',
  },
  {
    slug: 'larkspur-advisory',
    name: 'Larkspur Advisory Ltd',
    town: 'London',
    county: 'Greater London',
    sector: 'consulting',
    size: '1-49',
    blurb: 'Larkspur Advisory is a small strategy consultancy advising retailers and consumer brands on pricing, growth and operations.',
  },
  {
    slug: 'thistledown',
    name: 'Thistledown Partners Ltd',
    town: 'Glasgow',
    offices: ['Edinburgh', 'Belfast'],
    sector: 'consulting',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Thistledown Partners is an operations and data consultancy helping Scottish and Northern Irish organisations redesign processes and put their data to work.',
  },
  // Engineering and construction
  {
    slug: 'hartwell-motion',
    name: 'Hartwell Motion Engineering Ltd',
    town: 'Derby',
    county: 'Derbyshire',
    offices: ['Nottingham'],
    sector: 'engineering',
    size: '250-999',
    sponsor: SW,
    blurb:
      'Hartwell Motion Engineering designs and manufactures precision gearboxes and drive systems for rail, marine and renewable-energy customers worldwide.',
  },
  {
    slug: 'tyneforge',
    name: 'Tyne Forge Engineering Ltd',
    town: 'Newcastle upon Tyne',
    offices: ['Sunderland'],
    sector: 'engineering',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Tyne Forge Engineering fabricates and maintains heavy steel structures for offshore wind, ports and process plants from our yard on the Tyne.',
  },
  {
    slug: 'severnside-power',
    name: 'Severnside Power Systems Ltd',
    town: 'Bristol',
    offices: ['Cardiff', 'Birmingham'],
    sector: 'engineering',
    size: '250-999',
    sponsor: SW_GBM,
    blurb:
      'Severnside Power Systems designs substations, grid connections and battery storage for network operators and renewable developers across Great Britain.',
  },
  {
    slug: 'aldermoor',
    name: 'Aldermoor Civil Consultants Ltd',
    trading: 'Aldermoor',
    town: 'Birmingham',
    county: 'West Midlands',
    offices: ['London', 'Leeds', 'Manchester'],
    sector: 'engineering',
    size: '250-999',
    sponsor: SW,
    blurb:
      'Aldermoor is a civil and structural engineering consultancy working on highways, flood defences, schools and hospitals for public and private clients.',
  },
  {
    slug: 'corran-structures',
    name: 'Corran Structures Ltd',
    town: 'Glasgow',
    offices: ['Edinburgh'],
    sector: 'engineering',
    size: '1-49',
    blurb:
      'Corran Structures is a small structural engineering practice designing housing, schools and refurbishments across central Scotland.',
  },
  {
    slug: 'hexley-aero',
    name: 'Hexley Aerostructures Ltd',
    town: 'Preston',
    county: 'Lancashire',
    offices: ['Bristol'],
    sector: 'engineering',
    size: '1000+',
    sponsor: SW_GBM,
    blurb:
      'Hexley Aerostructures makes wing and fuselage components for commercial and defence aircraft, with two manufacturing sites and a design centre in the UK.',
  },
  {
    slug: 'corvenny-cost',
    name: 'Corvenny Cost Consultants Ltd',
    trading: 'Corvenny',
    town: 'Leeds',
    county: 'West Yorkshire',
    offices: ['London', 'Manchester', 'Birmingham'],
    sector: 'construction',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Corvenny is a cost and project management consultancy working on housing, education and healthcare buildings from feasibility to final account.',
  },
  {
    slug: 'redwell-build',
    name: 'Redwell Build Ltd',
    town: 'Nottingham',
    offices: ['Leicester'],
    sector: 'construction',
    size: '50-249',
    blurb:
      'Redwell Build is a regional main contractor delivering new homes, care facilities and school extensions across the East Midlands.',
  },
  // Healthcare and pharmacy (the NHS bodies are invented)
  {
    slug: 'northvale-hospitals',
    name: 'Northvale Hospitals NHS Foundation Trust',
    trading: 'Northvale Hospitals',
    town: 'Sheffield',
    offices: ['Rotherham'],
    sector: 'healthcare',
    size: '1000+',
    sponsor: SW,
    blurb:
      'Northvale Hospitals NHS Foundation Trust (a fictional trust in our demo data) runs two acute hospitals and community services for around 600,000 people in South Yorkshire.',
  },
  {
    slug: 'eastmere-hospitals',
    name: 'Eastmere University Hospitals NHS Trust',
    trading: 'Eastmere University Hospitals',
    town: 'Nottingham',
    offices: ['Leicester'],
    sector: 'healthcare',
    size: '1000+',
    sponsor: SW,
    blurb:
      "Eastmere University Hospitals NHS Trust (fictional) is a teaching trust with a major trauma centre, a children's hospital and a busy maternity service.",
  },
  {
    slug: 'westholme-community',
    name: 'Westholme Community Health NHS Trust',
    trading: 'Westholme Community Health',
    town: 'Birmingham',
    county: 'West Midlands',
    offices: ['Coventry'],
    sector: 'healthcare',
    size: '1000+',
    sponsor: SW,
    blurb:
      'Westholme Community Health NHS Trust (fictional) provides district nursing, community hospitals and mental-health services across the West Midlands.',
  },
  {
    slug: 'glenmoray-health',
    name: 'NHS Glenmoray Health Board',
    trading: 'NHS Glenmoray',
    town: 'Glasgow',
    offices: ['Paisley'],
    sector: 'healthcare',
    size: '1000+',
    sponsor: SW,
    blurb: 'NHS Glenmoray (a fictional health board) delivers hospital, primary and community care for communities west of Glasgow.',
  },
  {
    slug: 'parkside-pharmacy',
    name: 'Parkside Pharmacy Group Ltd',
    trading: 'Parkside Pharmacy',
    town: 'Cardiff',
    offices: ['Swansea', 'Bristol', 'Birmingham'],
    sector: 'pharmacy',
    size: '250-999',
    sponsor: SW,
    blurb:
      'Parkside Pharmacy is a family-run group of 45 community pharmacies in Wales and the West Country, known for its clinical services and long opening hours.',
  },
  {
    slug: 'clearwell-chemists',
    name: 'Clearwell Chemists Ltd',
    town: 'Belfast',
    offices: ['Lisburn'],
    sector: 'pharmacy',
    size: '1-49',
    blurb: 'Clearwell Chemists is an independent pharmacy business with six branches in and around Belfast.',
  },
  // Care
  {
    slug: 'heatherbank-care',
    name: 'Heatherbank Care Homes Ltd',
    trading: 'Heatherbank Care',
    town: 'Newcastle upon Tyne',
    offices: ['Durham', 'Sunderland'],
    sector: 'care',
    size: '250-999',
    sponsor: SW,
    blurb:
      'Heatherbank Care runs nine residential and nursing homes in the North East, caring for older people and people living with dementia.',
  },
  {
    slug: 'willowmere-care',
    name: 'Willowmere Care Group Ltd',
    trading: 'Willowmere Care',
    town: 'Leeds',
    county: 'West Yorkshire',
    offices: ['Bradford', 'York'],
    sector: 'care',
    size: '250-999',
    sponsor: SW,
    blurb:
      'Willowmere Care provides residential care, nursing and supported living across Yorkshire, with a strong focus on activities and family involvement.',
  },
  {
    slug: 'bramblecourt',
    name: 'Bramblecourt Nursing Home Ltd',
    trading: 'Bramblecourt Nursing Home',
    town: 'Reading',
    county: 'Berkshire',
    sector: 'care',
    size: '50-249',
    sponsor: { rating: RATING_B, routes: [ROUTE_SKILLED_WORKER] },
    blurb:
      'Bramblecourt is a 58-bed nursing home in a converted Victorian house with gardens, caring for older residents with nursing and dementia needs.',
  },
  {
    slug: 'kindred-hands',
    name: 'Kindred Hands Homecare Ltd',
    trading: 'Kindred Hands',
    town: 'Birmingham',
    county: 'West Midlands',
    offices: ['Wolverhampton'],
    sector: 'care',
    size: '50-249',
    blurb: 'Kindred Hands is a home-care provider supporting older and disabled people to live independently in their own homes.',
  },
  {
    slug: 'larchfield-care',
    name: 'Larchfield Residential Care Ltd',
    trading: 'Larchfield House',
    town: 'Cardiff',
    sector: 'care',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Larchfield House is a 40-bed residential care home on the edge of Cardiff, rated highly by inspectors for its person-centred care.',
  },
  // Hospitality
  {
    slug: 'saffron-slate',
    name: 'Greyfield Hospitality Ltd',
    trading: 'Saffron & Slate',
    town: 'London',
    county: 'Greater London',
    offices: ['Brighton'],
    sector: 'hospitality',
    size: '50-249',
    sponsor: SW,
    blurb: 'Saffron & Slate is a group of four modern British restaurants cooking seasonal, regional produce over charcoal.',
  },
  {
    slug: 'merrow-hotels',
    name: 'Merrow Hotels Ltd',
    trading: 'The Merrow Hotel',
    town: 'Edinburgh',
    offices: ['Glasgow'],
    sector: 'hospitality',
    size: '250-999',
    sponsor: SW,
    blurb:
      "The Merrow is an independent 120-bedroom hotel in Edinburgh's New Town with a brasserie, a cocktail bar and a busy events programme.",
  },
  {
    slug: 'little-lantern',
    name: 'Little Lantern Dining Ltd',
    trading: 'Little Lantern',
    town: 'Manchester',
    sector: 'hospitality',
    size: '1-49',
    blurb: 'Little Lantern is a neighbourhood restaurant in the Northern Quarter serving small plates and natural wine.',
  },
  {
    slug: 'bellhaven-inns',
    name: 'Bellhaven Inns Ltd',
    town: 'Oxford',
    county: 'Oxfordshire',
    offices: ['Cambridge', 'Reading'],
    sector: 'hospitality',
    size: '250-999',
    sponsor: SW,
    blurb:
      'Bellhaven Inns owns twelve country pubs with rooms across Oxfordshire, Berkshire and Cambridgeshire, each with its own menu and character.',
  },
  {
    slug: 'quayside-kitchens',
    name: 'Quayside Kitchens Ltd',
    town: 'Newcastle upon Tyne',
    sector: 'hospitality',
    size: '1-49',
    blurb: 'Quayside Kitchens runs a seafood restaurant and a bakery café by the river.',
  },
  // Retail
  {
    slug: 'marketcross',
    name: 'Marketcross Stores Ltd',
    trading: 'Marketcross',
    town: 'Leeds',
    county: 'West Yorkshire',
    offices: ['Manchester', 'Sheffield', 'Newcastle upon Tyne', 'Nottingham'],
    sector: 'retail',
    size: '1000+',
    sponsor: SW,
    blurb:
      'Marketcross is a value homeware and grocery retailer with 180 stores across the North and Midlands and a growing online business.',
  },
  {
    slug: 'pebble-loom',
    name: 'Pebble & Loom Ltd',
    trading: 'Pebble & Loom',
    town: 'Bristol',
    sector: 'retail',
    size: '1-49',
    blurb: 'Pebble & Loom is an online homeware brand selling textiles and ceramics made by small UK makers.',
  },
  {
    slug: 'fernlea-foods',
    name: 'Fernlea Foods Ltd',
    town: 'Birmingham',
    county: 'West Midlands',
    offices: ['London', 'Leeds'],
    sector: 'retail',
    size: '1000+',
    sponsor: SW_GBM,
    blurb:
      'Fernlea Foods imports and distributes Asian and world foods to supermarkets and restaurants, and runs 30 Fernlea supermarkets in UK cities.',
  },
  {
    slug: 'kitewell-outdoor',
    name: 'Kitewell Outdoor Ltd',
    trading: 'Kitewell',
    town: 'Sheffield',
    offices: ['Manchester'],
    sector: 'retail',
    size: '50-249',
    blurb: 'Kitewell sells outdoor clothing and climbing gear from five shops in the North and a busy web store.',
  },
  // Education
  {
    slug: 'elmstead-trust',
    name: 'Elmstead Academy Trust',
    town: 'Birmingham',
    county: 'West Midlands',
    offices: ['Coventry', 'Wolverhampton'],
    sector: 'education',
    size: '1000+',
    sponsor: SW,
    blurb:
      'Elmstead Academy Trust (fictional) is a family of eleven primary and secondary academies in the West Midlands, committed to excellent teaching in every classroom.',
  },
  {
    slug: 'st-aldrics',
    name: "St Aldric's College",
    town: 'Oxford',
    county: 'Oxfordshire',
    sector: 'education',
    size: '250-999',
    sponsor: SW,
    blurb:
      "St Aldric's College is an independent co-educational day and boarding school for pupils aged 11 to 18, with small classes and strong science and music departments.",
  },
  {
    slug: 'brightwater-learning',
    name: 'Brightwater Learning Trust',
    town: 'Leeds',
    county: 'West Yorkshire',
    offices: ['Bradford', 'Manchester'],
    sector: 'education',
    size: '1000+',
    sponsor: SW,
    blurb: 'Brightwater Learning Trust (fictional) runs eight secondary schools across West Yorkshire and Greater Manchester.',
  },
  {
    slug: 'oakridge-tutors',
    name: 'Oakridge Tutors Ltd',
    town: 'London',
    county: 'Greater London',
    sector: 'education',
    size: '1-49',
    blurb: 'Oakridge Tutors is a tuition centre in North London preparing pupils for GCSE and A-level exams.',
  },
  // Logistics
  {
    slug: 'swiftmere',
    name: 'Swiftmere Logistics Ltd',
    town: 'Coventry',
    county: 'West Midlands',
    offices: ['Birmingham', 'Manchester', 'London'],
    sector: 'logistics',
    size: '1000+',
    sponsor: SW,
    blurb: 'Swiftmere Logistics runs warehousing and next-day delivery for online retailers from six fulfilment centres in England.',
  },
  {
    slug: 'tollgate-freight',
    name: 'Tollgate Freight Ltd',
    town: 'Felixstowe',
    county: 'Suffolk',
    offices: ['London'],
    sector: 'logistics',
    size: '50-249',
    blurb: 'Tollgate Freight is a freight forwarder moving containers between the UK, Europe and Asia by sea, road and air.',
  },
  {
    slug: 'ravenport',
    name: 'Ravenport Distribution Ltd',
    town: 'Doncaster',
    county: 'South Yorkshire',
    offices: ['Leeds', 'Sheffield'],
    sector: 'logistics',
    size: '250-999',
    sponsor: SW,
    blurb: 'Ravenport Distribution delivers chilled and frozen food to supermarkets and restaurants across the North of England.',
  },
  // Research
  {
    slug: 'fenland-biosciences',
    name: 'Fenland Biosciences Ltd',
    town: 'Cambridge',
    county: 'Cambridgeshire',
    offices: ['London'],
    sector: 'research',
    size: '50-249',
    sponsor: SW_GBM,
    blurb:
      'Fenland Biosciences is a drug-discovery company using protein engineering and machine learning to find new treatments for inflammatory disease.',
  },
  {
    slug: 'halcyon-therapeutics',
    name: 'Halcyon Therapeutics Ltd',
    town: 'Oxford',
    county: 'Oxfordshire',
    sector: 'research',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Halcyon Therapeutics is a clinical-stage biotech developing gene therapies for rare eye diseases, spun out of university research in 2019.',
  },
  {
    slug: 'coastal-marine-institute',
    name: 'Institute for Coastal and Marine Studies',
    town: 'Plymouth',
    county: 'Devon',
    offices: ['Edinburgh'],
    sector: 'research',
    size: '50-249',
    sponsor: { rating: RATING_TEMPORARY_A, routes: [ROUTE_CHARITY] },
    blurb:
      'The Institute for Coastal and Marine Studies (a fictional charity) researches coastal erosion, fisheries and marine pollution and shares its findings with communities and policymakers.',
  },
  {
    slug: 'pennine-materials',
    name: 'Pennine Institute for Materials Research',
    town: 'Sheffield',
    offices: ['Manchester', 'Newcastle upon Tyne'],
    sector: 'research',
    size: '250-999',
    sponsor: SW,
    blurb:
      'The Pennine Institute for Materials Research (fictional) is an independent research institute working with industry on batteries, low-carbon steel and recyclable plastics.',
  },
  // Legal
  {
    slug: 'ashby-marsh',
    name: 'Ashby Marsh Solicitors LLP',
    trading: 'Ashby Marsh',
    town: 'London',
    county: 'Greater London',
    offices: ['Manchester'],
    sector: 'legal',
    size: '250-999',
    sponsor: SW,
    blurb:
      'Ashby Marsh is a commercial law firm advising technology, real-estate and healthcare clients from offices in London and Manchester.',
  },
  {
    slug: 'grantley-rowe',
    name: 'Grantley & Rowe LLP',
    town: 'Manchester',
    offices: ['Leeds'],
    sector: 'legal',
    size: '50-249',
    blurb: 'Grantley & Rowe is a regional law firm with strong private-client, property and employment practices.',
  },
  // Marketing and creative
  {
    slug: 'brightsea-media',
    name: 'Brightsea Media Ltd',
    town: 'Brighton',
    county: 'East Sussex',
    offices: ['London'],
    sector: 'marketing',
    size: '1-49',
    blurb: 'Brightsea Media is a digital marketing agency specialising in search, paid social and content for travel and leisure brands.',
  },
  {
    slug: 'hollin-creative',
    name: 'Hollin Creative Agency Ltd',
    trading: 'Hollin',
    town: 'Leeds',
    county: 'West Yorkshire',
    offices: ['London'],
    sector: 'marketing',
    size: '50-249',
    sponsor: SW,
    blurb:
      'Hollin is a brand and digital agency creating campaigns, websites and apps for universities, food brands and public-sector clients.',
  },
  {
    slug: 'lanternfish-studios',
    name: 'Lanternfish Studios Ltd',
    town: 'Dundee',
    offices: ['London'],
    sector: 'creative',
    size: '50-249',
    sponsor: { rating: RATING_TEMPORARY_A, routes: [ROUTE_CREATIVE] },
    blurb: 'Lanternfish Studios is an independent games and animation studio making narrative adventure games for console and PC.',
  },
  // Recruitment agencies
  {
    slug: 'brightpath-recruitment',
    name: 'Brightpath Recruitment Ltd',
    trading: 'Brightpath Recruitment',
    town: 'London',
    county: 'Greater London',
    offices: ['Manchester', 'Birmingham', 'Leeds', 'Bristol', 'Edinburgh', 'Cambridge'],
    sector: 'recruitment',
    size: '50-249',
    sponsor: SW,
    recruitsFor: ['software', 'data'],
    blurb: 'Brightpath Recruitment places software, data and cloud specialists with employers across the UK.',
  },
  {
    slug: 'keystone-talent',
    name: 'Keystone Talent Solutions Ltd',
    trading: 'Keystone Talent Solutions',
    town: 'Manchester',
    offices: ['London', 'Leeds', 'Birmingham', 'Glasgow'],
    sector: 'recruitment',
    size: '1-49',
    recruitsFor: ['finance', 'accountancy', 'insurance'],
    blurb: 'Keystone Talent Solutions is a specialist finance and accountancy recruiter.',
  },
  {
    slug: 'cairnfield-resourcing',
    name: 'Cairnfield Resourcing Ltd',
    trading: 'Cairnfield Resourcing',
    town: 'Edinburgh',
    offices: ['Glasgow', 'Newcastle upon Tyne', 'Aberdeen', 'Leeds'],
    sector: 'recruitment',
    size: '1-49',
    recruitsFor: ['engineering', 'construction'],
    blurb: 'Cairnfield Resourcing recruits engineers and construction professionals for contractors and consultancies.',
  },
  {
    slug: 'tarnbrook-recruitment',
    name: 'Tarnbrook Technical Recruitment Ltd',
    trading: 'Tarnbrook Technical Recruitment',
    town: 'Birmingham',
    offices: ['Nottingham', 'Sheffield', 'Bristol', 'London'],
    sector: 'recruitment',
    size: '1-49',
    recruitsFor: ['engineering', 'software'],
    blurb: 'Tarnbrook Technical Recruitment finds engineering and technical talent for manufacturers and technology firms.',
  },
  {
    slug: 'amberley-health',
    name: 'Amberley Health Recruitment Ltd',
    trading: 'Amberley Health Recruitment',
    town: 'Bristol',
    offices: ['London', 'Birmingham', 'Manchester', 'Cardiff', 'Belfast'],
    sector: 'recruitment',
    size: '50-249',
    sponsor: SW,
    recruitsFor: ['healthcare', 'care', 'pharmacy'],
    blurb: 'Amberley Health Recruitment places nurses, pharmacists and carers in hospitals, care homes and pharmacies.',
  },
];

export const DEMO_COMPANIES: readonly DemoCompany[] = DEFS.map((d) => ({
  slug: d.slug,
  name: d.name,
  tradingName: d.trading ?? null,
  town: d.town,
  county: d.county ?? '',
  offices: d.offices ?? [],
  website: `https://${d.slug}.example`,
  sector: d.sector,
  size: d.size,
  agency: d.sector === 'recruitment',
  recruitsFor: d.recruitsFor ?? [],
  licensedSponsor: d.sponsor !== undefined,
  routes: d.sponsor?.routes ?? [],
  typeRating: d.sponsor?.rating ?? null,
  blurb: d.blurb,
}));

/** The name a job ad shows: the trading name when there is one. */
export function advertisedName(company: DemoCompany): string {
  return company.tradingName ?? company.name;
}

/**
 * The register's "Organisation Name": the legal name, with "t/a <trading name>" when the trading name is not
 * simply the legal name without its legal form (so the matcher finds ads placed under the trading name).
 */
export function registerName(company: DemoCompany): string {
  if (!company.tradingName) return company.name;
  const bare = company.name.replace(/\s+(?:Ltd|Limited|LLP|plc)$/i, '');
  return bare.toLowerCase() === company.tradingName.toLowerCase() ? company.name : `${company.name} t/a ${company.tradingName}`;
}

export function demoSponsors(): DemoCompany[] {
  return DEMO_COMPANIES.filter((c) => c.licensedSponsor);
}
