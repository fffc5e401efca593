import type { ReactNode } from 'react';

/** A dashboard page's heading and one-line introduction, with room for an action on the right. */
export function PageHeading({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{title}</h1>
        <p className="mt-1.5 max-w-2xl text-[15px] text-slate-600">{intro}</p>
      </div>
      {children}
    </header>
  );
}
