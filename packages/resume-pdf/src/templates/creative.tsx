/** @jsxRuntime automatic @jsxImportSource react */
import { Page, Text, View, StyleSheet } from '@react-pdf/renderer';
import { SANS } from '../fonts.ts';
import type { ResumeView } from '../model.ts';
import { ContactText, Description, HEADING_KEEP } from './parts.tsx';

/**
 * Creative: two columns. A tinted sidebar (fixed, so it runs down every page) holds the name, title, contacts
 * and education; the main column holds the profile and the experience as a timeline with teal markers.
 * For design, marketing and product roles.
 */
const ACCENT = '#0f766e';
const SIDEBAR = '#ecfdf9';
const INK = '#1e293b';
const MUTED = '#64748b';
const SIDE_W = 178;
/** More education entries than this (with a full set of contacts) would run off the sidebar's page. */
const SIDEBAR_EDUCATION_MAX = 4;

const s = StyleSheet.create({
  page: { fontFamily: SANS, fontSize: 9.4, color: INK, paddingTop: 40, paddingBottom: 44, paddingLeft: SIDE_W + 26, paddingRight: 36 },
  // Body text settings on a view (a unitless lineHeight resolves against the fontSize set beside it).
  flow: { fontSize: 9.4, lineHeight: 1.45 },
  sidebarBg: { position: 'absolute', top: 0, bottom: 0, left: 0, width: SIDE_W, backgroundColor: SIDEBAR },
  sidebarBar: { position: 'absolute', top: 0, bottom: 0, left: SIDE_W, width: 3, backgroundColor: ACCENT },
  sidebar: { position: 'absolute', top: 40, left: 22, width: SIDE_W - 40, fontSize: 9.4, lineHeight: 1.45 },
  initials: {
    width: 54,
    height: 54,
    borderRadius: 27,
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontSize: 19,
    fontWeight: 700,
    textAlign: 'center',
    paddingTop: 13,
    marginBottom: 14,
  },
  name: { fontSize: 20, fontWeight: 700, color: '#0f172a', lineHeight: 1.2 },
  role: { fontSize: 10, color: ACCENT, fontWeight: 400, marginTop: 4, marginBottom: 16 },
  sideHeadingCjk: { letterSpacing: 0.2 },
  sideHeading: {
    fontSize: 8.5,
    fontWeight: 700,
    color: ACCENT,
    letterSpacing: 0.6,
    textTransform: 'uppercase',
    marginBottom: 6,
    marginTop: 4,
  },
  contactItem: { marginBottom: 6 },
  contactLabel: { fontSize: 7, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.4 },
  contactText: { fontSize: 8.6, color: INK },
  eduItem: { marginBottom: 8 },
  eduSchool: { fontSize: 9, fontWeight: 700 },
  eduLine: { fontSize: 8.5, color: INK },
  eduDates: { fontSize: 8, color: MUTED },
  heading: { fontSize: 12, fontWeight: 700, color: '#0f172a', marginBottom: 8 },
  headingMark: { color: ACCENT },
  section: { marginBottom: 12 },
  about: { marginBottom: 3, color: '#334155' },
  entry: { flexDirection: 'row', marginBottom: 10 },
  rail: { width: 14, alignItems: 'center' },
  dot: { width: 7, height: 7, borderRadius: 3.5, backgroundColor: ACCENT, marginTop: 4 },
  entryBody: { flex: 1 },
  entryTitle: { fontSize: 10.5, fontWeight: 700, color: '#0f172a' },
  entryMeta: { fontSize: 8.8, color: MUTED, marginTop: 1 },
  company: { color: ACCENT, fontWeight: 400 },
  body: { fontSize: 9.1, color: '#334155' },
});

const CONTACT_LABELS = {
  en: { email: 'Email', phone: 'Phone', location: 'Location', linkedin: 'LinkedIn', github: 'GitHub', portfolio: 'Portfolio' },
  cn: { email: '邮箱', phone: '电话', location: '地址', linkedin: 'LinkedIn', github: 'GitHub', portfolio: '作品集' },
} as const;

