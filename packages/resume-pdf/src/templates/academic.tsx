/** @jsxRuntime automatic @jsxImportSource react */
import { Page, Text, View, StyleSheet } from '@react-pdf/renderer';
import { SERIF } from '../fonts.ts';
import type { ResumeView } from '../model.ts';
import { ContactRow, Description, HEADING_KEEP } from './parts.tsx';

/**
 * Academic: a dense serif CV in the LaTeX tradition. Name left-aligned in small capitals style, contacts on one
 * line, education first, dates in a left margin column, small-caps headings over a full-width rule, navy accent.
 * For research, teaching and graduate applications, where the degree matters most.
 */
const ACCENT = '#1e3a8a';
const INK = '#111827';
const MUTED = '#4b5563';
const DATE_W = 92;

const s = StyleSheet.create({
  page: { fontFamily: SERIF, fontSize: 9.6, color: INK, paddingTop: 40, paddingBottom: 44, paddingHorizontal: 48 },
  // Body text settings on a view (a unitless lineHeight resolves against the fontSize set beside it).
  flow: { fontSize: 9.6, lineHeight: 1.36 },
  name: { fontSize: 22, fontWeight: 700, color: INK, lineHeight: 1.2 },
  role: { fontSize: 10.5, color: MUTED, marginTop: 2 },
  contacts: { marginTop: 6, paddingBottom: 8, borderBottomWidth: 1.2, borderBottomColor: ACCENT, marginBottom: 10 },
  contactText: { fontSize: 8.8, color: INK },
  link: { color: ACCENT },
  section: { marginBottom: 8 },
  heading: {
    fontSize: 10.5,
    fontWeight: 700,
    color: ACCENT,
    letterSpacing: 0.8,
    paddingBottom: 2,
    marginBottom: 5,
    borderBottomWidth: 0.5,
    borderBottomColor: '#9ca3af',
  },
  about: { textAlign: 'justify', marginBottom: 2 },
  row: { flexDirection: 'row', marginBottom: 6 },
  dateCol: { width: DATE_W, fontSize: 8.6, color: MUTED, paddingTop: 1 },
  main: { flex: 1 },
  title: { fontSize: 10, fontWeight: 700 },
  sub: { fontSize: 9.4, color: INK },
  italic: { color: MUTED },
  body: { fontSize: 9.2, color: '#1f2937' },
});

export function Academic({ view }: { view: ResumeView }) {
  const { labels } = view;
  const cjk = view.language === 'cn';
  const heading = (text: string) => (
    <Text style={[s.heading, cjk ? { letterSpacing: 0 } : {}]} minPresenceAhead={HEADING_KEEP}>
      {cjk ? text : text.toUpperCase()}
    </Text>
  );
  return (
    <Page size="A4" style={s.page}>
      <View style={s.flow}>
        {view.name ? <Text style={s.name}>{view.name}</Text> : null}
        {view.role ? <Text style={s.role}>{view.role}</Text> : null}
        <ContactRow
          items={view.contacts}
          width={595 - 2 * 48}
          style={s.contacts}
          textStyle={s.contactText}
          linkStyle={s.link}
          separator="·"
        />

        {view.education.length ? (
          <View style={s.section}>
            {heading(labels.education)}
            {view.education.map((e, i) => (
              <View key={i} style={s.row} wrap={false}>
                <Text style={s.dateCol}>{e.dates}</Text>
                <View style={s.main}>
                  <Text style={s.title}>{e.degreeLine || e.school}</Text>
                  {e.degreeLine && e.school ? <Text style={[s.sub, s.italic]}>{e.school}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        ) : null}

        {view.about.length ? (
          <View style={s.section}>
            {heading(labels.summary)}
            {view.about.map((p, i) => (
              <Text key={i} style={s.about}>
                {p}
              </Text>
            ))}
          </View>
        ) : null}

        {view.work.length ? (
          <View style={s.section}>
            {heading(labels.experience)}
            {view.work.map((w, i) => (
              <View key={i} style={s.row}>
                <Text style={s.dateCol}>{w.dates}</Text>
                <View style={s.main}>
                  <View wrap={false}>
                    <Text style={s.title}>{w.role || w.company}</Text>
                    {(w.role && w.company) || w.location ? (
                      <Text style={[s.sub, s.italic]}>{[w.role ? w.company : '', w.location].filter(Boolean).join('  ·  ')}</Text>
                    ) : null}
                    <Description blocks={w.description.slice(0, 1)} style={s.body} bulletColor={ACCENT} bullet="▪" />
                  </View>
                  <Description first={false} blocks={w.description.slice(1)} style={s.body} bulletColor={ACCENT} bullet="▪" />
                </View>
              </View>
            ))}
          </View>
        ) : null}
      </View>
    </Page>
  );
}
