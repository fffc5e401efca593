/** @jsxRuntime automatic @jsxImportSource react */
import { deflateSync } from 'node:zlib';
import { Document, Image, Page, renderToBuffer, Text } from '@react-pdf/renderer';
import { resumeProfileDraft } from '@jobbridge/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { registerFonts } from '../src/fonts.ts';
import { parseResumePdf, PdfNoTextError, PdfUnreadableError, renderResumePdf } from '../src/index.ts';
import { ChineseResume } from './chinese-resume.tsx';
import { realResume } from './data.ts';

/**
 * The parser on the real résumés in ../shared/data/resumes. Every expected value below was read off the PDF's
 * own text (pdfjs output checked by hand), including what is absent: a field the PDF does not state stays empty.
 */

describe('real resumes', () => {
  // Whatever the parser returns must be a valid draft (the builder autosaves it as is).
  let last: unknown;
  afterEach(() => {
    if (last !== undefined) expect(resumeProfileDraft.safeParse(last).success).toBe(true);
    last = undefined;
  });
  const parse = async (name: string) => {
    last = await parseResumePdf(realResume(name));
    return last as Awaited<ReturnType<typeof parseResumePdf>>;
  };

  it('open-resume/openresume-resume.pdf (OpenResume: dates right-aligned with a run of spaces)', async () => {
    const d = await parse('open-resume/openresume-resume.pdf');
    expect(d).toMatchObject({
      firstName: 'John',
      lastName: 'Doe',
      email: 'hello@openresume.com',
      phone: '123-456-7890',
      linkedin: 'https://linkedin.com/in/john-doe',
      address: 'NYC, NY',
    });
    // The tagline under the name is the only summary this resume has.
    expect(d.aboutMe).toBe('Software engineer obsessed with building exceptional products that people love');
    expect(d.role).toBeUndefined();
    expect(d.github).toBeUndefined();
    expect(d.work).toHaveLength(3);
    expect(d.work![0]).toMatchObject({ company: 'ABC Company', role: 'Software Engineer', start: '05/2023', end: '', current: true });
    expect(d.work![0]!.description).toContain(
      '- Lead a cross-functional team of 5 engineers in developing a search bar, which enables thousands of daily active users',
    );
    // "Summer 2022" names no month: the year is kept, no month invented.
    expect(d.work![1]).toMatchObject({ company: 'DEF Organization', role: 'Software Engineer Intern', start: '', end: '2022' });
    expect(d.education).toEqual([
      { school: 'XYZ University', degree: 'Bachelor of Science', major: 'Computer Science', start: '09/2019', end: '05/2023' },
    ]);
  });

  it('open-resume/laverne-resume.pdf (Word export: soft hyphens, "Expected Graduation", volunteer experience)', async () => {
    const d = await parse('open-resume/laverne-resume.pdf');
    expect(d).toMatchObject({
      firstName: 'Leo',
      lastName: 'Leopard',
      email: 'lleopard@laverne.edu',
      phone: '(909) 555-5555',
      address: '555 La Verne Way, La Verne, CA',
    });
    expect(d.role).toBeUndefined();
    expect(d.aboutMe).toBe(
      'To obtain an on-campus position serving my fellow students which utilizes my strong communication skills.\n' +
        'Skills: Computer: Proficient in Windows and Mac OS, Microsoft Word, PowerPoint, ' +
        'and Excel Language: Fluent in Spanish; Social Media: Facebook, Twitter, Instagram',
    );
    expect(d.education).toEqual([
      { school: 'University of La Verne', degree: 'Bachelor of Arts', major: 'Business Administration', start: '', end: '06/2016' },
    ]);
    // The two VOLUNTEER EXPERIENCE entries; ON CAMPUS INVOLVEMENT is not work experience.
    expect(d.work).toHaveLength(2);
    expect(d.work![0]).toMatchObject({
      company: 'LionLike MindState',
      role: 'Volunteer',
      location: 'Pomona, CA',
      start: '06/2012',
      current: true,
    });
    expect(d.work![1]).toMatchObject({ company: 'YMCA', role: 'Volunteer Swim Coach', location: 'Pomona, CA', start: '2013', end: '2014' });
    expect(JSON.stringify(d)).not.toContain('Enactus');
  });

  it('resume-matcher/alfred_pennyworth_pm.pdf (icon-font contacts, dates in a left column, two pages)', async () => {
    const d = await parse('resume-matcher/alfred_pennyworth_pm.pdf');
    expect(d).toMatchObject({
      firstName: 'Alfred',
      lastName: 'Pennyworth',
      role: 'Product Manager',
      email: 'alfred.pennyworth@email.com',
      phone: '(123) 456-7890',
      linkedin: 'https://www.linkedin.com/in/apennyworth',
      github: 'https://github.com/apennyworth',
      address: 'Silicon Valley, CA',
      country: 'USA',
    });
    expect(d.aboutMe).toMatch(/^Seasoned Product Manager with over 20 years of experience .* from conception to market success\.\n/);
    // The skills section is kept (the profile has no field of its own for it), its wrapped lines joined.
    expect(d.aboutMe).toMatch(/\nSkills: Product management, .* Project management, .* SQL, AWS$/);
    expect(d.work).toHaveLength(5);
    expect(d.work![0]).toEqual({
      company: 'Google',
      role: 'Product Manager',
      location: 'Mountain View, CA, USA',
      description:
        'Leading cross-functional teams to design, develop, and launch innovative products. ' +
        'Developing product strategies and making data-driven decisions to improve user experience and meet business goals.',
      start: '2017',
      end: '',
      current: true,
    });
    expect(d.education).toHaveLength(3);
    expect(d.education![1]).toEqual({
      school: 'Massachusetts Institute of Technology',
      degree: 'Master of Science',
      major: 'Computer Science',
      start: '1997',
      end: '1999',
    });
    // The Projects section (page 2) is not work experience.
    expect(JSON.stringify(d)).not.toContain('Home Automation');
  });

  it('resume-matcher/barry_allen_fe.pdf', async () => {
    const d = await parse('resume-matcher/barry_allen_fe.pdf');
    expect(d).toMatchObject({
      firstName: 'Barry',
      lastName: 'Allen',
      role: 'Front-End Developer',
      email: 'allthe.stars@google.com',
      phone: '(123) 456-7890',
      linkedin: 'https://www.linkedin.com/in/bwayne',
      github: 'https://github.com/bwayne',
      country: 'USA',
    });
    expect(d.aboutMe).toMatch(/^Seeking a challenging role as a Front-End Developer/);
    expect(d.work).toEqual([
      expect.objectContaining({
        company: 'Google',
        role: 'Software Engineer (Front-End)',
        location: 'Mountain View, CA, USA',
        start: '06/2022',
        current: true,
      }),
    ]);
    expect(d.education).toEqual([
      { school: 'Indian Institute of Technology', degree: 'B.Tech', major: 'Computer Science and Engineering', start: '2018', end: '2022' },
    ]);
  });

  it('resume-matcher/bruce_wayne_fullstack.pdf (a two-line address)', async () => {
    const d = await parse('resume-matcher/bruce_wayne_fullstack.pdf');
    expect(d).toMatchObject({
      firstName: 'Bruce',
      lastName: 'Wayne',
      role: 'MERN Stack Developer',
      email: 'bwayne@email.com',
      phone: '(123) 456-7890',
      linkedin: 'https://www.linkedin.com/in/bwayne',
      github: 'https://github.com/bwayne',
      address: '123 Gotham St, Gotham',
      country: 'USA',
    });
    expect(d.work).toHaveLength(3);
    expect(d.work![1]).toMatchObject({
      company: 'Uber',
      role: 'Full Stack Developer',
      location: 'San Francisco, USA',
      start: '07/2015',
      end: '05/2020',
    });
    expect(d.work![1]!.description).toMatch(/^Developed and maintained scalable web applications using MERN stack\./);
    expect(d.education).toHaveLength(3);
    expect(d.education![0]).toEqual({ school: 'CalTech', degree: 'PhD', major: 'Computer Science', start: '2009', end: '2012' });
  });

  it('resume-matcher/harvey_dent_mle.pdf (a title wrapped onto a line drawn out of order)', async () => {
    const d = await parse('resume-matcher/harvey_dent_mle.pdf');
    expect(d).toMatchObject({
      firstName: 'Harvey',
      lastName: 'Dent',
      role: 'Machine Learning Engineer',
      email: 'hdent@email.com',
      phone: '(123) 456-7891',
      linkedin: 'https://www.linkedin.com/in/hdent',
      github: 'https://github.com/hdent',
      address: '321 Gotham St, Gotham',
      country: 'USA',
    });
    expect(d.aboutMe).toMatch(
      new RegExp(
        String.raw`^Machine Learning Engineer with 5 years of experience .* Currently leading a team of AI engineers at OpenAI\.\n` +
          String.raw`Skills: Python, R, .* Natural Language Processing$`,
      ),
    );
    expect(d.work).toHaveLength(3);
    expect(d.work![2]).toMatchObject({
      company: 'Facebook',
      role: 'Junior Data Analyst',
      location: 'Menlo Park, USA',
      start: '2016',
      end: '2018',
    });
    expect(d.education).toEqual([
      { school: 'MIT', degree: 'Master of Science', major: 'Computer Science', start: '2014', end: '2016' },
      { school: 'UC San Diego', degree: 'Bachelor of Science', major: 'Computer Science', start: '2010', end: '2014' },
    ]);
  });

  it('resume-matcher/john_doe.pdf (LaTeX: all on one line "Role, Company, Place, Dates")', async () => {
    const d = await parse('resume-matcher/john_doe.pdf');
    expect(d).toMatchObject({
      firstName: 'John',
      lastName: 'Doe',
      email: 'john.doe@email.com',
      phone: '(123) 456-7890',
      linkedin: 'https://linkedin.com/in/johndoe',
      github: 'https://github.com/johndoe',
      address: '123 Main St, Anywhere',
      country: 'USA',
    });
    expect(d.role).toBeUndefined();
    expect(d.work).toHaveLength(2);
    expect(d.work![0]).toMatchObject({
      company: 'ABC Company, Inc.',
      role: 'Full Stack Java Developer',
      location: 'Anywhere, USA',
      start: '06/2018',
      current: true,
    });
    expect(d.work![0]!.description!.split('\n')).toHaveLength(6);
    expect(d.work![1]).toMatchObject({ company: 'XYZ Solutions', role: 'Software Developer', start: '07/2016', end: '06/2018' });
    expect(d.education).toEqual([
      { school: 'State University', degree: 'Bachelor of Science', major: 'Computer Science', start: '', end: '05/2016' },
    ]);
  });
});

