import { readdirSync, readFileSync } from 'node:fs';
import { sharedData } from '@jobbridge/test-data';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { adReference, subjectFor } from '../../src/modules/flash/reference.ts';

/** The ad's reference in the subject line (decision 056), read from real UK ads (shared test data) and our own. */

const ads = (dir: string, file: string) =>
  (
    parse(readFileSync(sharedData(dir, file), 'utf8'), { columns: true, relax_quotes: true, relax_column_count: true }) as {
      description?: string;
    }[]
  ).map((r) => r.description ?? '');

describe('the reference an ad asks to quote', () => {
  it('is read from real ads in their own wording', () => {
    const indeed = [
      ...ads('jobs_collinshack_indeed_uk_2024', 'jobs_Manchester.csv'),
      ...ads('jobs_collinshack_indeed_uk_2024', 'jobs_Birmingham.csv'),
      ...ads('jobs_collinshack_indeed_uk_2024', 'Manchester_jobs.csv'),
      ...ads('jobs_collinshack_indeed_uk_2024', 'Manch_now.csv'),
      ...ads('jobs_collinshack_indeed_uk_2024', 'Manch_test.csv'),
    ];
    const reed = readdirSync(sharedData('jobs_ishanv13_adzuna_reed_2026-04'))
      .filter((f) => f.endsWith('.csv'))
      .flatMap((f) => ads('jobs_ishanv13_adzuna_reed_2026-04', f));
    const all = [...indeed, ...reed];
    expect(all.length).toBeGreaterThan(1000);
    const found = new Map(all.map((d) => [d, adReference(d)]));
    const refs = new Set([...found.values()].filter(Boolean));
    // "**Job Reference:** SOLOHLD", "using the reference: PW/04/LS", "**Job Ref** SSL/AB-Nelson", "Job Reference: 222762",
    // "**Post Ref:** CC123", "Requisition ID: 256475", "Reference ID: M0042-24-4753" (Indeed's own field).
    for (const ref of ['SOLOHLD', 'PW/04/LS', 'SSL/AB-Nelson', '222762', 'CC123', '001521', '26/LBGS', '37149557', '5292732'])
      expect(refs, ref).toContain(ref);
    // Every reference read is written in its ad, and no plain word is taken for one.
    for (const [desc, ref] of found) if (ref) expect(desc).toContain(ref);
    for (const ref of refs) expect(ref).not.toMatch(/^(?:the|number|when|below|reference)$/i);
    // Ads with no reference give none: "quote reference number)" with nothing after it.
    expect(adReference('Click the link below to fill out an application form (quote reference number)')).toBeNull();
    expect(adReference('Are the hours quoted acceptable to you?')).toBeNull();
  });

  it('is read in the wordings people use, English and Chinese', () => {
    expect(adReference('To apply, email your CV; please quote SDA-7109 in the subject line.')).toBe('SDA-7109');
    expect(adReference('Laboratory Analyst – Glasgow (Job Ref: 26/LBGS) Randox are a world leader')).toBe('26/LBGS');
    expect(adReference('SAP Business Analyst Reference: 37149557 Umbrella Rate')).toBe('37149557');
    expect(adReference('Please quote reference TVP/ME/07 on your application.')).toBe('TVP/ME/07');
    expect(adReference('Vacancy ref: HR/0412.')).toBe('HR/0412');
    expect(adReference('请在邮件主题中注明职位编号：HY-FA-2026。')).toBe('HY-FA-2026');
    expect(adReference('Apply with your CV (reference FA-9498) by Friday.')).toBe('FA-9498');
    expect(adReference('Closing date 12 December. Reference FA-4822.')).toBe('FA-4822');
    expect(adReference('Two references from recent employers are needed.')).toBeNull();
    expect(adReference('We are a great team. Apply now with your CV and a covering letter.')).toBeNull();
  });

  it('goes into the subject in the letter language', () => {
    expect(subjectFor('Senior Data Analyst', 'Li Na', 'SDA-7109', 'en')).toBe(
      'Application for Senior Data Analyst – Ref: SDA-7109 – Li Na',
    );
    expect(subjectFor('财务分析师', '王芳', 'HY-FA-2026', 'cn')).toBe('应聘财务分析师（职位编号：HY-FA-2026） – 王芳');
    expect(subjectFor('Sous Chef', 'James Brown', null, 'en')).toBe('Application for Sous Chef – James Brown');
  });
});
