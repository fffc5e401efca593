import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

/** Something could not be loaded: what happened (the catalogue's words) and, when given, a retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying,
  retryLabel,
  testId,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** The retry button's words, in the page's namespace. */
  retryLabel: string;
  testId?: string;
}) {
  return (
    <Card className="p-6 sm:p-8" data-testid={testId}>
      <div role="alert" className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-6 shrink-0 text-amber-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">{title}</p>
          {message && message !== title && <p className="mt-1 text-[15px] text-slate-600">{message}</p>}
        </div>
      </div>
      {onRetry && (
        <Button
          variant="secondary"
          className="mt-5"
          onClick={onRetry}
          loading={retrying}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          {retryLabel}
        </Button>
      )}
    </Card>
  );
}
