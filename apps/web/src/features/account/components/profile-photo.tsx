import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The user's photo (or a preview), or the default icon when there is none or it does not load. */
export function ProfilePhoto({ src, alt, className, testId }: { src?: string | null; alt: string; className?: string; testId?: string }) {
  // Keyed by src, so a new photo gets a fresh chance to load after an earlier one failed.
  return <PhotoImage key={src ?? ''} src={src} alt={alt} className={className} testId={testId} />;
}

function PhotoImage({ src, alt, className, testId }: { src?: string | null; alt: string; className?: string; testId?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn('inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full ring-1 ring-slate-200', className);
  if (src && !failed) {
    return (
      <img src={src} alt={alt} data-testid={testId} className={cn(base, 'bg-slate-100 object-cover')} onError={() => setFailed(true)} />
    );
  }
  return (
    <span role="img" aria-label={alt} data-testid={testId} className={cn(base, 'bg-primary-50 text-primary-700')}>
      <UserRound className="size-1/2" aria-hidden="true" />
    </span>
  );
}
