import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '@/components/being-built';
import type { PathName } from '@/config/paths';

/** A route that a later issue builds: the page's translated name and the "being built" panel. */
export function PendingPage({ page, dashboard = false }: { page: PathName; dashboard?: boolean }) {
  const { t } = useTranslation();
  return <BeingBuilt title={t(`pageTitles.${page}`)} text={dashboard ? t('beingBuilt.dashboard') : undefined} embedded={dashboard} />;
}
