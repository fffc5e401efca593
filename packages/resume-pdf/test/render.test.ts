import { RESUME_TEMPLATES } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { extractPdfLines } from '../src/extract.ts';
import { extractPdfText, parseResumePdf, renderResumePdf } from '../src/index.ts';
import { chineseProfile, englishProfile, longProfile } from './profiles.ts';

/** Every template, rendered and read back with pdfjs: the PDF opens, is A4, and its text is the profile's. */

const A4 = [595.28, 841.89];

async function pageSize(pdf: Buffer): Promise<number[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  await doc.destroy();
  return [width, height];
}

const flat = (s: string) => s.replace(/\s+/g, '');

describe.each(RESUME_TEMPLATES)('template %s', (template) => {
  it('renders an English profile whose text extracts back: name, headings, a sentence, dates, links', async () => {
    const pdf = await renderResumePdf(englishProfile, { template, language: 'en' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const size = await pageSize(pdf);
    expect(size[0]).toBeCloseTo(A4[0]!, 0);
    expect(size[1]).toBeCloseTo(A4[1]!, 0);
    const extracted = await extractPdfText(pdf);
    expect(extracted.pages).toHaveLength(1);
    // One line or two (the Creative sidebar wraps the name), capitals or not (Executive): the same words.
    const text = extracted.text.replace(/\s+/g, ' ');
    expect(text).toMatch(/amelia hartley/i);
    expect(text).toContain('Senior Data Engineer');
    expect(text).toMatch(/work experience/i);
    expect(text).toMatch(/education/i);
    expect(text).toContain('Designed the streaming ledger pipeline that reconciles 40 million card events a day.');
    expect(text).toContain('03/2021 – Present');
    expect(text).toContain('10/2016 – 02/2021');
    expect(text).toContain('University of Edinburgh');
    expect(text).toContain('amelia.hartley@example.com');
    expect(text).toContain('linkedin.com/in/amelia-hartley');
  });

  it('renders a Chinese profile: Chinese name, headings, description and 至今 come back as text', async () => {
    const pdf = await renderResumePdf(chineseProfile, { template, language: 'cn' });
    const { text } = await extractPdfText(pdf);
    // Headings may be letter-spaced; the characters must all be there, in order.
    expect(flat(text)).toContain('王晓明');
    expect(flat(text)).toContain('工作经历');
    expect(flat(text)).toContain('教育经历');
    expect(flat(text)).toContain('个人简介');
    expect(flat(text)).toContain('负责微信支付海外商户平台，上线后商户数增长百分之四十。');
    expect(flat(text)).toContain('拥有六年互联网产品经验');
    expect(text).toContain('07/2019 – 至今');
    expect(flat(text)).toContain('伦敦政治经济学院');
    expect(text).not.toContain('Present');
  });

  it('puts a long profile on two or more pages without losing an entry', async () => {
    const pdf = await renderResumePdf(longProfile, { template, language: 'en' });
    const { pages, text } = await extractPdfText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const w of longProfile.work) expect(text).toContain(`Led the rebuild of the ${w.company} customer portal`);
    expect(text).toContain('University of Leeds');
    // Every page but the last ends inside a description: never on a heading, an entry's title or a lone bullet mark.
    for (const page of pages.slice(0, -1)) {
      expect(page.split('\n').at(-1)).toMatch(/(users|changes|engineers)\.$/);
    }
  });

  it('renders a half-filled draft (the live preview) without empty headings', async () => {
    const pdf = await renderResumePdf(
      { firstName: 'Sam', work: [{ company: 'Acme Ltd', start: '01/2024' }] },
      { template, language: 'en' },
    );
    const { text } = await extractPdfText(pdf);
    expect(text).toMatch(/\bsam\b/i);
    expect(text).toContain('Acme Ltd');
    expect(text).toContain('01/2024');
    expect(text).not.toMatch(/education/i);
    expect(text).not.toMatch(/profile/i);
  });
});

describe('links', () => {
  it('makes contacts clickable (mailto, https) in the PDF', async () => {
    const pdf = await renderResumePdf(englishProfile, { template: 'modern-pro', language: 'en' });
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const annotations = (await (await doc.getPage(1)).getAnnotations()) as { url?: string }[];
    await doc.destroy();
    const urls = annotations.map((a) => a.url).filter(Boolean);
    expect(urls).toContain('mailto:amelia.hartley@example.com');
    expect(urls).toContain('https://www.linkedin.com/in/amelia-hartley');
    expect(urls).toContain('https://github.com/ahartley');
  });
});

describe.each(RESUME_TEMPLATES)('round trip: parseResumePdf(renderResumePdf(profile)) with %s', (template) => {
  it('recovers every field of the English profile', async () => {
    const draft = await parseResumePdf(await renderResumePdf(englishProfile, { template, language: 'en' }));
    expect(draft).toEqual({
      firstName: 'Amelia',
      lastName: 'Hartley',
      role: 'Senior Data Engineer',
      email: 'amelia.hartley@example.com',
      phone: '+44 7700 900456',
      address: 'Manchester',
      country: 'United Kingdom',
      linkedin: 'https://www.linkedin.com/in/amelia-hartley',
      github: 'https://github.com/ahartley',
      portfolio: 'https://ameliahartley.dev',
      aboutMe: englishProfile.aboutMe,
      education: englishProfile.education,
      work: [
        { ...englishProfile.work[0], end: '', current: true },
        {
          company: 'Ocado Technology',
          role: 'Data Engineer',
          location: 'Hatfield',
          description: englishProfile.work[1]!.description,
          start: '10/2016',
          end: '02/2021',
        },
      ],
    });
  });

  it('recovers the Chinese profile: 王晓明 → 王 / 晓明, 至今 → current', async () => {
    const draft = await parseResumePdf(await renderResumePdf(chineseProfile, { template, language: 'cn' }));
    expect(draft).toMatchObject({
      lastName: '王',
      firstName: '晓明',
      role: '产品经理',
      email: 'xiaoming.wang@example.com',
      phone: '+44 7700 900789',
      address: '伦敦',
      country: '英国',
    });
    expect(draft.aboutMe).toBe(chineseProfile.aboutMe);
    expect(draft.work).toHaveLength(2);
    expect(draft.work![0]).toEqual({
      company: '腾讯',
      role: '高级产品经理',
      location: '深圳',
      description: chineseProfile.work[0]!.description,
      start: '07/2019',
      end: '',
      current: true,
    });
    expect(draft.work![1]).toMatchObject({ company: '阿里巴巴', role: '产品经理', location: '杭州', start: '08/2017', end: '06/2019' });
    expect(draft.education).toEqual(chineseProfile.education);
  });

  it("keeps a description's paragraphs apart", async () => {
    const description =
      'Owned the data platform roadmap for the payments division, working with finance, risk and product teams to agree quarterly ' +
      'priorities.\nMoved 300 nightly jobs to streaming.\n- Hired and coached five engineers.';
    const draft = await parseResumePdf(
      await renderResumePdf({ ...englishProfile, work: [{ ...englishProfile.work[0]!, description }] }, { template, language: 'en' }),
    );
    expect(draft.work![0]!.description).toBe(description);
  });

  it('recovers all nine entries of the two-page profile', async () => {
    const draft = await parseResumePdf(await renderResumePdf(longProfile, { template, language: 'en' }));
    expect(draft.work?.map((w) => w.company)).toEqual(longProfile.work.map((w) => w.company));
    expect(draft.work?.map((w) => w.start)).toEqual(longProfile.work.map((w) => w.start));
  });
});

describe('narrow columns', () => {
  it('breaks a long email and URL inside the Creative sidebar instead of running into the main column', async () => {
    const email = 'maximilian.fitzgerald-worthington@consultancy-partners.co.uk';
    const pdf = await renderResumePdf(
      { ...englishProfile, email, portfolio: 'https://portfolio.maximilian-fitzgerald-worthington.example.com/projects' },
      { template: 'creative', language: 'en' },
    );
    const lines = await extractPdfLines(pdf);
    const sidebar = lines.filter((l) => l.x < 150);
    expect(sidebar.map((l) => l.text).join('')).toContain(email);
    for (const line of sidebar) expect(line.right).toBeLessThanOrEqual(178); // the sidebar is 178 pt wide
    // The link still holds the whole address.
    expect(await parseResumePdf(pdf)).toMatchObject({ email });
  });
});

describe('characters', () => {
  it('keeps accents, Cyrillic and kana, drops emoji (no glyphs for them: they would print as boxes)', async () => {
    const pdf = await renderResumePdf(
      { firstName: 'José', lastName: 'Müller', role: 'Ingénieur 🚀 データ', aboutMe: 'Иван Петров, naïve café 😀👍🏽 ©' },
      { template: 'modern-pro', language: 'en' },
    );
    const { text } = await extractPdfText(pdf);
    expect(text).toContain('José Müller');
    expect(text).toContain('Ingénieur データ');
    expect(text).toContain('Иван Петров, naïve café ©');
  });
});

describe('Creative with a long education list', () => {
  it('moves education to the main column, where it can break across pages, so nothing runs off the sidebar', async () => {
    const education = Array.from({ length: 8 }, (_, i) => ({
      school: `College ${i + 1}`,
      major: 'History',
      degree: 'Certificate',
      start: `09/20${10 + i}`,
      end: `06/20${11 + i}`,
    }));
    const pdf = await renderResumePdf({ ...englishProfile, education }, { template: 'creative', language: 'en' });
    const lines = await extractPdfLines(pdf);
    for (let i = 1; i <= 8; i++) {
      const line = lines.find((l) => l.text === `College ${i}`);
      expect(line, `College ${i}`).toBeDefined();
      expect(line!.x).toBeGreaterThan(178); // in the main column
      expect(line!.y).toBeGreaterThan(30); // on the page, not below its foot
    }
    expect((await parseResumePdf(pdf)).education).toHaveLength(8);
  });
});

describe('concurrency', () => {
  it('renders several resumes at once (parallel requests) without mixing them up', async () => {
    const jobs = RESUME_TEMPLATES.flatMap((template) => [
      renderResumePdf(englishProfile, { template, language: 'en' }).then(extractPdfText),
      renderResumePdf(chineseProfile, { template, language: 'cn' }).then(extractPdfText),
    ]);
    const texts = (await Promise.all(jobs)).map((x) => x.text.replace(/\s+/g, ''));
    texts.forEach((text, i) => {
      if (i % 2 === 0) {
        expect(text).toMatch(/ameliahartley/i);
        expect(text).not.toContain('王晓明');
      } else {
        expect(text).toContain('王晓明');
        expect(text).not.toMatch(/amelia/i);
      }
    });
  });
});
