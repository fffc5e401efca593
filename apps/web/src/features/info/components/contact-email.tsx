import { Mail, MessageCircle } from 'lucide-react';
import { usePagesText } from '../hooks/use-pages-text';
import { useInfoSite } from '../hooks/use-info-site';
import { linkClass } from './styles';

/**
 * Our contact email as a mailto link, from GET /api/site. While loading, or if the call fails or holds no
 * usable address, it points to the chat buttons instead. It never invents an address.
 * `box` (in running text): a bordered line with a label. `prominent` (the contact page's email card): the
 * address alone, larger.
 */
export function ContactEmail({ variant = 'box' }: { variant?: 'box' | 'prominent' }) {
  const { text } = usePagesText();
  const email = useInfoSite()?.email ?? null;

  if (variant === 'prominent') {
    return email ? (
      <p className="text-lg">
        <a href={`mailto:${email}`} className={`${linkClass} break-words`}>
          {email}
        </a>
      </p>
    ) : (
      <p className="flex items-start gap-2 text-slate-700">
        <MessageCircle aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-600" />
        <span>{text('common.contact.fallback')}</span>
      </p>
    );
  }

  return (
    <p className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
      {email ? (
        <>
          <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-600" />
          <span className="min-w-0">
            <span className="text-slate-600">{text('common.contact.emailLabel')} </span>
            <a href={`mailto:${email}`} className={`${linkClass} break-words`}>
              {email}
            </a>
          </span>
        </>
      ) : (
        <>
          <MessageCircle aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-600" />
          <span className="text-slate-700">{text('common.contact.fallback')}</span>
        </>
      )}
    </p>
  );
}