function initials(name: string): string {
  if (!name) return '';
  if (/\p{Script=Han}/u.test(name)) return name.slice(0, 1);
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function Creative({ view }: { view: ResumeView }) {
  const { labels } = view;
  const cjk = view.language === 'cn';
  const eduInSidebar = view.education.length > 0 && view.education.length <= SIDEBAR_EDUCATION_MAX;
  return (
    <Page size="A4" style={s.page}>
      <View fixed style={s.sidebarBg} />
      <View fixed style={s.sidebarBar} />
      {/* The sidebar's content is on the first page only (an absolute view does not wrap): contacts, and education
          while it is short; a long education list goes to the main column instead, where pages can break. */}
      <View style={s.sidebar}>
        {view.name ? <Text style={s.initials}>{initials(view.name)}</Text> : null}
        {view.name ? <Text style={s.name}>{view.name}</Text> : null}
        {view.role ? <Text style={s.role}>{view.role}</Text> : <View style={{ height: 12 }} />}
        {view.contacts.length ? <Text style={[s.sideHeading, cjk ? s.sideHeadingCjk : {}]}>{labels.contact}</Text> : null}
        {view.contacts.map((c, i) => (
          <View key={i} style={s.contactItem}>
            <Text style={s.contactLabel}>{CONTACT_LABELS[view.language][c.kind]}</Text>
            <ContactText item={c} style={s.contactText} />
          </View>
        ))}
        {eduInSidebar ? <Text style={[s.sideHeading, { marginTop: 12 }, cjk ? s.sideHeadingCjk : {}]}>{labels.education}</Text> : null}
        {(eduInSidebar ? view.education : []).map((e, i) => (
          <View key={i} style={s.eduItem}>
            {e.school ? <Text style={s.eduSchool}>{e.school}</Text> : null}
            {e.degreeLine ? <Text style={s.eduLine}>{e.degreeLine}</Text> : null}
            {e.dates ? <Text style={s.eduDates}>{e.dates}</Text> : null}
          </View>
        ))}
      </View>

      <View style={s.flow}>
        {view.about.length ? (
          <View style={s.section}>
            <Text style={s.heading} minPresenceAhead={HEADING_KEEP}>
              <Text style={s.headingMark}>{'■ '}</Text>
              {labels.summary}
            </Text>
            {view.about.map((p, i) => (
              <Text key={i} style={s.about}>
                {p}
              </Text>
            ))}
          </View>
        ) : null}

        {view.work.length ? (
          <View style={s.section}>
            <Text style={s.heading} minPresenceAhead={HEADING_KEEP}>
              <Text style={s.headingMark}>{'■ '}</Text>
              {labels.experience}
            </Text>
            {view.work.map((w, i) => (
              <View key={i} style={s.entry}>
                <View style={s.rail}>
                  <View style={s.dot} />
                </View>
                <View style={s.entryBody}>
                  <View wrap={false}>
                    <Text style={s.entryTitle}>{w.role || w.company}</Text>
                    <Text style={s.entryMeta}>
                      {w.role && w.company ? <Text style={s.company}>{w.company}</Text> : null}
                      {[w.role && w.company ? '' : null, w.location, w.dates].filter((x) => x !== null && x !== '').length
                        ? `${w.role && w.company ? '  ·  ' : ''}${[w.location, w.dates].filter(Boolean).join('  ·  ')}`
                        : ''}
                    </Text>
                    <Description blocks={w.description.slice(0, 1)} style={s.body} bulletColor={ACCENT} bullet={cjk ? '•' : '›'} />
                  </View>
                  <Description first={false} blocks={w.description.slice(1)} style={s.body} bulletColor={ACCENT} bullet={cjk ? '•' : '›'} />
                </View>
              </View>
            ))}
          </View>
        ) : null}

        {view.education.length && !eduInSidebar ? (
          <View style={s.section}>
            <Text style={s.heading} minPresenceAhead={HEADING_KEEP}>
              <Text style={s.headingMark}>{'■ '}</Text>
              {labels.education}
            </Text>
            {view.education.map((e, i) => (
              <View key={i} style={s.entry} wrap={false}>
                <View style={s.rail}>
                  <View style={s.dot} />
                </View>
                <View style={s.entryBody}>
                  <Text style={s.entryTitle}>{e.school || e.degreeLine}</Text>
                  <Text style={s.entryMeta}>{[e.school ? e.degreeLine : '', e.dates].filter(Boolean).join('  ·  ')}</Text>
                </View>
              </View>
            ))}
          </View>
        ) : null}
      </View>
    </Page>
  );
}
