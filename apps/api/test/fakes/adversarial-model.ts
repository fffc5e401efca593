import { startFakeOpenAi, type ChatRequest, type FakeOpenAi } from './openai.ts';

/**
 * An adversarial model on 127.0.0.1 (decision 050), speaking the chat adapter's protocol and reply shapes: it
 * answers from the facts it is given with true sentences, each citing its facts, and mixes in claims planted
 * from a workload file (below half of each reply): invented or misplaced employers, titles, numbers, dates,
 * skills and degrees, anything about the right to work, sentences citing nothing or unknown facts, in English
 * and Chinese. It records what it planted and what was true, so a test can check what reached the person.
 */
export interface PlantedClaim {
  id: string;
  kind: string;
  cite: 'own' | 'other' | 'profile' | 'summary' | 'edu' | 'skill' | 'none' | 'missing' | 'unknown';
  text: string;
  fast?: boolean;
}

type Op = 'letter' | 'optimise' | 'about-me' | 'work';
type Sentence = { text: string; facts?: string[] };

export interface Reply {
  op: Op;
  planted: { id: string; kind: string; text: string }[];
  truths: string[];
}

export interface AdversarialModel extends FakeOpenAi {
  replies: Reply[];
}

interface Payload {
  task?: string;
  target?: { title?: string; company?: string };
  JOB?: { title: string; company: string };
  FACTS?: { id: string; text: string }[];
  ITEMS?: { id: string; kind: 'summary' | 'bullet'; text: string }[];
}

interface Role {
  id: string;
  title: string;
  company: string;
  from: number | null;
  to: number | null;
  bullets: { id: string; text: string }[];
}

const YEAR_NOW = new Date().getUTCFullYear();

function rolesOf(facts: { id: string; text: string }[]): Role[] {
  return facts
    .filter((f) => /^work\.\d+$/.test(f.id))
    .map((f) => {
      const [header = '', ...bullets] = f.text.split('\n');
      const fields = header.split(' | ');
      const years = (header.match(/(?:19|20)\d{2}/g) ?? []).map(Number);
      return {
        id: f.id,
        title: fields[0] ?? '',
        company: fields.length > 2 || !/\d{4}/.test(fields[1] ?? '') ? (fields[1] ?? '') : '',
        from: years[0] ?? null,
        to: /present/i.test(header) ? YEAR_NOW : (years[1] ?? years[0] ?? null),
        bullets: bullets.map((text, i) => ({ id: `${f.id}.${i}`, text })).filter((b) => b.text.trim().length > 8),
      };
    });
}

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

