import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { rememberForSignIn, rememberOpened, takeForSignIn, takePendingToAsk, type PendingApply } from '../lib/apply-prompt';
import { useJobMarks } from '../lib/use-marks';
import { useJobsText } from '../lib/use-jobs-text';
import { notify } from '@/lib/notify';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Call when the user opens a job's ad at its source (a new tab). */
export function noteExternalOpen(job: { id: number; title: string; company: string }): void {
  const store = session();
  if (store) rememberOpened(store, job);
}

/**
 * "Did you apply for <title>?" (docs/product.md §1) when the tab becomes visible again after the user opened a job's ad
 * at its source. Yes marks it applied (signed in) or, for a
 * visitor, marks it once they have signed in; No closes.
 */
export function ApplyPrompt() {
  const { t } = useJobsText();
  const marks = useJobMarks();
  const [asking, setAsking] = useState<PendingApply | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onVisibility = () => {
      const store = session();
      if (!store) return;
      const pending = takePendingToAsk(store, document.visibilityState);
      if (pending) setAsking(pending);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // A visitor who said "Yes" and then signed in: mark the job now, as they asked.
  const { signedIn, set } = marks;
  useEffect(() => {
    const store = session();
    if (!signedIn || !store) return;
    const job = takeForSignIn(store);
    if (!job) return;
    set(job.id, { applied: true })
      .then(() => notify('success', t('prompt.done', { title: job.title })))
      .catch(() => {
        /* the global handler shows the catalogue's message */
      });
  }, [signedIn, set, t]);

  async function yes() {
    if (!asking) return;
    if (!marks.signedIn) {
      const store = session();
      if (store) rememberForSignIn(store, asking);
      setAsking(null);
      marks.goSignIn('applied');
      return;
    }
    setBusy(true);
    try {
      await marks.set(asking.id, { applied: true });
      notify('success', t('prompt.done', { title: asking.title }));
      setAsking(null);
    } catch {
      /* the global handler shows the catalogue's message; the dialog stays for another try */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => !open && setAsking(null)}
      title={asking ? t('prompt.title', { title: asking.title }) : ''}
      description={asking ? (marks.signedIn ? t('prompt.text', { company: asking.company }) : t('prompt.visitorText')) : undefined}
      closeLabel={t('states.close')}
      testId="apply-prompt"
      className="max-w-md"
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setAsking(null)} data-testid="apply-prompt-no">
          {t('prompt.no')}
        </Button>
        <Button
          onClick={() => void yes()}
          loading={busy}
          data-testid="apply-prompt-yes"
          icon={<CircleCheck className="size-4" aria-hidden="true" />}
        >
          {marks.signedIn ? t('prompt.yes') : t('prompt.yesVisitor')}
        </Button>
      </div>
    </Dialog>
  );
}
