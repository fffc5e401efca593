import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/auth';
import { Avatar } from './avatar';
import { userMenuEntries } from './nav-items';
import { useMenuEntrySelect } from './use-menu-entry';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-[15px] text-slate-700 ' +
  'outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-primary-50 ' +
  'focus-visible:text-primary-900 focus-visible:ring-2 focus-visible:ring-primary-500';

/** The signed-in user's menu: opens on click; closes on an outside click, Escape, Tab or a choice. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const onSelect = useMenuEntrySelect();
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => {
    if (open && focusFirst) items()[0]?.focus();
  }, [open, focusFirst]);

  function items(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setFocusFirst(true);
      setOpen(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setFocusFirst(false);
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-1.5 rounded-full p-0.5 pr-2 text-slate-600 hover:bg-slate-100"
      >
        <Avatar src={user?.photo} />
        <span className="sr-only">{t('menu.open')}</span>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        tabIndex={-1}
        aria-label={t('menu.label')}
        data-testid="user-menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 mt-2 w-64 origin-top-right rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10"
      >
        {(user?.name || user?.email) && (
          <div className="border-b border-slate-100 px-3 pt-1.5 pb-3" role="none">
            {user.name && <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>}
            {user.email && <p className="truncate text-sm text-slate-500">{user.email}</p>}
          </div>
        )}
        <div className="py-1" role="none">
          {userMenuEntries.map((entry) => (
            <Link
              key={entry.to}
              to={entry.to}
              role="menuitem"
              tabIndex={-1}
              data-testid={entry.testId}
              className={itemClass}
              onClick={() => {
                onSelect(entry);
                setOpen(false);
              }}
            >
              <entry.icon className="size-[18px] text-slate-500" aria-hidden="true" />
              {t(entry.labelKey)}
            </Link>
          ))}
        </div>
        <div className="border-t border-slate-100 pt-1" role="none">
          <button type="button" role="menuitem" tabIndex={-1} data-testid="menu-logout" className={itemClass} onClick={logout}>
            <LogOut className="size-[18px] text-slate-500" aria-hidden="true" />
            {t('menu.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}
