import { AiFailure, type AiUsage, type ChatModel } from '../../providers/ai/index.ts';
import { builtinWriter } from './builtin.ts';
import { factList, guardSentences, prepare, type DraftSentence, type GuardContext, type Violation } from './claims.ts';
import { jobKeyTerms } from './keyterms.ts';
import { letterProblems } from './letter.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import type { CvLanguage } from './text.ts';
import type { RewriteItem, Target } from './writer-input.ts';
import { chatWriter, type AiWriter } from './writer.ts';

/**
 * The AI layer (decisions 027 and 050): a writer (a chat model when AI_BASE_URL is set, else the built-in
 * engine) behind one interface whose every sentence has passed the claims guard (claims.ts). A reply that
 * loses more than half its sentences is asked for once more, then refused.
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
  /**
   * A cover letter for a job (Flash Apply uses this), from the person's own facts. `statusSentence` is the
   * person's right-to-work sentence, placed by the application before the closing (no writer writes one).
   */
  writeCoverLetter(resume: ResumeDoc, job: JobDoc, options?: LetterRequest): Promise<Generated>;
}

interface LetterRequest {
  terms?: string[];
  statusSentence?: string;
  /** The letter's language (default: the resume's). */
  language?: CvLanguage;
  /** The letter's place in its batch (letters.ts: no two letters of a batch share a sentence). */
  variant?: number;
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

export interface GuardOptions {
  /** Whether a sentence is about the right to work (the account module's reading, when wired). */
  isRightToWorkSentence?: GuardContext['isRightToWorkSentence'];
}

/** A reply that loses more than this share of its sentences is asked for again once, then refused. */
const MAX_DROPPED_SHARE = 0.5;

const addUsage = (a: AiUsage, b: AiUsage): AiUsage => ({
  promptTokens: a.promptTokens + b.promptTokens,
  completionTokens: a.completionTokens + b.completionTokens,
});

/**
 * Asks the writer, guards the answer, and asks once more when the answer lost most of its sentences (a model
 * answers differently the second time; the built-in engine would not, so it is not asked twice).
 */
async function guarded<T, R extends { total: number; dropped: number; removed: Violation[] }>(
  writer: AiWriter,
  ask: () => Promise<{ value: T; usage: AiUsage }>,
  check: (value: T) => R,
  refusal: string,
): Promise<R & { usage: AiUsage }> {
  let usage: AiUsage = { promptTokens: 0, completionTokens: 0 };
  let removed: Violation[] = [];
  const attempts = writer.provider === 'built-in' ? 1 : 2;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const answer = await ask();
    usage = addUsage(usage, answer.usage);
    const result = check(answer.value);
    removed = result.removed;
    if (result.total > 0 && result.dropped / result.total <= MAX_DROPPED_SHARE) return { ...result, usage };
  }
  throw new AiFailure('ungrounded', refusal, { usage, violations: removed });
}

const joiner = (resume: ResumeDoc) => (resume.language === 'cn' ? '' : ' ');
const textOf = (sentences: DraftSentence[], resume: ResumeDoc, separator = joiner(resume)) =>
  sentences
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join(separator);

