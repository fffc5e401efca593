import { RichText } from './rich-text';

/** The "In short" box at the top of a long page. */
export function Summary({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="info-summary" className="mt-8 rounded-xl bg-primary-50 p-5 text-primary-950 sm:p-6">
      <h2 id="info-summary" className="text-lg font-semibold text-primary-900">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-primary-500">
        {items.map((item, i) => (
          <li key={i} className="pl-1">
            <RichText>{item}</RichText>
          </li>
        ))}
      </ul>
    </section>
  );
}
