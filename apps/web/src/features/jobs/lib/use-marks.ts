import type { JobCard, JobMarks } from '@jobbridge/contracts';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { SignInReason } from '@/lib/auth/sign-in-reason';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { useUpdateMarks } from '../api/jobs';
import type { MarkChange } from './marks';
import { useJobsText } from './use-jobs-text';
import { notify } from '@/lib/notify';

export type MarkField = 'saved' | 'applied' | 'flash';

/**
 * Save / applied / Flash list marks (PATCH /api/app/jobs/{id}/marks). Every cached copy of the job changes at
 * once (search pages, details, lists) and goes back if the server refuses. Visitors are sent to sign in,
 * remembering this page so they come back to it.
 */
export function useJobMarks() {
  const { level } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useJobsText();
  const signedIn = isFullySignedIn(level);

  const mutation = useUpdateMarks((_marks, { id, change, quiet }) => {
    if (quiet) return;
    const [field, on] = Object.entries(change)[0] ?? [];
    if (field) notify('success', t(`marks.toast.${field}.${on ? 'on' : 'off'}`), { toastId: `marks-${id}-${field}` });
  });

  /**
   * To the login page, which says why (`reason`) and, once signed in, comes back here (`from`). From a search
   * list, the way back selects the job (`?job=`), so the user lands on the job they tried to mark.
   */
  function goSignIn(reason: SignInReason = 'saved', jobId?: number) {
    let from = `${location.pathname}${location.search}${location.hash}`;
    if (jobId !== undefined && (location.pathname === paths.jobs || location.pathname === paths.search)) {
      const params = new URLSearchParams(location.search);
      params.set('job', String(jobId));
      from = `${location.pathname}?${params.toString()}`;
    }
    void navigate(paths.login, { state: { from, reason } });
  }

  /** Turns one mark of `job` on or off (whatever it is now). */
  function toggle(job: Pick<JobCard, 'id' | 'marks'>, field: MarkField) {
    if (!signedIn) return goSignIn(field, job.id);
    mutation.mutate({ id: job.id, change: { [field]: !job.marks[field] } });
  }

  /** Sets marks without a toast; resolves once the server agreed. */
  function set(id: number, change: MarkChange): Promise<JobMarks> {
    return mutation.mutateAsync({ id, change, quiet: true });
  }

  const pending = mutation.isPending ? mutation.variables : undefined;
  const isPending = (id: number, field: MarkField) => pending?.id === id && pending.change[field] !== undefined;

  return { signedIn, toggle, set, goSignIn, isPending };
}
