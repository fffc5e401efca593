import type { Language } from '@jobbridge/contracts/core';
import { verdictKindTexts, type VerdictKind } from '@jobbridge/contracts/values';
import { BadgeCheck, CircleHelp, CircleSlash, CircleX, ShieldCheck, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** docs/design.md: colour, icon and words together; offers = green, licensed = blue, unknown = amber, no/not = red/grey. */
const looks: Record<VerdictKind, { icon: LucideIcon; className: string }> = {
  offers_sponsorship: { icon: ShieldCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-300' },
  licensed_sponsor: { icon: BadgeCheck, className: 'bg-blue-50 text-blue-800 ring-blue-300' },
  unknown: { icon: CircleHelp, className: 'bg-amber-50 text-amber-900 ring-amber-300' },
  no_sponsorship: { icon: CircleX, className: 'bg-rose-50 text-rose-800 ring-rose-300' },
  not_on_register: { icon: CircleSlash, className: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

export function verdictIcon(kind: VerdictKind): LucideIcon {
  return looks[kind].icon;
}

/** The sponsor verdict as a badge, with the contract's own words. */
export function VerdictBadge({
  kind,
  language,
  size = 'sm',
  className,
}: {
  kind: VerdictKind;
  language: Language;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { icon: Icon, className: tone } = looks[kind];
  return (
    <span
      data-testid="verdict-badge"
      data-kind={kind}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-medium ring-1 ring-inset',
        size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm',
        tone,
        className,
      )}
    >
      <Icon className={size === 'sm' ? 'size-3.5' : 'size-4'} aria-hidden="true" />
      {verdictKindTexts[kind].label[language]}
    </span>
  );
}

/** The small "Demo" tag on fictional jobs. */
export function DemoTag({ label, title }: { label: string; title: string }) {
  return (
    <span
      data-testid="demo-tag"
      title={title}
      className={cn(
        'inline-flex items-center rounded-md border border-dashed border-violet-300 bg-violet-50 px-1.5',
        'py-0.5 text-[11px] font-semibold tracking-wide text-violet-800 uppercase',
      )}
    >
      {label}
    </span>
  );
}
