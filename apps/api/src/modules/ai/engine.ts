import { AiFailure, type AiUsage, type ChatModel } from '../../providers/ai/index.ts';
import { builtinWriter } from './builtin.ts';
import { enforceGrounding, type Violation } from './grounding.ts';
import { jobKeyTerms } from './keyterms.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import { chatWriter, type AiWriter, type RewriteItem, type Target } from './writer.ts';

/**
 * The AI layer (docs/decisions/027-ai-engine.md): a writer (a chat model when AI_BASE_URL is set, else the
 * built-in engine) behind one interface whose every output has passed the grounding check.
 * Scores and matches are not the writer's: they are the rubric's (modules/ai), the same whichever writer runs.
 */
export interface Ai {
  readonly provider: AiWriter['provider'];
  readonly model: string;
  /** The summary and bullets rewritten, before/after per item; items that failed grounding are left out. */
  optimise(resume: ResumeDoc, target: Target): Promise<OptimiseResult>;
  /** The builder's helper: About Me, or one role's description. */
  describe(
    resume: ResumeDoc,
    request: { kind: 'aboutMe' | 'work'; workIndex: number; roleName: string; target: Target },
  ): Promise<Generated>;
  /** A cover letter for a job (Flash Apply uses this), from the person's own facts. */
  writeCoverLetter(resume: ResumeDoc, job: JobDoc, options?: { terms?: string[] }): Promise<Generated>;
}

interface Generated {
  text: string;
  /** Claims taken out because the person's resume does not support them. */
  removed: Violation[];
  usage: AiUsage;
}

interface OptimisedItem {
  id: string;
  kind: 'summary' | 'bullet';
  workIndex: number | null;
  bulletIndex: number | null;
  before: string;
  after: string;
  removed: Violation[];
}

interface OptimiseResult {
  items: OptimisedItem[];
  /** Items whose rewrite was dropped: its claims were not in the resume. */
  rejected: { id: string; removed: Violation[] }[];
  usage: AiUsage;
}

/** At most this many bullets go into one optimisation (a two-page CV has fewer). */
const MAX_BULLETS = 40;

/** The pieces of a resume an optimisation rewrites: the summary, then every role's bullets. */
export function rewriteItems(resume: ResumeDoc): RewriteItem[] {
  const items: RewriteItem[] = [{ id: 'summary', kind: 'summary', text: resume.summary, current: true, context: resume.role }];
  resume.work.forEach((w, wi) =>
    w.bullets.forEach((b, bi) =>
      items.push({
        id: `work.${wi}.${bi}`,
        kind: 'bullet',
        text: b,
        current: w.current,
        context: [w.role, w.company].filter(Boolean).join(' at '),
      }),
    ),
  );
  return items.slice(0, MAX_BULLETS + 1);
}

const sameText = (a: string, b: string) =>
  a
    .replace(/[\s.]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim() ===
  b
    .replace(/[\s.]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function groundedAi(writer: AiWriter): Ai {
  return {
    provider: writer.provider,
    model: writer.model,

    async optimise(resume, target) {
      const input = rewriteItems(resume);
      const answer = await writer.optimise({ resume, items: input, target });
      const items: OptimisedItem[] = [];
      const rejected: OptimiseResult['rejected'] = [];
      for (const item of input) {
        const after = answer.value.items.find((x) => x.id === item.id)?.after?.trim();
        if (!after || sameText(after, item.text)) continue;
        const checked = enforceGrounding(after, { resume }, { maxRemovedShare: item.kind === 'summary' ? 0.5 : 0 });
        if (checked.rejected) {
          rejected.push({ id: item.id, removed: checked.removed });
          continue;
        }
        if (sameText(checked.text, item.text)) continue;
        const [, wi, bi] = item.id.split('.');
        items.push({
          id: item.id,
          kind: item.kind,
          workIndex: wi === undefined ? null : Number(wi),
          bulletIndex: bi === undefined ? null : Number(bi),
          before: item.text,
          after: checked.text,
          removed: checked.removed,
        });
      }
      if (!items.length && rejected.length)
        throw new AiFailure('ungrounded', 'every rewrite made claims the resume does not support', {
          usage: answer.usage,
          violations: rejected.flatMap((r) => r.removed),
        });
      return { items, rejected, usage: answer.usage };
    },

    async describe(resume, request) {
      const answer = await writer.describe({ ...request, resume });
      const checked = enforceGrounding(answer.value.text, { resume });
      if (checked.rejected)
        throw new AiFailure('ungrounded', 'the text made claims the profile does not support', {
          usage: answer.usage,
          violations: checked.removed,
        });
      return { text: checked.text, removed: checked.removed, usage: answer.usage };
    },

    async writeCoverLetter(resume, job, options = {}) {
      const terms = options.terms ?? jobKeyTerms(job).map((t) => t.term);
      const answer = await writer.coverLetter({ resume, job, target: { title: job.title, company: job.company, terms } });
      const checked = enforceGrounding(answer.value.letter, { resume, job });
      if (checked.rejected)
        throw new AiFailure('ungrounded', 'the letter made claims the resume does not support', {
          usage: answer.usage,
          violations: checked.removed,
        });
      return { text: checked.text, removed: checked.removed, usage: answer.usage };
    },
  };
}

/** The chat model (providers/ai) when one is configured; otherwise the built-in engine. */
export function createAi(chat: ChatModel | null): Ai {
  return groundedAi(chat ? chatWriter(chat) : builtinWriter);
}