/** A small solid-colour RGB PNG, built by hand (signature, IHDR, IDAT, IEND) so the test needs no image library. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x55)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('section headings', () => {
  it('an unknown heading set like the known ones ends the section; a title line set like body text does not', async () => {
    const h = { fontSize: 12, fontFamily: 'Helvetica-Bold', marginTop: 10 } as const;
    const pdf = await renderToBuffer(
      <Document>
        <Page size="A4" style={{ fontFamily: 'Helvetica', fontSize: 10, padding: 40 }}>
          <Text style={{ fontSize: 20 }}>Ada Lovelace</Text>
          <Text>ada@example.com | +44 (0)20 7946 0958</Text>
          <Text style={h}>EXPERIENCE</Text>
          <Text style={{ fontFamily: 'Helvetica-Bold' }}>ANALYTICAL ENGINES LTD</Text>
          <Text>Programmer, London, UK 06/2018 - 09/2019</Text>
          <Text>Wrote the first published program for the engine.</Text>
          <Text style={h}>TRAVEL AND LECTURES</Text>
          <Text>Royal Society, London, UK 01/2020 - 12/2020</Text>
        </Page>
      </Document>,
    );
    const d = await parseResumePdf(pdf);
    expect(d).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 (0)20 7946 0958' });
    expect(d.work).toEqual([
      {
        company: 'ANALYTICAL ENGINES LTD',
        role: 'Programmer',
        location: 'London, UK',
        description: 'Wrote the first published program for the engine.',
        start: '06/2018',
        end: '09/2019',
      },
    ]);
  });
});

describe('limits', () => {
  it('cuts a summary longer than the draft allows instead of refusing the import', async () => {
    const aboutMe = 'I build data pipelines that people can trust and understand. '.repeat(60).trim();
    expect(aboutMe.length).toBeGreaterThan(3000);
    const d = await parseResumePdf(
      await renderResumePdf({ firstName: 'Sam', lastName: 'Lee', aboutMe }, { template: 'modern-pro', language: 'en' }),
    );
    expect(d.aboutMe!.length).toBeLessThanOrEqual(3000);
    expect(d.aboutMe!.startsWith('I build data pipelines that people can trust and understand. I build')).toBe(true);
    expect(resumeProfileDraft.safeParse(d).success).toBe(true);
  });
});

describe('PDFs that cannot be imported', () => {
  it('a scan (a page that is only an image) → PdfNoTextError, code PDF_NO_TEXT, nothing invented', async () => {
    const scan = await renderToBuffer(
      <Document>
        <Page size="A4">
          <Image src={{ data: png(120, 160), format: 'png' }} style={{ width: 500, height: 700 }} />
        </Page>
      </Document>,
    );
    const err = await parseResumePdf(scan).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfNoTextError);
    expect((err as PdfNoTextError).code).toBe('PDF_NO_TEXT');
  });

  it('an empty page → PdfNoTextError', async () => {
    const blank = await renderToBuffer(
      <Document>
        <Page size="A4" />
      </Document>,
    );
    await expect(parseResumePdf(blank)).rejects.toBeInstanceOf(PdfNoTextError);
  });

  it('a PNG renamed .pdf → PdfUnreadableError, code RESUME_PROCESS_FAILED', async () => {
    const err = await parseResumePdf(png(10, 10)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfUnreadableError);
    expect((err as PdfUnreadableError).code).toBe('RESUME_PROCESS_FAILED');
  });

  it('a truncated PDF → PdfUnreadableError', async () => {
    const real = realResume('resume-matcher/john_doe.pdf');
    await expect(parseResumePdf(real.subarray(0, 400))).rejects.toBeInstanceOf(PdfUnreadableError);
  });
});

describe('a Chinese resume (the layout Chinese resume sites print, not one of our templates)', () => {
  it('reads 教育背景 / 实习经历 / 工作经历 / 自我评价, "2015.09", "2018年7月" and "至今"', async () => {
    registerFonts();
    const d = await parseResumePdf(await renderToBuffer(<ChineseResume />));
    expect(d).toEqual({
      lastName: '李',
      firstName: '华',
      email: 'lihua@example.com',
      phone: '138 0013 8000',
      address: '上海',
      aboutMe: '热爱技术，善于沟通，能在压力下按时交付。',
      education: [{ school: '复旦大学', major: '计算机科学与技术', degree: '本科', start: '09/2015', end: '06/2019' }],
      work: [
        {
          company: '字节跳动',
          role: '后端开发实习生',
          location: '',
          description: '- 负责抖音推荐接口的性能优化，接口延迟降低百分之三十。\n- 编写单元测试，覆盖率从百分之四十提升到百分之八十。',
          start: '07/2018',
          end: '12/2018',
        },
        {
          company: '拼多多',
          role: '后端工程师',
          location: '',
          description: '主导订单系统的微服务拆分，支撑大促期间每秒十万笔订单。',
          start: '07/2019',
          end: '',
          current: true,
        },
      ],
    });
  });
});
