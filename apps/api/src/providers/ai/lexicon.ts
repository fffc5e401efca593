/**
 * The words the built-in engine, the rubric and the grounding check know: skills and tools (with the spellings
 * people use for them), strong and weak openers of a bullet, degree words, right-to-work wording and personal
 * details a UK CV leaves out. Written for the jobs our users apply for (analysts, engineers, care, hospitality,
 * finance); a word not listed is simply not counted as a key term.
 */

/** Canonical skill → other spellings (lower case; the canonical form matches too). */
const SKILL_TABLE: Record<string, string[]> = {
  // Data and analytics
  SQL: ['t-sql', 'tsql', 'pl/sql', 'plsql'],
  'SQL Server': ['ms sql', 'mssql', 'microsoft sql server'],
  Python: [],
  R: [],
  SAS: [],
  SPSS: [],
  Stata: [],
  Excel: ['ms excel', 'microsoft excel', 'advanced excel'],
  VBA: [],
  'Power BI': ['powerbi', 'power-bi'],
  Tableau: [],
  Looker: ['looker studio', 'google data studio', 'data studio'],
  Qlik: ['qlikview', 'qlik sense', 'qliksense'],
  DAX: [],
  SSRS: [],
  SSIS: [],
  Alteryx: [],
  Snowflake: [],
  dbt: [],
  Databricks: [],
  BigQuery: ['big query'],
  Redshift: [],
  Spark: ['pyspark', 'apache spark'],
  Hadoop: [],
  Airflow: ['apache airflow'],
  Kafka: ['apache kafka'],
  ETL: ['elt', 'etl pipelines', 'data pipelines', 'data pipeline'],
  'Data visualisation': ['data visualization', 'dashboards', 'dashboard', 'dashboarding', 'data visualisations'],
  'Data modelling': ['data modeling', 'data models', 'dimensional modelling', 'dimensional modeling'],
  'Data warehousing': ['data warehouse', 'data warehouses'],
  'Data quality': [],
  'Data governance': [],
  'Data analysis': ['data analytics', 'analysing data', 'analyzing data'],
  Statistics: ['statistical analysis', 'statistical modelling', 'statistical modeling', 'statistical'],
  'A/B testing': ['ab testing', 'a/b tests', 'experimentation'],
  'Machine learning': ['ml models', 'machine-learning'],
  'Deep learning': [],
  NLP: ['natural language processing'],
  'Computer vision': [],
  LLMs: ['llm', 'large language models', 'generative ai', 'genai'],
  pandas: [],
  NumPy: ['numpy'],
  'scikit-learn': ['sklearn', 'scikit learn'],
  TensorFlow: [],
  PyTorch: [],
  Keras: [],
  'Google Analytics': ['ga4', 'universal analytics'],
  'Microsoft Office': ['ms office', 'office 365', 'microsoft 365', 'm365'],
  PowerPoint: [],
  SharePoint: [],
  'Power Automate': [],
  'Power Apps': ['powerapps'],
  'Azure Data Factory': ['adf'],
  Forecasting: ['forecasts'],
  Reporting: ['reports', 'management information', 'mi reporting'],
  KPIs: ['kpi', 'key performance indicators'],
  // Business analysis and delivery
  'Requirements gathering': ['requirements elicitation', 'business requirements', 'gathering requirements'],
  'User stories': ['user story'],
  'Process mapping': ['process improvement', 'process modelling', 'process modeling'],
  BPMN: [],
  UML: [],
  UAT: ['user acceptance testing'],
  'Stakeholder management': ['stakeholders', 'stakeholder engagement', 'stakeholder'],
  Agile: ['agile methodologies'],
  Scrum: [],
  Kanban: [],
  Jira: [],
  Confluence: [],
  'Project management': ['project manager', 'managing projects'],
  PRINCE2: ['prince 2'],
  'Change management': [],
  'Business analysis': ['business analyst'],
  Salesforce: [],
  SAP: [],
  CRM: ['dynamics 365', 'hubspot'],
  GDPR: ['data protection'],
  // Software
  JavaScript: ['js', 'ecmascript'],
  TypeScript: ['ts'],
  'Node.js': ['node', 'nodejs', 'node js'],
  React: ['react.js', 'reactjs', 'react js'],
  'Next.js': ['nextjs'],
  Vue: ['vue.js', 'vuejs'],
  Angular: ['angularjs'],
  Redux: [],
  HTML: ['html5'],
  CSS: ['css3', 'sass', 'scss'],
  'Tailwind CSS': ['tailwind'],
  Java: [],
  Kotlin: [],
  Spring: ['spring boot'],
  'C#': ['c sharp'],
  '.NET': ['dotnet', 'asp.net', '.net core'],
  'C++': ['cpp'],
  C: [],
  Go: ['golang'],
  Rust: [],
  PHP: [],
  Ruby: ['ruby on rails', 'rails'],
  Django: [],
  Flask: [],
  FastAPI: [],
  GraphQL: [],
  'REST APIs': ['rest', 'rest api', 'restful', 'apis', 'api'],
  Microservices: ['microservice'],
  PostgreSQL: ['postgres'],
  MySQL: [],
  MongoDB: ['mongo'],
  Redis: [],
  Oracle: [],
  NoSQL: [],
  AWS: ['amazon web services'],
  Azure: ['microsoft azure'],
  GCP: ['google cloud', 'google cloud platform'],
  Docker: ['containers'],
  Kubernetes: ['k8s'],
  Terraform: [],
  'CI/CD': ['ci / cd', 'continuous integration', 'continuous delivery', 'github actions', 'jenkins'],
  Git: ['github', 'gitlab'],
  Linux: ['unix'],
  Testing: ['unit testing', 'unit tests', 'automated testing', 'test automation'],
  Jest: [],
  Cypress: [],
  Selenium: [],
  TDD: ['test-driven development', 'test driven development'],
  MATLAB: [],
  Figma: [],
  'UX design': ['user experience', 'ux', 'ui/ux', 'ux/ui'],
  'User research': [],
  Photoshop: ['adobe photoshop'],
  // Engineering
  AutoCAD: [],
  SolidWorks: [],
  Revit: [],
  CAD: [],
  // Finance
  Accounting: ['accounts', 'bookkeeping'],
  'Financial modelling': ['financial modeling', 'financial models'],
  Budgeting: ['budgets', 'budget management'],
  IFRS: [],
  ACCA: [],
  CIMA: [],
  ACA: [],
  Xero: [],
  Sage: [],
  Payroll: [],
  Audit: ['auditing'],
  // Care, health, hospitality, retail, logistics
  'Patient care': ['personal care', 'care plans', 'care planning'],
  Safeguarding: [],
  'DBS check': ['dbs', 'enhanced dbs'],
  NMC: ['nmc registration', 'nmc pin'],
  'Medication administration': ['administering medication', 'medication'],
  'Food hygiene': ['food safety', 'haccp', 'food hygiene certificate'],
  Cooking: ['food preparation', 'kitchen'],
  'Customer service': ['customer care', 'customer-facing', 'customer facing'],
  Sales: ['selling', 'business development'],
  Retail: [],
  Marketing: ['digital marketing'],
  SEO: ['search engine optimisation', 'search engine optimization'],
  'Social media': [],
  'Content writing': ['copywriting'],
  Warehouse: ['warehousing', 'picking and packing'],
  'Forklift licence': ['forklift', 'flt'],
  'Driving licence': ['full uk driving licence', 'driving license', 'full driving licence'],
  Teaching: ['lesson planning', 'qts'],
  Research: ['research methods'],
  // Ways of working
  Communication: ['communication skills', 'written communication', 'verbal communication'],
  Leadership: ['team leadership', 'leading teams', 'people management', 'line management'],
  Teamwork: ['team player', 'collaboration', 'collaborative'],
  'Problem solving': ['problem-solving', 'analytical skills', 'analytical thinking'],
  'Attention to detail': ['detail-oriented', 'detail oriented'],
  'Time management': ['prioritisation', 'prioritization', 'organisational skills', 'organizational skills'],
  Mentoring: ['coaching', 'mentored'],
  Presenting: ['presentations', 'presentation skills', 'public speaking'],
  Negotiation: ['negotiating'],
};

