import type { ReactNode } from 'react';

/** The top of an agency page: a soft band with the eyebrow, title and introduction. */
export function AgencyPageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto w-full max-w-6xl px-4 pb-8 pt-8 sm:px-6 sm:pt-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{eyebrow}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-[32px]">{title}</h1>
        <p className="mt-2 max-w-3xl text-[15px] leading-relaxed text-slate-600 sm:text-base">{intro}</p>
        {children}
      </div>
    </div>
  );
}
