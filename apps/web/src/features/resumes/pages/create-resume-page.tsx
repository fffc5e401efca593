import { FileInput, FilePlus2, FileUp, FolderOpen, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useResumesText } from '../lib/use-resumes-text';
import { cn } from '@/lib/cn';

/** /createResume: three ways to a resume: build one, import a PDF into the builder, or upload a finished PDF. */
export function CreateResumePage() {
  const { t } = useResumesText();
  const options: { to: string; icon: LucideIcon; key: string }[] = [
    { to: paths.inputManual, icon: FilePlus2, key: 'scratch' },
    { to: paths.inputProfile, icon: FileInput, key: 'import' },
    { to: paths.uploadResume, icon: FileUp, key: 'upload' },
  ];
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-10 sm:px-6 sm:py-14" data-testid="create-resume-page">
      <header className="max-w-2xl">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t('create.title')}</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-600 sm:text-base">{t('create.intro')}</p>
      </header>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {options.map(({ to, icon: Icon, key }) => (
          <li key={key}>
            <Link
              to={to}
              data-testid={`create-${key}`}
              className={cn(
                'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6',
                'shadow-[0_1px_2px_rgb(15_23_42/0.04)] transition-colors hover:border-primary-300',
                'hover:bg-primary-50/40 focus-visible:ring-4 focus-visible:ring-primary-100',
              )}
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700 group-hover:bg-primary-100">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="mt-4 text-lg font-semibold text-slate-900">{t(`create.${key}.title`)}</span>
              <span className="mt-1.5 flex-1 text-[15px] leading-relaxed text-slate-600">{t(`create.${key}.text`)}</span>
              <span className="mt-4 text-[15px] font-medium text-primary-700">{t(`create.${key}.action`)} →</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-[15px]">
        <Link to={paths.createProfile} className="inline-flex items-center gap-1.5 font-medium text-primary-700 hover:underline">
          <FolderOpen className="size-4" aria-hidden="true" />
          {t('create.myProfiles')}
        </Link>
        <Link to={paths.resumesManage} className="inline-flex items-center gap-1.5 font-medium text-primary-700 hover:underline">
          <FolderOpen className="size-4" aria-hidden="true" />
          {t('create.manager')}
        </Link>
      </p>
    </div>
  );
}
