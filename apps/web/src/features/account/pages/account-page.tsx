import type { Me } from '@jobbridge/contracts';
import { Copy, KeyRound, Languages, Mail, Settings, Trash2, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, ButtonLink, Card, PageHeading } from '@/components/ui';
import { paths } from '@/config/paths';
import { useMembership } from '@/lib/membership';
import { VerifiedBadge } from '../components/email-section';
import { AccountSkeleton, LoadError } from '../components/page-states';
import { ProfilePhoto } from '../components/profile-photo';
import { formatDate } from '@/lib/uk-date';
import { useAccountText } from '../lib/use-account-text';
import { useAccountUser } from '../api/account';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';

/**
 * /app/account: an overview of the account, with ways into settings. `mailbox`: the linked mailbox's summary
 * (the mailbox feature's, put here by app/router.tsx).
 */
export function AccountPage({ mailbox }: { mailbox?: ReactNode }) {
  const { t } = useAccountText();
  const query = useAccountUser();
  const user = query.data;
  return (
    <div className="max-w-3xl" data-testid="account-page">
      <PageHeading title={t('overview.title')} intro={t('overview.intro')} />
      {user ? (
        <Overview user={user} mailbox={mailbox} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <AccountSkeleton cards={2} />
      )}
    </div>
  );
}

const settingsLink = (section: string) => `${paths.settings}#${section}`;

function Overview({ user, mailbox }: { user: Me; mailbox: ReactNode }) {
  const { t, language } = useAccountText();
  const displayName = user.name?.trim() || user.username;
  const membership = useMembership().data;
  const paid = membership && membership.tier > 1 ? membership : null;

  async function copyReferral() {
    try {
      await navigator.clipboard.writeText(user.referral_code);
      notify('success', t('overview.copied'));
    } catch {
      notify('error', t('overview.copyFailed'));
    }
  }

  const manage: { section: string; icon: LucideIcon; label: string }[] = [
    { section: 'profile', icon: UserRound, label: t('overview.manage.profile') },
    { section: 'password', icon: KeyRound, label: user.has_password ? t('overview.manage.password') : t('overview.manage.setPassword') },
    { section: 'email', icon: Mail, label: t('overview.manage.email') },
    { section: 'language', icon: Languages, label: t('overview.manage.language') },
    { section: 'delete', icon: Trash2, label: t('overview.manage.delete') },
  ];

  return (
    <div className="space-y-5">
      <Card className="p-5 sm:p-6" data-testid="account-summary">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <ProfilePhoto src={user.photo} alt={t('profile.photoAlt')} className="size-20" testId="account-photo" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-xl font-semibold text-slate-900" data-testid="account-display-name">
              {displayName}
            </p>
            <p className="truncate text-[15px] text-slate-600">@{user.username}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-[15px] text-slate-700">
              <span className="break-all">{user.email}</span>
              <VerifiedBadge verified={user.email_verified} />
            </p>
          </div>
          <ButtonLink
            to={paths.settings}
            variant="secondary"
            className="self-start sm:self-center"
            icon={<Settings className="size-4" aria-hidden="true" />}
          >
            {t('overview.editSettings')}
          </ButtonLink>
        </div>
      </Card>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('overview.details')}</h2>
        <dl className="mt-3 divide-y divide-slate-100" data-testid="account-details">
          <Row label={t('profile.username')} testId="row-username">
            <span className="break-all">{user.username}</span>
          </Row>
          <Row label={t('profile.name')} testId="row-name">
            {user.name?.trim() ? user.name : <span className="text-slate-500">{t('overview.notSet')}</span>}
          </Row>
          <Row label={t('email.current')} testId="row-email">
            <span className="flex flex-wrap items-center gap-2">
              <span className="break-all">{user.email}</span>
              <VerifiedBadge verified={user.email_verified} />
            </span>
          </Row>
          <Row label={t('overview.membership')} testId="row-membership">
            {paid ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`overview.tiers.${paid.tier}`)}</span>
                <Badge tone="primary">{paid.identity}</Badge>
              </span>
            ) : (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t('overview.freePlan')}</span>
                <Badge tone="neutral">{t('overview.defaultTier')}</Badge>
              </span>
            )}
            <span className="mt-1 block text-sm text-slate-500">
              {paid?.expiresAt ? t('overview.activeUntil', { date: formatDate(paid.expiresAt, language) }) : t('overview.freePlanNote')}{' '}
              <Link to={paths.membership} className="font-medium text-primary-700 underline-offset-2 hover:underline">
                {t('overview.viewPlans')}
              </Link>
            </span>
          </Row>
          <Row label={t('overview.registered')} testId="row-registered">
            <time dateTime={user.created_at}>{formatDate(user.created_at, language)}</time>
          </Row>
          <Row label={t('overview.google')} testId="row-google">
            {user.google_linked ? (
              <Badge tone="success">{t('overview.linked')}</Badge>
            ) : (
              <Badge tone="neutral">{t('overview.notLinked')}</Badge>
            )}
          </Row>
          <Row label={t('mailbox.title')} testId="row-mailbox">
            {mailbox}
          </Row>
          <Row label={t('overview.language')} testId="row-language">
            <span lang={user.language === 'en' ? 'en' : 'zh-CN'}>{user.language === 'en' ? 'English' : '中文'}</span>
          </Row>
          <Row label={t('overview.referral')} testId="row-referral">
            <span className="flex flex-wrap items-center gap-2">
              <code
                className="rounded-lg bg-slate-100 px-2 py-1 font-mono text-[15px] tracking-wider text-slate-900"
                data-testid="referral-code"
              >
                {user.referral_code}
              </code>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void copyReferral()}
                aria-label={t('overview.copyLabel')}
                icon={<Copy className="size-4" aria-hidden="true" />}
              >
                {t('overview.copy')}
              </Button>
            </span>
          </Row>
        </dl>
      </Card>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('overview.manage.title')}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {manage.map((item) => (
            <li key={item.section}>
              <Link
                to={settingsLink(item.section)}
                data-testid={`manage-${item.section}`}
                className={cn(
                  'flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-[15px] font-medium',
                  'text-slate-800 hover:border-slate-300 hover:bg-slate-50',
                )}
              >
                <item.icon
                  className={item.section === 'delete' ? 'size-[18px] text-rose-700' : 'size-[18px] text-primary-700'}
                  aria-hidden="true"
                />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4" data-testid={testId}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-[15px] text-slate-900">{children}</dd>
    </div>
  );
}