export function groundedAi(writer: AiWriter, options: GuardOptions = {}): Ai {
  const guard = { isRightToWorkSentence: options.isRightToWorkSentence };
  return {
    provider: writer.provider,
    model: writer.model,

    async optimise(resume, target) {
      const prepared = prepare({ resume, cv: true, ...guard });
      const input = rewriteItems(resume);
      const result = await guarded(
        writer,
        () => writer.optimise({ resume, facts: factList(prepared), items: input, target }),
        (value) => {
          const items: OptimisedItem[] = [];
          const rejected: OptimiseResult['rejected'] = [];
          let total = 0;
          let dropped = 0;
          for (const item of input) {
            const answer = value.items.find((x) => x.id === item.id);
            if (!answer) continue;
            // A rewrite uses the fact it rewrites.
            const checked = guardSentences(answer.sentences, prepared, item.kind === 'bullet' ? [item.id] : ['summary']);
            total += checked.total;
            dropped += checked.dropped;
            const after = textOf(checked.kept, resume);
            if (!checked.total || sameText(textOf(answer.sentences, resume), item.text)) continue;
            // A bullet is one claim: any part of it unsupported and it goes. A summary keeps what holds, if most does.
            if (checked.dropped && (item.kind === 'bullet' || checked.dropped / checked.total > MAX_DROPPED_SHARE || !after)) {
              rejected.push({ id: item.id, removed: checked.removed });
              continue;
            }
            if (sameText(after, item.text)) continue;
            const [, wi, bi] = item.id.split('.');
            items.push({
              id: item.id,
              kind: item.kind,
              workIndex: wi === undefined ? null : Number(wi),
              bulletIndex: bi === undefined ? null : Number(bi),
              before: item.text,
              after,
              removed: checked.removed,
            });
          }
          return { items, rejected, total, dropped, removed: [...items, ...rejected].flatMap((x) => x.removed) };
        },
        'most rewrites made claims the resume does not support',
      );
      return { items: result.items, rejected: result.rejected, usage: result.usage };
    },

    async describe(resume, request) {
      // The role chosen from the list is what the text is aimed at: named, never claimed as held.
      const job = { title: request.roleName, company: '', location: '', description: '' };
      const prepared = prepare({ resume, job, cv: true, ...guard });
      const result = await guarded(
        writer,
        () => writer.describe({ ...request, resume, facts: factList(prepared) }),
        (value) => guardSentences(value.sentences, prepared),
        'the text made claims the profile does not support',
      );
      const text = textOf(result.kept, resume, request.kind === 'work' ? '\n' : joiner(resume));
      return { text, removed: result.removed, usage: result.usage };
    },

    async writeCoverLetter(resume, job, options = {}) {
      const terms = options.terms ?? jobKeyTerms(job).map((t) => t.term);
      const prepared = prepare({ resume, job, ...guard });
      const language = options.language ?? resume.language;
      const write = (by: AiWriter) =>
        guarded(
          by,
          () =>
            by.coverLetter({
              resume,
              job,
              facts: factList(prepared),
              target: { title: job.title, company: job.company, terms },
              language,
              variant: options.variant,
            }),
          (value) => {
            const paragraphs = value.paragraphs.map((p) => guardSentences(p.sentences, prepared));
            return {
              paragraphs: paragraphs.map((p) => textOf(p.kept, resume)).filter(Boolean),
              total: paragraphs.reduce((n, p) => n + p.total, 0),
              dropped: paragraphs.reduce((n, p) => n + p.dropped, 0),
              removed: paragraphs.flatMap((p) => p.removed),
            };
          },
          'the letter made claims the resume does not support',
        );
      let result = await write(writer);
      // A model's letter that the guard left too short, or that names an employer three times, pastes resume
      // labels or Markdown: the built-in engine's letter is sent instead (decision 056).
      if (writer.provider !== 'built-in') {
        const names = [job.company, ...resume.work.map((w) => w.company)];
        const problems = letterProblems(result.paragraphs.join('\n\n'), names, language);
        if (problems.length) {
          const fallback = await write(builtinWriter);
          // What the guard took out of the model's letter is still shown: it is why that letter was not used.
          result = { ...fallback, removed: [...result.removed, ...fallback.removed], usage: addUsage(result.usage, fallback.usage) };
        }
      }
      const paragraphs = [...result.paragraphs];
      if (options.statusSentence?.trim()) {
        // Before the closing ("Yours faithfully," / "此致"), where a letter states it.
        const closing = paragraphs.findIndex((p) => /^(?:yours|kind regards|best regards|regards|sincerely|此致)/i.test(p));
        paragraphs.splice(closing < 0 ? paragraphs.length : closing, 0, options.statusSentence.trim());
      }
      return { text: paragraphs.join('\n\n'), removed: result.removed, usage: result.usage };
    },
  };
}

/** The chat model (providers/ai) when one is configured; otherwise the built-in engine. */
export function createAi(chat: ChatModel | null, options: GuardOptions = {}): Ai {
  return groundedAi(chat ? chatWriter(chat) : builtinWriter, options);
}
