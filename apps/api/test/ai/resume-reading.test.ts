import { describe, expect, it } from 'vitest';
import { parseResumePdf } from '@jobbridge/resume-pdf';
import { pdfStream, pdfOf } from '@jobbridge/resume-pdf/testing';
import { resumeFromText } from '../../src/modules/ai/resume-doc.ts';
import { corpus } from '../fixtures/resumes/corpus.ts';
import { FIELDS, accuracy, readDoc, scoreReading, type FieldResult } from '../fixtures/resumes/score.ts';

/** Resume reading (decision 055): one structured reading of PDF, text, Markdown and JSON Resume. */

describe('the resume corpus', () => {
  it('reads at least 95% of each field right over 80 resumes in four formats, English and Chinese', async () => {
    const docs = corpus();
    expect(docs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(docs.map((d) => d.format))).toEqual(new Set(['text', 'markdown', 'json', 'pdf']));
    expect(new Set(docs.map((d) => d.person.lang))).toEqual(new Set(['en', 'cn']));
    const results: FieldResult[] = [];
    for (const doc of docs) results.push(...scoreReading(await readDoc(doc), doc.person));
    const acc = accuracy(results);
    const misses = results.filter((r) => !r.ok).map((r) => `${r.field}: "${r.got}" for "${r.want}"`);
    for (const f of FIELDS) expect(acc[f].share, `${f} (${misses.join('; ')})`).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});

describe('what reached letters before', () => {
  it('reads labelled fields as values, never the labels', () => {
    const doc = resumeFromText(
      [
        'Basics:',
        'Name: Sofia Rossi',
        'Title: Senior HR Business Partner',
        'Email: sofia@example.com',
        '',
        'Experience:',
        'Company: Global Tech Corporation, IL',
        'Title: Senior HR Business Partner',
        'Dates: 2019-05 to Present',
        'Company: Financial Services Group',
        'Title: HR Advisor',
        'Dates: 2015-08 to 2019-04',
        '',
        'Education:',
        'Institution: Aston University',
        'Degree: Master of Business Administration (MBA)',
      ].join('\n'),
    );
    expect(doc.name).toBe('Sofia Rossi');
    expect(doc.role).toBe('Senior HR Business Partner');
    expect(doc.work.map((w) => [w.company, w.role, w.start, w.current])).toEqual([
      ['Global Tech Corporation, IL', 'Senior HR Business Partner', '05/2019', true],
      ['Financial Services Group', 'HR Advisor', '08/2015', false],
    ]);
    expect(doc.education[0]).toMatchObject({ school: 'Aston University', degree: 'Master of Business Administration', major: '' });
    const fields = JSON.stringify({ ...doc, text: '' });
    expect(fields).not.toMatch(/(?:Name|Title|Company|Basics|Institution|Degree):/);
  });

  it('reads "Clinical Experience", Markdown emphasis and a title on the contact line', () => {
    const doc = resumeFromText(
      [
        '# Li Na',
        'Finance Analyst | li.na.cv@example.com | 07700 900456 | London, United Kingdom',
        '',
        '## Clinical Experience',
        '### Staff Nurse | Southmead Hospital NHS Trust | Mar 2021 – Present',
        '- Cut missed doses by **40 %** on a 28-bed ward',
        '',
        '## Education',
        '- **University of Bristol** — BSc (Hons) Adult Nursing (2017 – 2020)',
      ].join('\n'),
    );
    expect(doc.role).toBe('Finance Analyst');
    expect(doc.location).toBe('London, United Kingdom');
    expect(doc.phone).toBe('07700 900456');
    expect(doc.work[0]).toMatchObject({ role: 'Staff Nurse', company: 'Southmead Hospital NHS Trust', start: '03/2021', current: true });
    expect(doc.work[0]!.bullets).toEqual(['Cut missed doses by 40% on a 28-bed ward']);
    expect(doc.education[0]).toMatchObject({ school: 'University of Bristol', degree: 'BSc', major: 'Adult Nursing', end: '2020' });
    expect(doc.text).not.toContain('**');
  });

  it('a PDF whose title shares the contact line: the role is the title, the address the place, the skills kept', async () => {
    const line = (size: number, y: number, text: string) => `BT /F1 ${size} Tf 72 ${y} Td (${text}) Tj ET`;
    const pdf = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>',
      pdfStream(
        '',
        [
          line(20, 780, 'Li Na'),
          line(10, 760, 'Finance Analyst | li.na.cv@example.com | 07700 900456 | London, United Kingdom'),
          line(13, 730, 'SKILLS'),
          line(10, 715, 'Excel, Power BI, SQL, IFRS'),
          line(13, 690, 'EXPERIENCE'),
          line(10, 675, 'Finance Analyst, Harrow Retail plc, London   03/2022 - Present'),
          line(10, 660, '- Built the monthly forecast model for 120 stores'),
        ].join('\n'),
      ),
    ]);
    const draft = await parseResumePdf(pdf);
    expect(draft.role).toBe('Finance Analyst');
    expect(draft.address).toBe('London');
    expect(draft.country).toBe('United Kingdom');
    expect(draft.aboutMe).toBe('Skills: Excel, Power BI, SQL, IFRS');
  });
});
