import { LogoMark } from '@/components/logo';

/**
 * Full-screen start-up screen (translations loading, auth not initialised). `label` is optional because the
 * first paint may come before any translation is ready.
 */
export function AppLoadingScreen({ label }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="app-loading"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-slate-50"
    >
      <LogoMark className="size-14 animate-[soft-pulse_1.6s_ease-in-out_infinite] motion-reduce:animate-none" />
      <div className="h-1.5 w-40 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full w-1/3 rounded-full bg-primary-600 animate-[slide_1.2s_ease-in-out_infinite] motion-reduce:animate-none" />
      </div>
      {label && <span className="sr-only">{label}</span>}
    </div>
  );
}
