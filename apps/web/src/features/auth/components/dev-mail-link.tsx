import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui';
import { useSiteInfo } from '@/lib/site';

const DEV_MAIL_PATH = '/dev/mail';

/** Only while mail goes to the development outbox (`/api/site` auth.devMail). */
export function DevMailLink() {
  const { t } = useTranslation('auth');
  const site = useSiteInfo();
  if (!site.data?.auth.devMail) return null;
  return (
    <ButtonLink
      to={DEV_MAIL_PATH}
      variant="ghost"
      className="w-full"
      data-testid="open-dev-mail"
      icon={<Inbox className="size-5" aria-hidden="true" />}
    >
      {t('devMail.open')}
    </ButtonLink>
  );
}