export interface Skill {
  name: string;
  /** Lower-case spellings, the canonical one first. */
  spellings: string[];
}

export const SKILLS: Skill[] = Object.entries(SKILL_TABLE).map(([name, others]) => ({ name, spellings: [name.toLowerCase(), ...others] }));

/** Ways of working: almost every ad names them, so they tell jobs apart less than tools and qualifications do. */
export const SOFT_SKILLS = new Set(['Communication', 'Leadership', 'Teamwork', 'Problem solving', 'Attention to detail', 'Time management', 'Mentoring', 'Presenting', 'Negotiation', 'Customer service', 'Research', 'Testing', 'Reporting']);

/**
 * One-letter and everyday spellings are matched only where they read as a skill: "R" and "C" as a whole
 * capitalised word, "Go" only as "Go" next to other languages is too uncertain, so only "Golang" counts.
 */
export const CASE_SENSITIVE = new Set(['r', 'c', 'go', 'ts', 'js', 'rest', 'node', 'spring', 'rust', 'sage', 'ruby', 'oracle', 'flask', 'sales', 'audit', 'research', 'dbs', 'api', 'apis']);
/** Spellings that are too plain to count in running text unless written as shown (capitalised or upper case). */
export const EXACT_CASE: Record<string, string> = { r: 'R', c: 'C', go: 'Go', ts: 'TS', js: 'JS', rest: 'REST', api: 'API', apis: 'APIs', dbs: 'DBS', node: 'Node', spring: 'Spring', rust: 'Rust', sage: 'Sage', ruby: 'Ruby', oracle: 'Oracle', flask: 'Flask' };

