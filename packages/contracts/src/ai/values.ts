import { z } from 'zod';

/**
 * The AI assistant (/app/airesumes, the builder's helper; docs/product.md §10): score, match to a job, optimise
 * (before/after per item, accepted one by one into a profile), the builder's helper and the dashboard insights.
 * Suggestions and explanations come in the request's language; CV text stays in the CV's language.
 */

/** Score bands: Excellent 80-100, Good 60-79, Needs Improvement 0-59. */
export const SCORE_BANDS = ['Excellent', 'Good', 'Needs Improvement'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];
export const BAND_THRESHOLDS = { excellent: 80, good: 60 } as const;
export function scoreBand(score: number): ScoreBand {
  if (score >= BAND_THRESHOLDS.excellent) return 'Excellent';
  if (score >= BAND_THRESHOLDS.good) return 'Good';
  return 'Needs Improvement';
}

/** The role list the assistant and the builder's helper offer ("a role selected from the list"). */
export const AI_ROLES = [
  { id: 'data-analyst', en: 'Data Analyst', cn: '数据分析师' },
  { id: 'business-analyst', en: 'Business Analyst', cn: '业务分析师' },
  { id: 'bi-analyst', en: 'BI Analyst', cn: '商业智能分析师' },
  { id: 'data-scientist', en: 'Data Scientist', cn: '数据科学家' },
  { id: 'data-engineer', en: 'Data Engineer', cn: '数据工程师' },
  { id: 'ml-engineer', en: 'Machine Learning Engineer', cn: '机器学习工程师' },
  { id: 'software-engineer', en: 'Software Engineer', cn: '软件工程师' },
  { id: 'frontend-developer', en: 'Frontend Developer', cn: '前端开发工程师' },
  { id: 'backend-developer', en: 'Backend Developer', cn: '后端开发工程师' },
  { id: 'full-stack-developer', en: 'Full Stack Developer', cn: '全栈开发工程师' },
  { id: 'devops-engineer', en: 'DevOps Engineer', cn: '运维开发工程师' },
  { id: 'product-manager', en: 'Product Manager', cn: '产品经理' },
  { id: 'project-manager', en: 'Project Manager', cn: '项目经理' },
  { id: 'ux-designer', en: 'UX Designer', cn: '用户体验设计师' },
  { id: 'marketing-executive', en: 'Marketing Executive', cn: '市场专员' },
  { id: 'accountant', en: 'Accountant', cn: '会计' },
  { id: 'financial-analyst', en: 'Financial Analyst', cn: '财务分析师' },
  { id: 'mechanical-engineer', en: 'Mechanical Engineer', cn: '机械工程师' },
  { id: 'civil-engineer', en: 'Civil Engineer', cn: '土木工程师' },
  { id: 'nurse', en: 'Nurse', cn: '护士' },
  { id: 'care-assistant', en: 'Care Assistant', cn: '护理助理' },
  { id: 'chef', en: 'Chef', cn: '厨师' },
  { id: 'teacher', en: 'Teacher', cn: '教师' },
  { id: 'research-assistant', en: 'Research Assistant', cn: '研究助理' },
  { id: 'customer-service-advisor', en: 'Customer Service Advisor', cn: '客户服务顾问' },
  { id: 'sales-executive', en: 'Sales Executive', cn: '销售专员' },
] as const;
export type AiRoleId = (typeof AI_ROLES)[number]['id'];
export const aiRoleId = z.enum(AI_ROLES.map((r) => r.id) as [AiRoleId, ...AiRoleId[]]);

/** What a score or an optimisation aims at: a role from the list, one of our jobs, or a pasted job. */
export const aiTargetRequest = z
  .object({
    role: aiRoleId.optional(),
    jobId: z.number().int().positive().optional(),
    /** A pasted job description (and its title, if the person gives one). */
    jobText: z.string().trim().min(20, 'AI_JOB_TEXT_TOO_SHORT').max(20_000, 'FIELD_TOO_LONG').optional(),
    jobTitle: z.string().trim().max(200, 'FIELD_TOO_LONG').optional(),
  })
  .strict();
export type AiTargetRequest = z.infer<typeof aiTargetRequest>;

export const aiSourceParams = z.object({ id: z.uuid() });

export const aiCriterion = z.object({
  id: z.enum(['sections', 'contact', 'quantified', 'verbs', 'length', 'uk', 'keywords']),
  points: z.number().int(),
  max: z.number().int(),
});
export const aiSuggestion = z.object({
  id: z.string(),
  criterion: aiCriterion.shape.id,
  /** Points it wins back (0: advice that costs nothing now). */
  points: z.number().int(),
  text: z.string(),
  /** The item it is about (`summary`, `work.<role>.<bullet>`), if any. */
  item: z.string().nullable(),
});

export const aiTarget = z.object({ kind: z.enum(['role', 'job', 'none']), title: z.string(), jobId: z.number().int().nullable() });

/**
 * A sentence taken out of generated text, and why (decision 050): a claim the facts it cites do not hold
 * (an employer, school, degree, skill, number, date, name or title), anything about the right to work, a
 * sentence citing no known fact, or the job's own employer or title claimed as the person's.
 */
export const aiRemovedClaim = z.object({
  kind: z.enum(['employer', 'school', 'degree', 'skill', 'number', 'date', 'work-rights', 'name', 'title', 'uncited', 'job-claim']),
  claim: z.string(),
  sentence: z.string(),
});
export type AiRemovedClaim = z.infer<typeof aiRemovedClaim>;

export const helperUses = z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() });

/** The resume's score before and after rewrites, against the optimisation's target (decision 057). */
export const rewriteScore = z.object({ before: z.number().int().min(0).max(100), after: z.number().int().min(0).max(100) });
