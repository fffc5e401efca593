import { MessageCircle, MessagesSquare, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Channel } from './qr-dialog';
import { useContactWidgetVisibility } from './visibility';

// The dialog, its QR code and the dialog library load when a visitor first picks a channel (decision 042).
const QrDialog = lazy(() => import('./qr-dialog').then((m) => ({ default: m.QrDialog })));

const channels: { id: Channel; icon: typeof MessageCircle; tone: string }[] = [
  { id: 'whatsapp', icon: MessageCircle, tone: 'bg-[#128C4A]' },
  { id: 'wechat', icon: MessagesSquare, tone: 'bg-[#07823E]' },
];

/** Floating contact button (bottom right) with WhatsApp and WeChat QR codes. */
export function ContactWidget() {
  const { t } = useTranslation();
  const visible = useContactWidgetVisibility();
  const [expanded, setExpanded] = useState(false);
  const [channel, setChannel] = useState<Channel | null>(null);
  // Once opened, the dialog stays mounted so that it can animate closed.
  const [opened, setOpened] = useState(false);
  const listId = useId();

  return (
    <>
      <div
        data-testid="contact-widget"
        aria-hidden={!visible}
        className={cn(
          'fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 transition-all duration-300 sm:right-6 sm:bottom-6 motion-reduce:transition-none',
          visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-4 opacity-0',
        )}
      >
        <ul id={listId} hidden={!expanded} className="flex flex-col items-end gap-2" aria-label={t('contact.widget')}>
          {channels.map(({ id, icon: Icon, tone }) => (
            <li key={id}>
              <button
                type="button"
                data-testid={`contact-${id}`}
                onClick={() => {
                  setChannel(id);
                  setOpened(true);
                }}
                className={cn(
                  'flex items-center gap-2.5 rounded-full border border-slate-200 bg-white py-1.5 pr-4 pl-1.5',
                  'text-[15px] font-medium text-slate-800 shadow-lg shadow-slate-900/10 hover:bg-slate-50',
                )}
              >
                <span className={cn('flex size-8 items-center justify-center rounded-full text-white', tone)}>
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {t(`contact.${id}`)}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          data-testid="contact-widget-toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className={cn(
            'flex h-14 items-center gap-2 rounded-full bg-primary-700 pr-5 pl-4 text-[15px] font-medium',
            'text-white shadow-xl shadow-primary-900/25 hover:bg-primary-800',
          )}
        >
          {expanded ? <X className="size-5" aria-hidden="true" /> : <MessageCircle className="size-5" aria-hidden="true" />}
          <span>{t('contact.widget')}</span>
          <span className="sr-only">{expanded ? t('contact.close') : t('contact.open')}</span>
        </button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <QrDialog channel={channel} onClose={() => setChannel(null)} />
        </Suspense>
      )}
    </>
  );
}
