import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The user's photo, or a default icon when there is none or it fails to load. */
export function Avatar({ src, className }: { src?: string | null; className?: string }) {
  // Remember which photo failed, so a new one (after an upload) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!src && failedSrc === src;
  const base = cn('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (src && !failed) {
    return <img src={src} alt="" className={cn(base, 'object-cover')} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span className={cn(base, 'bg-primary-100 text-primary-700')} aria-hidden="true">
      <UserRound className="size-5" />
    </span>
  );
}
