import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';

/** "Signed in with the wrong account? Log out": under the verify and activation cards. */
export function WrongAccountFooter() {
  const { t } = useTranslation('auth');
  const { logout } = useAuth();
  return (
    <>
      {t('verify.wrongAccount')}{' '}
      <button
        type="button"
        onClick={logout}
        className="font-medium text-primary-700 underline-offset-4 hover:text-primary-800 hover:underline"
      >
        {t('verify.logout')}
      </button>
    </>
  );
}
