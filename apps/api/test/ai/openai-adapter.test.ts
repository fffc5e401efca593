import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAi } from '../../src/modules/ai/engine.ts';
import { resumeFromProfile } from '../../src/modules/ai/resume-doc.ts';
import { chatWriter } from '../../src/modules/ai/writer.ts';
import { createChatModel } from '../../src/providers/ai/index.ts';
import { openAiChat, type OpenAiOptions } from '../../src/providers/ai/openai.ts';
import { AiFailure } from '../../src/providers/ai/types.ts';
import { startFakeOpenAi, userPayload, type FakeOpenAi } from '../fakes/openai.ts';
import { testConfig } from '../helper.ts';

/** The OpenAI-compatible chat adapter against a fake chat completions server: success and every failure it must survive. */

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi('sk-test-adapter');
});
afterAll(() => fake.close());

const resume = resumeFromProfile({
  firstName: 'Mei',
  lastName: 'Chen',
  role: 'Data Analyst',
  aboutMe: 'Analyst.',
  work: [
    {
      company: 'Northwind Retail Ltd',
      role: 'Data Analyst',
      start: '07/2021',
      current: true,
      description: 'Built Power BI dashboards for 40 store managers\nWorked on SQL extracts',
    },
  ],
});
const job = { title: 'Data Analyst', company: 'Contoso plc', location: 'Leeds', salary: '', description: 'SQL and Power BI.' };
const openAiWriter = (options: OpenAiOptions) => chatWriter(openAiChat(options));
const writer = (options: Partial<OpenAiOptions> = {}) =>
  openAiWriter({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test-adapter',
    model: 'gpt-test',
    timeoutMs: 2000,
    retries: 2,
    backoffMs: 10,
    ...options,
  });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => {
      if (err instanceof AiFailure) return err;
      throw err;
    },
  );