/** Strong openers of a bullet (past tense; the present form is accepted for a current role). */
export const ACTION_VERBS = [
  'achieved', 'accelerated', 'administered', 'advised', 'analysed', 'analyzed', 'architected', 'audited', 'authored', 'automated', 'built',
  'championed', 'coached', 'collaborated', 'completed', 'conducted', 'configured', 'consolidated', 'coordinated', 'created', 'cut', 'debugged',
  'defined', 'delivered', 'deployed', 'designed', 'developed', 'devised', 'directed', 'documented', 'drove', 'enabled', 'engineered',
  'established', 'evaluated', 'expanded', 'facilitated', 'forecast', 'forecasted', 'founded', 'generated', 'grew', 'guided', 'halved', 'handled',
  'identified', 'implemented', 'improved', 'increased', 'initiated', 'integrated', 'introduced', 'investigated', 'launched', 'led', 'maintained',
  'managed', 'mapped', 'mentored', 'migrated', 'modelled', 'modeled', 'monitored', 'negotiated', 'optimised', 'optimized', 'organised',
  'organized', 'oversaw', 'owned', 'partnered', 'piloted', 'planned', 'prepared', 'presented', 'prioritised', 'processed', 'produced',
  'programmed', 'proposed', 'prototyped', 'published', 'raised', 'rebuilt', 'recruited', 'redesigned', 'reduced', 'refactored', 'reengineered',
  'resolved', 'restructured', 'reviewed', 'revamped', 'saved', 'scaled', 'secured', 'shipped', 'simplified', 'solved', 'spearheaded',
  'standardised', 'standardized', 'streamlined', 'strengthened', 'supervised', 'taught', 'tested', 'trained', 'transformed', 'translated',
  'tripled', 'doubled', 'unified', 'upgraded', 'validated', 'won', 'wrote', 'cared', 'served', 'prepared', 'supported', 'assessed', 'cleaned',
  'collected', 'compiled', 'contributed', 'converted', 'cooked', 'delivered', 'extracted', 'answered', 'assisted', 'ran', 'set',
];
export const ACTION_VERB_SET = new Set(ACTION_VERBS);

