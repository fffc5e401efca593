import { LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { LanguageToggle } from '../components/language-toggle';
import { Avatar } from './avatar';
import { publicNav, signedInNav, userMenuEntries } from './nav-items';
import { useMenuEntrySelect } from './use-menu-entry';

const rowClass =
  'flex items-center gap-3 rounded-xl px-3 py-3 text-base text-slate-700 hover:bg-slate-100 ' +
  'aria-[current=page]:bg-primary-50 aria-[current=page]:font-medium ' +
  'aria-[current=page]:text-primary-800';

/** The small-screen panel: the same items as the desktop header (and the user menu when signed in). */
export function MobilePanel({ id, open, signedIn, onClose }: { id: string; open: boolean; signedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const onSelect = useMenuEntrySelect();
  const nav = signedIn ? signedInNav : publicNav;

  return (
    <div
      id={id}
      hidden={!open}
      data-testid="mobile-nav-panel"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
    >
      <nav aria-label={t('nav.mobilePanel')} className="mx-auto max-w-[1200px] px-4 py-3">
        <ul className="space-y-1">
          {nav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={rowClass} onClick={onClose}>
                <item.icon className="size-5 text-slate-500" aria-hidden="true" />
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>

        {signedIn && (
          <div className="mt-3 border-t border-slate-100 pt-3">
            <div className="flex items-center gap-3 px-3 pb-2">
              <Avatar src={user?.photo} />
              <span className="truncate text-sm font-medium text-slate-900">{user?.name ?? user?.email ?? t('menu.account')}</span>
            </div>
            <ul className="space-y-1">
              {userMenuEntries.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    className={rowClass}
                    onClick={() => {
                      onSelect(entry);
                      onClose();
                    }}
                  >
                    <entry.icon className="size-5 text-slate-500" aria-hidden="true" />
                    {t(entry.labelKey)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={cn(rowClass, 'w-full text-left')}
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                >
                  <LogOut className="size-5 text-slate-500" aria-hidden="true" />
                  {t('menu.logout')}
                </button>
              </li>
            </ul>
          </div>
        )}

        <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 pb-1">
          <LanguageToggle testId="language-toggle-mobile" />
          {!signedIn && (
            <Link to={paths.login} className={buttonClasses({ size: 'md' })} onClick={onClose}>
              <LogIn className="size-4" aria-hidden="true" />
              {t('nav.signIn')}
            </Link>
          )}
        </div>
      </nav>
    </div>
  );
}
