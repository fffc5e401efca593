import { LogIn, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useHasAccessToken } from '@/lib/auth';
import { LanguageToggle } from '../components/language-toggle';
import { MobilePanel } from './mobile-panel';
import { publicNav, signedInNav } from './nav-items';
import { UserMenu } from './user-menu';
import { cn } from '@/lib/cn';

const PANEL_ID = 'mobile-nav-panel';

/** The public header, or the signed-in one while an access token is stored (docs/product.md §2). */
export function SiteHeader() {
  const { t } = useTranslation();
  const signedIn = useHasAccessToken();
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const nav = signedIn ? signedInNav : publicNav;

  useEffect(() => {
    if (!panelOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setPanelOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panelOpen]);

  return (
    <header
      data-testid="site-header"
      data-variant={signedIn ? 'signed-in' : 'public'}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-4 px-4 sm:px-6 lg:gap-8">
        <Link to={paths.home} className="rounded-lg" onClick={() => setPanelOpen(false)}>
          <Logo />
        </Link>

        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  data-testid={item.testId}
                  title={signedIn ? t(item.labelKey) : undefined}
                  className={cn(
                    'flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap',
                    'text-slate-600 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-primary-50',
                    'aria-[current=page]:text-primary-800 lg:px-3 lg:text-[15px]',
                  )}
                >
                  {/* Signed in, four entries do not fit beside the menu on tablets: icons only until lg. */}
                  <item.icon className={signedIn ? 'size-[18px] lg:size-4' : 'hidden size-4 lg:block'} aria-hidden="true" />
                  <span className={signedIn ? 'max-lg:sr-only' : undefined}>{t(item.labelKey)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageToggle />
          {signedIn ? (
            <UserMenu />
          ) : (
            <ButtonLink to={paths.login} size="sm" data-testid="nav-sign-in" icon={<LogIn className="size-4" aria-hidden="true" />}>
              {t('nav.signIn')}
            </ButtonLink>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          data-testid="mobile-menu-button"
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          onClick={() => setPanelOpen((open) => !open)}
          className="ml-auto inline-flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
        >
          {panelOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          <span className="sr-only">{panelOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
      </div>

      <MobilePanel id={PANEL_ID} open={panelOpen} signedIn={signedIn} onClose={() => setPanelOpen(false)} />
    </header>
  );
}