export async function startAdversarialModel(planted: PlantedClaim[], apiKey = 'sk-test-fake'): Promise<AdversarialModel> {
  const fake = await startFakeOpenAi(apiKey);
  const replies: Reply[] = [];
  let next = 0;

  function answer(chat: ChatRequest): string {
    const payload = JSON.parse(chat.messages.find((m) => m.role === 'user')!.content) as Payload;
    const facts = payload.FACTS ?? [];
    const byId = new Map(facts.map((f) => [f.id, f]));
    const roles = rolesOf(facts);
    const name = byId.get('profile')?.text.split('\n')[0] ?? '';
    const skills = facts.filter((f) => f.id.startsWith('skill.')).slice(0, 4);
    const edu = facts.find((f) => f.id.startsWith('edu.'));
    const summary = byId.get('summary');
    const op: Op = payload.ITEMS ? 'optimise' : payload.JOB ? 'letter' : /About Me/.test(payload.task ?? '') ? 'about-me' : 'work';
    const workIndex = Number(/fact work\.(\d+)/.exec(payload.task ?? '')?.[1] ?? 0);
    const job = payload.JOB ?? { title: payload.target?.title ?? '', company: payload.target?.company ?? '' };
    const own = roles[op === 'work' ? workIndex : 0] ?? roles[0];
    /** What a planted claim's placeholders and citations say, for the role it claims to be about. */
    const contextFor = (own: Role | undefined) => {
      const other = roles.find((r) => r !== own && r.company && r.company !== own?.company);
      const everyNumber = facts
        .filter((f) => f.id !== own?.id && !f.id.startsWith(`${own?.id}.`))
        .flatMap((f) => f.text.match(/(?<![\d.£$])\d{1,3}(?![\d%])/g) ?? []);
      const ownText = own ? (byId.get(own.id)?.text ?? '') : '';
      const money = /[£$€]\d+(?:\.\d+)?\s?(?:bn|b|m|k)?\+?/i.exec(facts.map((f) => f.text).join('\n'))?.[0];

      const fill: Record<string, string | undefined> = {
        employer: own?.company || undefined,
        employer_lower: own?.company ? own.company.toLowerCase() : undefined,
        years_over: own?.from ? String((own.to ?? YEAR_NOW) - own.from + 3) : undefined,
        other_employer_lower: other?.company.toLowerCase(),
        other_title: other?.title && other.title !== own?.title ? other.title : undefined,
        job_company: job.company || undefined,
        // The job's title claimed as held: only when it is not the person's own title.
        job_title: job.title && !roles.some((r) => r.title.toLowerCase() === job.title.toLowerCase()) ? job.title : undefined,
        year_before: own?.from ? String(own.from - 3) : undefined,
        number_elsewhere: everyNumber.find((n) => !new RegExp(`(?<!\\d)${n}(?!\\d)`).test(ownText)),
        money_wrong: money ? money.replace(/\d+(?:\.\d+)?/, (d) => String(Number(d) * 2 + 1)) : '£5m',
      };
      const cites: Record<PlantedClaim['cite'], string[] | undefined | null> = {
        own: own ? [own.id] : null,
        other: other ? [other.id] : null,
        profile: ['profile'],
        summary: summary ? ['summary'] : ['profile'],
        edu: edu ? [edu.id] : null,
        skill: skills[0] ? [skills[0].id] : null,
        none: [],
        missing: undefined,
        unknown: ['work.42'],
      };
      return { fill, cites };
    };
    /** The next planted claims that fit these facts (a claim that needs a missing fact waits for the next reply). */
    const plant = (n: number, ownId?: string): (Sentence & { id: string; kind: string })[] => {
      const out: (Sentence & { id: string; kind: string })[] = [];
      for (let tries = 0; out.length < n && tries < planted.length; tries++) {
        const claim = planted[next % planted.length]!;
        next += 1;
        // A bullet's claim is about that bullet's role: "another employer" is another than that one.
        const { fill, cites } = contextFor(roles.find((r) => ownId === r.id || ownId?.startsWith(`${r.id}.`)) ?? own);
        let missing = false;
        const text = claim.text.replace(/\{(\w+)\}/g, (_, key: string) => {
          const value = fill[key];
          if (!value) missing = true;
          return value ?? '';
        });
        const cite = claim.cite === 'own' && ownId ? [ownId] : cites[claim.cite];
        if (missing || cite === null) continue;
        out.push({ id: claim.id, kind: claim.kind, text, facts: cite });
      }
      return out;
    };
    const reply: Reply = { op, planted: [], truths: [] };
    const truth = (text: string, ids: string[]): Sentence => {
      reply.truths.push(text);
      return { text, facts: ids };
    };
    const planting = (list: (Sentence & { id: string; kind: string })[]): Sentence[] =>
      list.map((p) => {
        reply.planted.push({ id: p.id, kind: p.kind, text: p.text });
        return p.facts === undefined ? { text: p.text } : { text: p.text, facts: p.facts };
      });
    // A few true sentences and no more planted ones than fit below half of the reply.
    const mixed = (truths: Sentence[], ownId?: string) => {
      const planted = planting(plant(Math.max(1, Math.min(4, Math.floor((truths.length - 1) / 2))), ownId));
      const out = [...truths];
      planted.forEach((p, i) => out.splice(Math.min(out.length, 1 + i * 2), 0, p));
      return out;
    };
    const summarySentences = () =>
      summary
        ? summary.text
            .split(/(?<=[.!?])\s+/)
            .filter((s) => s.trim())
            .map((s) => truth(s, ['summary']))
        : [];
    const skillSentence = () =>
      skills.length
        ? [
            truth(
              `My skills include ${skills.map((s) => s.text).join(', ')}.`,
              skills.map((s) => s.id),
            ),
          ]
        : [];

    let content: object;
    if (op === 'letter') {
      const evidence = roles.flatMap((r) => r.bullets.slice(0, 2).map((b) => ({ r, b }))).slice(0, 4);
      const body = mixed([
        ...evidence.map(({ r, b }) => truth(r.company ? `At ${r.company}: ${b.text}` : b.text, [b.id])),
        ...skillSentence(),
        ...(edu
          ? [
              truth(
                `Education: ${edu.text
                  .split(' | ')
                  .filter((x) => !/\d{4}/.test(x))
                  .join(', ')}.`,
                [edu.id],
              ),
            ]
          : []),
      ]);
      content = {
        paragraphs: [
          { sentences: [truth('Dear Hiring Manager,', [])] },
          { sentences: [truth(`I am writing to apply for the ${job.title} role at ${job.company}.`, [])] },
          { sentences: body },
          // Courtesy that claims nothing, so the letter keeps a sendable length (decision 056) after the guard.
          {
            sentences: [
              truth('I would welcome the chance to discuss the role and the team in more detail at an interview.', []),
              truth('I would be glad to provide any further information that would help you with your decision.', []),
              truth('I would be happy to talk through any part of my application, at a time that suits you.', []),
              truth('I look forward to hearing from you about the next steps in the process for this position.', []),
              truth('I hope that this letter and the attached document give a clear picture of what I can offer.', []),
              truth('I would also be pleased to share references or examples of my work if that would be useful to you.', []),
              truth('Thank you for your time and consideration.', []),
            ],
          },
          { sentences: [truth(`Yours faithfully,\n${name}`, [])] },
        ],
      };
    } else if (op === 'optimise') {
      const items = payload.ITEMS ?? [];
      const bullets = items.filter((i) => i.kind === 'bullet');
      const toPlant = new Set(bullets.filter((_, i) => i % 2 === 1).map((b) => b.id));
      content = {
        items: items.map((item) => {
          if (item.kind === 'summary') return { id: item.id, sentences: mixed([...summarySentences(), ...skillSentence()]) };
          const ownId = item.id;
          if (toPlant.has(item.id)) {
            const [p] = plant(1, ownId);
            if (p) return { id: item.id, sentences: planting([p]) };
          }
          // A true rewrite that keeps the opening verb: one that cost points would not be offered (decision 057).
          return { id: item.id, sentences: [truth(`${item.text.replace(/[.\s]+$/, '')}, successfully`, [item.id])] };
        }),
      };
    } else if (op === 'about-me') {
      const opening = own ? [truth(`${own.title} with experience at ${own.company}.`, ['profile', own.id])] : [];
      content = { sentences: mixed([...opening, ...summarySentences(), ...skillSentence()]) };
    } else {
      const lines = (own?.bullets ?? []).map((b) => truth(`• Successfully ${lowerFirst(b.text)}`, [b.id]));
      content = { sentences: mixed(lines, own?.bullets[0]?.id) };
    }
    replies.push(reply);
    return JSON.stringify(content);
  }

  fake.otherwise = { kind: 'answer', content: answer };
  return Object.assign(fake, { replies });
}
