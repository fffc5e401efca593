/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import type { ContactItem, WorkView } from '../model.ts';

/** Pieces the four templates share; each template passes its own styles. */

/**
 * Page-wrapping: a section heading needs this much of its section after it on the same page, and every entry's
 * title block is unbreakable together with the first paragraph or bullet of its description (the templates wrap
 * them in one `wrap={false}` view), so neither a heading nor a title is ever left alone at a page's foot.
 */
export const HEADING_KEEP = 72;

/** A contact value, clickable when it has a target (mailto:, tel:, https:). */
export function ContactText({ item, style, linkStyle }: { item: ContactItem; style?: Style; linkStyle?: Style }) {
  if (!item.href) return <Text style={style}>{item.text}</Text>;
  return (
    <Link src={item.href} style={[...(style ? [style] : []), { textDecoration: 'none' }, ...(linkStyle ? [linkStyle] : [])]}>
      {item.text}
    </Link>
  );
}

/**
 * Contacts separated by a small mark: the personal details, then the links, each packed greedily into rows that fit
 * `width` (estimated from the characters: CJK ones count double), so a wrapped row never starts with a stray
 * separator. A row the estimate gets wrong still wraps rather than overflowing.
 */
export function ContactRow({
  items,
  width,
  style,
  textStyle,
  linkStyle,
  separator = '·',
  separatorStyle,
  justify,
}: {
  items: ContactItem[];
  /** The width available (pt). */
  width: number;
  justify?: 'center' | 'flex-start';
  style?: Style;
  textStyle?: Style & { fontSize?: number };
  linkStyle?: Style;
  separator?: string;
  separatorStyle?: Style;
}) {
  if (!items.length) return null;
  const details = items.filter((i) => i.kind === 'email' || i.kind === 'phone' || i.kind === 'location');
  const links = items.filter((i) => !details.includes(i));
  const em = (textStyle?.fontSize ?? 9) * 0.56; // average advance of a Latin character, a little generous
  const cost = (text: string) => Array.from(text).reduce((n, ch) => n + (/[\u2E80-\uFFEF]/.test(ch) ? 1.8 : 1), 0) * em;
  const rows: ContactItem[][] = [];
  for (const group of [details, links]) {
    let row: ContactItem[] = [];
    let used = 0;
    for (const item of group) {
      const w = cost(item.text) + (row.length ? 10 + em : 0);
      if (row.length && used + w > width) {
        rows.push(row);
        row = [];
        used = 0;
      }
      used += row.length ? w : cost(item.text);
      row.push(item);
    }
    if (row.length) rows.push(row);
  }
  return (
    <View style={style}>
      {rows.map((row, r) => (
        <View key={r} style={[{ flexDirection: 'row', flexWrap: 'wrap' }, ...(justify ? [{ justifyContent: justify }] : [])]}>
          {row.map((item, i) => (
            <View key={`${item.kind}-${i}`} style={{ flexDirection: 'row' }}>
              {i > 0 ? (
                <Text style={[...(textStyle ? [textStyle] : []), ...(separatorStyle ? [separatorStyle] : []), { marginHorizontal: 5 }]}>
                  {separator}
                </Text>
              ) : null}
              <ContactText item={item} style={textStyle} linkStyle={linkStyle} />
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

/** A work description: its paragraphs and bullet points, in the order written. */
export function Description({
  blocks,
  style,
  bulletColor,
  bullet = '•',
  first = true,
}: {
  blocks: WorkView['description'];
  style: Style;
  bulletColor: string;
  bullet?: string;
  first?: boolean;
}) {
  if (!blocks.length) return null;
  return (
    <View style={{ marginTop: first ? 3 : 0 }}>
      {blocks.map((b, i) =>
        b.bullet ? (
          // Unbreakable: split across pages, the bullet mark would stay behind alone at the foot of the page.
          <View key={i} style={{ flexDirection: 'row', marginBottom: 1.5 }} wrap={false}>
            <Text style={[style, { width: 10, color: bulletColor }]}>{bullet}</Text>
            <Text style={[style, { flex: 1 }]}>{b.text}</Text>
          </View>
        ) : (
          <Text key={i} style={[style, { marginBottom: 2 }]}>
            {b.text}
          </Text>
        ),
      )}
    </View>
  );
}
