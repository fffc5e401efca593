/**
 * Common job titles and words as Chinese-speaking users type them, mapped to the English the ads use.
 * Longest first, so 数据分析师 wins over 分析师.
 */
const TERMS: [string, string][] = [
  ['商业智能分析师', 'BI analyst'],
  ['机器学习工程师', 'machine learning engineer'],
  ['数据分析师', 'data analyst'],
  ['数据科学家', 'data scientist'],
  ['数据工程师', 'data engineer'],
  ['业务分析师', 'business analyst'],
  ['商业分析师', 'business analyst'],
  ['财务分析师', 'financial analyst'],
  ['软件工程师', 'software engineer'],
  ['后端开发', 'backend developer'],
  ['前端开发', 'frontend developer'],
  ['全栈开发', 'full stack developer'],
  ['产品经理', 'product manager'],
  ['项目经理', 'project manager'],
  ['运维工程师', 'devops engineer'],
  ['测试工程师', 'test engineer'],
  ['机械工程师', 'mechanical engineer'],
  ['土木工程师', 'civil engineer'],
  ['电气工程师', 'electrical engineer'],
  ['工料测量师', 'quantity surveyor'],
  ['平面设计师', 'graphic designer'],
  ['用户体验设计师', 'UX designer'],
  ['市场营销', 'marketing'],
  ['会计师', 'accountant'],
  ['会计', 'accountant'],
  ['审计', 'auditor'],
  ['精算', 'actuarial'],
  ['研究员', 'research associate'],
  ['药剂师', 'pharmacist'],
  ['护士', 'nurse'],
  ['护工', 'care worker'],
  ['厨师', 'chef'],
  ['教师', 'teacher'],
  ['老师', 'teacher'],
  ['律师', 'solicitor'],
  ['毕业生', 'graduate'],
  ['实习', 'internship'],
  ['分析师', 'analyst'],
  ['工程师', 'engineer'],
  ['开发', 'developer'],
  ['设计师', 'designer'],
  ['经理', 'manager'],
];

/** Replaces the Chinese terms it knows with English; other text is left as it is. */
export function translateQuery(q: string): string {
  let out = q;
  for (const [cn, en] of TERMS) out = out.split(cn).join(` ${en} `);
  return out.replace(/\s+/g, ' ').trim();
}

const CITIES: [string, string][] = [
  ['伦敦', 'London'],
  ['曼彻斯特', 'Manchester'],
  ['伯明翰', 'Birmingham'],
  ['利兹', 'Leeds'],
  ['爱丁堡', 'Edinburgh'],
  ['格拉斯哥', 'Glasgow'],
  ['布里斯托', 'Bristol'],
  ['剑桥', 'Cambridge'],
  ['牛津', 'Oxford'],
  ['卡迪夫', 'Cardiff'],
  ['贝尔法斯特', 'Belfast'],
  ['纽卡斯尔', 'Newcastle'],
  ['谢菲尔德', 'Sheffield'],
  ['诺丁汉', 'Nottingham'],
  ['利物浦', 'Liverpool'],
  ['雷丁', 'Reading'],
  ['南安普顿', 'Southampton'],
  ['莱斯特', 'Leicester'],
  ['考文垂', 'Coventry'],
  ['约克', 'York'],
  ['远程', 'remote'],
];

export function translateLocation(location: string): string {
  let out = location;
  for (const [cn, en] of CITIES) out = out.split(cn).join(en);
  return out.trim();
}
