/** @jsxRuntime automatic @jsxImportSource react */
import { Page, Text, View, StyleSheet } from '@react-pdf/renderer';
import { SANS } from '../fonts.ts';
import type { ResumeView } from '../model.ts';
import { ContactRow, Description, HEADING_KEEP } from './parts.tsx';

/**
 * Modern Pro: a clean sans-serif résumé with a deep-blue name band across the top, small-caps section headings
 * with a hairline rule, role and dates on one line. The safe choice for most industries.
 */
const ACCENT = '#1d4ed8';
const BAND = '#0f2a4a';
const INK = '#1f2937';
const MUTED = '#6b7280';

const s = StyleSheet.create({
  page: { fontFamily: SANS, fontSize: 9.5, color: INK, paddingTop: 36, paddingBottom: 44, paddingHorizontal: 42 },
  // Body text settings on a view (a unitless lineHeight resolves against the fontSize set beside it).
  flow: { fontSize: 9.5, lineHeight: 1.45 },
  band: {
    backgroundColor: BAND,
    marginTop: -36,
    marginHorizontal: -42,
    paddingHorizontal: 42,
    paddingTop: 30,
    paddingBottom: 20,
    marginBottom: 18,
  },
  name: { fontSize: 26, fontWeight: 700, color: '#ffffff', letterSpacing: 0.4, lineHeight: 1.15 },
  role: { fontSize: 12, color: '#bfdbfe', marginTop: 3, fontWeight: 400 },
  contacts: { marginTop: 10, gap: 2 },
  contactText: { fontSize: 8.8, color: '#e5edf7' },
  contactSep: { color: '#60a5fa' },
  section: { marginBottom: 12 },
  // Letter-spacing stays under ~0.08 em: wider, and text extraction (pdfjs, ATS parsers) reads "W O R K".
  heading: {
    fontSize: 10,
    fontWeight: 700,
    color: ACCENT,
    letterSpacing: 0.7,
    textTransform: 'uppercase',
    paddingBottom: 3,
    marginBottom: 7,
    borderBottomWidth: 0.75,
    borderBottomColor: '#cbd5e1',
  },
  about: { fontSize: 9.5, marginBottom: 3 },
  entry: { marginBottom: 9 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  entryTitle: { fontSize: 10.5, fontWeight: 700, color: '#111827', flex: 1, paddingRight: 10 },
  dates: { fontSize: 8.8, color: MUTED, paddingTop: 1.5 },
  sub: { fontSize: 9.5, color: ACCENT, fontWeight: 400 },
  subMuted: { color: MUTED, fontWeight: 400 },
  body: { fontSize: 9.3, color: '#374151' },
});

export function ModernPro({ view }: { view: ResumeView }) {
  const { labels } = view;
  // Letter-spaced capitals suit Latin headings; Chinese ones are set solid.
  const cjk = view.language === 'cn' ? { letterSpacing: 0.4 } : {};
  return (
    <Page size="A4" style={s.page}>
      <View style={s.flow}>
        <View style={s.band}>
          {view.name ? <Text style={s.name}>{view.name}</Text> : null}
          {view.role ? <Text style={s.role}>{view.role}</Text> : null}
          <ContactRow
            items={view.contacts}
            width={595 - 2 * 42}
            style={s.contacts}
            textStyle={s.contactText}
            separator="|"
            separatorStyle={s.contactSep}
          />
        </View>

        {view.about.length ? (
          <View style={s.section}>
            <Text style={[s.heading, cjk]} minPresenceAhead={HEADING_KEEP}>
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
            <Text style={[s.heading, cjk]} minPresenceAhead={HEADING_KEEP}>
              {labels.experience}
            </Text>
            {view.work.map((w, i) => (
              <View key={i} style={s.entry}>
                <View wrap={false}>
                  <View style={s.entryHead}>
                    <Text style={s.entryTitle}>{w.role || w.company}</Text>
                    {w.dates ? <Text style={s.dates}>{w.dates}</Text> : null}
                  </View>
                  {(w.role && w.company) || w.location ? (
                    <Text style={s.sub}>
                      {w.role ? w.company : ''}
                      {w.location ? <Text style={s.subMuted}>{`${w.role && w.company ? '  ·  ' : ''}${w.location}`}</Text> : null}
                    </Text>
                  ) : null}
                  <Description blocks={w.description.slice(0, 1)} style={s.body} bulletColor={ACCENT} />
                </View>
                <Description first={false} blocks={w.description.slice(1)} style={s.body} bulletColor={ACCENT} />
              </View>
            ))}
          </View>
        ) : null}

        {view.education.length ? (
          <View style={s.section}>
            <Text style={[s.heading, cjk]} minPresenceAhead={HEADING_KEEP}>
              {labels.education}
            </Text>
            {view.education.map((e, i) => (
              <View key={i} style={s.entry} wrap={false}>
                <View style={s.entryHead}>
                  <Text style={s.entryTitle}>{e.school || e.degreeLine}</Text>
                  {e.dates ? <Text style={s.dates}>{e.dates}</Text> : null}
                </View>
                {e.school && e.degreeLine ? <Text style={s.sub}>{e.degreeLine}</Text> : null}
              </View>
            ))}
          </View>
        ) : null}
      </View>
    </Page>
  );
}