/** Present forms people use for current roles ("Manage the team"), mapped to the past form above. */
export const PRESENT_TO_PAST: Record<string, string> = {
  achieve: 'achieved', analyse: 'analysed', analyze: 'analyzed', automate: 'automated', build: 'built', coach: 'coached',
  collaborate: 'collaborated', conduct: 'conducted', coordinate: 'coordinated', create: 'created', deliver: 'delivered', deploy: 'deployed',
  design: 'designed', develop: 'developed', drive: 'drove', establish: 'established', evaluate: 'evaluated', handle: 'handled',
  identify: 'identified', implement: 'implemented', improve: 'improved', increase: 'increased', launch: 'launched', lead: 'led',
  maintain: 'maintained', manage: 'managed', mentor: 'mentored', migrate: 'migrated', monitor: 'monitored', negotiate: 'negotiated',
  optimise: 'optimised', optimize: 'optimized', organise: 'organised', oversee: 'oversaw', own: 'owned', plan: 'planned', prepare: 'prepared',
  present: 'presented', produce: 'produced', reduce: 'reduced', resolve: 'resolved', review: 'reviewed', streamline: 'streamlined',
  supervise: 'supervised', support: 'supported', teach: 'taught', test: 'tested', train: 'trained', write: 'wrote', assist: 'assisted',
  serve: 'served', cook: 'cooked', clean: 'cleaned', run: 'ran', provide: 'provided', work: 'worked', use: 'used', help: 'helped',
  assess: 'assessed', collect: 'collected', compile: 'compiled', prioritise: 'prioritised', process: 'processed', model: 'modelled',
};

/** "-ing" forms after "Responsible for" → the past form ("managing" → "Managed"). */
export const GERUND_TO_PAST: Record<string, string> = Object.fromEntries(
  Object.entries(PRESENT_TO_PAST).map(([present, past]) => {
    const stem = present.endsWith('e') && !present.endsWith('ee') ? present.slice(0, -1) : present;
    const doubled: Record<string, string> = { plan: 'planning', run: 'running', model: 'modelling' };
    return [doubled[present] ?? `${stem}ing`, past];
  }),
);

/** "-ing" forms → the plain present form ("managing" → "manage"), for current roles. */
export const GERUND_TO_PRESENT: Record<string, string> = Object.fromEntries(
  Object.keys(PRESENT_TO_PAST).map((present) => {
    const stem = present.endsWith('e') && !present.endsWith('ee') ? present.slice(0, -1) : present;
    const doubled: Record<string, string> = { plan: 'planning', run: 'running', model: 'modelling' };
    return [doubled[present] ?? `${stem}ing`, present];
  }),
);
Object.assign(GERUND_TO_PRESENT, { utilizing: 'use', utilising: 'use', contributing: 'contribute', ensuring: 'ensure', working: 'work' });
Object.assign(GERUND_TO_PAST, { utilizing: 'used', utilising: 'used', contributing: 'contributed', ensuring: 'ensured', working: 'worked' });

/** Openers that say what the job was, not what the person did. */
export const WEAK_OPENERS: { pattern: RegExp; en: string }[] = [
  { pattern: /^responsible for\b/i, en: 'Responsible for' },
  { pattern: /^(?:i\s+)?worked on\b/i, en: 'Worked on' },
  { pattern: /^(?:i\s+)?helped(?: to)?\b/i, en: 'Helped' },
  { pattern: /^(?:i\s+)?assisted (?:with|in)\b/i, en: 'Assisted with' },
  { pattern: /^involved in\b/i, en: 'Involved in' },
  { pattern: /^duties (?:included|include)\b/i, en: 'Duties included' },
  { pattern: /^tasked with\b/i, en: 'Tasked with' },
  { pattern: /^in charge of\b/i, en: 'In charge of' },
  { pattern: /^participated in\b/i, en: 'Participated in' },
];

/** Degree words (a degree in generated text must be one the person holds). */
export const DEGREE_PATTERN =
  /\b(?:B\.?Sc|BSc|B\.?A\.?|BA|BEng|B\.?Eng|MEng|M\.?Sc|MSc|M\.?A\.?|MA|MBA|MRes|MPhil|PhD|Ph\.D|DPhil|LLB|LLM|BBA|PGCE|HND|HNC|Bachelor(?:'s)?|Master(?:'s)?|Doctorate|Doctor of Philosophy|A[- ]levels?|GCSEs?|Diploma|Foundation degree)\b|学士|硕士|博士|本科|研究生|大专/gi;

