import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DangerZone } from '../components/danger-zone';
import { EmailSection } from '../components/email-section';
import { LanguageSection } from '../components/language-section';
import { PageHeading } from '@/components/ui';
import { AccountSkeleton, LoadError } from '../components/page-states';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { RightToWorkSection } from '../components/right-to-work-section';
import { useAccountText } from '../lib/use-account-text';
import { useAccountUser } from '../api/account';

/**
 * /app/settings: photo and name, language, password, email, right to work, linked mailbox, account deletion.
 * `mailbox`: the linked mailbox's section (the mailbox feature's, put here by app/router.tsx).
 */
export function SettingsPage({ mailbox }: { mailbox?: ReactNode }) {
  const { t } = useAccountText();
  const query = useAccountUser();
  const user = query.data;
  const { hash } = useLocation();

  // Links from /app/account open a section (#password, #email…) once the page has its content.
  useEffect(() => {
    if (!user || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, user]);

  return (
    <div className="max-w-3xl" data-testid="settings-page">
      <PageHeading title={t('settings.title')} intro={t('settings.intro')} />
      {user ? (
        <div className="space-y-5">
          <ProfileSection user={user} />
          <LanguageSection user={user} />
          <PasswordSection user={user} />
          <EmailSection user={user} />
          <RightToWorkSection />
          {mailbox}
          <DangerZone user={user} />
        </div>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <AccountSkeleton cards={3} />
      )}
    </div>
  );
}
