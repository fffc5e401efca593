import { MessageCircle, MessagesSquare, X } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSiteInfo } from '@/lib/site';
import { useContactWidgetVisibility } from './visibility';

type Channel = 'whatsapp' | 'wechat';

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
                onClick={() => setChannel(id)}
                className="flex items-center gap-2.5 rounded-full border border-slate-200 bg-white py-1.5 pr-4 pl-1.5 text-[15px] font-medium text-slate-800 shadow-lg shadow-slate-900/10 hover:bg-slate-50"
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
          className="flex h-14 items-center gap-2 rounded-full bg-primary-700 pr-5 pl-4 text-[15px] font-medium text-white shadow-xl shadow-primary-900/25 hover:bg-primary-800"
        >
          {expanded ? <X className="size-5" aria-hidden="true" /> : <MessageCircle className="size-5" aria-hidden="true" />}
          <span>{t('contact.widget')}</span>
          <span className="sr-only">{expanded ? t('contact.close') : t('contact.open')}</span>
        </button>
      </div>
      <QrDialog channel={channel} onClose={() => setChannel(null)} />
    </>
  );
}

function QrDialog({ channel, onClose }: { channel: Channel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const [last, setLast] = useState<Channel>('whatsapp');
  if (channel && channel !== last) setLast(channel);
  // Keep showing the last channel while the dialog animates closed.
  const shown = channel ?? last;
  const contact = site.data?.contact;
  const value = contact ? contact[shown] : `${window.location.origin}${paths.contact}`;
  const appName = t(`contact.${shown}`);

  return (
    <Dialog
      open={channel !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`contact.${shown}Title`)}
      closeLabel={t('actions.close')}
      testId="contact-qr-dialog"
    >
      <div className="mt-5 flex justify-center">
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <QRCodeSVG value={value} size={208} marginSize={1} role="img" aria-label={t('contact.qrLabel', { app: appName })} />
        </div>
      </div>
      <p className="mt-4 text-center text-[15px] leading-relaxed text-slate-600" data-testid="contact-qr-caption">
        {contact ? t(`contact.${shown}Caption`) : t('contact.fallbackCaption')}
      </p>
      {contact?.email && <p className="mt-2 text-center text-sm text-slate-500">{t('contact.email', { email: contact.email })}</p>}
    </Dialog>
  );
}
