import { Database } from 'lucide-react';
import { usePagesText } from '../hooks/use-pages-text';
import { useInfoSite } from '../hooks/use-info-site';

/** When and how big our last import of the sponsor register was; nothing while unknown. */
export function RegisterFacts() {
  const { text, locale } = usePagesText();
  const data = useInfoSite();
  if (!data?.register && !data?.demo) return null;
  const register = data.register;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700">
      {register && (
        <p className="flex items-start gap-3">
          <Database aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-600" />
          <span>
            {text('about.register.latest', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(register.importedAt)),
              total: new Intl.NumberFormat(locale).format(register.organisations),
              interpolation: { escapeValue: false },
            })}
          </span>
        </p>
      )}
      {data.demo && <p className={register ? 'mt-2 text-sm' : 'text-sm'}>{text('about.register.demo')}</p>}
    </div>
  );
}
