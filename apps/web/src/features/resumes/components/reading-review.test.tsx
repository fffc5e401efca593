import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cn from '@/locales/cn/resumes.json';
import en from '@/locales/en/resumes.json';
import { renderPage } from '@/test/render';
import { ReadingReview } from './reading-review';

const read: ResumeProfileDraft = {
  firstName: 'Na',
  lastName: 'Li',
  role: 'Finance Analyst',
  email: 'li.na@example.com',
  aboutMe: 'ACCA part-qualified finance professional.\nSkills: Excel, SQL',
  work: [
    {
      company: 'Meituan',
      role: 'Operations Analyst',
      location: 'Shenzhen',
      description: 'Cut costs by 8%',
      start: '03/2021',
      end: '08/2024',
    },
  ],
  education: [{ school: 'University of Leeds', degree: 'BSc', major: 'Economics', start: '2017', end: '2020' }],
};

async function setup(lng: 'en' | 'cn') {
  const onConfirm = vi.fn();
  await renderPage(<ReadingReview initial={read} confirmLabel="Save" onConfirm={onConfirm} />, {
    i18n: { lng, resources: { en: { resumes: en }, cn: { resumes: cn } } },
  });
  return onConfirm;
}

describe('the review step', () => {
  it('shows how the resume was read and sends it back as corrected, skills on the summary line', async () => {
    const onConfirm = await setup('en');
    expect(((await screen.findByTestId('review-role')) as HTMLInputElement).value).toBe('Finance Analyst');
    expect((screen.getByTestId('review-company') as HTMLInputElement).value).toBe('Meituan');
    expect((screen.getByTestId('review-job-title') as HTMLInputElement).value).toBe('Operations Analyst');
    expect((screen.getByTestId('review-skills') as HTMLInputElement).value).toBe('Excel, SQL');
    fireEvent.change(screen.getByTestId('review-company'), { target: { value: 'Shenzhen Meituan' } });
    fireEvent.change(screen.getByTestId('review-skills'), { target: { value: 'Excel, SQL, Power BI' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a job' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove job 2' }));
    fireEvent.click(screen.getByTestId('review-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const sent = onConfirm.mock.calls[0]![0] as ResumeProfileDraft;
    expect(sent.work).toEqual([{ ...read.work![0], company: 'Shenzhen Meituan' }]);
    expect(sent.aboutMe).toBe('ACCA part-qualified finance professional.\nSkills: Excel, SQL, Power BI');
    expect(sent.education).toEqual(read.education);
  });

  it('holds back a reading that does not hold, saying why by each field, in Chinese', async () => {
    const onConfirm = await setup('cn');
    fireEvent.change(await screen.findByTestId('review-first-name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('姓'), { target: { value: '' } });
    fireEvent.change(screen.getAllByLabelText('开始')[0]!, { target: { value: '13/2021' } });
    fireEvent.change(screen.getAllByLabelText('结束')[1]!, { target: { value: '2016' } });
    fireEvent.click(screen.getByTestId('review-confirm'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('请填写您的姓名')).toBeTruthy();
    expect(screen.getByText('请使用 MM/YYYY 格式，或只填年份')).toBeTruthy();
    expect(screen.getByText('结束日期必须晚于开始日期')).toBeTruthy();
    expect(screen.getByText('请修改标红的字段。')).toBeTruthy();
  });
});