/** A sentence about visas or the right to work: stated only as the person recorded it. */
export const WORK_RIGHTS_PATTERN =
  /\b(?:visa|visas|sponsor(?:ship|ed)?|right to work|work permit|skilled worker|graduate route|settled status|pre-settled|indefinite leave|ILR|BRP|biometric residence|citizenship|british citizen|uk citizen|eu citizen|work authori[sz]ation|authori[sz]ed to work|eligible to work|tier 2|tier 4|dependant visa|hpi visa|high potential individual)\b|签证|工作许可|永居|永久居留|担保|工签|公民身份/i;

/** Personal details a UK CV leaves out (Equality Act 2010; recruiters screen them out). */
export const PERSONAL_DETAILS: { id: 'dob' | 'age' | 'marital' | 'gender' | 'religion' | 'photo' | 'nationality'; pattern: RegExp }[] = [
  { id: 'dob', pattern: /\b(?:date of birth|d\.?o\.?b\.?|born(?: on)?\s+\d)|出生日期|出生年月|生日/i },
  { id: 'age', pattern: /\bage\s*[:：]\s*\d{2}\b|\b\d{2}\s+years old\b|年龄\s*[:：]/i },
  { id: 'marital', pattern: /\bmarital status\b|\b(?:married|single|divorced)\s*(?:\||,|$)|婚姻状况|已婚|未婚/im },
  { id: 'gender', pattern: /\b(?:gender|sex)\s*[:：]\s*(?:male|female|m|f)\b|性别\s*[:：]/i },
  { id: 'religion', pattern: /\breligion\s*[:：]|宗教信仰/i },
  { id: 'nationality', pattern: /\bnationality\s*[:：]|国籍\s*[:：]|民族\s*[:：]/i },
  { id: 'photo', pattern: /\bphoto(?:graph)?\s*[:：]|照片\s*[:：]/i },
];

/**
 * Roles the assistant and the builder's helper offer (the "role chosen from the list"), each with the key
 * terms that jobs of that role ask for most often. Keys match AI_ROLES in packages/contracts.
 */
