import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Briefcase, CircleQuestionMark, Clock, Mail, MessageCircle, MessageSquareText, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { ContactEmail } from '../components/contact-email';
import { InfoPage } from '../components/info-page';
import { RichText } from '../components/rich-text';
import { focusRing } from '../components/styles';
import { useInfoSite } from '../hooks/use-info-site';
import { usePagesText } from '../hooks/use-pages-text';
import { asStringList } from '../lib/content';

function Card({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold text-slate-900">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

const MORE = [
  { key: 'help', to: '/help', icon: CircleQuestionMark },
  { key: 'feedback', to: '/forms/feedback', icon: MessageSquareText },
  { key: 'postjob', to: '/forms/postjob', icon: Briefcase },
] as const;

/** /contact: email, chat buttons, what to include, reply time, and where else to go. */
export function ContactPage() {
  const { text, raw } = usePagesText();
  const include = asStringList(raw('contact.include.items'));
  const hasEmail = Boolean(useInfoSite()?.email);
  return (
    <InfoPage title={text('contact.title')} intro={text('contact.intro')}>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Card id="contact-email" icon={Mail} title={text('contact.email.title')}>
          <ContactEmail variant="prominent" />
          {hasEmail && <p>{text('contact.email.body')}</p>}
        </Card>
        <Card id="contact-chat" icon={MessageCircle} title={text('contact.chat.title')}>
          <p>{text('contact.chat.body')}</p>
        </Card>
        <Card id="contact-reply" icon={Clock} title={text('contact.reply.title')}>
          <p>{text('contact.reply.body')}</p>
        </Card>
        <Card id="contact-safety" icon={ShieldCheck} title={text('contact.safety.title')}>
          <p>{text('contact.safety.body')}</p>
        </Card>
      </div>

      <section aria-labelledby="contact-include" className="mt-10">
        <h2 id="contact-include" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {text('contact.include.title')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-primary-400">
          {include.map((item, i) => (
            <li key={i} className="pl-1">
              <RichText>{item}</RichText>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-more" className="mt-10">
        <h2 id="contact-more" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {text('contact.more.title')}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {MORE.map(({ key, to, icon: Icon }) => (
            <li
              key={key}
              className="relative rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-primary-300 hover:bg-primary-50"
            >
              <Icon aria-hidden="true" className="size-5 text-primary-600" />
              <Link
                to={to}
                aria-describedby={`contact-more-${key}`}
                className={`mt-2 flex items-center gap-1 font-semibold text-primary-800 after:absolute after:inset-0 after:rounded-xl ${focusRing}`}
              >
                {text(`contact.more.links.${key}.title`)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <p id={`contact-more-${key}`} className="mt-1 text-sm text-slate-600">
                {text(`contact.more.links.${key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}
