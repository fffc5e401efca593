import type { LicenceNotice } from '@jobbridge/contracts';
import { Bell, BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { useFollow, useMarkNoticesRead, useNotices, useWatch, useWatchSettings } from '@/lib/watch';

/**
 * Follow an employer's licence (decision 054): from its sponsor page (`employer`, the register name) or a job page
 * (`jobId`). Visitors are sent to sign in and come back here.
 */
export function FollowButton({ employer, jobId, className }: { employer: string; jobId?: number; className?: string }) {
  const { t } = useTranslation('watch');
  const { level } = useAuth();
  const location = useLocation();
  const signedIn = isFullySignedIn(level);
  const watch = useWatch(signedIn);
  const follow = useFollow();
  const following = watch.data?.follows.some((f) => f.name.toLowerCase() === employer.toLowerCase()) ?? false;
  const base = 'inline-flex h-10 items-center gap-1.5 rounded-lg border px-3.5 text-sm font-medium whitespace-nowrap transition-colors';
  if (!signedIn)
    return (
      <Link
        to={`${paths.login}?from=${encodeURIComponent(location.pathname)}`}
        className={cn(base, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50', className)}
        data-testid="follow-employer"
      >
        <Bell className="size-4" aria-hidden="true" />
        {t('follow')}
      </Link>
    );
  return (
    <button
      type="button"
      data-testid="follow-employer"
      aria-pressed={following}
      disabled={follow.isPending || watch.isLoading}
      title={t('followHelp')}
      onClick={() =>
        follow.mutate(following ? { follow: false, name: employer } : { follow: true, employer: jobId ? undefined : employer, jobId })
      }
      className={cn(
        base,
        following ? 'border-primary-300 bg-primary-50 text-primary-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        className,
      )}
    >
      {following ? <BellRing className="size-4" aria-hidden="true" /> : <Bell className="size-4" aria-hidden="true" />}
      {following ? t('following') : t('follow')}
    </button>
  );
}

function noticeText(t: (key: string, values?: Record<string, string>) => string, n: LicenceNotice) {
  return t(`notice.${n.change}`, { name: n.employer, before: n.before || t('none'), after: n.after || t('none') });
}

/** The licence watch on the saved-jobs page: what the register changed about followed employers, and the choices. */
export function LicenceWatchPanel() {
  const { t } = useTranslation('watch');
  const { language } = useLanguage();
  const { level } = useAuth();
  const signedIn = isFullySignedIn(level);
  const watch = useWatch(signedIn);
  const notices = useNotices(signedIn);
  const markRead = useMarkNoticesRead();
  const settings = useWatchSettings();
  const follow = useFollow();
  if (!signedIn || !watch.data) return null;
  const items = notices.data?.items ?? [];
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Card className="mb-6 p-5" data-testid="licence-watch">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BellRing className="size-5 text-primary-700" aria-hidden="true" />
          {t('title')}
          {watch.data.unread > 0 && (
            <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="notices-unread">
              {watch.data.unread}
            </span>
          )}
        </h2>
        {watch.data.unread > 0 && (
          <button type="button" className="text-sm font-medium text-primary-800 hover:underline" onClick={() => markRead.mutate()}>
            {t('markRead')}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('noNotices')}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="licence-notices">
          {items.slice(0, 10).map((n) => (
            <li
              key={n.id}
              className={cn('rounded-xl px-3 py-2 text-sm', n.read ? 'bg-slate-50 text-slate-600' : 'bg-amber-50 text-amber-950')}
            >
              <p className="font-medium">{noticeText(t, n)}</p>
              <p className="text-xs opacity-80">{t('registerOf', { date: date(n.registerDate) })}</p>
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">{t('followingCount', { count: watch.data.follows.length })}</summary>
        <ul className="mt-2 flex flex-wrap gap-2">
          {watch.data.follows.map((f) => (
            <li key={f.name} className="inline-flex items-center gap-1 rounded-lg bg-slate-100 px-2 py-1 text-slate-700">
              {f.name}
              {f.auto && <span className="text-xs text-slate-500">({t('auto')})</span>}
              <button
                type="button"
                className="ml-1 text-slate-500 hover:text-red-700"
                aria-label={t('unfollow', { name: f.name })}
                onClick={() => follow.mutate({ follow: false, name: f.name })}
              >
                <BellOff className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <label className="mt-3 flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            checked={watch.data.settings.autoFollow}
            onChange={(e) => settings.mutate({ autoFollow: e.target.checked })}
          />
          {t('autoFollow')}
        </label>
        <label className="mt-1 flex items-center gap-2 text-slate-700">
          <input type="checkbox" checked={watch.data.settings.emails} onChange={(e) => settings.mutate({ emails: e.target.checked })} />
          {t('emails')}
        </label>
      </details>
    </Card>
  );
}
