import { rightToWorkResponse } from '@jobbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/http';
import { useFlashText } from '../lib/use-flash-text';

/**
 * Letters state the right to work only as the person declared it on the account: until they do (or once its end
 * date has passed), a note here says letters will not mention it, with a link to the setting.
 */
export function RightToWorkNudge() {
  const { t } = useFlashText();
  const query = useQuery({
    // The account settings' cache entry: saving there shows here at once.
    queryKey: ['account', 'right-to-work'],
    queryFn: ({ signal }) => apiRequest('app/account/right-to-work', { signal, schema: rightToWorkResponse }),
  });
  const state = query.data;
  if (!state || (state.status && !state.expired)) return null;
  return (
    <div
      className="flex items-start gap-2.5 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
      data-testid="flash-right-to-work"
    >
      <BadgeCheck className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        {t(state.expired ? 'rightToWork.expired' : 'rightToWork.missing')}{' '}
        <Link to={`${paths.settings}#right-to-work`} className="font-medium text-primary-800 underline underline-offset-2">
          {t('rightToWork.link')}
        </Link>
      </p>
    </div>
  );
}
