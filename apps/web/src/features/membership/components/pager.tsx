import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { useMembershipText } from '../lib/use-membership-text';

/** Previous / next through a paginated list, as links (`?page=N`), so the page is in the address. */
export function Pager({ page, last }: { page: number; last: number }) {
  const { t } = useMembershipText();
  if (last <= 1) return null;
  const href = (p: number) => (p > 1 ? `?page=${p}` : '?');
  const disabled = 'pointer-events-none opacity-50';
  return (
    <nav className="mt-6 flex items-center justify-between gap-3" aria-label={t('orders.page', { page, last })} data-testid="orders-pager">
      <Link
        to={href(page - 1)}
        aria-disabled={page <= 1}
        tabIndex={page <= 1 ? -1 : undefined}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: page <= 1 ? disabled : undefined })}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('orders.previous')}
      </Link>
      <span className="text-sm text-slate-600" aria-current="page">
        {t('orders.page', { page, last })}
      </span>
      <Link
        to={href(page + 1)}
        aria-disabled={page >= last}
        tabIndex={page >= last ? -1 : undefined}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: page >= last ? disabled : undefined })}
      >
        {t('orders.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </nav>
  );
}