export const ROLE_TERMS: Record<string, string[]> = {
  'data-analyst': ['SQL', 'Excel', 'Power BI', 'Tableau', 'Python', 'Data visualisation', 'Reporting', 'Stakeholder management', 'Data analysis', 'Statistics', 'KPIs', 'Data quality'],
  'business-analyst': ['Requirements gathering', 'Stakeholder management', 'Process mapping', 'User stories', 'Agile', 'UAT', 'Jira', 'SQL', 'Excel', 'Business analysis', 'BPMN', 'Change management'],
  'bi-analyst': ['Power BI', 'SQL', 'DAX', 'Data modelling', 'Data warehousing', 'ETL', 'Tableau', 'Reporting', 'KPIs', 'SSRS', 'Stakeholder management', 'Excel'],
  'data-scientist': ['Python', 'Machine learning', 'Statistics', 'SQL', 'pandas', 'scikit-learn', 'A/B testing', 'Deep learning', 'NLP', 'Data visualisation', 'Spark', 'AWS'],
  'data-engineer': ['Python', 'SQL', 'ETL', 'Spark', 'Airflow', 'AWS', 'Azure', 'Databricks', 'Snowflake', 'dbt', 'Data modelling', 'Kafka'],
  'ml-engineer': ['Python', 'Machine learning', 'PyTorch', 'TensorFlow', 'Deep learning', 'NLP', 'LLMs', 'Docker', 'Kubernetes', 'AWS', 'CI/CD', 'SQL'],
  'software-engineer': ['Java', 'Python', 'JavaScript', 'TypeScript', 'REST APIs', 'SQL', 'Git', 'Testing', 'CI/CD', 'AWS', 'Docker', 'Agile'],
  'frontend-developer': ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'Next.js', 'Redux', 'Testing', 'Git', 'REST APIs', 'Figma', 'Agile'],
  'backend-developer': ['Node.js', 'Java', 'Python', 'REST APIs', 'SQL', 'PostgreSQL', 'Microservices', 'Docker', 'AWS', 'Testing', 'Git', 'CI/CD'],
  'full-stack-developer': ['JavaScript', 'TypeScript', 'React', 'Node.js', 'REST APIs', 'SQL', 'HTML', 'CSS', 'Git', 'Docker', 'AWS', 'Testing'],
  'devops-engineer': ['AWS', 'Azure', 'Docker', 'Kubernetes', 'Terraform', 'CI/CD', 'Linux', 'Git', 'Python', 'Microservices', 'GCP', 'Agile'],
  'product-manager': ['Stakeholder management', 'Agile', 'User research', 'Jira', 'A/B testing', 'KPIs', 'Scrum', 'Data analysis', 'Communication', 'Leadership', 'UX design', 'Presenting'],
  'project-manager': ['Project management', 'Stakeholder management', 'PRINCE2', 'Agile', 'Budgeting', 'Jira', 'Change management', 'Reporting', 'Leadership', 'Communication', 'Scrum', 'Negotiation'],
  'ux-designer': ['UX design', 'Figma', 'User research', 'HTML', 'CSS', 'Presenting', 'Communication', 'Agile', 'A/B testing', 'Teamwork', 'Problem solving', 'Photoshop'],
  'marketing-executive': ['Marketing', 'Social media', 'SEO', 'Google Analytics', 'Content writing', 'CRM', 'Excel', 'Reporting', 'Communication', 'Presenting', 'KPIs', 'Teamwork'],
  accountant: ['Accounting', 'Excel', 'IFRS', 'ACCA', 'Xero', 'Sage', 'Payroll', 'Audit', 'Budgeting', 'Forecasting', 'Reporting', 'Attention to detail'],
  'financial-analyst': ['Financial modelling', 'Excel', 'Forecasting', 'Budgeting', 'Reporting', 'SQL', 'Power BI', 'KPIs', 'Stakeholder management', 'VBA', 'Statistics', 'Presenting'],
  'mechanical-engineer': ['CAD', 'SolidWorks', 'AutoCAD', 'MATLAB', 'Project management', 'Testing', 'Problem solving', 'Teamwork', 'Reporting', 'Communication', 'Research', 'Attention to detail'],
  'civil-engineer': ['AutoCAD', 'Revit', 'CAD', 'Project management', 'Stakeholder management', 'Reporting', 'Budgeting', 'Problem solving', 'Communication', 'Teamwork', 'Leadership', 'Attention to detail'],
  nurse: ['Patient care', 'NMC', 'Medication administration', 'Safeguarding', 'Communication', 'Teamwork', 'Attention to detail', 'Time management', 'DBS check', 'Leadership', 'Problem solving', 'Mentoring'],
  'care-assistant': ['Patient care', 'Safeguarding', 'Medication administration', 'DBS check', 'Communication', 'Teamwork', 'Time management', 'Attention to detail', 'Driving licence', 'Food hygiene', 'Customer service', 'Problem solving'],
  chef: ['Cooking', 'Food hygiene', 'Teamwork', 'Time management', 'Leadership', 'Attention to detail', 'Budgeting', 'Communication', 'Customer service', 'Problem solving', 'Mentoring', 'Negotiation'],
  teacher: ['Teaching', 'Safeguarding', 'Communication', 'Presenting', 'Mentoring', 'DBS check', 'Leadership', 'Time management', 'Teamwork', 'Research', 'Attention to detail', 'Problem solving'],
  'research-assistant': ['Research', 'Statistics', 'Python', 'R', 'SPSS', 'Data analysis', 'Excel', 'Presenting', 'Communication', 'Attention to detail', 'MATLAB', 'Teamwork'],
  'customer-service-advisor': ['Customer service', 'Communication', 'CRM', 'Problem solving', 'Teamwork', 'Time management', 'Attention to detail', 'Sales', 'Microsoft Office', 'Negotiation', 'Retail', 'Excel'],
  'sales-executive': ['Sales', 'Negotiation', 'CRM', 'Salesforce', 'Customer service', 'Communication', 'Presenting', 'KPIs', 'Marketing', 'Teamwork', 'Excel', 'Time management'],
};