describe('OpenAI-compatible adapter', () => {
  it('sends the model, a JSON-only answer format and the key; returns the checked JSON and the tokens used', async () => {
    fake.queue({
      kind: 'answer',
      content: JSON.stringify({
        paragraphs: [{ sentences: [{ text: 'I built Power BI dashboards for 40 store managers.', facts: ['work.0.0'] }] }],
      }),
      usage: { prompt_tokens: 321, completion_tokens: 54 },
    });
    const answer = await writer().coverLetter({
      resume,
      facts: [],
      job,
      target: { title: job.title, company: job.company, terms: ['SQL', 'Power BI'] },
      language: 'en',
    });
    expect(answer.usage).toEqual({ promptTokens: 321, completionTokens: 54 });
    expect(answer.value.paragraphs[0]!.sentences[0]).toEqual({
      text: 'I built Power BI dashboards for 40 store managers.',
      facts: ['work.0.0'],
    });
    const chat = fake.chats.at(-1)!;
    expect(chat.model).toBe('gpt-test');
    expect(chat.response_format).toEqual({ type: 'json_object' });
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk-test-adapter');
    expect(userPayload(chat).JOB).toMatchObject({ company: 'Contoso plc' });
  });

  it('malformed JSON is a clear failure, not text: a body that is not JSON, and content that is not the shape asked for', async () => {
    fake.queue({ kind: 'broken-body' });
    expect(
      (
        await failure(
          writer().describe({
            kind: 'aboutMe',
            resume,
            facts: [],
            workIndex: 0,
            roleName: 'Data Analyst',
            target: { title: '', company: '', terms: [] },
          }),
        )
      )?.reason,
    ).toBe('malformed');
    fake.queue({ kind: 'answer', content: 'Sure! Here is your text: Mei is great.' });
    expect(
      (
        await failure(
          writer().describe({
            kind: 'aboutMe',
            resume,
            facts: [],
            workIndex: 0,
            roleName: 'Data Analyst',
            target: { title: '', company: '', terms: [] },
          }),
        )
      )?.reason,
    ).toBe('malformed');
    fake.queue({ kind: 'answer', content: JSON.stringify({ wrong: 'shape' }) });
    const wrong = await failure(
      writer().describe({
        kind: 'aboutMe',
        resume,
        facts: [],
        workIndex: 0,
        roleName: 'Data Analyst',
        target: { title: '', company: '', terms: [] },
      }),
    );
    expect(wrong?.reason).toBe('malformed');
    // The tokens the failed answer used are still reported (they are recorded against the person).
    expect(wrong?.details.usage).toEqual({ promptTokens: 120, completionTokens: 45 });
  });

  it('times out, tries again, and gives up with `timeout`', async () => {
    const before = fake.chats.length;
    fake.queue({ kind: 'hang', ms: 1500 }, { kind: 'hang', ms: 1500 });
    const started = Date.now();
    const err = await failure(
      writer({ timeoutMs: 300, retries: 1 }).optimise({ resume, facts: [], items: [], target: { title: '', company: '', terms: [] } }),
    );
    expect(err?.reason).toBe('timeout');
    expect(fake.chats.length - before).toBe(2);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('429: waits (Retry-After) and tries again; succeeds when the service recovers', async () => {
    const before = fake.chats.length;
    fake.queue(
      { kind: 'status', status: 429, retryAfter: 0 },
      {
        kind: 'answer',
        content: JSON.stringify({ items: [{ id: 'summary', sentences: [{ text: 'Data Analyst.', facts: ['profile'] }] }] }),
      },
    );
    const answer = await writer().optimise({ resume, facts: [], items: [], target: { title: '', company: '', terms: [] } });
    expect(answer.value.items).toEqual([{ id: 'summary', sentences: [{ text: 'Data Analyst.', facts: ['profile'] }] }]);
    expect(fake.chats.length - before).toBe(2);
  });

  it('500: tries again with backoff, then fails with `server` after the last attempt; a 4xx is not retried', async () => {
    const before = fake.chats.length;
    fake.queue({ kind: 'status', status: 500 }, { kind: 'status', status: 503 }, { kind: 'status', status: 500 });
    const err = await failure(
      writer({ retries: 2 }).optimise({ resume, facts: [], items: [], target: { title: '', company: '', terms: [] } }),
    );
    expect(err).toMatchObject({ reason: 'server', details: { status: 500, attempts: 3 } });
    expect(fake.chats.length - before).toBe(3);
    const refused = await failure(
      writer({ apiKey: 'sk-wrong' }).optimise({ resume, facts: [], items: [], target: { title: '', company: '', terms: [] } }),
    );
    expect(refused).toMatchObject({ reason: 'refused', details: { status: 401, attempts: 1 } });
  });

  it('an unreachable service fails with `unreachable`', async () => {
    const err = await failure(
      openAiWriter({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1000, retries: 0 }).optimise({
        resume,
        facts: [],
        items: [],
        target: { title: '', company: '', terms: [] },
      }),
    );
    expect(err?.reason).toBe('unreachable');
  });

  it('through createAi, a model that invents an employer has the sentence taken out and reported', async () => {
    const ai = createAi(
      createChatModel(testConfig({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test-adapter', AI_MODEL: 'gpt-test', AI_RETRIES: '0' })),
    );
    expect(ai.provider).toBe('openai-compatible');
    fake.queue({
      kind: 'answer',
      content: JSON.stringify({
        paragraphs: [
          { sentences: [{ text: 'Dear Hiring Manager,', facts: [] }] },
          {
            sentences: [
              { text: 'I built Power BI dashboards for 40 store managers.', facts: ['work.0.0'] },
              { text: 'Before that I led analytics at Google for 5 years.', facts: ['work.0'] },
            ],
          },
          { sentences: [{ text: 'Yours faithfully,\nMei Chen', facts: [] }] },
        ],
      }),
    });
    const letter = await ai.writeCoverLetter(resume, job);
    expect(letter.text).toContain('40 store managers');
    expect(letter.text).not.toContain('Google');
    expect(letter.removed).toEqual([{ kind: 'employer', claim: 'Google', sentence: 'Before that I led analytics at Google for 5 years.' }]);
  });
});
