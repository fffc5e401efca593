import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePagesText } from '../hooks/use-pages-text';
import { linkClass } from './styles';

const TOKEN = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function TextLink({ href, label }: { href: string; label: string }) {
  const { text } = usePagesText();
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={linkClass}>
        {label}
      </Link>
    );
  }
  if (href.startsWith('#') || href.startsWith('mailto:')) {
    return (
      <a href={href} className={linkClass}>
        {label}
      </a>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} className={linkClass} target="_blank" rel="noopener noreferrer">
        {label}
        {/* A text arrow, not an SVG: an inline SVG lets the line break before the punctuation that follows,
            which leaves a Chinese "。" at the start of a line. */}
        <span aria-hidden="true" className="ml-0.5 text-[0.8em] no-underline">
          ↗
        </span>
        <span className="sr-only"> {text('common.opensInNewTab')}</span>
      </a>
    );
  }
  // Anything else (javascript:, http:, relative paths) is shown as plain text, never as a link.
  return <>{label}</>;
}

/** Renders a locale string with `**bold**` and `[label](href)` markup as React elements (no raw HTML). */
export function RichText({ children }: { children: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(children.slice(last, index));
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      parts.push(
        <strong key={index} className="font-semibold text-slate-900">
          {bold}
        </strong>,
      );
    } else if (label !== undefined && href !== undefined) {
      parts.push(<TextLink key={index} href={href} label={label} />);
    }
    last = index + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return <>{parts.map((part, i) => (typeof part === 'string' ? <Fragment key={`t${i}`}>{part}</Fragment> : part))}</>;
}
