import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/lib/site';

export type Channel = 'whatsapp' | 'wechat';

/** The chosen channel's QR code (the contact link from /api/site, else the contact page). */
export function QrDialog({ channel, onClose }: { channel: Channel | null; onClose: () => void }) {
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
