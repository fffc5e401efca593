import { ArrowRight, House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { getAccessToken, isFullySignedIn, useAuth } from '@/lib/auth';
import { useConfirmEmail } from '../api/auth';
import { StatusView } from '../components/status-view';
import { useErrorText } from '../hooks/use-error-text';

/** /confirm-email/:token: confirms a new address from the emailed link (semi-open). */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const { level, refresh } = useAuth();

  // A query keyed by the token, so a double mount does not spend the single-use link twice.
  const confirm = useConfirmEmail(token);

  useEffect(() => {
    if (confirm.isSuccess && getAccessToken()) void refresh();
  }, [confirm.isSuccess, refresh]);

  if (!token || confirm.isError) {
    return (
      <StatusView
        tone="error"
        state="failed"
        testId="confirm-state"
        title={t('confirm.failedTitle')}
        text={errorText(token ? confirm.error : 'INVALID_VERIFICATION_LINK')}
      >
        {isFullySignedIn(level) ? (
          <ButtonLink to={paths.settings} size="lg" className="w-full">
            {t('confirm.toSettings')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.home} variant="ghost" icon={<House className="size-5" aria-hidden="true" />}>
          {t('actions.home')}
        </ButtonLink>
      </StatusView>
    );
  }

  if (confirm.isPending) {
    return <StatusView tone="working" state="confirming" testId="confirm-state" title={t('confirm.confirming')} />;
  }

  return (
    <StatusView
      tone="success"
      state="confirmed"
      testId="confirm-state"
      title={t('confirm.successTitle')}
      text={
        <>
          {t('confirm.successText')}{' '}
          <strong className="font-semibold break-all text-slate-900" data-testid="confirmed-email">
            {confirm.data.email}
          </strong>
        </>
      }
    >
      <ButtonLink
        to={isFullySignedIn(level) ? paths.settings : level === 0 ? paths.login : paths.home}
        replace
        size="lg"
        className="w-full"
        icon={<ArrowRight className="size-5" aria-hidden="true" />}
      >
        {isFullySignedIn(level) ? t('confirm.toSettings') : level === 0 ? t('actions.signIn') : t('actions.continue')}
      </ButtonLink>
    </StatusView>
  );
}
