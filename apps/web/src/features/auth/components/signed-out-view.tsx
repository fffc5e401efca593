import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { StatusView } from './status-view';

/** What the semi-open pages (verify, activate) show a visitor who is not signed in: sign in or sign up. */
export function SignedOutView({ testId, title, text }: { testId: string; title: string; text: string }) {
  const { t } = useTranslation('auth');
  return (
    <StatusView tone="info" state="signed-out" testId={testId} title={title} text={text}>
      <ButtonLink to={paths.login} size="lg" className="w-full" icon={<LogIn className="size-5" aria-hidden="true" />}>
        {t('actions.signIn')}
      </ButtonLink>
      <ButtonLink to={paths.signup} variant="ghost" icon={<UserPlus className="size-5" aria-hidden="true" />}>
        {t('actions.signUp')}
      </ButtonLink>
    </StatusView>
  );
}
